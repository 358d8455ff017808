-- Northgate Build Ltd, a building contractor in the north of England: sites, workers, crews,
-- material deliveries and building-control inspections.

CREATE TABLE Site (
  SiteId INTEGER PRIMARY KEY,
  SiteName VARCHAR(60) NOT NULL,
  City VARCHAR(30) NOT NULL,
  ClientName VARCHAR(60) NOT NULL,
  SiteType CHAR(3) NOT NULL,          -- RES residential, COM commercial, IND industrial, CIV civil works, INS institutional
  IsPublic CHAR(1) NOT NULL,          -- Y = public-sector client
  StartDate DATE NOT NULL,
  PlannedEnd DATE NOT NULL,
  CompletedOn DATE,
  ContractValue DECIMAL(12,2) NOT NULL, -- GBP
  HeightCm INTEGER,                   -- planned building height; NULL for civil works
  Floors INTEGER
);

CREATE TABLE Worker (
  WorkerId INTEGER PRIMARY KEY,
  FullName VARCHAR(60) NOT NULL,
  Trade VARCHAR(20) NOT NULL,
  DayRate DECIMAL(6,2) NOT NULL,      -- GBP per day
  BirthYear INTEGER,
  StartDate DATE NOT NULL,
  CscsCard CHAR(1) NOT NULL,
  Phone VARCHAR(20),
  Agency VARCHAR(40)                  -- NULL = directly employed
);

CREATE TABLE Crew (
  CrewId INTEGER PRIMARY KEY,
  CrewName VARCHAR(40) NOT NULL,
  ForemanId INTEGER NOT NULL,
  SiteId INTEGER,                     -- current site; NULL = between jobs
  FormedOn DATE NOT NULL,
  FOREIGN KEY (ForemanId) REFERENCES Worker (WorkerId),
  FOREIGN KEY (SiteId) REFERENCES Site (SiteId)
);

CREATE TABLE CrewMember (
  CrewId INTEGER NOT NULL,
  WorkerId INTEGER NOT NULL,
  JoinedOn DATE NOT NULL,
  LeftOn DATE,
  PRIMARY KEY (CrewId, WorkerId),
  FOREIGN KEY (CrewId) REFERENCES Crew (CrewId),
  FOREIGN KEY (WorkerId) REFERENCES Worker (WorkerId)
);

CREATE TABLE Delivery (
  DeliveryId INTEGER PRIMARY KEY,
  SiteId INTEGER NOT NULL,
  Material VARCHAR(30) NOT NULL,
  Supplier VARCHAR(40) NOT NULL,
  QuantityKg INTEGER NOT NULL,
  DeliveredAt TIMESTAMP NOT NULL,
  ReceivedBy INTEGER,
  Cost DECIMAL(10,2) NOT NULL,
  Rejected CHAR(1) NOT NULL,
  FOREIGN KEY (SiteId) REFERENCES Site (SiteId),
  FOREIGN KEY (ReceivedBy) REFERENCES Worker (WorkerId)
);

CREATE TABLE Inspection (
  InspectionId INTEGER PRIMARY KEY,
  SiteId INTEGER NOT NULL,
  InspType CHAR(3) NOT NULL,          -- FND foundations, STR structure, ELE electrical, FIR fire safety, FIN final
  InspectedOn DATE NOT NULL,
  Inspector VARCHAR(40) NOT NULL,
  Result VARCHAR(4) NOT NULL,
  DefectCount INTEGER NOT NULL,
  FollowUpOf INTEGER,
  Notes VARCHAR(120),
  FOREIGN KEY (SiteId) REFERENCES Site (SiteId),
  FOREIGN KEY (FollowUpOf) REFERENCES Inspection (InspectionId)
);
