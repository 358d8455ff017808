-- Lakeside music festival, 12-14 July 2024. Money in euro cents, set lengths in minutes.
CREATE TABLE stages (
    stageId INTEGER NOT NULL PRIMARY KEY,
    stageName VARCHAR(40) NOT NULL,
    capacity INTEGER NOT NULL,
    isCovered VARCHAR(5) NOT NULL
);

CREATE TABLE genres (
    genreId INTEGER NOT NULL PRIMARY KEY,
    genreName VARCHAR(30) NOT NULL
);

CREATE TABLE artists (
    artistId INTEGER NOT NULL PRIMARY KEY,
    artistName VARCHAR(60) NOT NULL,
    countryCode CHAR(2) NOT NULL,
    formedYear INTEGER,
    memberCount INTEGER NOT NULL,
    feeCents INTEGER NOT NULL,
    agentEmail VARCHAR(80)
);

CREATE TABLE artistGenres (
    artistId INTEGER NOT NULL,
    genreId INTEGER NOT NULL,
    PRIMARY KEY (artistId, genreId),
    FOREIGN KEY (artistId) REFERENCES artists (artistId),
    FOREIGN KEY (genreId) REFERENCES genres (genreId)
);

CREATE TABLE performances (
    performanceId INTEGER NOT NULL PRIMARY KEY,
    artistId INTEGER NOT NULL,
    guestArtistId INTEGER,
    stageId INTEGER NOT NULL,
    startsAt TIMESTAMP NOT NULL,
    durationMin INTEGER NOT NULL,
    isHeadliner VARCHAR(5) NOT NULL,
    cancelled VARCHAR(5) NOT NULL,
    FOREIGN KEY (artistId) REFERENCES artists (artistId),
    FOREIGN KEY (guestArtistId) REFERENCES artists (artistId),
    FOREIGN KEY (stageId) REFERENCES stages (stageId)
);

CREATE TABLE ticketTypes (
    ticketTypeId INTEGER NOT NULL PRIMARY KEY,
    typeName VARCHAR(40) NOT NULL,
    priceCents INTEGER NOT NULL,
    validDays INTEGER NOT NULL,
    isVip VARCHAR(5) NOT NULL
);

CREATE TABLE ticketSales (
    saleId INTEGER NOT NULL PRIMARY KEY,
    ticketTypeId INTEGER NOT NULL,
    soldAt TIMESTAMP NOT NULL,
    quantity INTEGER NOT NULL,
    buyerCountry CHAR(2) NOT NULL,
    promoCode VARCHAR(20),
    refunded VARCHAR(5) NOT NULL,
    FOREIGN KEY (ticketTypeId) REFERENCES ticketTypes (ticketTypeId)
);
