-- 江澜出版社 (Jianglan Publishing House, Nanjing): 编辑、作者、图书、印次、客户、订单与稿酬数据。
-- 数据截至 2025-10-15 (今天)。金额单位均为 元 (人民币)；字数单位为 千字。

CREATE TABLE editor (
    ed_id     INTEGER     NOT NULL,
    ed_name   VARCHAR(20) NOT NULL,
    bumen     VARCHAR(20) NOT NULL,   -- 部门: 总编室 / 文学编辑部 / 外国文学编辑部 / 社科编辑部 / 少儿编辑部 / 科技编辑部 / 教育编辑部
    zhiwu     VARCHAR(10) NOT NULL,   -- 职务: 总编辑 / 副总编辑 / 主任 / 编辑 / 助理编辑
    sup_id    INTEGER,                -- 直属上级 (editor.ed_id); NULL = 总编辑, 无上级
    ruzhi_dt  DATE        NOT NULL,   -- 入职日期
    lizhi_dt  DATE,                   -- 离职日期; NULL = 在职
    PRIMARY KEY (ed_id),
    FOREIGN KEY (sup_id) REFERENCES editor (ed_id)
);

CREATE TABLE author (
    au_id     INTEGER     NOT NULL,
    au_name   VARCHAR(40) NOT NULL,   -- 中国作者用汉字; 外国作者用原文拉丁字母, 如 'Margaret Ellison'
    guoji     VARCHAR(10) NOT NULL,   -- 国籍, 如 中国 / 英国 / 美国 / 日本
    xingbie   VARCHAR(2)  NOT NULL,   -- 男 / 女
    birth_yr  INTEGER,                -- 出生年份; NULL = 不详
    PRIMARY KEY (au_id)
);

CREATE TABLE book (
    isbn          VARCHAR(13)  NOT NULL,  -- 13 位数字, 不含连字符
    shu_ming      VARCHAR(60)  NOT NULL,  -- 中文书名
    fenlei        VARCHAR(10)  NOT NULL,  -- 分类: 文学 / 社科 / 少儿 / 科技 / 艺术 / 教辅
    ed_id         INTEGER      NOT NULL,  -- 责任编辑
    pub_dt        DATE,                   -- 首版出版日期; NULL = 尚未出版 (排期中)
    dingjia       DECIMAL(6,2) NOT NULL,  -- 定价, 元
    yeshu         INTEGER      NOT NULL,  -- 页数
    zishu         INTEGER      NOT NULL,  -- 字数, 千字 (450 = 45 万字)
    kaiben        VARCHAR(6)   NOT NULL,  -- 开本: 16开 / 32开 / 大32开 / 12开
    yuan_shuming  VARCHAR(80),            -- 原版书名 (译著); NULL = 原创作品, 非翻译
    jueban        INTEGER      NOT NULL,  -- 1 = 已绝版 (不再重印), 0 = 在版
    PRIMARY KEY (isbn),
    FOREIGN KEY (ed_id) REFERENCES editor (ed_id)
);

CREATE TABLE authorship (
    isbn     VARCHAR(13) NOT NULL,
    au_id    INTEGER     NOT NULL,
    juese    VARCHAR(6)  NOT NULL,   -- 角色: 著 / 主编 / 副主编 / 译者 / 绘 (插图)
    shunxu   INTEGER     NOT NULL,   -- 署名顺序, 1 = 第一署名
    PRIMARY KEY (isbn, au_id, juese),
    FOREIGN KEY (isbn) REFERENCES book (isbn),
    FOREIGN KEY (au_id) REFERENCES author (au_id)
);

CREATE TABLE yinci (
    yc_id          INTEGER     NOT NULL,
    isbn           VARCHAR(13) NOT NULL,
    yc_no          INTEGER     NOT NULL,  -- 第几次印刷, 1 = 首印
    print_dt       DATE        NOT NULL,  -- 印刷日期
    qty            INTEGER     NOT NULL,  -- 印数, 册
    yinshua_chang  VARCHAR(30) NOT NULL,  -- 印刷厂
    PRIMARY KEY (yc_id),
    FOREIGN KEY (isbn) REFERENCES book (isbn)
);

CREATE TABLE kehu (
    kh_id     INTEGER      NOT NULL,
    kh_name   VARCHAR(30)  NOT NULL,
    kh_type   VARCHAR(4)   NOT NULL,  -- 新华 = 新华书店系统, 民营 = 民营书店, 网店 = 网上书店, 批发 = 图书批发/发行商
    city      VARCHAR(10)  NOT NULL,  -- 城市, 如 南京 / 上海 / 成都
    sheng     VARCHAR(10)  NOT NULL,  -- 省 / 直辖市
    zhekou    DECIMAL(3,2) NOT NULL,  -- 合同发货折扣, 0.62 = 按定价 62% 结算
    hezuo_dt  DATE         NOT NULL,  -- 开始合作日期
    PRIMARY KEY (kh_id)
);

CREATE TABLE dingdan (
    dd_id       INTEGER NOT NULL,
    kh_id       INTEGER NOT NULL,
    dd_dt       DATE    NOT NULL,   -- 下单日期
    fahuo_dt    DATE,               -- 发货日期; NULL = 尚未发货
    huikuan_dt  DATE,               -- 回款日期; NULL = 客户尚未付款
    PRIMARY KEY (dd_id),
    FOREIGN KEY (kh_id) REFERENCES kehu (kh_id)
);

CREATE TABLE dingdan_mx (
    dd_id    INTEGER       NOT NULL,
    ln_no    INTEGER       NOT NULL,  -- 行号
    isbn     VARCHAR(13)   NOT NULL,
    qty      INTEGER       NOT NULL,  -- 册数
    zhekou   DECIMAL(3,2)  NOT NULL,  -- 本行实际折扣
    shiyang  DECIMAL(10,2) NOT NULL,  -- 实洋 = 册数 x 定价 x 折扣, 元 (码洋 = 册数 x 定价)
    PRIMARY KEY (dd_id, ln_no),
    FOREIGN KEY (dd_id) REFERENCES dingdan (dd_id),
    FOREIGN KEY (isbn) REFERENCES book (isbn)
);

CREATE TABLE gaochou (
    gc_id    INTEGER       NOT NULL,
    au_id    INTEGER       NOT NULL,
    isbn     VARCHAR(13)   NOT NULL,
    niandu   INTEGER       NOT NULL,  -- 结算年度 (版税按上一年度销售结算)
    gc_type  VARCHAR(4)    NOT NULL,  -- 版税 = 按销售码洋提成; 稿酬 = 译者/插画一次性稿费
    amount   DECIMAL(10,2) NOT NULL,  -- 税前金额, 元
    paid_dt  DATE,                    -- 支付日期; NULL = 尚未支付
    PRIMARY KEY (gc_id),
    FOREIGN KEY (au_id) REFERENCES author (au_id),
    FOREIGN KEY (isbn) REFERENCES book (isbn)
);
