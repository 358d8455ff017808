-- Marina Kaštela (Croatia): berths, boat owners, boats, berth contracts and services.
-- Lengths in centimetres, money in euro cents, flags CHAR(1) 'Y'/'N'.

CREATE TABLE owner (
  ownerId INTEGER PRIMARY KEY,
  fullName VARCHAR(80) NOT NULL,
  country VARCHAR(30) NOT NULL,
  phone VARCHAR(30),
  email VARCHAR(120),
  clubMember CHAR(1) NOT NULL,
  sinceYear INTEGER NOT NULL,
  referredBy INTEGER,               -- owner who recommended the marina
  FOREIGN KEY (referredBy) REFERENCES owner (ownerId)
);

CREATE TABLE berth (
  berthId INTEGER PRIMARY KEY,
  pier CHAR(1) NOT NULL,
  berthNo INTEGER NOT NULL,
  maxLengthCm INTEGER NOT NULL,
  depthCm INTEGER NOT NULL,
  hasPower CHAR(1) NOT NULL,
  hasWater CHAR(1) NOT NULL,
  dailyRateCents INTEGER NOT NULL
);

CREATE TABLE boat (
  boatId INTEGER PRIMARY KEY,
  boatName VARCHAR(60) NOT NULL,
  ownerId INTEGER NOT NULL,
  boatType CHAR(1) NOT NULL,        -- S sailing yacht, M motor yacht, C catamaran, R RIB / tender
  make VARCHAR(40),
  lengthCm INTEGER NOT NULL,
  beamCm INTEGER NOT NULL,
  builtYear INTEGER,
  FOREIGN KEY (ownerId) REFERENCES owner (ownerId)
);

CREATE TABLE berthContract (
  contractId INTEGER PRIMARY KEY,
  berthId INTEGER NOT NULL,
  boatId INTEGER NOT NULL,
  startDate DATE NOT NULL,
  endDate DATE,
  monthlyFeeCents INTEGER NOT NULL,
  autoRenew CHAR(1) NOT NULL,
  FOREIGN KEY (berthId) REFERENCES berth (berthId),
  FOREIGN KEY (boatId) REFERENCES boat (boatId)
);

CREATE TABLE service (
  serviceId INTEGER PRIMARY KEY,
  serviceName VARCHAR(40) NOT NULL,
  unit VARCHAR(10) NOT NULL,
  unitPriceCents INTEGER NOT NULL
);

CREATE TABLE serviceOrder (
  orderId INTEGER PRIMARY KEY,
  boatId INTEGER NOT NULL,
  serviceId INTEGER NOT NULL,
  orderedOn DATE NOT NULL,
  qty INTEGER NOT NULL,
  totalCents INTEGER NOT NULL,
  paid CHAR(1) NOT NULL,
  FOREIGN KEY (boatId) REFERENCES boat (boatId),
  FOREIGN KEY (serviceId) REFERENCES service (serviceId)
);
