-- 成都市武侯区 小竹马双语幼儿园（民办）：班级、教职工、幼儿、监护人、每日考勤、月度收费。
-- 金额单位：分（人民币）；体温：摄氏度；标志位 SMALLINT 1 = 是, 0 = 否。数据截至 2025-05-31。

CREATE TABLE t_class (
  class_id INTEGER NOT NULL PRIMARY KEY,
  class_name VARCHAR(20) NOT NULL,
  grade CHAR(1) NOT NULL,              -- T 托班(2-3岁), S 小班(3-4岁), M 中班(4-5岁), L 大班(5-6岁)
  room_no VARCHAR(4) NOT NULL,
  capacity INTEGER NOT NULL,
  bilingual SMALLINT NOT NULL,         -- 双语班
  tuition_fen INTEGER NOT NULL,        -- 每月保教费标准
  opened_on DATE NOT NULL
);

CREATE TABLE t_staff (
  staff_id INTEGER NOT NULL PRIMARY KEY,
  staff_name VARCHAR(30) NOT NULL,
  role VARCHAR(10) NOT NULL,
  class_id INTEGER,                    -- NULL = 不带班
  hire_date DATE NOT NULL,
  phone VARCHAR(11),
  has_cert SMALLINT NOT NULL,          -- 持有教师资格证
  salary_fen INTEGER NOT NULL,         -- 月基本工资
  FOREIGN KEY (class_id) REFERENCES t_class (class_id)
);

CREATE TABLE t_child (
  child_id INTEGER NOT NULL PRIMARY KEY,
  child_name VARCHAR(30) NOT NULL,
  gender CHAR(1) NOT NULL,             -- 男 / 女
  birth_date DATE NOT NULL,
  class_id INTEGER NOT NULL,
  district VARCHAR(10) NOT NULL,       -- 家庭住址所在区
  enroll_date DATE NOT NULL,
  leave_date DATE,                     -- NULL = 在园
  allergy VARCHAR(30),                 -- 膳食过敏原，NULL = 无过敏
  FOREIGN KEY (class_id) REFERENCES t_class (class_id)
);

CREATE TABLE t_guardian (
  guardian_id INTEGER NOT NULL PRIMARY KEY,
  child_id INTEGER NOT NULL,
  guardian_name VARCHAR(30) NOT NULL,
  relation VARCHAR(4) NOT NULL,
  phone VARCHAR(11),                   -- NULL = 未登记
  is_primary SMALLINT NOT NULL,        -- 第一联系人
  FOREIGN KEY (child_id) REFERENCES t_child (child_id)
);

CREATE TABLE t_attendance (
  att_id INTEGER NOT NULL PRIMARY KEY,
  child_id INTEGER NOT NULL,
  att_date DATE NOT NULL,
  arrive_time TIME,                    -- NULL = 缺勤
  leave_time TIME,
  temp_c DECIMAL(3,1),                 -- 晨检体温
  sick_leave SMALLINT NOT NULL,        -- 1 = 病假, 缺勤且为 0 = 事假
  note VARCHAR(40),
  FOREIGN KEY (child_id) REFERENCES t_child (child_id)
);

CREATE TABLE t_fee (
  fee_id INTEGER NOT NULL PRIMARY KEY,
  child_id INTEGER NOT NULL,
  bill_month CHAR(7) NOT NULL,         -- YYYY-MM
  tuition_fen INTEGER NOT NULL,        -- 保教费
  meal_fen INTEGER NOT NULL,           -- 伙食费（按出勤天数，每天 2000 分）
  paid_on DATE,                        -- NULL = 未缴
  pay_channel VARCHAR(10),
  FOREIGN KEY (child_id) REFERENCES t_child (child_id)
);
