CREATE TABLE games (
    game_id INTEGER NOT NULL PRIMARY KEY,
    title VARCHAR(40) NOT NULL,
    genre VARCHAR(20) NOT NULL,
    publisher VARCHAR(40) NOT NULL,
    release_year INTEGER NOT NULL
);

CREATE TABLE teams (
    team_id INTEGER NOT NULL PRIMARY KEY,
    team_name VARCHAR(40) NOT NULL,
    region VARCHAR(3) NOT NULL,
    founded_year INTEGER,
    disbanded CHAR(1) NOT NULL
);

CREATE TABLE players (
    player_id INTEGER NOT NULL PRIMARY KEY,
    handle VARCHAR(30) NOT NULL,
    real_name VARCHAR(60),
    country VARCHAR(30) NOT NULL,
    birth_year INTEGER
);

CREATE TABLE roster_spots (
    team_id INTEGER NOT NULL,
    player_id INTEGER NOT NULL,
    game_id INTEGER NOT NULL,
    joined_on DATE NOT NULL,
    left_on DATE,
    captain CHAR(1) NOT NULL,
    PRIMARY KEY (team_id, player_id),
    FOREIGN KEY (team_id) REFERENCES teams (team_id),
    FOREIGN KEY (player_id) REFERENCES players (player_id),
    FOREIGN KEY (game_id) REFERENCES games (game_id)
);

CREATE TABLE tournaments (
    tournament_id INTEGER NOT NULL PRIMARY KEY,
    tournament_name VARCHAR(60) NOT NULL,
    game_id INTEGER NOT NULL,
    host_city VARCHAR(30),
    starts_on DATE NOT NULL,
    ends_on DATE NOT NULL,
    prize_pool_usd DECIMAL(10,2) NOT NULL,
    online CHAR(1) NOT NULL,
    tier CHAR(1) NOT NULL,
    FOREIGN KEY (game_id) REFERENCES games (game_id)
);

CREATE TABLE matches (
    match_id INTEGER NOT NULL PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    stage VARCHAR(12) NOT NULL,
    home_team_id INTEGER NOT NULL,
    away_team_id INTEGER NOT NULL,
    winner_team_id INTEGER,
    scheduled_at TIMESTAMP NOT NULL,
    best_of INTEGER NOT NULL,
    duration_sec INTEGER,
    viewers_peak INTEGER,
    FOREIGN KEY (tournament_id) REFERENCES tournaments (tournament_id),
    FOREIGN KEY (home_team_id) REFERENCES teams (team_id),
    FOREIGN KEY (away_team_id) REFERENCES teams (team_id),
    FOREIGN KEY (winner_team_id) REFERENCES teams (team_id)
);
