-- 江苏省血液中心 采供血业务数据抽取（示例数据）
-- 数据截至 2025-09-30（即“今天”）；献血记录、成分血和用血申请均自 2024-01-01 起。
-- 城市、区、医院名称、状态等取值为中文；代码含义见各列注释。

-- 献血点：献血屋、献血车和中心本部采血点
CREATE TABLE site (
    site_id     INTEGER     NOT NULL,
    site_name   VARCHAR(40) NOT NULL,  -- 献血点名称
    site_type   VARCHAR(10) NOT NULL,  -- 类型：献血屋 / 献血车 / 采血点
    city        VARCHAR(10) NOT NULL,  -- 所在城市，如 南京市
    district    VARCHAR(10) NOT NULL,  -- 所在区
    opened_on   DATE        NOT NULL,  -- 启用日期
    closed_on   DATE,                  -- 停用日期；NULL = 仍在使用
    PRIMARY KEY (site_id)
);

-- 工作人员（各献血点的护士和体检医师）
CREATE TABLE staff (
    staff_id    INTEGER     NOT NULL,
    name        VARCHAR(20) NOT NULL,  -- 姓名
    gender      VARCHAR(1)  NOT NULL,  -- 性别：男 / 女
    title       VARCHAR(10) NOT NULL,  -- 职称：护士 / 护师 / 主管护师 / 医师
    site_id     INTEGER     NOT NULL,  -- 所属献血点
    hire_date   DATE        NOT NULL,  -- 入职日期
    leave_date  DATE,                  -- 离职日期；NULL = 在职
    PRIMARY KEY (staff_id),
    FOREIGN KEY (site_id) REFERENCES site (site_id)
);

-- 献血者
CREATE TABLE donor (
    donor_id    INTEGER     NOT NULL,
    name        VARCHAR(20) NOT NULL,  -- 姓名
    gender      VARCHAR(1)  NOT NULL,  -- 性别：男 / 女
    dob         DATE        NOT NULL,  -- 出生日期
    abo         VARCHAR(2)  NOT NULL,  -- ABO 血型：A / B / O / AB
    rh          VARCHAR(1)  NOT NULL,  -- Rh(D)：+ = 阳性，- = 阴性（俗称熊猫血）
    phone       VARCHAR(11) NOT NULL,  -- 手机号，11 位数字
    city        VARCHAR(10) NOT NULL,  -- 居住城市
    reg_date    DATE        NOT NULL,  -- 登记日期
    PRIMARY KEY (donor_id)
);

-- 医院（用血单位）
CREATE TABLE hospital (
    hosp_id     INTEGER     NOT NULL,
    hosp_name   VARCHAR(40) NOT NULL,  -- 医院名称
    city        VARCHAR(10) NOT NULL,  -- 所在城市
    hosp_level  VARCHAR(4)  NOT NULL,  -- 医院等级：三甲 / 三乙 / 二甲 / 二乙
    PRIMARY KEY (hosp_id)
);

-- 医院用血申请单
CREATE TABLE hosp_order (
    order_id    INTEGER     NOT NULL,
    hosp_id     INTEGER     NOT NULL,
    order_time  TIMESTAMP   NOT NULL,  -- 申请时间
    is_urgent   INTEGER     NOT NULL,  -- 1 = 紧急用血，0 = 常规
    PRIMARY KEY (order_id),
    FOREIGN KEY (hosp_id) REFERENCES hospital (hosp_id)
);

-- 用血申请明细：每行一种血型 + 成分
CREATE TABLE order_line (
    line_id     INTEGER     NOT NULL,
    order_id    INTEGER     NOT NULL,
    abo         VARCHAR(2)  NOT NULL,  -- 申请血型：A / B / O / AB
    rh          VARCHAR(1)  NOT NULL,  -- + = Rh阳性，- = Rh阴性
    comp        VARCHAR(4)  NOT NULL,  -- 成分：RBC / FFP / PLT / CRYO（同 blood_unit.comp）
    qty_req     INTEGER     NOT NULL,  -- 申请数量（袋）
    qty_issued  INTEGER,               -- 实发数量（袋）；NULL = 待处理（尚未发血），0 = 无库存未发
    PRIMARY KEY (line_id),
    FOREIGN KEY (order_id) REFERENCES hosp_order (order_id)
);

-- 献血记录
CREATE TABLE donation (
    donation_id   INTEGER     NOT NULL,
    donor_id      INTEGER     NOT NULL,
    site_id       INTEGER     NOT NULL,  -- 献血点
    nurse_id      INTEGER     NOT NULL,  -- 采血护士（staff）
    don_date      DATE        NOT NULL,  -- 献血日期
    don_type      VARCHAR(3)  NOT NULL,  -- WB = 全血，PLT = 单采血小板（机采）
    vol_ml        INTEGER,               -- 全血献血量（ml）：200 / 300 / 400；单采血小板为 NULL
    plt_qty       INTEGER,               -- 单采血小板治疗量：1 或 2；全血为 NULL
    screen_result VARCHAR(20),           -- 血液检测结果：合格，或不合格原因；NULL = 尚未出结果
    screen_date   DATE,                  -- 检测日期；NULL = 尚未检测
    PRIMARY KEY (donation_id),
    FOREIGN KEY (donor_id) REFERENCES donor (donor_id),
    FOREIGN KEY (site_id) REFERENCES site (site_id),
    FOREIGN KEY (nurse_id) REFERENCES staff (staff_id)
);

-- 血液成分（库存血袋）：由献血制备
CREATE TABLE blood_unit (
    unit_id        INTEGER     NOT NULL,
    bag_no         VARCHAR(16) NOT NULL,  -- 血袋条码
    donation_id    INTEGER     NOT NULL,  -- 来源献血记录
    comp           VARCHAR(4)  NOT NULL,  -- RBC = 悬浮红细胞，FFP = 新鲜冰冻血浆，PLT = 单采血小板，CRYO = 冷沉淀
    prep_date      DATE        NOT NULL,  -- 制备日期
    exp_date       DATE        NOT NULL,  -- 有效期至（当天仍可用）
    status         VARCHAR(4)  NOT NULL,  -- 待检 / 在库 / 已发放 / 已过期 / 已报废
    line_id        INTEGER,               -- 发往的用血申请明细；未发放为 NULL
    discard_reason VARCHAR(20),           -- 报废原因；未报废为 NULL
    PRIMARY KEY (unit_id),
    FOREIGN KEY (donation_id) REFERENCES donation (donation_id),
    FOREIGN KEY (line_id) REFERENCES order_line (line_id)
);
