CREATE TABLE Farm (
    FarmId INTEGER NOT NULL PRIMARY KEY,
    FarmName VARCHAR(40) NOT NULL,
    Village VARCHAR(20) NOT NULL,
    Township VARCHAR(20) NOT NULL,
    AreaMu DECIMAL(6,1) NOT NULL,
    Organic CHAR(1) NOT NULL,
    EstablishedYear INTEGER NOT NULL
);

CREATE TABLE Grower (
    GrowerId INTEGER NOT NULL PRIMARY KEY,
    GrowerName VARCHAR(20) NOT NULL,
    Gender VARCHAR(2) NOT NULL,
    FarmId INTEGER NOT NULL,
    BirthYear INTEGER,
    Phone VARCHAR(20),
    JoinedOn DATE NOT NULL,
    IsLeader CHAR(1) NOT NULL,
    FOREIGN KEY (FarmId) REFERENCES Farm (FarmId)
);

CREATE TABLE Produce (
    ProduceId INTEGER NOT NULL PRIMARY KEY,
    ProduceName VARCHAR(20) NOT NULL,
    Category VARCHAR(10) NOT NULL,
    ListPriceFen INTEGER NOT NULL,
    Perishable CHAR(1) NOT NULL
);

CREATE TABLE Buyer (
    BuyerId INTEGER NOT NULL PRIMARY KEY,
    BuyerName VARCHAR(60) NOT NULL,
    City VARCHAR(20) NOT NULL,
    BuyerType VARCHAR(10) NOT NULL,
    Phone VARCHAR(20)
);

CREATE TABLE Harvest (
    HarvestId INTEGER NOT NULL PRIMARY KEY,
    GrowerId INTEGER NOT NULL,
    ProduceId INTEGER NOT NULL,
    HarvestedOn DATE NOT NULL,
    WeightG INTEGER NOT NULL,
    Grade CHAR(1) NOT NULL,
    FOREIGN KEY (GrowerId) REFERENCES Grower (GrowerId),
    FOREIGN KEY (ProduceId) REFERENCES Produce (ProduceId)
);

CREATE TABLE Sale (
    SaleId INTEGER NOT NULL PRIMARY KEY,
    HarvestId INTEGER NOT NULL,
    BuyerId INTEGER NOT NULL,
    SoldOn DATE NOT NULL,
    WeightG INTEGER NOT NULL,
    PriceFenPerKg INTEGER NOT NULL,
    TotalFen INTEGER NOT NULL,
    Paid CHAR(1) NOT NULL,
    FOREIGN KEY (HarvestId) REFERENCES Harvest (HarvestId),
    FOREIGN KEY (BuyerId) REFERENCES Buyer (BuyerId)
);
