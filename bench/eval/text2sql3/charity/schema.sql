CREATE TABLE donors (
    donorId INTEGER NOT NULL PRIMARY KEY,
    fullName VARCHAR(80) NOT NULL,
    donorType VARCHAR(12) NOT NULL,
    email VARCHAR(80),
    city VARCHAR(40) NOT NULL,
    country VARCHAR(40) NOT NULL,
    firstGiftOn DATE,
    isAnonymous INTEGER NOT NULL
);

CREATE TABLE campaigns (
    campaignId INTEGER NOT NULL PRIMARY KEY,
    campaignName VARCHAR(80) NOT NULL,
    category VARCHAR(30) NOT NULL,
    startDate DATE NOT NULL,
    endDate DATE,
    goalAmount DECIMAL(12,2) NOT NULL,
    goalCurrency CHAR(3) NOT NULL
);

CREATE TABLE volunteers (
    volunteerId INTEGER NOT NULL PRIMARY KEY,
    fullName VARCHAR(80) NOT NULL,
    city VARCHAR(40) NOT NULL,
    phone VARCHAR(20),
    birthYear INTEGER,
    joinedOn DATE NOT NULL,
    donorId INTEGER,
    FOREIGN KEY (donorId) REFERENCES donors (donorId)
);

CREATE TABLE donations (
    donationId INTEGER NOT NULL PRIMARY KEY,
    donorId INTEGER NOT NULL,
    campaignId INTEGER,
    amount DECIMAL(10,2) NOT NULL,
    currency CHAR(3) NOT NULL,
    donatedOn DATE NOT NULL,
    paymentMethod VARCHAR(20) NOT NULL,
    isRecurring INTEGER NOT NULL,
    refundedOn DATE,
    FOREIGN KEY (donorId) REFERENCES donors (donorId),
    FOREIGN KEY (campaignId) REFERENCES campaigns (campaignId)
);

CREATE TABLE volunteerShifts (
    shiftId INTEGER NOT NULL PRIMARY KEY,
    volunteerId INTEGER NOT NULL,
    supervisorId INTEGER,
    campaignId INTEGER,
    shiftDate DATE NOT NULL,
    shiftRole VARCHAR(30) NOT NULL,
    hoursWorked DECIMAL(4,1),
    FOREIGN KEY (volunteerId) REFERENCES volunteers (volunteerId),
    FOREIGN KEY (supervisorId) REFERENCES volunteers (volunteerId),
    FOREIGN KEY (campaignId) REFERENCES campaigns (campaignId)
);
