"""Deterministic data for the `conference` schema (DBConf 2025)."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

FIRST = ["Alice", "Bruno", "Chen", "Daniel", "Elena", "Farid", "Grace", "Hiroshi", "Ines", "Jonas",
         "Karim", "Laura", "Mei", "Nikolai", "Olga", "Pedro", "Qing", "Rahul", "Sofia", "Tomás",
         "Ursula", "Viktor", "Wei", "Xin", "Yusuf", "Zoe", "Ananya", "Björn", "Chloé", "Dmitri",
         "Emma", "Fatima", "Giulia", "Hannah", "Ivan", "Jia", "Kenji", "Lars", "Marco", "Nadia"]
LAST = ["Zhang", "Müller", "Rossi", "Smith", "Kowalski", "Tanaka", "García", "Dubois", "Novak",
        "Li", "Wang", "Patel", "O'Brien", "Schmidt", "Kim", "Nguyen", "Silva", "Ivanova", "Chen",
        "Johansson", "Haddad", "Okafor", "Liu", "Becker", "D'Angelo", "Yamamoto", "Fischer", "Sato"]
AFFIL = [("Tsinghua University", "CN"), ("Peking University", "CN"), ("Zhejiang University", "CN"),
         ("MIT", "US"), ("Stanford University", "US"), ("Carnegie Mellon University", "US"),
         ("University of Washington", "US"), ("ETH Zurich", "CH"), ("EPFL", "CH"), ("TU Munich", "DE"),
         ("TU Berlin", "DE"), ("University of Oxford", "GB"), ("Imperial College London", "GB"),
         ("University of Tokyo", "JP"), ("KAIST", "KR"), ("National University of Singapore", "SG"),
         ("INRIA", "FR"), ("University of Waterloo", "CA"), ("Google", "US"), ("Microsoft Research", "US"),
         ("Alibaba Group", "CN"), ("SAP", "DE"), ("Politecnico di Milano", "IT"), ("University of São Paulo", "BR")]
SESSIONS = ["Query Optimization I", "Query Optimization II", "Transactions and Concurrency",
            "Learned Indexes", "Graph Data", "Streaming Systems", "Data Lakes", "Privacy and Security",
            "Vector Search", "Benchmarks", "Industry Track", "Demo Session A", "Demo Session B",
            "Time Series"]
ROOMS = ["Hall A", "Hall B", "Room 101", "Room 102", "Room 203"]
T1 = ["Efficient", "Scalable", "Adaptive", "Learned", "Robust", "Incremental", "Distributed", "Private",
      "Approximate", "Fast", "Cost-Based", "Workload-Aware"]
T2 = ["Join Processing", "Index Tuning", "Cardinality Estimation", "Graph Queries", "Stream Joins",
      "Vector Search", "Query Rewriting", "Transaction Scheduling", "Data Cleaning", "Compression",
      "Schema Matching", "Time-Series Storage", "Federated Analytics", "Caching", "Sampling"]
T3 = ["for Data Lakes", "in Main Memory", "on GPUs", "at Scale", "with Large Language Models",
      "in the Cloud", "over Encrypted Data", "for Knowledge Graphs", "on Modern Hardware", ""]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    people = []
    names_used = set()
    hidx: set[int] = set()
    for pid in range(1, 161):
        while True:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in names_used:
                break
        names_used.add(name)
        aff, cc = rng.choice(AFFIL)
        student = 1 if rng.random() < 0.3 else 0
        role = None
        if pid <= 48 and not student:
            role = "CHAIR" if pid <= 2 else ("SPC" if pid <= 12 else "PC")
        email = None if rng.random() < 0.15 else (
            name.lower().replace(" ", ".").replace("'", "") + "@" + aff.split()[0].lower() + ".org")
        h = None if rng.random() < 0.08 else unique_int(rng, 1 if student else 5, 70 if student else 180, hidx)
        people.append([pid, name, aff, cc, email, role, student, h])
    # namesakes: two people share a name at different institutions
    people[150][1] = people[30][1]
    people[150][2], people[150][3] = "University of Tokyo", "JP"
    people[150][4] = "karim.dangelo@u-tokyo.ac.jp" if people[150][4] else None
    people = [tuple(p) for p in people]
    pc = [p[0] for p in people if p[5]]

    sessions = []
    for sid, title in enumerate(SESSIONS, start=1):
        d = dt.date(2025, 6, 10) + dt.timedelta(days=(sid - 1) // 5)
        hour = [9, 11, 14, 16, 17][(sid - 1) % 5]
        starts = dt.datetime(d.year, d.month, d.day, hour, 0 if sid % 2 else 30)
        sessions.append((sid, title, ROOMS[(sid - 1) % 5], iso(starts), rng.choice([60, 75, 90, 90, 120]),
                         rng.choice(pc)))
    # session 14 ("Time Series") gets no papers

    papers, authors, reviews = [], [], []
    titles = set()
    rid = 0
    wc: set[int] = set()
    for pid in range(1, 231):
        while True:
            title = f"{rng.choice(T1)} {rng.choice(T2)} {rng.choice(T3)}".strip()
            if title not in titles:
                break
        titles.add(title)
        track = rng.choices(["RES", "IND", "DEMO", "SHORT"], [60, 15, 12, 13])[0]
        sub = dt.datetime.combine(day(rng, "2025-01-06", "2025-02-14"), dt.time(rng.randint(0, 23), rng.randint(0, 59)))
        pages = {"RES": rng.randint(10, 14), "IND": rng.randint(8, 12), "DEMO": 4, "SHORT": rng.randint(4, 6)}[track]
        decision = rng.choices(["A", "R", "W", None], [30, 55, 5, 10])[0]
        n_auth = rng.choices([1, 2, 3, 4, 5, 6], [5, 20, 30, 25, 12, 8])[0]
        team = rng.sample(range(13, 161), n_auth)  # chairs and senior PC rarely author; keep them out
        submitter = team[0] if rng.random() < 0.8 else team[-1]
        shepherd = None
        if decision == "A" and rng.random() < 0.35:
            shepherd = rng.choice([p for p in pc if p not in team])
        session = None
        if decision == "A":
            if track == "DEMO":
                session = rng.choice([12, 13])
            elif track == "IND":
                session = 11
            else:
                session = rng.randint(1, 10)
        best = 1 if decision == "A" and track == "RES" and rng.random() < 0.12 else 0
        papers.append((pid, title, track, iso(sub), pages, decision, submitter, shepherd, session, best))
        for pos, person in enumerate(team, start=1):
            authors.append((pid, person, pos))
        if decision == "W":
            continue
        n_rev = 3 if rng.random() < 0.85 else 4
        for reviewer in rng.sample([p for p in pc if p not in team], n_rev):
            rid += 1
            if decision is None and rng.random() < 0.4:
                reviews.append((rid, pid, reviewer, None, None, None, None, 0))
                continue
            base = {"A": 4, "R": 2}.get(decision, 3)
            score = max(1, min(5, base + rng.choice([-1, 0, 0, 1])))
            conf = rng.randint(2, 5)
            words = unique_int(rng, 150, 1800, wc)
            at = dt.datetime.combine(day(rng, "2025-02-25", "2025-03-28"), dt.time(rng.randint(0, 23), rng.randint(0, 59)))
            late = 1 if at >= dt.datetime(2025, 3, 21) else 0
            reviews.append((rid, pid, reviewer, score, conf, words, iso(at), late))
    return {"people": people, "sessions": sessions, "papers": papers, "paper_authors": authors, "reviews": reviews}
