CREATE TABLE Warehouses (
    WarehouseId INTEGER PRIMARY KEY,
    WarehouseName VARCHAR(60) NOT NULL,
    City VARCHAR(40) NOT NULL,
    Country VARCHAR(40) NOT NULL,
    CapacityPallets INTEGER NOT NULL,
    OpenedOn DATE NOT NULL
);

CREATE TABLE Carriers (
    CarrierId INTEGER PRIMARY KEY,
    CarrierName VARCHAR(60) NOT NULL,
    TransportMode VARCHAR(10) NOT NULL,
    HeadquartersCountry VARCHAR(40) NOT NULL,
    OnTimeRate DECIMAL(4,3) NOT NULL
);

CREATE TABLE Customers (
    CustomerId INTEGER PRIMARY KEY,
    CompanyName VARCHAR(80) NOT NULL,
    Industry VARCHAR(40) NOT NULL,
    Country VARCHAR(40) NOT NULL
);

CREATE TABLE Routes (
    RouteId INTEGER PRIMARY KEY,
    OriginWarehouseId INTEGER NOT NULL,
    DestinationCity VARCHAR(40) NOT NULL,
    DestinationCountry VARCHAR(40) NOT NULL,
    DistanceKm INTEGER NOT NULL,
    CarrierId INTEGER NOT NULL,
    StandardTransitHours INTEGER NOT NULL,
    FOREIGN KEY (OriginWarehouseId) REFERENCES Warehouses (WarehouseId),
    FOREIGN KEY (CarrierId) REFERENCES Carriers (CarrierId)
);

CREATE TABLE Shipments (
    ShipmentId INTEGER PRIMARY KEY,
    TrackingCode VARCHAR(20) NOT NULL,
    RouteId INTEGER NOT NULL,
    CustomerId INTEGER NOT NULL,
    ShippedAt TIMESTAMP NOT NULL,
    DeliveredAt TIMESTAMP,
    Status VARCHAR(20) NOT NULL,
    Priority VARCHAR(10) NOT NULL,
    WeightKg DOUBLE PRECISION NOT NULL,
    DeclaredValueEur DECIMAL(12,2) NOT NULL,
    FOREIGN KEY (RouteId) REFERENCES Routes (RouteId),
    FOREIGN KEY (CustomerId) REFERENCES Customers (CustomerId)
);
