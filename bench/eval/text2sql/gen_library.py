"""Library data: real classics plus generated non-fiction, co-authored books, members and loans."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

AUTHORS = [
    # first, last, birth year, nationality
    ("George", "Orwell", 1903, "British"),
    ("Jane", "Austen", 1775, "British"),
    ("J.R.R.", "Tolkien", 1892, "British"),
    ("Agatha", "Christie", 1890, "British"),
    ("Ernest", "Hemingway", 1899, "American"),
    ("Haruki", "Murakami", 1949, "Japanese"),
    ("Virginia", "Woolf", 1882, "British"),
    ("Charles", "Dickens", 1812, "British"),
    ("Gabriel", "García Márquez", 1927, "Colombian"),
    ("Margaret", "Atwood", 1939, "Canadian"),
    ("Kazuo", "Ishiguro", 1954, "British"),
    ("Toni", "Morrison", 1931, "American"),
    ("Ursula K.", "Le Guin", 1929, "American"),
    ("Terry", "Pratchett", 1948, "British"),
    ("Neil", "Gaiman", 1960, "British"),
    ("Stephen", "King", 1947, "American"),
    ("Peter", "Straub", 1943, "American"),
    ("Frank", "Herbert", 1920, "American"),
    ("Isaac", "Asimov", 1920, "American"),
    ("Aldous", "Huxley", 1894, "British"),
    ("Umberto", "Eco", 1932, "Italian"),
    ("Chinua", "Achebe", 1930, "Nigerian"),
]
CLASSICS = [
    # title, year, author last names, genre, pages, language, publisher
    ("1984", 1949, ["Orwell"], "Dystopian", 328, "English", "Secker & Warburg"),
    ("Animal Farm", 1945, ["Orwell"], "Satire", 112, "English", "Secker & Warburg"),
    ("Homage to Catalonia", 1938, ["Orwell"], "Memoir", 232, "English", "Secker & Warburg"),
    ("Pride and Prejudice", 1813, ["Austen"], "Romance", 432, "English", "Penguin Classics"),
    ("Emma", 1815, ["Austen"], "Romance", 474, "English", "Penguin Classics"),
    ("Sense and Sensibility", 1811, ["Austen"], "Romance", 409, "English", "Penguin Classics"),
    ("The Hobbit", 1937, ["Tolkien"], "Fantasy", 310, "English", "Allen & Unwin"),
    ("The Fellowship of the Ring", 1954, ["Tolkien"], "Fantasy", 423, "English", "Allen & Unwin"),
    ("The Two Towers", 1954, ["Tolkien"], "Fantasy", 352, "English", "Allen & Unwin"),
    ("The Return of the King", 1955, ["Tolkien"], "Fantasy", 416, "English", "Allen & Unwin"),
    ("Murder on the Orient Express", 1934, ["Christie"], "Mystery", 256, "English", "Collins Crime Club"),
    ("And Then There Were None", 1939, ["Christie"], "Mystery", 272, "English", "Collins Crime Club"),
    ("The Murder of Roger Ackroyd", 1926, ["Christie"], "Mystery", 312, "English", "Collins Crime Club"),
    ("The Old Man and the Sea", 1952, ["Hemingway"], "Literary Fiction", 127, "English", "Scribner"),
    ("A Farewell to Arms", 1929, ["Hemingway"], "Literary Fiction", 355, "English", "Scribner"),
    ("Norwegian Wood", 1987, ["Murakami"], "Literary Fiction", 296, "Japanese", "Kodansha"),
    ("Kafka on the Shore", 2002, ["Murakami"], "Literary Fiction", 505, "Japanese", "Shinchosha"),
    ("1Q84", 2009, ["Murakami"], "Literary Fiction", 928, "Japanese", "Shinchosha"),
    ("Mrs Dalloway", 1925, ["Woolf"], "Literary Fiction", 194, "English", "Hogarth Press"),
    ("To the Lighthouse", 1927, ["Woolf"], "Literary Fiction", 209, "English", "Hogarth Press"),
    ("Great Expectations", 1861, ["Dickens"], "Literary Fiction", 505, "English", "Chapman & Hall"),
    ("Oliver Twist", 1838, ["Dickens"], "Literary Fiction", 554, "English", "Chapman & Hall"),
    ("A Tale of Two Cities", 1859, ["Dickens"], "Historical Fiction", 489, "English", "Chapman & Hall"),
    (
        "One Hundred Years of Solitude",
        1967,
        ["García Márquez"],
        "Magical Realism",
        417,
        "Spanish",
        "Editorial Sudamericana",
    ),
    ("Love in the Time of Cholera", 1985, ["García Márquez"], "Romance", 348, "Spanish", "Oveja Negra"),
    ("The Handmaid's Tale", 1985, ["Atwood"], "Dystopian", 311, "English", "McClelland & Stewart"),
    ("Oryx and Crake", 2003, ["Atwood"], "Science Fiction", 376, "English", "McClelland & Stewart"),
    ("The Remains of the Day", 1989, ["Ishiguro"], "Literary Fiction", 245, "English", "Faber & Faber"),
    ("Never Let Me Go", 2005, ["Ishiguro"], "Science Fiction", 288, "English", "Faber & Faber"),
    ("Klara and the Sun", 2021, ["Ishiguro"], "Science Fiction", 303, "English", "Faber & Faber"),
    ("Beloved", 1987, ["Morrison"], "Literary Fiction", 324, "English", "Alfred A. Knopf"),
    ("A Wizard of Earthsea", 1968, ["Le Guin"], "Fantasy", 183, "English", "Parnassus Press"),
    ("The Left Hand of Darkness", 1969, ["Le Guin"], "Science Fiction", 304, "English", "Ace Books"),
    ("The Dispossessed", 1974, ["Le Guin"], "Science Fiction", 387, "English", "Harper & Row"),
    ("Good Omens", 1990, ["Pratchett", "Gaiman"], "Fantasy", 412, "English", "Gollancz"),
    ("The Colour of Magic", 1983, ["Pratchett"], "Fantasy", 288, "English", "Colin Smythe"),
    ("American Gods", 2001, ["Gaiman"], "Fantasy", 465, "English", "William Morrow"),
    ("Coraline", 2002, ["Gaiman"], "Children", 162, "English", "Bloomsbury"),
    ("The Talisman", 1984, ["King", "Straub"], "Horror", 646, "English", "Viking"),
    ("Black House", 2001, ["King", "Straub"], "Horror", 625, "English", "Random House"),
    ("The Shining", 1977, ["King"], "Horror", 447, "English", "Doubleday"),
    ("It", 1986, ["King"], "Horror", 1138, "English", "Viking"),
    ("Dune", 1965, ["Herbert"], "Science Fiction", 412, "English", "Chilton Books"),
    ("Foundation", 1951, ["Asimov"], "Science Fiction", 255, "English", "Gnome Press"),
    ("I, Robot", 1950, ["Asimov"], "Science Fiction", 253, "English", "Gnome Press"),
    ("Brave New World", 1932, ["Huxley"], "Dystopian", 311, "English", "Chatto & Windus"),
    ("The Name of the Rose", 1980, ["Eco"], "Mystery", 536, "Italian", "Bompiani"),
    ("Things Fall Apart", 1958, ["Achebe"], "Literary Fiction", 209, "English", "Heinemann"),
]
NONFICTION_TOPICS = (
    "Cartography;Bread Baking;Jazz Harmony;Volcanoes;Beekeeping;Cryptography;Urban Gardening;Chess Openings;"
    "Film Photography;Medieval Europe;Ocean Currents;Typography;Sourdough;Birdwatching;Machine Learning;"
    "Relational Databases;Roman Architecture;Public Speaking;Personal Finance;Climate Science;"
    "Mountain Hiking;"
    "Woodworking;Astronomy;Game Theory;Fermentation;Urban Cycling;Tea Culture;Sleep Science;Negotiation;"
    "Bookbinding;Watercolour Painting;Marathon Training;Renewable Energy;Ancient Egypt;Home Brewing"
).split(";")
TITLE_FORMS = [
    "A Short History of {}",
    "The Art of {}",
    "{}: A Practical Guide",
    "Understanding {}",
    "{} for Beginners",
]
NONFICTION_GENRES = {
    "Machine Learning": "Computing",
    "Relational Databases": "Computing",
    "Cryptography": "Computing",
}
PUBLISHERS = [
    "Northbridge Press",
    "Harbour Books",
    "Lumen Publishing",
    "Oakleaf Editions",
    "Blue Heron Press",
]
EXTRA_FIRST = (
    "Helen Marcus Ruth Daniel Priya Tom Ingrid Samuel Leah Victor Nora Oliver Irene Paul Sunita Greg Alma "
    "Felix"
).split()
EXTRA_LAST = (
    "Hartley Quinn Okonkwo Brandt Iyer Fletcher Lindqvist Moreau Castillo Whitaker Szabo Raman Doyle Ferreira"
).split()
CITIES = ["Manchester", "Leeds", "Bristol", "York", "Oxford", "Cambridge", "Brighton", "Norwich"]
MEMBER_FIRST = (
    "Amelia Jack Isla Harry Ava Oscar Mia Leo Freya Arthur Lily George Grace Noah Ella Theo Zara Alfie "
    "Ruby Finley Hana Yusuf Chloe Reuben Maisie Rohan Evie Kai Niamh Callum"
).split()
MEMBER_LAST = (
    "Hughes Patel Ward Cox Price Bennett Shaw Hussain Khan Barker Lloyd Reid Murray Fox Webb Kaur Hunt "
    "Palmer Mills Gibson Dixon Knight Rose Ellis Cole"
).split()
MEMBERSHIPS = ["standard"] * 5 + ["student"] * 3 + ["senior"] * 2 + ["premium"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    authors: list[tuple[object, ...]] = [(i, *a) for i, a in enumerate(AUTHORS, start=1)]
    author_id = {a[1]: i for i, a in enumerate(AUTHORS, start=1)}
    extra_ids = []
    for _ in range(20):
        first, last = rng.choice(EXTRA_FIRST), rng.choice(EXTRA_LAST)
        birth = None if rng.random() < 0.25 else rng.randint(1945, 1990)
        extra_ids.append(len(authors) + 1)
        authors.append(
            (
                len(authors) + 1,
                first,
                last,
                birth,
                rng.choice(["British", "American", "Irish", "Indian", "Canadian"]),
            )
        )

    books: list[tuple[object, ...]] = []
    links: list[tuple[object, ...]] = []

    def isbn(book_id: int) -> str:
        return f"978-{rng.randint(0, 1)}-{rng.randint(1000, 9999)}-{book_id:04d}-{rng.randint(0, 9)}"

    for title, year, names, genre, pages, language, publisher in CLASSICS:
        book_id = len(books) + 1
        books.append((book_id, title, isbn(book_id), year, genre, pages, language, publisher))
        links.extend((book_id, author_id[name]) for name in names)
    titles = set()
    while len(books) < 130:
        topic = rng.choice(NONFICTION_TOPICS)
        title = rng.choice(TITLE_FORMS).format(topic)
        if title in titles:
            continue
        titles.add(title)
        book_id = len(books) + 1
        genre = NONFICTION_GENRES.get(topic, "Non-fiction")
        books.append(
            (
                book_id,
                title,
                isbn(book_id),
                rng.randint(1992, 2024),
                genre,
                rng.randint(140, 620),
                "English",
                rng.choice(PUBLISHERS),
            )
        )
        for writer in rng.sample(extra_ids, rng.choice([1, 1, 1, 2, 2, 3])):
            links.append((book_id, writer))
    links.sort()

    members: list[tuple[object, ...]] = []
    for member_id in range(1, 161):
        first, last = rng.choice(MEMBER_FIRST), rng.choice(MEMBER_LAST)
        email = f"{first.lower()}.{last.lower()}{member_id}@mail.example"
        joined = day(rng, "2015-01-05", "2024-10-31")
        members.append(
            (member_id, f"{first} {last}", email, rng.choice(CITIES), iso(joined), rng.choice(MEMBERSHIPS))
        )

    popular = [b[0] for b in books[: len(CLASSICS)]]
    loans: list[tuple[object, ...]] = []
    today = dt.date(2025, 1, 31)
    for loan_id in range(1, 481):
        member = rng.choice(members)
        book_id = rng.choice(popular) if rng.random() < 0.6 else rng.randint(1, len(books))
        start = max(day(rng, "2022-01-03", "2025-01-30"), dt.date.fromisoformat(str(member[4])))
        due = start + dt.timedelta(days=21)
        returned: dt.date | None = start + dt.timedelta(
            days=rng.choice([3, 7, 10, 14, 18, 20, 21, 25, 30, 45])
        )
        if returned is not None and (returned > today or rng.random() < 0.05):
            returned = None
        late_days = max(0, ((returned or today) - due).days) if returned else 0
        loans.append(
            (loan_id, book_id, member[0], iso(start), iso(due), iso(returned), round(0.25 * late_days, 2))
        )
    loans.sort(key=lambda row: (str(row[3]), int(str(row[0]))))
    loans = [(i, *row[1:]) for i, row in enumerate(loans, start=1)]
    return {"authors": authors, "books": books, "book_authors": links, "members": members, "loans": loans}
