-- Food-delivery platform in Melbourne (Australia). Money is DECIMAL in AUD.
-- Flags are INTEGER 0/1. Distances are in metres.
CREATE TABLE Restaurant (
    RestaurantId INTEGER NOT NULL PRIMARY KEY,
    Name VARCHAR(60) NOT NULL,
    Cuisine VARCHAR(20) NOT NULL,
    Suburb VARCHAR(30) NOT NULL,
    Rating DECIMAL(2,1),              -- average star rating 1.0-5.0; NULL = too new to be rated
    OpenedOn DATE NOT NULL,
    IsActive INTEGER NOT NULL,        -- 1 = listed on the app, 0 = delisted
    MinOrderAmt DECIMAL(6,2) NOT NULL
);

CREATE TABLE MenuItem (
    MenuItemId INTEGER NOT NULL PRIMARY KEY,
    RestaurantId INTEGER NOT NULL,
    ItemName VARCHAR(60) NOT NULL,
    Price DECIMAL(6,2) NOT NULL,
    IsVegetarian INTEGER NOT NULL,
    SpiceLevel INTEGER,               -- 0 mild .. 3 very hot; NULL = not applicable
    FOREIGN KEY (RestaurantId) REFERENCES Restaurant (RestaurantId)
);

CREATE TABLE Customer (
    CustomerId INTEGER NOT NULL PRIMARY KEY,
    FullName VARCHAR(60) NOT NULL,
    Email VARCHAR(80),
    Suburb VARCHAR(30) NOT NULL,
    SignupDate DATE NOT NULL,
    IsPlusMember INTEGER NOT NULL,    -- 1 = paid subscription (free delivery)
    ReferredById INTEGER,             -- the customer who referred this one
    FOREIGN KEY (ReferredById) REFERENCES Customer (CustomerId)
);

CREATE TABLE Courier (
    CourierId INTEGER NOT NULL PRIMARY KEY,
    FullName VARCHAR(60) NOT NULL,
    Vehicle VARCHAR(12) NOT NULL,     -- bicycle, e-bike, scooter, car
    HiredOn DATE NOT NULL,
    LeftOn DATE
);

CREATE TABLE FoodOrder (
    OrderId INTEGER NOT NULL PRIMARY KEY,
    CustomerId INTEGER NOT NULL,
    RestaurantId INTEGER NOT NULL,
    CourierId INTEGER,                -- NULL = cancelled before a courier was assigned
    PlacedAt TIMESTAMP NOT NULL,
    DeliveredAt TIMESTAMP,
    Status VARCHAR(10) NOT NULL,      -- DELIVERED, CANCELLED, REFUNDED
    DistanceM INTEGER NOT NULL,
    DeliveryFee DECIMAL(5,2) NOT NULL,
    Tip DECIMAL(5,2),
    PromoCode VARCHAR(12),
    CustomerRating INTEGER,           -- 1-5 stars left by the customer
    FOREIGN KEY (CustomerId) REFERENCES Customer (CustomerId),
    FOREIGN KEY (RestaurantId) REFERENCES Restaurant (RestaurantId),
    FOREIGN KEY (CourierId) REFERENCES Courier (CourierId)
);

CREATE TABLE OrderLine (
    OrderId INTEGER NOT NULL,
    MenuItemId INTEGER NOT NULL,
    Qty INTEGER NOT NULL,
    PRIMARY KEY (OrderId, MenuItemId),
    FOREIGN KEY (OrderId) REFERENCES FoodOrder (OrderId),
    FOREIGN KEY (MenuItemId) REFERENCES MenuItem (MenuItemId)
);
