"""Language school (camelCase columns, plural tables): teachers, rooms, courses, students, enrollments.

Booleans stored as text 'true'/'false'; ISO 639-1 language codes and CEFR levels, not explained;
courses has two foreign keys to teachers (teacherId, substituteId); enrollments is the many-to-many
student<->course link. Fees in euro cents (unique per course), length in total minutes (unique);
INTEGER hireYear / birthYear, DATE startDate / signupDate / enrolledOn.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

TEACHERS = [("Carmen", "Ruiz", "Spanish"), ("Javier", "Morales", "Spanish"), ("Élodie", "Laurent", "French"),
            ("Pierre", "Dubois", "French"), ("Katrin", "Vogel", "German"), ("Stefan", "Braun", "German"),
            ("Yuki", "Tanaka", "Japanese"), ("Li", "Wei", "Chinese"), ("Giulia", "Romano", "Italian"),
            ("Sean", "O'Donnell", "English"), ("Emma", "Clarke", "English"), ("Ana", "Sousa", "Portuguese"),
            ("Marco", "Bianchi", "Italian"), ("Chen", "Jing", "Chinese"), ("Hiroshi", "Sato", "Japanese"),
            ("Lucía", "Fernández", "Spanish"), ("Oliver", "Grant", "English"), ("Nadia", "Haddad", "Arabic")]
# Nadia Haddad (18) teaches no course; Arabic is not offered
LANG_OF = {"Spanish": "es", "French": "fr", "German": "de", "Japanese": "ja", "Chinese": "zh", "Italian": "it",
           "English": "en", "Portuguese": "pt", "Arabic": "ar"}
LANG_NAME = {"es": "Spanish", "fr": "French", "de": "German", "ja": "Japanese", "zh": "Mandarin Chinese",
             "it": "Italian", "en": "English", "pt": "Portuguese"}
ROOMS = [("Sala Pessoa", "Lisbon", 14, "true"), ("Sala Camões", "Lisbon", 12, "true"), ("Sala Amália", "Lisbon", 10, "false"),
         ("Sala Saramago", "Lisbon", 16, "true"), ("Sala Eça", "Lisbon", 8, "false"), ("Sala Douro", "Porto", 12, "true"),
         ("Sala Ribeira", "Porto", 10, "false"), ("Sala Foz", "Porto", 14, "true")]
FIRST = ["Maria", "João", "Ana", "Pedro", "Sofia", "Tiago", "Inês", "Miguel", "Laura", "Daniel", "Sarah", "Tom",
         "Hannah", "Lukas", "Chloé", "Ahmed", "Mei", "Olga", "Ryan", "Fatima", "Noah", "Eva", "Diego", "Amelia"]
LAST = ["Silva", "Santos", "Ferreira", "Pereira", "Costa", "Oliveira", "Martins", "Smith", "Müller", "Schmidt",
        "Johnson", "O'Brien", "Kowalski", "Nguyen", "Rossi", "Petrov", "Almeida", "Rodrigues", "Brown", "D'Angelo"]
COUNTRIES = ["Portugal"] * 6 + ["Brazil", "Brazil", "Germany", "United Kingdom", "France", "United States", "Ukraine",
                                "India", "China", "Netherlands", "Spain"]
LEVELS = ["A1", "A1", "A2", "A2", "B1", "B1", "B2", "C1"]
KINDS = [("", 1.0), ("Intensive ", 1.8), ("Evening ", 0.8), ("Business ", 1.3), ("Conversation ", 0.6)]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    teachers = []
    for i, (f, l, nat) in enumerate(TEACHERS, start=1):
        email = None if i in (7, 13, 16) else f"{f[0].lower()}.{l.lower().replace(chr(39), '')}@lingua.example.pt"
        teachers.append((i, f, l, nat, rng.randint(2009, 2023), "true" if rng.random() < 0.35 else "false", email))
    rooms = [(i, *r) for i, r in enumerate(ROOMS, start=1)]
    by_lang: dict[str, list[int]] = {}
    for t in teachers[:17]:
        by_lang.setdefault(LANG_OF[str(t[3])], []).append(int(str(t[0])))
    courses: list[tuple[object, ...]] = []
    fees: set[int] = set()
    minutes: set[int] = set()
    langs = rng.choices(list(LANG_NAME), [20, 14, 12, 9, 8, 9, 16, 6], k=64)
    for i, lang in enumerate(langs, start=1):
        level = rng.choice(LEVELS)
        kind, factor = rng.choice(KINDS)
        title = f"{kind}{LANG_NAME[lang]} {level}"
        teacher = rng.choice(by_lang[lang])
        others = [t for t in by_lang[lang] if t != teacher]
        sub = rng.choice(others) if others and rng.random() < 0.6 else None
        online = "true" if rng.random() < 0.25 else "false"
        room = None if online == "true" else rng.randint(1, 8)
        start = day(rng, "2023-09-04", "2024-09-30")
        mins = unique_int(rng, int(1200 * factor), int(3000 * factor), minutes, step=15)
        fee = unique_int(rng, int(mins * 0.18) * 100 // 100, int(mins * 0.26), fees, step=5) * 100
        seats = int(str(ROOMS[room - 1][2])) if room else rng.choice([10, 12, 15, 20])
        code = f"{lang.upper()}-{level}-{i:03d}"
        courses.append((i, code, title, lang, level, teacher, sub, room, online, iso(start), mins, fee, seats))
    students = []
    for i in range(1, 341):
        f, l = rng.choice(FIRST), rng.choice(LAST)
        if i in (58, 233):
            f, l = "Maria", "Silva"  # namesakes
        email = None if rng.random() < 0.15 else f"student{i}@mail.example"
        birth = None if rng.random() < 0.08 else rng.randint(1958, 2008)
        students.append((i, f, l, email, birth, rng.choice(COUNTRIES), iso(day(rng, "2022-01-10", "2024-08-31")),
                         "true" if rng.random() < 0.1 else "false"))
    enrolls = []
    eid = 0
    seen: set[tuple[int, int]] = set()
    for c in courses:
        if c[0] == 64:
            continue  # the last course has nobody enrolled yet
        n = rng.randint(3, min(int(str(c[12])), 14))
        for s in rng.sample(students[:315], n):  # 316-340 signed up but never enrolled
            if (s[0], c[0]) in seen:
                continue
            seen.add((int(str(s[0])), int(str(c[0]))))
            start = dt.date.fromisoformat(str(c[9]))
            signup = dt.date.fromisoformat(str(s[6]))
            enrolled = max(signup, start - dt.timedelta(days=rng.randint(1, 60)))
            if enrolled > start:
                enrolled = start
            ended = start + dt.timedelta(weeks=12) <= dt.date(2024, 9, 1)
            if start > dt.date(2024, 9, 1):
                status = "active" if rng.random() < 0.95 else "dropped"
            else:
                status = rng.choices(["completed", "dropped", "active"], [80, 12, 8] if ended else [5, 10, 85])[0]
            paid = int(str(c[11]))
            if s[7] == "true":
                paid = paid // 2
            if status == "dropped" and rng.random() < 0.5:
                paid = paid // 4
            score = rng.randint(45, 100) if status == "completed" and rng.random() < 0.9 else None
            enrolls.append((eid := eid + 1, s[0], c[0], iso(enrolled), status, paid, score))
    return {"teachers": teachers, "rooms": rooms, "courses": courses, "students": students, "enrollments": enrolls}
