-- 杭州暖爪流浪动物救助站（余杭区良渚，民办非企业）：志愿者、动物档案（含入站信息）、领养人、领养申请、
-- 医疗/防疫记录、志愿者排班、捐赠。数据截至 2025-06-30。标志位 SMALLINT 1 = 是, 0 = 否。

CREATE TABLE tb_volunteer (
  vol_id INTEGER NOT NULL PRIMARY KEY,  -- 志愿者编号
  xingming VARCHAR(30) NOT NULL,        -- 姓名
  xb CHAR(1) NOT NULL,                  -- 性别：男 / 女
  birth_year INTEGER NOT NULL,          -- 出生年份
  shouji VARCHAR(11),                   -- 手机号，NULL = 未留
  juzhu_qu VARCHAR(10) NOT NULL,        -- 居住区（杭州市辖区）
  join_rq DATE NOT NULL,                -- 加入日期
  jineng VARCHAR(20),                   -- 特长，NULL = 无
  is_zuzhang SMALLINT NOT NULL,         -- 组长（可审核领养申请）
  tuichu_rq DATE                        -- 退出日期，NULL = 在册
);

CREATE TABLE tb_animal (
  animal_id INTEGER NOT NULL PRIMARY KEY, -- 动物编号
  dangan_no VARCHAR(8) NOT NULL,        -- 档案号：物种字母 + 入站年份后两位 + 流水号，如 C24-017
  dw_name VARCHAR(20) NOT NULL,         -- 动物名字（可能重名）
  species VARCHAR(4) NOT NULL,          -- 物种：犬 / 猫 / 兔
  pinzhong VARCHAR(30) NOT NULL,        -- 品种
  sex CHAR(1) NOT NULL,                 -- M 公, F 母
  birth_date DATE,                      -- 出生日期，NULL = 不详（见 gusuan_yl）
  gusuan_yl INTEGER,                    -- 入站时估算月龄（月），出生日期已知时为 NULL
  maose VARCHAR(10) NOT NULL,           -- 毛色
  tizhong_kg DECIMAL(5,2) NOT NULL,     -- 最近一次称重（公斤）
  jueyu_flag SMALLINT NOT NULL,         -- 已绝育
  chip_no VARCHAR(15),                  -- 芯片号，NULL = 未植入
  ruyuan_rq DATE NOT NULL,              -- 入站日期
  laiyuan SMALLINT NOT NULL,            -- 来源：1 街头救助, 2 主人弃养, 3 城管/执法移交, 4 其他机构转入, 5 站内出生
  faxian_qu VARCHAR(10),                -- 救助地点（或原主人）所在区，NULL = 不适用
  status VARCHAR(6) NOT NULL            -- 当前状态：待领养 / 已领养 / 治疗中 / 寄养中 / 已离世
);

CREATE TABLE tb_adopter (
  adopter_id INTEGER NOT NULL PRIMARY KEY, -- 领养人编号
  xingming VARCHAR(30) NOT NULL,        -- 姓名
  xb CHAR(1) NOT NULL,                  -- 性别：男 / 女
  shouji VARCHAR(11) NOT NULL,          -- 手机号
  city VARCHAR(10) NOT NULL,            -- 所在城市
  juzhu_qu VARCHAR(10),                 -- 所在区，仅杭州市填写
  zhufang VARCHAR(6) NOT NULL,          -- 住房：自有 / 租房 / 与父母同住
  has_pet SMALLINT NOT NULL,            -- 家中已有宠物
  reg_date DATE NOT NULL,               -- 登记日期
  heimd_flag SMALLINT NOT NULL          -- 黑名单
);

CREATE TABLE tb_adoption (
  sq_id INTEGER NOT NULL PRIMARY KEY,   -- 申请编号
  animal_id INTEGER NOT NULL,           -- 申请领养的动物
  adopter_id INTEGER NOT NULL,          -- 申请人
  sq_rq DATE NOT NULL,                  -- 申请日期
  sh_status SMALLINT NOT NULL,          -- 审核状态：0 待审核, 1 通过, 2 拒绝, 3 申请人撤回
  shenhe_vol_id INTEGER,                -- 审核人（志愿者组长），待审核/撤回时可为 NULL
  ly_rq DATE,                           -- 领养交接日期，NULL = 未领走
  yajin_yuan INTEGER,                   -- 领养押金（元）
  tuihui_rq DATE,                       -- 退回日期，NULL = 未退回
  tuihui_yy VARCHAR(40),                -- 退回原因
  FOREIGN KEY (animal_id) REFERENCES tb_animal (animal_id),
  FOREIGN KEY (adopter_id) REFERENCES tb_adopter (adopter_id),
  FOREIGN KEY (shenhe_vol_id) REFERENCES tb_volunteer (vol_id)
);

CREATE TABLE tb_vet_record (
  rec_id INTEGER NOT NULL PRIMARY KEY,  -- 记录编号
  animal_id INTEGER NOT NULL,           -- 动物
  zl_rq DATE NOT NULL,                  -- 诊疗/接种日期
  rec_type CHAR(2) NOT NULL,            -- TJ 体检, QC 驱虫, YM 疫苗, JY 绝育, ZL 治疗
  xiangmu VARCHAR(30) NOT NULL,         -- 项目名称
  yiyuan VARCHAR(30) NOT NULL,          -- 就诊医院
  yisheng VARCHAR(20) NOT NULL,         -- 医生
  fee_yuan DECIMAL(8,2) NOT NULL,       -- 费用（元），0 = 医院公益减免或站内完成
  next_rq DATE,                         -- 下次接种/复查日期
  beizhu VARCHAR(60),                   -- 备注
  FOREIGN KEY (animal_id) REFERENCES tb_animal (animal_id)
);

CREATE TABLE tb_shift (
  shift_id INTEGER NOT NULL PRIMARY KEY, -- 排班编号
  vol_id INTEGER NOT NULL,              -- 志愿者
  ban_rq DATE NOT NULL,                 -- 排班日期
  banci CHAR(1) NOT NULL,               -- A 上午 08:30-12:00, P 下午 13:30-17:30, E 晚班 18:30-20:30
  gangwei VARCHAR(10) NOT NULL,         -- 岗位
  qiandao SMALLINT NOT NULL,            -- 已签到，0 = 缺勤
  fuwu_min INTEGER,                     -- 实际服务时长（分钟），缺勤为 NULL
  FOREIGN KEY (vol_id) REFERENCES tb_volunteer (vol_id)
);

CREATE TABLE tb_donation (
  jz_id INTEGER NOT NULL PRIMARY KEY,   -- 捐赠编号
  juanzeng_ren VARCHAR(40),             -- 捐赠人（个人或单位），NULL = 匿名
  adopter_id INTEGER,                   -- 捐赠人为登记领养人时填写
  animal_id INTEGER,                    -- 定向捐给某只动物（医疗费），NULL = 不定向
  jz_time TIMESTAMP NOT NULL,           -- 到账/收货时间
  jz_type SMALLINT NOT NULL,            -- 1 现金, 2 物资
  jine_fen INTEGER,                     -- 金额（分）；物资为估值，NULL = 未估值
  wuzi_mc VARCHAR(30),                  -- 物资名称及数量
  qudao VARCHAR(10) NOT NULL,           -- 渠道
  FOREIGN KEY (adopter_id) REFERENCES tb_adopter (adopter_id),
  FOREIGN KEY (animal_id) REFERENCES tb_animal (animal_id)
);
