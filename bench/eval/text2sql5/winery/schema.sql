CREATE TABLE Vineyard (
    VineyardId INTEGER NOT NULL PRIMARY KEY,
    VineyardName VARCHAR(40) NOT NULL,
    Region VARCHAR(30) NOT NULL,
    AreaHa DECIMAL(6,2) NOT NULL,
    PlantedYear INTEGER NOT NULL,
    Organic CHAR(1) NOT NULL
);

CREATE TABLE Grape (
    GrapeId INTEGER NOT NULL PRIMARY KEY,
    GrapeName VARCHAR(20) NOT NULL,
    SkinColor VARCHAR(5) NOT NULL
);

CREATE TABLE Wine (
    WineId INTEGER NOT NULL PRIMARY KEY,
    WineName VARCHAR(40) NOT NULL,
    VineyardId INTEGER NOT NULL,
    Vintage INTEGER NOT NULL,
    Style VARCHAR(10) NOT NULL,
    BottleMl INTEGER NOT NULL,
    AbvPct DECIMAL(3,1) NOT NULL,
    OakMonths INTEGER,
    ListPrice DECIMAL(8,2) NOT NULL,
    BottlesMade INTEGER NOT NULL,
    Reserve CHAR(1) NOT NULL,
    FOREIGN KEY (VineyardId) REFERENCES Vineyard (VineyardId)
);

CREATE TABLE WineBlend (
    WineId INTEGER NOT NULL,
    GrapeId INTEGER NOT NULL,
    SharePct INTEGER NOT NULL,
    PRIMARY KEY (WineId, GrapeId),
    FOREIGN KEY (WineId) REFERENCES Wine (WineId),
    FOREIGN KEY (GrapeId) REFERENCES Grape (GrapeId)
);

CREATE TABLE Customer (
    CustomerId INTEGER NOT NULL PRIMARY KEY,
    CustomerName VARCHAR(60) NOT NULL,
    City VARCHAR(20) NOT NULL,
    CustomerType VARCHAR(10) NOT NULL,
    ClubMemberSince DATE,
    Phone VARCHAR(20)
);

CREATE TABLE SalesOrder (
    OrderId INTEGER NOT NULL PRIMARY KEY,
    CustomerId INTEGER NOT NULL,
    WineId INTEGER NOT NULL,
    OrderedOn DATE NOT NULL,
    Bottles INTEGER NOT NULL,
    Amount DECIMAL(10,2) NOT NULL,
    Channel VARCHAR(12) NOT NULL,
    ShippedOn DATE,
    FOREIGN KEY (CustomerId) REFERENCES Customer (CustomerId),
    FOREIGN KEY (WineId) REFERENCES Wine (WineId)
);
