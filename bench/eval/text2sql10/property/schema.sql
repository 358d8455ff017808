-- 苏州安居物业 (Suzhou Anju Property Services): six 小区 under management, data to 2025-09-30.
-- 金额: 带 Fee/Price 的列单位见注释 (分 = fen, 元 = yuan); 面积单位 平方米.

CREATE TABLE xiaoqu (
  xiaoquId INTEGER PRIMARY KEY,
  xiaoquName VARCHAR(20) NOT NULL,
  district VARCHAR(10) NOT NULL,         -- 行政区
  address VARCHAR(40) NOT NULL,
  builtYear INTEGER NOT NULL,            -- 竣工年份
  jieguanDate DATE NOT NULL,             -- 我司接管日期
  wuyeFeePrice DECIMAL(4,2) NOT NULL,    -- 物业费单价 元/平方米/月
  hotline VARCHAR(20) NOT NULL
);

CREATE TABLE louDong (
  buildingId INTEGER PRIMARY KEY,
  xiaoquId INTEGER NOT NULL,
  louHao VARCHAR(10) NOT NULL,           -- 楼号, e.g. '3栋'
  floorCount INTEGER NOT NULL,
  hasElevator INTEGER NOT NULL,          -- 1 有电梯, 0 无
  FOREIGN KEY (xiaoquId) REFERENCES xiaoqu (xiaoquId)
);

CREATE TABLE resident (
  residentId INTEGER PRIMARY KEY,
  residentName VARCHAR(40) NOT NULL,
  gender VARCHAR(2) NOT NULL,            -- 男 / 女
  phone VARCHAR(11) NOT NULL,
  nationality VARCHAR(10) NOT NULL,      -- 中国, 美国, 德国 ...
  residentType VARCHAR(4) NOT NULL,      -- 业主 / 租户
  registerDate DATE NOT NULL             -- 登记日期
);

CREATE TABLE fangwu (
  fangwuId INTEGER PRIMARY KEY,
  buildingId INTEGER NOT NULL,
  danyuan INTEGER NOT NULL,              -- 单元
  unitNo VARCHAR(6) NOT NULL,            -- 房号, e.g. '1502' = 15楼02室
  floorNo INTEGER NOT NULL,
  jianzhuArea DECIMAL(6,2) NOT NULL,     -- 建筑面积 平方米
  huxing VARCHAR(10) NOT NULL,           -- 户型
  ownerId INTEGER,                       -- 业主; NULL = 开发商未售
  tenantId INTEGER,                      -- 当前租户; NULL = 无租户
  leaseEnd DATE,                         -- 租约到期日
  useStatus VARCHAR(4) NOT NULL,         -- 自住 / 出租 / 空置
  FOREIGN KEY (buildingId) REFERENCES louDong (buildingId),
  FOREIGN KEY (ownerId) REFERENCES resident (residentId),
  FOREIGN KEY (tenantId) REFERENCES resident (residentId)
);

CREATE TABLE staff (
  staffId INTEGER PRIMARY KEY,
  staffName VARCHAR(20) NOT NULL,
  gongzhong VARCHAR(10) NOT NULL,        -- 工种
  xiaoquId INTEGER,                      -- 驻点小区; NULL = 不驻点 (多个小区流动)
  leaderId INTEGER,                      -- 直属主管
  phone VARCHAR(11) NOT NULL,
  hireDate DATE NOT NULL,
  lizhiDate DATE,                        -- 离职日期; NULL = 在职
  monthlySalary DECIMAL(8,2) NOT NULL,   -- 月薪 元
  FOREIGN KEY (xiaoquId) REFERENCES xiaoqu (xiaoquId),
  FOREIGN KEY (leaderId) REFERENCES staff (staffId)
);

CREATE TABLE wuye_bill (
  billId INTEGER PRIMARY KEY,
  fangwuId INTEGER NOT NULL,
  billMonth VARCHAR(7) NOT NULL,         -- 账期 'YYYY-MM'
  wuyeFee INTEGER NOT NULL,              -- 物业费 分
  gongtanFee INTEGER NOT NULL,           -- 公摊水电费 分
  paidAt TIMESTAMP,                      -- 缴费时间; NULL = 未缴
  payChannel VARCHAR(10),                -- 微信 / 支付宝 / 银行代扣 / 银行转账 / 现金
  FOREIGN KEY (fangwuId) REFERENCES fangwu (fangwuId)
);

CREATE TABLE baoxiu (
  baoxiuId INTEGER PRIMARY KEY,
  xiaoquId INTEGER NOT NULL,
  fangwuId INTEGER,                      -- NULL = 公共区域报修
  reporterId INTEGER,                    -- 报修人; NULL = 物业巡检发现
  category VARCHAR(10) NOT NULL,         -- 报修类别
  description VARCHAR(60) NOT NULL,
  isUrgent INTEGER NOT NULL,             -- 1 紧急
  requestTime TIMESTAMP NOT NULL,
  staffId INTEGER,                       -- 维修人员; NULL = 未派单
  finishTime TIMESTAMP,                  -- NULL = 未完工
  status VARCHAR(6) NOT NULL,            -- 待派单 / 维修中 / 已完成
  materialFee DECIMAL(7,2),              -- 向住户收取的材料费 元; 未完工为 NULL
  pingfen INTEGER,                       -- 住户评分 1-5; NULL = 未评价
  FOREIGN KEY (xiaoquId) REFERENCES xiaoqu (xiaoquId),
  FOREIGN KEY (fangwuId) REFERENCES fangwu (fangwuId),
  FOREIGN KEY (reporterId) REFERENCES resident (residentId),
  FOREIGN KEY (staffId) REFERENCES staff (staffId)
);

CREATE TABLE parking_space (
  spaceId INTEGER PRIMARY KEY,
  xiaoquId INTEGER NOT NULL,
  spaceNo VARCHAR(10) NOT NULL,          -- 车位号
  location VARCHAR(6) NOT NULL,          -- 地面 / 地下一层 / 地下二层
  spaceType VARCHAR(4) NOT NULL,         -- 产权 (业主自有, 收管理费) / 租赁 (收月租)
  userId INTEGER,                        -- 使用人; NULL = 空闲
  plateNo VARCHAR(10),                   -- 车牌
  monthlyFee DECIMAL(7,2) NOT NULL,      -- 月租或月管理费 元
  hasCharger INTEGER NOT NULL,           -- 1 有充电桩
  FOREIGN KEY (xiaoquId) REFERENCES xiaoqu (xiaoquId),
  FOREIGN KEY (userId) REFERENCES resident (residentId)
);
