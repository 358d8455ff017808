CREATE TABLE Teams (
    TeamId INTEGER PRIMARY KEY,
    TeamName VARCHAR(60) NOT NULL,
    City VARCHAR(40) NOT NULL,
    FoundedYear INTEGER NOT NULL,
    StadiumName VARCHAR(60) NOT NULL,
    Capacity INTEGER NOT NULL
);

CREATE TABLE Referees (
    RefereeId INTEGER PRIMARY KEY,
    FullName VARCHAR(60) NOT NULL,
    Country VARCHAR(40) NOT NULL
);

CREATE TABLE Players (
    PlayerId INTEGER PRIMARY KEY,
    FullName VARCHAR(60) NOT NULL,
    TeamId INTEGER,
    Position VARCHAR(20) NOT NULL,
    BirthDate DATE NOT NULL,
    Nationality VARCHAR(40) NOT NULL,
    ShirtNumber INTEGER,
    HeightCm INTEGER NOT NULL,
    MarketValueEur DECIMAL(12,2) NOT NULL,
    PreferredFoot VARCHAR(10) NOT NULL,
    FOREIGN KEY (TeamId) REFERENCES Teams (TeamId)
);

CREATE TABLE Matches (
    MatchId INTEGER PRIMARY KEY,
    RoundNo INTEGER NOT NULL,
    KickoffAt TIMESTAMP NOT NULL,
    HomeTeamId INTEGER NOT NULL,
    AwayTeamId INTEGER NOT NULL,
    RefereeId INTEGER,
    HomeGoals INTEGER,
    AwayGoals INTEGER,
    Attendance INTEGER,
    FOREIGN KEY (HomeTeamId) REFERENCES Teams (TeamId),
    FOREIGN KEY (AwayTeamId) REFERENCES Teams (TeamId),
    FOREIGN KEY (RefereeId) REFERENCES Referees (RefereeId)
);

CREATE TABLE Goals (
    GoalId INTEGER PRIMARY KEY,
    MatchId INTEGER NOT NULL,
    PlayerId INTEGER NOT NULL,
    TeamId INTEGER NOT NULL,
    ElapsedSeconds INTEGER NOT NULL,
    IsPenalty INTEGER NOT NULL,
    IsOwnGoal INTEGER NOT NULL,
    AssistPlayerId INTEGER,
    FOREIGN KEY (MatchId) REFERENCES Matches (MatchId),
    FOREIGN KEY (PlayerId) REFERENCES Players (PlayerId),
    FOREIGN KEY (TeamId) REFERENCES Teams (TeamId),
    FOREIGN KEY (AssistPlayerId) REFERENCES Players (PlayerId)
);
