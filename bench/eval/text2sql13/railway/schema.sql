-- 华东城际铁路客运有限公司 票务系统（节选）
-- 数据截至 2025-07-10（今天），最后一笔下单时间不晚于 2025-07-10 18:00:00；已售车票的乘车日期最晚到 2025-07-25。
-- 车次号首字母表示列车等级：G = 高速动车组（高铁），D = 动车组，T = 特快旅客列车，K = 快速旅客列车。
-- 时刻一律为 'HH:MM' 文本（24 小时制）；金额单位为元；里程单位为公里；时长单位为分钟。

-- 车站
CREATE TABLE zhan (
    zhan_id       INTEGER     NOT NULL,  -- 车站编号
    zhan_ming     VARCHAR(20) NOT NULL,  -- 站名，如 南京南、上海虹桥（不带"站"字）
    dianbao_ma    CHAR(3)     NOT NULL,  -- 电报码，三位大写字母，如 NKH
    chengshi      VARCHAR(20) NOT NULL,  -- 所在城市（不带"市"字），如 南京、杭州；同一城市可有多个车站
    sheng         VARCHAR(10) NOT NULL,  -- 所在省份/直辖市，如 江苏、浙江、安徽、上海
    dengji        VARCHAR(4)  NOT NULL,  -- 车站等级：特等 / 一等 / 二等 / 三等
    kaitong_date  DATE        NOT NULL,  -- 开通运营日期
    PRIMARY KEY (zhan_id)
);

-- 车次（每个车次每天开行一趟）
CREATE TABLE checi (
    checi_id          INTEGER     NOT NULL,  -- 车次内部编号
    train_no          VARCHAR(8)  NOT NULL,  -- 车次号，如 G7012、D3021、K1158；首字母为列车等级（见文件头）
    shifa_zhan_id     INTEGER     NOT NULL,  -- 始发站
    zhongdao_zhan_id  INTEGER     NOT NULL,  -- 终到站
    dep_time          CHAR(5)     NOT NULL,  -- 始发站开车时间 HH:MM
    arr_time          CHAR(5)     NOT NULL,  -- 终到站到达时间 HH:MM（可能是次日，见 stop_time.kuatian）
    yunxing_fenzhong  INTEGER     NOT NULL,  -- 全程运行时长，单位：分钟
    licheng_km        INTEGER     NOT NULL,  -- 全程里程，单位：公里
    chexing           VARCHAR(12) NOT NULL,  -- 车型：CR400AF / CR400BF = 复兴号，CRH 开头 = 和谐号，25G / 25K = 普速客车
    bianzu            INTEGER     NOT NULL,  -- 编组辆数（节数）
    kaixing_date      DATE        NOT NULL,  -- 首次开行日期
    tingyun_date      DATE,                  -- 停运日期（自该日起不再开行）；NULL = 正常开行
    PRIMARY KEY (checi_id),
    UNIQUE (train_no),
    FOREIGN KEY (shifa_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (zhongdao_zhan_id) REFERENCES zhan (zhan_id)
);

-- 车次经停站时刻表（车次与车站的多对多关系）
CREATE TABLE stop_time (
    checi_id     INTEGER NOT NULL,  -- 车次
    stop_seq     INTEGER NOT NULL,  -- 站序，始发站为 1，按行驶方向递增
    zhan_id      INTEGER NOT NULL,  -- 经停车站
    arr_time     CHAR(5),           -- 到站时间 HH:MM；NULL = 始发站
    dep_time     CHAR(5),           -- 开车时间 HH:MM；NULL = 终到站
    tingliu_fen  INTEGER,           -- 停站时长，单位：分钟；始发站和终到站为 NULL
    licheng_km   INTEGER NOT NULL,  -- 距始发站里程，单位：公里（始发站为 0）
    kuatian      INTEGER NOT NULL,  -- 跨天：0 = 与始发同日，1 = 次日
    PRIMARY KEY (checi_id, stop_seq),
    UNIQUE (checi_id, zhan_id),
    FOREIGN KEY (checi_id) REFERENCES checi (checi_id),
    FOREIGN KEY (zhan_id) REFERENCES zhan (zhan_id)
);

-- 席别
CREATE TABLE seat_class (
    seat_class_id  INTEGER     NOT NULL,  -- 席别编号
    xibie_ming     VARCHAR(10) NOT NULL,  -- 席别名称：商务座 / 一等座 / 二等座 / 软卧 / 硬卧 / 硬座 / 无座 / 高级软卧
    xibie_code     VARCHAR(2)  NOT NULL,  -- 12306 席别代码（9 商务座，M 一等座，O 二等座，4 软卧，3 硬卧，1 硬座，WZ 无座，6 高级软卧）
    shiyong        VARCHAR(6)  NOT NULL,  -- 适用列车：动车组 / 普速 / 通用
    PRIMARY KEY (seat_class_id)
);

-- 票价表：某车次从上车站到下车站、某席别的成人全价票价
CREATE TABLE fare (
    checi_id       INTEGER      NOT NULL,  -- 车次
    from_zhan_id   INTEGER      NOT NULL,  -- 上车站
    to_zhan_id     INTEGER      NOT NULL,  -- 下车站（在该车次上位于上车站之后）
    seat_class_id  INTEGER      NOT NULL,  -- 席别
    piaojia        DECIMAL(8,2) NOT NULL,  -- 成人全价票价，单位：元
    PRIMARY KEY (checi_id, from_zhan_id, to_zhan_id, seat_class_id),
    FOREIGN KEY (checi_id) REFERENCES checi (checi_id),
    FOREIGN KEY (from_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (to_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (seat_class_id) REFERENCES seat_class (seat_class_id)
);

-- 乘客（常用联系人）
CREATE TABLE passenger (
    passenger_id       INTEGER     NOT NULL,  -- 乘客编号
    xingming           VARCHAR(40) NOT NULL,  -- 姓名（外籍乘客为护照上的英文名）；可能重名
    xingbie            VARCHAR(2)  NOT NULL,  -- 性别：男 / 女
    zhengjian_leixing  VARCHAR(20) NOT NULL,  -- 证件类型：居民身份证 / 护照 / 港澳居民来往内地通行证 / 台湾居民来往大陆通行证
    zhengjian_hao      VARCHAR(20) NOT NULL,  -- 证件号码
    chusheng_date      DATE        NOT NULL,  -- 出生日期
    shouji             VARCHAR(11),           -- 手机号；NULL = 未登记手机号
    lvke_leixing       VARCHAR(4)  NOT NULL,  -- 旅客类型：成人 / 学生（学生 = 已通过学生资质核验，可购学生票）
    zhuce_time         TIMESTAMP   NOT NULL,  -- 添加（注册）时间
    PRIMARY KEY (passenger_id),
    UNIQUE (zhengjian_leixing, zhengjian_hao)
);

-- 车票订单（一行一张票）
CREATE TABLE ticket_order (
    order_id        INTEGER      NOT NULL,  -- 订单编号
    order_no        VARCHAR(12)  NOT NULL,  -- 12306 订单号，E 开头
    passenger_id    INTEGER      NOT NULL,  -- 乘车人
    checi_id        INTEGER      NOT NULL,  -- 车次
    cheng_che_date  DATE         NOT NULL,  -- 乘车日期（在上车站上车的日期）
    from_zhan_id    INTEGER      NOT NULL,  -- 上车站
    to_zhan_id      INTEGER      NOT NULL,  -- 下车站
    seat_class_id   INTEGER      NOT NULL,  -- 席别
    piao_zhong      VARCHAR(6)   NOT NULL,  -- 票种：成人票 / 学生票 / 儿童票
    piaojia         DECIMAL(8,2) NOT NULL,  -- 实付票价，单位：元（学生票、儿童票为优惠后的价格）
    chexiang        INTEGER,                -- 车厢号；NULL = 无座票，未分配座位
    zuowei_hao      VARCHAR(8),             -- 座位号/铺位号，如 05F、012、07下铺；NULL = 无座票，未分配座位
    order_status    VARCHAR(6)   NOT NULL,  -- 订单状态：待支付 / 已支付 / 已退票 / 已改签（已改签 = 原票已改签为新订单，新订单的 yuan_order_id 指向本单）
    xiadan_time     TIMESTAMP    NOT NULL,  -- 下单时间
    zhifu_time      TIMESTAMP,              -- 支付时间；NULL = 尚未支付（待支付）
    yuan_order_id   INTEGER,                -- 改签前的原订单；NULL = 不是改签产生的订单
    PRIMARY KEY (order_id),
    UNIQUE (order_no),
    FOREIGN KEY (passenger_id) REFERENCES passenger (passenger_id),
    FOREIGN KEY (checi_id) REFERENCES checi (checi_id),
    FOREIGN KEY (from_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (to_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (seat_class_id) REFERENCES seat_class (seat_class_id),
    FOREIGN KEY (yuan_order_id) REFERENCES ticket_order (order_id)
);

-- 退票记录（每张已退票的订单一条）
CREATE TABLE refund (
    refund_id      INTEGER      NOT NULL,  -- 退票编号
    order_id       INTEGER      NOT NULL,  -- 被退的订单
    shenqing_time  TIMESTAMP    NOT NULL,  -- 退票申请时间
    shouxufei      DECIMAL(8,2) NOT NULL,  -- 退票手续费，单位：元（开车前 8 天以上免费，48 小时以上 5%，24 小时以上 10%，不足 24 小时 20%）
    tuikuan_jine   DECIMAL(8,2) NOT NULL,  -- 应退金额，单位：元（= 实付票价 - 手续费）
    tuikuan_time   TIMESTAMP,              -- 退款到账时间；NULL = 退款处理中，尚未到账
    yuanyin        VARCHAR(20),            -- 退票原因；NULL = 乘客未填写
    PRIMARY KEY (refund_id),
    UNIQUE (order_id),
    FOREIGN KEY (order_id) REFERENCES ticket_order (order_id)
);
