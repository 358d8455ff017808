-- 禾麦食品（苏州）工业烘焙工厂：配方、原料、生产批次、批发订单。
-- 重量单位：克；烘烤时间：分钟；温度：摄氏度；金额：人民币元。标志位 SMALLINT 1 = 是, 0 = 否。

CREATE TABLE Ingredient (
  IngredientId INTEGER NOT NULL PRIMARY KEY,
  IngredientName VARCHAR(40) NOT NULL,
  Category VARCHAR(10) NOT NULL,
  CostPerKg DECIMAL(8,2) NOT NULL,
  IsAllergen SMALLINT NOT NULL,
  SupplierName VARCHAR(40),            -- NULL = 厂内自制
  StockG INTEGER NOT NULL
);

CREATE TABLE Recipe (
  RecipeId INTEGER NOT NULL PRIMARY KEY,
  RecipeName VARCHAR(40) NOT NULL,
  ProductLine VARCHAR(10) NOT NULL,
  BaseRecipeId INTEGER,                -- 在哪个基础配方上改良而来
  UnitWeightG INTEGER NOT NULL,
  BatchYield INTEGER NOT NULL,         -- 每个标准批次的出品数量
  BakeMin INTEGER,                     -- NULL = 免烤
  OvenTempC INTEGER,
  ShelfLifeDays INTEGER NOT NULL,
  IsSeasonal SMALLINT NOT NULL,
  LaunchYear INTEGER NOT NULL,
  ListPrice DECIMAL(6,2) NOT NULL,     -- 批发单价（元/个）
  FOREIGN KEY (BaseRecipeId) REFERENCES Recipe (RecipeId)
);

CREATE TABLE RecipeIngredient (
  RecipeId INTEGER NOT NULL,
  IngredientId INTEGER NOT NULL,
  GramsPerBatch INTEGER NOT NULL,
  PRIMARY KEY (RecipeId, IngredientId),
  FOREIGN KEY (RecipeId) REFERENCES Recipe (RecipeId),
  FOREIGN KEY (IngredientId) REFERENCES Ingredient (IngredientId)
);

CREATE TABLE ProductionBatch (
  BatchId INTEGER NOT NULL PRIMARY KEY,
  RecipeId INTEGER NOT NULL,
  BakedOn DATE NOT NULL,
  ShiftCode CHAR(1) NOT NULL,          -- M 早班, A 中班, N 夜班
  LineCode CHAR(2) NOT NULL,           -- L1 面包线, L2 蛋糕线, L3 饼干线, L4 月饼/中式点心线
  UnitsMade INTEGER NOT NULL,
  UnitsRejected INTEGER NOT NULL,
  QcPassed SMALLINT NOT NULL,
  LeadBaker VARCHAR(20),
  FOREIGN KEY (RecipeId) REFERENCES Recipe (RecipeId)
);

CREATE TABLE Customer (
  CustomerId INTEGER NOT NULL PRIMARY KEY,
  CustomerName VARCHAR(60) NOT NULL,
  City VARCHAR(10) NOT NULL,
  Channel VARCHAR(10) NOT NULL,
  Phone VARCHAR(20),
  CreditLimit DECIMAL(10,2) NOT NULL
);

CREATE TABLE WholesaleOrder (
  OrderId INTEGER NOT NULL PRIMARY KEY,
  CustomerId INTEGER NOT NULL,
  RecipeId INTEGER NOT NULL,
  OrderedOn DATE NOT NULL,
  DeliveryDate DATE NOT NULL,          -- 约定送货日期
  DeliveredOn DATE,                    -- NULL = 尚未送达（或已取消）
  Qty INTEGER NOT NULL,
  UnitPrice DECIMAL(6,2) NOT NULL,
  IsCancelled SMALLINT NOT NULL,
  FOREIGN KEY (CustomerId) REFERENCES Customer (CustomerId),
  FOREIGN KEY (RecipeId) REFERENCES Recipe (RecipeId)
);
