CREATE TABLE Site (
    SiteId INTEGER NOT NULL PRIMARY KEY,
    SiteName VARCHAR(60) NOT NULL,
    City VARCHAR(20) NOT NULL,
    OpenedOn DATE NOT NULL,
    Open24h CHAR(1) NOT NULL
);

CREATE TABLE Room (
    RoomId INTEGER NOT NULL PRIMARY KEY,
    SiteId INTEGER NOT NULL,
    RoomName VARCHAR(40) NOT NULL,
    RoomType VARCHAR(10) NOT NULL,
    Capacity INTEGER NOT NULL,
    HourlyRate DECIMAL(8,2) NOT NULL,
    HasScreen CHAR(1) NOT NULL,
    FloorNo INTEGER,
    FOREIGN KEY (SiteId) REFERENCES Site (SiteId)
);

CREATE TABLE Company (
    CompanyId INTEGER NOT NULL PRIMARY KEY,
    CompanyName VARCHAR(60) NOT NULL,
    Industry VARCHAR(20) NOT NULL,
    ContractStart DATE NOT NULL,
    ContractEnd DATE
);

CREATE TABLE Member (
    MemberId INTEGER NOT NULL PRIMARY KEY,
    FullName VARCHAR(60) NOT NULL,
    CompanyId INTEGER,
    HomeSiteId INTEGER NOT NULL,
    PlanType VARCHAR(10) NOT NULL,
    MonthlyFee DECIMAL(8,2) NOT NULL,
    JoinedOn DATE NOT NULL,
    LeftOn DATE,
    Email VARCHAR(80),
    FOREIGN KEY (CompanyId) REFERENCES Company (CompanyId),
    FOREIGN KEY (HomeSiteId) REFERENCES Site (SiteId)
);

CREATE TABLE Booking (
    BookingId INTEGER NOT NULL PRIMARY KEY,
    RoomId INTEGER NOT NULL,
    OrganizerId INTEGER NOT NULL,
    StartsAt TIMESTAMP NOT NULL,
    Minutes INTEGER NOT NULL,
    Status VARCHAR(10) NOT NULL,
    Price DECIMAL(8,2) NOT NULL,
    Topic VARCHAR(80),
    FOREIGN KEY (RoomId) REFERENCES Room (RoomId),
    FOREIGN KEY (OrganizerId) REFERENCES Member (MemberId)
);

CREATE TABLE BookingGuest (
    BookingId INTEGER NOT NULL,
    MemberId INTEGER NOT NULL,
    PRIMARY KEY (BookingId, MemberId),
    FOREIGN KEY (BookingId) REFERENCES Booking (BookingId),
    FOREIGN KEY (MemberId) REFERENCES Member (MemberId)
);
