CREATE TABLE customer (
    custId INTEGER NOT NULL PRIMARY KEY,
    custName VARCHAR(60) NOT NULL,
    email VARCHAR(80),
    phone VARCHAR(20),
    zip VARCHAR(5) NOT NULL,
    since DATE NOT NULL
);

CREATE TABLE mechanic (
    mechId INTEGER NOT NULL PRIMARY KEY,
    mechName VARCHAR(40) NOT NULL,
    hourlyRate DECIMAL(6,2) NOT NULL,
    startYear INTEGER NOT NULL,
    certified VARCHAR(5) NOT NULL,
    leadMechId INTEGER,
    FOREIGN KEY (leadMechId) REFERENCES mechanic (mechId)
);

CREATE TABLE bike (
    bikeId INTEGER NOT NULL PRIMARY KEY,
    custId INTEGER NOT NULL,
    brand VARCHAR(20) NOT NULL,
    model VARCHAR(30) NOT NULL,
    bikeType VARCHAR(8) NOT NULL,
    eBike VARCHAR(5) NOT NULL,
    modelYear INTEGER,
    frameCm INTEGER,
    serialNo VARCHAR(20),
    FOREIGN KEY (custId) REFERENCES customer (custId)
);

CREATE TABLE part (
    partId INTEGER NOT NULL PRIMARY KEY,
    sku VARCHAR(12) NOT NULL,
    partName VARCHAR(50) NOT NULL,
    category VARCHAR(12) NOT NULL,
    price DECIMAL(7,2) NOT NULL,
    weightG INTEGER,
    inStock INTEGER NOT NULL
);

CREATE TABLE repairJob (
    jobId INTEGER NOT NULL PRIMARY KEY,
    bikeId INTEGER NOT NULL,
    mechId INTEGER NOT NULL,
    checkedBy INTEGER,
    droppedOff DATE NOT NULL,
    finishedAt TIMESTAMP,
    laborMin INTEGER,
    jobStatus VARCHAR(15) NOT NULL,
    complaint VARCHAR(80) NOT NULL,
    rush VARCHAR(5) NOT NULL,
    warranty VARCHAR(5) NOT NULL,
    FOREIGN KEY (bikeId) REFERENCES bike (bikeId),
    FOREIGN KEY (mechId) REFERENCES mechanic (mechId),
    FOREIGN KEY (checkedBy) REFERENCES mechanic (mechId)
);

CREATE TABLE jobPart (
    jobId INTEGER NOT NULL,
    partId INTEGER NOT NULL,
    qty INTEGER NOT NULL,
    PRIMARY KEY (jobId, partId),
    FOREIGN KEY (jobId) REFERENCES repairJob (jobId),
    FOREIGN KEY (partId) REFERENCES part (partId)
);
