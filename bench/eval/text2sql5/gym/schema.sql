CREATE TABLE Club (
    ClubId INTEGER NOT NULL PRIMARY KEY,
    ClubName VARCHAR(40) NOT NULL,
    City VARCHAR(20) NOT NULL,
    District VARCHAR(20) NOT NULL,
    OpenedOn DATE NOT NULL,
    HasPool CHAR(1) NOT NULL,
    Open24h CHAR(1) NOT NULL
);

CREATE TABLE MembershipPlan (
    PlanId INTEGER NOT NULL PRIMARY KEY,
    PlanName VARCHAR(30) NOT NULL,
    Months INTEGER NOT NULL,
    Price DECIMAL(8,2) NOT NULL,
    AllClubs CHAR(1) NOT NULL
);

CREATE TABLE Member (
    MemberId INTEGER NOT NULL PRIMARY KEY,
    FullName VARCHAR(40) NOT NULL,
    Gender CHAR(1) NOT NULL,
    BirthYear INTEGER,
    Phone VARCHAR(20),
    HomeClubId INTEGER NOT NULL,
    PlanId INTEGER NOT NULL,
    JoinedOn DATE NOT NULL,
    ExpiresOn DATE NOT NULL,
    Frozen CHAR(1) NOT NULL,
    WeightG INTEGER,
    FOREIGN KEY (HomeClubId) REFERENCES Club (ClubId),
    FOREIGN KEY (PlanId) REFERENCES MembershipPlan (PlanId)
);

CREATE TABLE Trainer (
    TrainerId INTEGER NOT NULL PRIMARY KEY,
    TrainerName VARCHAR(40) NOT NULL,
    ClubId INTEGER NOT NULL,
    Specialty VARCHAR(20) NOT NULL,
    HourlyRate DECIMAL(8,2) NOT NULL,
    Certified CHAR(1) NOT NULL,
    FOREIGN KEY (ClubId) REFERENCES Club (ClubId)
);

CREATE TABLE ClassSession (
    SessionId INTEGER NOT NULL PRIMARY KEY,
    ClubId INTEGER NOT NULL,
    TrainerId INTEGER NOT NULL,
    ClassName VARCHAR(30) NOT NULL,
    StartsAt TIMESTAMP NOT NULL,
    DurationMin INTEGER NOT NULL,
    Capacity INTEGER NOT NULL,
    Cancelled CHAR(1) NOT NULL,
    FOREIGN KEY (ClubId) REFERENCES Club (ClubId),
    FOREIGN KEY (TrainerId) REFERENCES Trainer (TrainerId)
);

CREATE TABLE SessionBooking (
    SessionId INTEGER NOT NULL,
    MemberId INTEGER NOT NULL,
    BookedAt TIMESTAMP NOT NULL,
    Attended CHAR(1) NOT NULL,
    PRIMARY KEY (SessionId, MemberId),
    FOREIGN KEY (SessionId) REFERENCES ClassSession (SessionId),
    FOREIGN KEY (MemberId) REFERENCES Member (MemberId)
);
