CREATE TABLE films (
  filmId INTEGER PRIMARY KEY,
  title VARCHAR(80) NOT NULL,
  localTitle VARCHAR(40),
  language VARCHAR(20) NOT NULL,
  genre VARCHAR(20) NOT NULL,
  runtimeSec INTEGER NOT NULL,
  releaseDate DATE NOT NULL,
  ageRating VARCHAR(5) NOT NULL,
  director VARCHAR(60) NOT NULL,
  is3d VARCHAR(5) NOT NULL
);

CREATE TABLE screens (
  screenId INTEGER PRIMARY KEY,
  screenName VARCHAR(20) NOT NULL,
  seatCount INTEGER NOT NULL,
  isImax VARCHAR(5) NOT NULL,
  hasAtmos VARCHAR(5) NOT NULL,
  wheelchairSpots INTEGER NOT NULL,
  floorNo INTEGER NOT NULL
);

CREATE TABLE screenings (
  screeningId INTEGER PRIMARY KEY,
  filmId INTEGER NOT NULL,
  screenId INTEGER NOT NULL,
  startsAt TIMESTAMP NOT NULL,
  basePriceCents INTEGER NOT NULL,
  hasSubtitles VARCHAR(5) NOT NULL,
  cancelled VARCHAR(5) NOT NULL,
  FOREIGN KEY (filmId) REFERENCES films (filmId),
  FOREIGN KEY (screenId) REFERENCES screens (screenId)
);

CREATE TABLE tickets (
  ticketId INTEGER PRIMARY KEY,
  screeningId INTEGER NOT NULL,
  seatCode VARCHAR(4) NOT NULL,
  ticketType VARCHAR(10) NOT NULL,
  priceCents INTEGER NOT NULL,
  soldAt TIMESTAMP NOT NULL,
  channel VARCHAR(12) NOT NULL,
  refunded VARCHAR(5) NOT NULL,
  promoCode VARCHAR(12),
  FOREIGN KEY (screeningId) REFERENCES screenings (screeningId)
);

CREATE TABLE staff (
  staffId INTEGER PRIMARY KEY,
  fullName VARCHAR(60) NOT NULL,
  role VARCHAR(20) NOT NULL,
  hourlyRateCents INTEGER NOT NULL,
  hiredOn DATE NOT NULL,
  email VARCHAR(80)
);

CREATE TABLE shifts (
  shiftId INTEGER PRIMARY KEY,
  staffId INTEGER NOT NULL,
  screenId INTEGER,
  startsAt TIMESTAMP NOT NULL,
  durationMin INTEGER NOT NULL,
  coverForId INTEGER,
  FOREIGN KEY (staffId) REFERENCES staff (staffId),
  FOREIGN KEY (screenId) REFERENCES screens (screenId),
  FOREIGN KEY (coverForId) REFERENCES staff (staffId)
);
