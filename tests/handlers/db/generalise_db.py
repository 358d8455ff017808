"""Three small schemas (HR, library, music) that are not the demo shop, with deterministic data.

Written for the generaliser's own development checks (issue 13): column names in the styles real
databases use (snake_case, camelCase, `hire_date`, `durationMs`), a many-to-many link table, nullable
dates, integer years. The questions about them are in `tests/data/db/generalise.jsonl`.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE departments (dept_id INTEGER PRIMARY KEY, dept_name VARCHAR(40) NOT NULL, city VARCHAR(40));
CREATE TABLE employees (
    employee_id INTEGER PRIMARY KEY, first_name VARCHAR(40), last_name VARCHAR(40), title VARCHAR(60),
    dept_id INTEGER REFERENCES departments(dept_id), hire_date DATE, birth_date DATE,
    salary DECIMAL(10,2), country VARCHAR(40), manager_id INTEGER
);
CREATE TABLE authors (
    author_id INTEGER PRIMARY KEY, full_name VARCHAR(80), nationality VARCHAR(40), birth_year INTEGER
);
CREATE TABLE books (
    book_id INTEGER PRIMARY KEY, title VARCHAR(120), genre VARCHAR(40), pages INTEGER,
    publication_year INTEGER, price DECIMAL(6,2), rating FLOAT
);
CREATE TABLE book_authors (
    book_id INTEGER REFERENCES books(book_id), author_id INTEGER REFERENCES authors(author_id),
    PRIMARY KEY (book_id, author_id)
);
CREATE TABLE members (member_id INTEGER PRIMARY KEY, full_name VARCHAR(80), city VARCHAR(40), joined_on DATE);
CREATE TABLE loans (
    loan_id INTEGER PRIMARY KEY, book_id INTEGER REFERENCES books(book_id),
    member_id INTEGER REFERENCES members(member_id), loaned_on DATE, return_date DATE
);
CREATE TABLE genres (genreId INTEGER PRIMARY KEY, genreName VARCHAR(40));
CREATE TABLE artists (artistId INTEGER PRIMARY KEY, artistName VARCHAR(80), country VARCHAR(40));
CREATE TABLE albums (
    albumId INTEGER PRIMARY KEY, albumTitle VARCHAR(120), artistId INTEGER REFERENCES artists(artistId),
    releaseYear INTEGER
);
CREATE TABLE tracks (
    trackId INTEGER PRIMARY KEY, trackName VARCHAR(120), albumId INTEGER REFERENCES albums(albumId),
    genreId INTEGER REFERENCES genres(genreId), durationMs INTEGER, fileBytes INTEGER,
    unitPrice DECIMAL(4,2), composer VARCHAR(80)
);
CREATE TABLE playlists (playlistId INTEGER PRIMARY KEY, playlistName VARCHAR(80));
CREATE TABLE playlistTracks (
    playlistId INTEGER REFERENCES playlists(playlistId), trackId INTEGER REFERENCES tracks(trackId),
    PRIMARY KEY (playlistId, trackId)
);
"""

_FIRST = [
    "Jane",
    "Andrew",
    "Nancy",
    "Margaret",
    "Steve",
    "Michael",
    "Robert",
    "Laura",
    "Ahmed",
    "Mei",
    "Olga",
    "Luis",
]
_LAST = ["Peacock", "Adams", "Edwards", "Park", "Johnson", "Mitchell", "King", "Callahan", "Haddad", "Chen"]
_TITLES = ["Sales Agent", "Engineer", "Manager", "Accountant", "Recruiter"]
_COUNTRIES = ["Germany", "Brazil", "Canada", "USA", "France", "Japan"]
_CITIES = ["Berlin", "Toronto", "Paris", "Tokyo", "Chicago"]
_BOOK_GENRES = ["Fantasy", "Mystery", "Science Fiction", "History", "Poetry"]
_WORDS = ["Shadow", "River", "Glass", "Winter", "Empire", "Garden", "Silent", "Iron", "Lost", "Golden"]
_MUSIC = ["Rock", "Jazz", "Grunge", "Classical", "Electronica/Dance", "Hip Hop/Rap"]


def build(path: Path) -> None:
    rng = random.Random(13)
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA)
    departments = [
        (1, "IT", "Berlin"),
        (2, "Sales", "Toronto"),
        (3, "Finance", "Paris"),
        (4, "Marketing", None),
    ]
    connection.executemany("INSERT INTO departments VALUES (?,?,?)", departments)
    for i in range(1, 41):
        connection.execute(
            "INSERT INTO employees VALUES (?,?,?,?,?,?,?,?,?,?)",
            (
                i,
                _FIRST[i % len(_FIRST)],
                _LAST[(i * 7) % len(_LAST)],
                rng.choice(_TITLES),
                rng.randint(1, 4),
                f"{rng.randint(1998, 2023)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                f"{rng.randint(1950, 2000)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                rng.randint(30, 160) * 1000,
                rng.choice(_COUNTRIES),
                None if i <= 3 else rng.randint(1, 3),
            ),
        )
    for i in range(1, 16):
        connection.execute(
            "INSERT INTO authors VALUES (?,?,?,?)",
            (
                i,
                f"{_FIRST[i % 12]} {_LAST[(i * 3) % 10]}",
                rng.choice(["British", "American", "German", "French"]),
                rng.randint(1900, 1990),
            ),
        )
    for i in range(1, 61):
        connection.execute(
            "INSERT INTO books VALUES (?,?,?,?,?,?,?)",
            (
                i,
                f"The {rng.choice(_WORDS)} {rng.choice(_WORDS)} {i}",
                rng.choice(_BOOK_GENRES),
                rng.randint(90, 900),
                rng.randint(1950, 2023),
                rng.randint(5, 60) + 0.99,
                round(rng.uniform(2.5, 5.0), 1),
            ),
        )
        for author in {rng.randint(1, 15), rng.randint(1, 15)}:
            connection.execute("INSERT INTO book_authors VALUES (?,?)", (i, author))
    for i in range(1, 26):
        connection.execute(
            "INSERT INTO members VALUES (?,?,?,?)",
            (
                i,
                f"{_FIRST[(i * 5) % 12]} {_LAST[i % 10]}",
                rng.choice(_CITIES),
                f"{rng.randint(2015, 2024)}-{rng.randint(1, 12):02d}-01",
            ),
        )
    for i in range(1, 121):
        returned = None if rng.random() < 0.2 else f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        connection.execute(
            "INSERT INTO loans VALUES (?,?,?,?,?)",
            (
                i,
                rng.randint(1, 60),
                rng.randint(1, 25),
                f"2023-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                returned,
            ),
        )
    connection.executemany("INSERT INTO genres VALUES (?,?)", list(enumerate(_MUSIC, start=1)))
    artists = [
        "Nirvana",
        "Miles Davis",
        "Daft Punk",
        "Queen",
        "Pearl Jam",
        "Bach Ensemble",
        "Outkast",
        "Radiohead",
    ]
    for i, name in enumerate(artists, start=1):
        connection.execute("INSERT INTO artists VALUES (?,?,?)", (i, name, rng.choice(_COUNTRIES)))
    for i in range(1, 25):
        connection.execute(
            "INSERT INTO albums VALUES (?,?,?,?)",
            (
                i,
                f"{rng.choice(_WORDS)} {rng.choice(_WORDS)}",
                rng.randint(1, len(artists)),
                rng.randint(1965, 2020),
            ),
        )
    for i in range(1, 201):
        connection.execute(
            "INSERT INTO tracks VALUES (?,?,?,?,?,?,?,?)",
            (
                i,
                f"{rng.choice(_WORDS)} {rng.choice(['Song', 'Blues', 'Dance', 'Love', 'Night'])} {i}",
                rng.randint(1, 24),
                rng.randint(1, len(_MUSIC)),
                rng.randint(90_000, 600_000),
                rng.randint(2_000_000, 15_000_000),
                rng.choice([0.99, 1.29, 1.99]),
                None if rng.random() < 0.3 else f"{rng.choice(_FIRST)} {rng.choice(_LAST)}",
            ),
        )
    playlists = ["Grunge Classics", "Late Night Jazz", "Workout", "Focus"]
    connection.executemany("INSERT INTO playlists VALUES (?,?)", list(enumerate(playlists, start=1)))
    for playlist in range(1, 5):
        for track in rng.sample(range(1, 201), 25):
            connection.execute("INSERT INTO playlistTracks VALUES (?,?)", (playlist, track))
    connection.commit()
    connection.close()
