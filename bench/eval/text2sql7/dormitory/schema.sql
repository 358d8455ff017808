-- 某大学学生宿舍管理：宿舍楼、房间、学生、入住记录、维修工、报修单。
-- 金额单位为分（fee_fen、cost_fen），工时单位为分钟（labor_min），面积单位为平方米；标志位 0/1。

CREATE TABLE bldg (
  bldg_id INTEGER PRIMARY KEY,
  bldg_nm VARCHAR(30) NOT NULL,      -- 楼名，如 梅园1舍
  campus VARCHAR(10) NOT NULL,       -- 东校区 / 西校区 / 南校区
  gender VARCHAR(4) NOT NULL,        -- 男 / 女 / 混合
  floors INTEGER NOT NULL,
  built_yr INTEGER NOT NULL,
  has_lift SMALLINT NOT NULL,        -- 1 有电梯 0 无
  mgr_nm VARCHAR(20)                 -- 宿管员姓名
);

CREATE TABLE rm (
  rm_id INTEGER PRIMARY KEY,
  bldg_id INTEGER NOT NULL,
  rm_no VARCHAR(6) NOT NULL,         -- 房号，如 312 = 3 楼 12 号
  floor_no INTEGER NOT NULL,
  beds INTEGER NOT NULL,
  area_m2 DECIMAL(4,1) NOT NULL,
  fee_fen INTEGER NOT NULL,          -- 每学年住宿费（分）
  has_ac SMALLINT NOT NULL,          -- 空调 1/0
  has_bath SMALLINT NOT NULL,        -- 独立卫浴 1/0
  facing VARCHAR(2) NOT NULL,        -- 朝向 南 / 北
  FOREIGN KEY (bldg_id) REFERENCES bldg (bldg_id)
);

CREATE TABLE stu (
  stu_id INTEGER PRIMARY KEY,
  stu_no VARCHAR(10) NOT NULL,       -- 学号
  stu_nm VARCHAR(40) NOT NULL,
  sex CHAR(1) NOT NULL,              -- M 男 F 女
  college VARCHAR(20) NOT NULL,
  degree CHAR(1) NOT NULL,           -- B 本科 M 硕士 D 博士
  enroll_yr INTEGER NOT NULL,
  hometown VARCHAR(10),              -- 生源省份；留学生为空
  intl SMALLINT NOT NULL,            -- 留学生 1/0
  phone VARCHAR(20)
);

CREATE TABLE stay (
  stay_id INTEGER PRIMARY KEY,
  stu_id INTEGER NOT NULL,
  rm_id INTEGER NOT NULL,
  bed_no INTEGER NOT NULL,
  in_dt DATE NOT NULL,
  out_dt DATE,                       -- 空 = 目前仍在住
  FOREIGN KEY (stu_id) REFERENCES stu (stu_id),
  FOREIGN KEY (rm_id) REFERENCES rm (rm_id)
);

CREATE TABLE wkr (
  wkr_id INTEGER PRIMARY KEY,
  wkr_nm VARCHAR(20) NOT NULL,
  trade VARCHAR(10) NOT NULL,        -- 工种：水电 / 木工 / 空调 / 网络 / 综合
  lead_id INTEGER,                   -- 班组长
  hired_dt DATE NOT NULL,
  phone VARCHAR(20),
  FOREIGN KEY (lead_id) REFERENCES wkr (wkr_id)
);

CREATE TABLE rpr_req (
  req_id INTEGER PRIMARY KEY,
  rm_id INTEGER NOT NULL,
  stu_id INTEGER,                    -- 报修学生；空 = 宿管员巡查时登记
  wkr_id INTEGER,                    -- 空 = 尚未派单
  cat VARCHAR(10) NOT NULL,          -- 水电 / 门窗 / 家具 / 空调 / 网络 / 其他
  descr VARCHAR(60) NOT NULL,
  rpt_at TIMESTAMP NOT NULL,
  done_at TIMESTAMP,                 -- 空 = 未完成
  labor_min INTEGER,
  cost_fen INTEGER,
  urgent SMALLINT NOT NULL,
  score SMALLINT,                    -- 学生评分 1-5；空 = 未评价
  FOREIGN KEY (rm_id) REFERENCES rm (rm_id),
  FOREIGN KEY (stu_id) REFERENCES stu (stu_id),
  FOREIGN KEY (wkr_id) REFERENCES wkr (wkr_id)
);
