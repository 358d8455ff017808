CREATE TABLE genres (
    genreId INTEGER PRIMARY KEY,
    genreName VARCHAR(40) NOT NULL
);

CREATE TABLE artists (
    artistId INTEGER PRIMARY KEY,
    artistName VARCHAR(80) NOT NULL,
    country VARCHAR(40) NOT NULL,
    formedYear INTEGER
);

CREATE TABLE albums (
    albumId INTEGER PRIMARY KEY,
    albumTitle VARCHAR(120) NOT NULL,
    artistId INTEGER NOT NULL,
    releaseDate DATE NOT NULL,
    recordLabel VARCHAR(60) NOT NULL,
    FOREIGN KEY (artistId) REFERENCES artists (artistId)
);

CREATE TABLE tracks (
    trackId INTEGER PRIMARY KEY,
    trackTitle VARCHAR(120) NOT NULL,
    albumId INTEGER NOT NULL,
    genreId INTEGER NOT NULL,
    trackNumber INTEGER NOT NULL,
    durationMs INTEGER NOT NULL,
    unitPrice DECIMAL(4,2) NOT NULL,
    isExplicit INTEGER NOT NULL,
    playCount INTEGER NOT NULL,
    FOREIGN KEY (albumId) REFERENCES albums (albumId),
    FOREIGN KEY (genreId) REFERENCES genres (genreId)
);

CREATE TABLE playlists (
    playlistId INTEGER PRIMARY KEY,
    playlistName VARCHAR(80) NOT NULL,
    ownerName VARCHAR(60) NOT NULL,
    createdAt DATE NOT NULL
);

CREATE TABLE playlistTracks (
    playlistId INTEGER NOT NULL,
    trackId INTEGER NOT NULL,
    addedAt DATE NOT NULL,
    PRIMARY KEY (playlistId, trackId),
    FOREIGN KEY (playlistId) REFERENCES playlists (playlistId),
    FOREIGN KEY (trackId) REFERENCES tracks (trackId)
);
