"""Music catalogue (camelCase columns): genres, artists (some Chinese), albums, tracks, playlists."""

from __future__ import annotations

import random

from seedtools import day, iso, unique_int

GENRES = ["Rock", "Pop", "Jazz", "Hip-Hop", "Electronic", "Classical", "Folk", "R&B", "Metal", "Mandopop"]
ARTISTS = [
    # name, country, formed/debut year, main genre
    ("The Velvet Foxes", "United Kingdom", 1998, "Rock"),
    ("Nina Okafor", "Nigeria", 2012, "R&B"),
    ("Los Caminos", "Mexico", 2005, "Folk"),
    ("Kaito Mori", "Japan", 2016, "Electronic"),
    ("Aurora Lind", "Sweden", 2010, "Pop"),
    ("Blue Harbor Quartet", "United States", 1987, "Jazz"),
    ("Iron Meridian", "Germany", 1994, "Metal"),
    ("DJ Solace", "France", 2014, "Electronic"),
    ("Marcus Vale", "United States", 2009, "Hip-Hop"),
    ("Orquesta del Sur", "Argentina", None, "Classical"),
    ("Elena Petrova", "Russia", 2001, "Classical"),
    ("Copper Lanterns", "Ireland", 2011, "Folk"),
    ("Static Bloom", "Canada", 2017, "Rock"),
    ("Lil Ferro", "Italy", 2019, "Hip-Hop"),
    ("Sunset Arcade", "Australia", 2013, "Electronic"),
    ("Grace Adeyemi", "United Kingdom", 2018, "Pop"),
    ("林夏", "China", 2008, "Mandopop"),
    ("陈默乐队", "China", 2003, "Rock"),
    ("白鸽", "Taiwan", 1999, "Mandopop"),
    ("The Night Owls", "United States", None, "Jazz"),
    ("Hollow Pines", "Norway", 2006, "Metal"),
    ("Mira Sol", "Spain", 2015, "Pop"),
]
LABELS = ["Northern Lights Records", "Blue Cedar Music", "Golden Reel", "Independent", "Sonic Harbor"]
WORDS_A = (
    "Midnight Golden Silent Electric Broken Neon Wild Hollow Paper Crimson Distant Velvet Lost Endless "
    "Bright Quiet"
).split()
WORDS_B = (
    "River Heart City Dream Fire Sky Road Light Ocean Garden Signal Machine Echo Summer Shadow Letter".split()
)
ZH_WORDS = ["夜空", "晴天", "海风", "旧街", "月光", "远方", "雨季", "星河", "归途", "青春", "白日梦", "江南"]
PLAYLISTS = [
    ("Morning Run", "Sam"),
    ("Focus Flow", "Priya"),
    ("Road Trip 2024", "Jonas"),
    ("Rainy Sunday", "Mei"),
    ("Gym Beast Mode", "Carlos"),
    ("Dinner Jazz", "Sam"),
    ("Chill Electronic", "Aiko"),
    ("Heavy Rotation", "Jonas"),
    ("华语精选", "小王"),
    ("Study Beats", "Priya"),
    ("Throwback Classics", "Ellen"),
    ("Late Night Drive", "Carlos"),
    ("Acoustic Evenings", "Mei"),
    ("Party Starters", "Aiko"),
    ("Empty Playlist", "Ellen"),
]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    genres = [(i, g) for i, g in enumerate(GENRES, start=1)]
    genre_id = {g: i for i, g in genres}
    artists = [(i, a[0], a[1], a[2]) for i, a in enumerate(ARTISTS, start=1)]
    albums: list[tuple[object, ...]] = []
    tracks: list[tuple[object, ...]] = []
    titles: set[str] = set()
    durations: set[int] = set()
    plays: set[int] = set()
    for artist_id, (_name, _country, formed, genre) in enumerate(ARTISTS, start=1):
        chinese = genre == "Mandopop" or artist_id == 18
        for _ in range(rng.randint(1, 2) if chinese else rng.randint(1, 4)):
            while True:
                title = (
                    rng.choice(ZH_WORDS) + rng.choice(["", "之歌", "纪"])
                    if chinese
                    else f"{rng.choice(WORDS_A)} {rng.choice(WORDS_B)}"
                )
                if title not in titles:
                    titles.add(title)
                    break
            released = day(rng, f"{max(formed or 1995, 1995)}-01-01", "2024-11-30")
            albums.append((len(albums) + 1, title, artist_id, iso(released), rng.choice(LABELS)))
            for number in range(1, rng.randint(7, 13)):
                while True:
                    if chinese:
                        track_title = rng.choice(ZH_WORDS) + rng.choice(
                            ["", "的歌", "之后", "再见", "不说话", "里的你", "很远"]
                        )
                    else:
                        track_title = f"{rng.choice(WORDS_A)} {rng.choice(WORDS_B)}"
                        if rng.random() < 0.3:
                            track_title += rng.choice([" (Live)", " (Remix)", " Part II", " (Acoustic)"])
                    if track_title not in titles:
                        titles.add(track_title)
                        break
                track_genre = genre_id[genre] if rng.random() < 0.85 else rng.randint(1, len(GENRES))
                long_form = genre in ("Classical", "Jazz")
                duration = unique_int(rng, 95_000, 720_000 if long_form else 380_000, durations)
                price = (
                    rng.choice([0.99, 0.99, 1.29, 1.29, 0.69]) if not long_form else rng.choice([1.29, 1.99])
                )
                explicit = 1 if genre in ("Hip-Hop", "Metal") and rng.random() < 0.6 else 0
                play_count = unique_int(rng, 0, 2_500_000, plays)
                tracks.append(
                    (
                        len(tracks) + 1,
                        track_title,
                        len(albums),
                        track_genre,
                        number,
                        duration,
                        price,
                        explicit,
                        play_count,
                    )
                )
    playlists = [
        (i, name, owner, iso(day(rng, "2021-01-01", "2024-10-31")))
        for i, (name, owner) in enumerate(PLAYLISTS, start=1)
    ]
    links: list[tuple[object, ...]] = []
    for playlist_id, name, _owner, created in playlists:
        if name == "Empty Playlist":
            continue
        pool = [
            t
            for t in tracks
            if name != "华语精选"
            or int(str(t[3])) == genre_id["Mandopop"]
            or albums[int(str(t[2])) - 1][2] == 18
        ]
        for track in rng.sample(pool, min(len(pool), rng.randint(12, 40))):
            links.append((playlist_id, track[0], iso(day(rng, str(created), "2025-01-31"))))
    links.sort(key=lambda row: (row[0], row[1]))
    return {
        "genres": genres,
        "artists": artists,
        "albums": albums,
        "tracks": tracks,
        "playlists": playlists,
        "playlistTracks": links,
    }
