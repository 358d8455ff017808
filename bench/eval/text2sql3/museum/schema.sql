-- 美术馆藏品库：艺术家、藏品、展览、展品清单、对外借展。

CREATE TABLE t_artist (
    artist_id INTEGER NOT NULL PRIMARY KEY,   -- 艺术家编号
    artist_name VARCHAR(60) NOT NULL,         -- 姓名（中国艺术家为中文，外国艺术家为原文）
    nationality VARCHAR(10) NOT NULL,         -- 国籍
    birth_year INTEGER NOT NULL,              -- 出生年份
    death_year INTEGER,                       -- 去世年份；NULL 表示在世
    gender VARCHAR(2) NOT NULL                -- 性别：男 / 女
);

CREATE TABLE t_object (
    object_id INTEGER NOT NULL PRIMARY KEY,   -- 藏品编号
    accession_no VARCHAR(12) NOT NULL,        -- 登记号，格式 入藏年份.流水号
    title VARCHAR(80) NOT NULL,               -- 名称
    artist_id INTEGER,                        -- 作者；NULL 表示佚名（多为古代器物）
    category VARCHAR(10) NOT NULL,            -- 类别：绘画、书法、版画、摄影、雕塑、陶瓷、青铜器、玉器
    dynasty VARCHAR(10),                      -- 朝代/时期；近现代作品为 NULL
    year_made INTEGER,                        -- 创作/烧造年份；NULL 表示不详
    height_cm DECIMAL(6,1) NOT NULL,          -- 高度，厘米
    width_cm DECIMAL(6,1),                    -- 宽度，厘米；立体器物为 NULL
    material VARCHAR(20) NOT NULL,            -- 材质/媒材
    acq_year INTEGER NOT NULL,                -- 入藏年份
    acq_method INTEGER NOT NULL,              -- 入藏方式：1 购买，2 捐赠，3 调拨，4 考古发掘
    insured_value DECIMAL(14,2) NOT NULL,     -- 保险估值，人民币元
    condition_cd CHAR(1) NOT NULL,            -- 品相：A 完好，B 良好，C 有损伤，D 待修复（不可展出、不可外借）
    on_view INTEGER NOT NULL,                 -- 是否在常设展陈列：1 是，0 否（库房）
    FOREIGN KEY (artist_id) REFERENCES t_artist (artist_id)
);

CREATE TABLE t_exhibition (
    exhibition_id INTEGER NOT NULL PRIMARY KEY,  -- 展览编号
    title VARCHAR(60) NOT NULL,               -- 展览名称
    hall VARCHAR(10) NOT NULL,                -- 展厅
    start_date DATE NOT NULL,                 -- 开幕日期
    end_date DATE NOT NULL,                   -- 闭幕日期
    curator VARCHAR(30) NOT NULL,             -- 策展人
    ticket_price DECIMAL(6,2) NOT NULL,       -- 票价（元），0 为免费
    visitor_count INTEGER                     -- 观众人次；展览未结束时为 NULL
);

CREATE TABLE t_object_exhibition (
    object_id INTEGER NOT NULL,               -- 藏品编号
    exhibition_id INTEGER NOT NULL,           -- 展览编号
    is_highlight INTEGER NOT NULL,            -- 是否重点展品：1 是，0 否
    PRIMARY KEY (object_id, exhibition_id),
    FOREIGN KEY (object_id) REFERENCES t_object (object_id),
    FOREIGN KEY (exhibition_id) REFERENCES t_exhibition (exhibition_id)
);

CREATE TABLE t_loan (
    loan_id INTEGER NOT NULL PRIMARY KEY,     -- 借展编号
    object_id INTEGER NOT NULL,               -- 借出的藏品
    borrower VARCHAR(60) NOT NULL,            -- 借展机构
    borrower_city VARCHAR(20) NOT NULL,       -- 机构所在城市
    borrower_country VARCHAR(10) NOT NULL,    -- 机构所在国家/地区
    loan_start DATE NOT NULL,                 -- 借出日期
    loan_end DATE NOT NULL,                   -- 约定归还日期
    returned_on DATE,                         -- 实际归还日期；NULL 表示尚未归还
    loan_fee DECIMAL(10,2),                   -- 借展费（元）；NULL 表示免费互借
    FOREIGN KEY (object_id) REFERENCES t_object (object_id)
);
