"""School data (integer years): teachers, students with optional advisors, courses, enrollments."""

from __future__ import annotations

import random

TEACHERS = [
    ("Margaret", "Hall", "Mathematics", 2004),
    ("David", "Okoye", "Mathematics", 2016),
    ("Sofia", "Reyes", "Mathematics", 2021),
    ("Andrew", "Kim", "Science", 2009),
    ("Rebecca", "Stone", "Science", 2013),
    ("Tariq", "Hassan", "Science", 2019),
    ("Laura", "Bennett", "English", 2002),
    ("Michael", "Doyle", "English", 2015),
    ("Hannah", "Weiss", "English", 2023),
    ("Peter", "Novak", "History", 2007),
    ("Grace", "Achterberg", "History", 2018),
    ("Claire", "Dupont", "Languages", 2011),
    ("Javier", "Morales", "Languages", 2017),
    ("Mei", "Lin", "Languages", 2020),
    ("Oliver", "Grant", "Arts", 2010),
    ("Isabel", "Fontaine", "Arts", 2022),
    ("Samuel", "Price", "Computing", 2014),
    ("Aisha", "Rahman", "Computing", 2024),
]
COURSES = [
    ("MATH101", "Algebra I", "Mathematics", 4),
    ("MATH201", "Geometry", "Mathematics", 4),
    ("MATH301", "Precalculus", "Mathematics", 4),
    ("MATH401", "Calculus", "Mathematics", 5),
    ("MATH350", "Statistics", "Mathematics", 3),
    ("SCI101", "Biology", "Science", 4),
    ("SCI201", "Chemistry", "Science", 4),
    ("SCI301", "Physics", "Science", 4),
    ("SCI350", "Environmental Science", "Science", 3),
    ("ENG101", "English Composition", "English", 3),
    ("ENG201", "World Literature", "English", 3),
    ("ENG301", "Creative Writing", "English", 2),
    ("HIS101", "World History", "History", 3),
    ("HIS201", "Modern European History", "History", 3),
    ("HIS301", "Economics", "History", 3),
    ("LAN101", "Spanish I", "Languages", 3),
    ("LAN201", "Spanish II", "Languages", 3),
    ("LAN110", "French I", "Languages", 3),
    ("LAN120", "Mandarin Chinese I", "Languages", 3),
    ("ART101", "Drawing and Painting", "Arts", 2),
    ("ART201", "Music Theory", "Arts", 2),
    ("ART210", "Photography", "Arts", 2),
    ("CS101", "Introduction to Programming", "Computing", 3),
    ("CS201", "Data Structures", "Computing", 4),
    ("CS250", "Web Development", "Computing", 3),
    ("SCI401", "Astronomy", "Science", 2),
]
FIRST = (
    "Liam Emma Noah Olivia Elijah Ava James Sophia Lucas Isabella Mason Mia Ethan Harper Logan Evelyn "
    "Aiden Abigail Jackson Emily Zoe Caleb Nora Owen Chloe Ryan Layla Dylan Aria Nathan Leah Wyatt Ella "
    "Jin Priya Mateo Yara Ibrahim Ana Kofi"
).split()
LAST = (
    "Anderson Brooks Carter Diaz Evans Foster Garcia Hayes Ibarra Jensen Khan Larsen Murphy Nguyen Ortiz "
    "Perry Quinn Ramirez Sato Tran Underwood Vargas Walsh Xu Young Zimmerman Bauer Costa Mendes Silva"
).split()
TOWNS = ["Riverside", "Maple Grove", "Cedar Falls", "Oakwood", "Lakeview", "Hillcrest", "Brookfield"]
TERMS = [(2022, "fall"), (2023, "spring"), (2023, "fall"), (2024, "spring"), (2024, "fall"), (2025, "spring")]


def letter(score: int) -> str:
    for cut, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cut:
            return grade
    return "F"


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    teachers: list[tuple[object, ...]] = [
        (i, f, last, subject, year, f"{f[0].lower()}.{last.lower()}@riverside-high.example")
        for i, (f, last, subject, year) in enumerate(TEACHERS, start=1)
    ]
    by_subject: dict[str, list[int]] = {}
    for teacher in teachers:
        by_subject.setdefault(str(teacher[3]), []).append(int(str(teacher[0])))
    courses = [
        (i, code, title, subject, credits, rng.choice(by_subject[subject]))
        for i, (code, title, subject, credits) in enumerate(COURSES, start=1)
    ]
    students: list[tuple[object, ...]] = []
    for student_id in range(1, 241):
        grade = rng.choice([9, 10, 11, 12])
        entry = 2025 - (grade - 9) - (1 if rng.random() < 0.5 else 0)
        entry = min(entry, 2024)
        birth = 2025 - grade - 6 + rng.choice([-1, 0, 0, 1])
        advisor = None if rng.random() < 0.15 else rng.randint(1, len(teachers))
        students.append(
            (student_id, rng.choice(FIRST), rng.choice(LAST), birth, entry, grade, rng.choice(TOWNS), advisor)
        )
    enrollments: list[tuple[object, ...]] = []
    for student in students:
        skill = rng.randint(-15, 12)
        for year, term in TERMS:
            if year < int(str(student[4])):
                continue
            for course in rng.sample(courses, rng.randint(0, 2)):
                if term == "spring" and year == 2025:
                    score = None
                else:
                    score = max(25, min(100, 78 + skill + rng.randint(-18, 18)))
                grade = letter(score) if score is not None else None
                enrollments.append((student[0], course[0], year, term, score, grade))
    enrollments.sort(key=lambda row: (row[2], row[3], row[0], row[1]))
    return {"teacher": teachers, "student": students, "course": courses, "enrollment": enrollments}
