-- 连锁酒店预订库：酒店、房间、客人、预订、点评。金额单位均为人民币（元）。

CREATE TABLE hotels (
    hotel_id INTEGER NOT NULL PRIMARY KEY,
    hotel_name VARCHAR(60) NOT NULL,        -- 酒店名称
    city VARCHAR(20) NOT NULL,              -- 所在城市
    star_rating INTEGER NOT NULL,           -- 星级 3-5
    opened_year INTEGER NOT NULL,           -- 开业年份
    has_pool INTEGER NOT NULL               -- 是否有游泳池：1 有，0 没有
);

CREATE TABLE rooms (
    room_id INTEGER NOT NULL PRIMARY KEY,
    hotel_id INTEGER NOT NULL,
    room_number VARCHAR(6) NOT NULL,        -- 房号，如 1203
    room_type VARCHAR(20) NOT NULL,         -- 房型：标准双床房、大床房、豪华大床房、家庭房、行政套房
    floor_no INTEGER NOT NULL,              -- 楼层
    area_sqm INTEGER NOT NULL,              -- 面积，平方米
    price_per_night DECIMAL(8,2) NOT NULL,  -- 门市价，元/晚
    max_guests INTEGER NOT NULL,            -- 最多入住人数
    view_type VARCHAR(10),                  -- 景观：海景、湖景、江景、山景、城景；NULL 表示无景观
    smoking_allowed INTEGER NOT NULL,       -- 1 可吸烟，0 禁烟
    FOREIGN KEY (hotel_id) REFERENCES hotels (hotel_id)
);

CREATE TABLE guests (
    guest_id INTEGER NOT NULL PRIMARY KEY,
    full_name VARCHAR(40) NOT NULL,         -- 姓名（外宾为拉丁字母）
    gender VARCHAR(2) NOT NULL,             -- 男 / 女
    birth_year INTEGER NOT NULL,            -- 出生年份
    home_city VARCHAR(20) NOT NULL,         -- 常住城市
    phone VARCHAR(20) NOT NULL,
    email VARCHAR(60),                      -- NULL 表示未留邮箱
    member_level VARCHAR(10)                -- 会员等级：银卡、金卡、白金卡；NULL 表示非会员
);

CREATE TABLE reservations (
    reservation_id INTEGER NOT NULL PRIMARY KEY,
    guest_id INTEGER NOT NULL,
    room_id INTEGER NOT NULL,
    check_in DATE NOT NULL,                 -- 入住日期
    check_out DATE NOT NULL,                -- 离店日期
    nights INTEGER NOT NULL,                -- 间夜数
    adults INTEGER NOT NULL,                -- 入住人数
    total_amount DECIMAL(10,2) NOT NULL,    -- 订单总价，元
    status VARCHAR(10) NOT NULL,            -- 订单状态：已确认、已完成、已取消、未入住
    channel VARCHAR(10) NOT NULL,           -- 预订渠道：携程、飞猪、美团、官网、前台
    booked_at TIMESTAMP NOT NULL,           -- 下单时间
    FOREIGN KEY (guest_id) REFERENCES guests (guest_id),
    FOREIGN KEY (room_id) REFERENCES rooms (room_id)
);

CREATE TABLE reviews (
    review_id INTEGER NOT NULL PRIMARY KEY,
    reservation_id INTEGER NOT NULL,
    score DECIMAL(2,1) NOT NULL,            -- 评分 1.0-5.0
    comment_text VARCHAR(200),              -- 点评内容；NULL 表示只打分未留言
    posted_at TIMESTAMP NOT NULL,           -- 点评时间
    FOREIGN KEY (reservation_id) REFERENCES reservations (reservation_id)
);
