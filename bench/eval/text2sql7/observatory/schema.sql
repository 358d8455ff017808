-- Ridgeback Hill Public Observatory (Brecon, Wales): telescopes, observers, booked sessions, observations.
-- Apertures and focal lengths in millimetres, session length in minutes, exposures in seconds;
-- flags are text 'true' / 'false'.

CREATE TABLE telescopes (
  telescopeId INTEGER PRIMARY KEY,
  telescopeName VARCHAR(40) NOT NULL,
  opticalDesign VARCHAR(30) NOT NULL,
  apertureMm INTEGER NOT NULL,
  focalLengthMm INTEGER NOT NULL,
  mountType VARCHAR(20) NOT NULL,
  isRobotic VARCHAR(5) NOT NULL,
  firstLightYear INTEGER NOT NULL,
  retiredOn DATE
);

CREATE TABLE observers (
  observerId INTEGER PRIMARY KEY,
  fullName VARCHAR(60) NOT NULL,
  observerType VARCHAR(10) NOT NULL,
  homeTown VARCHAR(40) NOT NULL,
  email VARCHAR(100),
  joinedOn DATE NOT NULL,
  isCertified VARCHAR(5) NOT NULL,
  mentorId INTEGER,
  FOREIGN KEY (mentorId) REFERENCES observers (observerId)
);

CREATE TABLE skyObjects (
  objectId INTEGER PRIMARY KEY,
  catalogId VARCHAR(20) NOT NULL,
  commonName VARCHAR(40),
  objectType VARCHAR(20) NOT NULL,
  constellation VARCHAR(20),
  apparentMag DECIMAL(4,1) NOT NULL,
  distanceLy BIGINT
);

CREATE TABLE sessions (
  sessionId INTEGER PRIMARY KEY,
  telescopeId INTEGER NOT NULL,
  observerId INTEGER NOT NULL,
  supervisorId INTEGER,
  startsAt TIMESTAMP NOT NULL,
  durationMin INTEGER NOT NULL,
  status VARCHAR(12) NOT NULL,
  guestCount INTEGER NOT NULL,
  FOREIGN KEY (telescopeId) REFERENCES telescopes (telescopeId),
  FOREIGN KEY (observerId) REFERENCES observers (observerId),
  FOREIGN KEY (supervisorId) REFERENCES observers (observerId)
);

CREATE TABLE observations (
  observationId INTEGER PRIMARY KEY,
  sessionId INTEGER NOT NULL,
  objectId INTEGER NOT NULL,
  filterBand VARCHAR(4),
  frames INTEGER,
  totalExposureSec INTEGER,
  seeingArcsec DECIMAL(3,1),
  isPublished VARCHAR(5) NOT NULL,
  FOREIGN KEY (sessionId) REFERENCES sessions (sessionId),
  FOREIGN KEY (objectId) REFERENCES skyObjects (objectId)
);
