"""Veterinary practice (snake_case plural tables, English comments on codes): vets, owners, pets,
treatments, visits, visit_treatments.

Money in euro cents, pet weight in grams, SMALLINT 0/1 flags, vets.supervisor_id self reference,
visit_treatments is the many-to-many link visit<->treatment.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

VETS = [  # name, role, supervisor, hired, active
    ("Siobhan Keane", "DVM", None, "2009-03-02", 1), ("Padraig Walsh", "DVM", None, "2011-09-12", 1),
    ("Aoife O'Connell", "DVM", 1, "2016-01-18", 1), ("Marek Nowak", "DVM", 2, "2018-06-04", 1),
    ("Ciara Byrne", "RVN", 1, "2014-04-22", 1), ("Niamh Fitzgerald", "RVN", 2, "2019-10-07", 1),
    ("Tomas Healy", "DVM", 1, "2013-02-11", 0), ("Grainne Moran", "RVN", 3, "2021-03-15", 1),
    ("Lucia Ferreira", "INT", 3, "2023-07-03", 1), ("Eoin Brennan", "INT", 4, "2024-01-08", 1),
    ("Rachel Doyle", "DVM", 2, "2020-05-25", 1), ("Declan Murray", "RVN", 4, "2022-08-29", 0),
    ("Hannah Quinn", "DVM", 1, "2024-05-20", 1),  # joined late May 2024: no visits
]
FIRST = ["Sean", "Mary", "John", "Siobhan", "Patrick", "Aisling", "Michael", "Orla", "Conor", "Sinead", "Liam",
         "Emma", "Ciaran", "Roisin", "Kevin", "Sarah", "Brian", "Claire", "Darragh", "Fiona", "Ger", "Laura",
         "Piotr", "Agnieszka", "Tadhg", "Eimear"]
LAST = ["Murphy", "Kelly", "O'Brien", "Walsh", "O'Sullivan", "Burke", "Fahy", "Joyce", "Connolly", "Lally",
        "Flaherty", "Kenny", "Mannion", "Hynes", "Ryan", "Kowalski", "Duggan", "Costello", "O'Neill", "Geraghty"]
TOWNS = ["Galway", "Galway", "Galway", "Oranmore", "Athenry", "Loughrea", "Tuam", "Clifden", "Gort", "Moycullen"]
SPECIES = {"D": (["Labrador", "Collie", "Jack Russell", "Springer Spaniel", "Cocker Spaniel", "German Shepherd",
                  "Beagle", "Cavapoo", "Greyhound"], (3000, 42000)),
           "C": (["Domestic Shorthair", "Maine Coon", "Siamese", "Ragdoll", "Persian"], (2500, 8000)),
           "R": (["Lop", "Netherland Dwarf", "Rex"], (900, 3500)),
           "B": (["Budgerigar", "Cockatiel", "African Grey"], (30, 500)),
           "G": (["Abyssinian", "American"], (700, 1400)),
           "H": (["Connemara Pony", "Irish Draught", "Thoroughbred"], (250000, 650000))}
PET_NAMES = ["Bella", "Max", "Luna", "Charlie", "Milo", "Daisy", "Rocky", "Molly", "Bailey", "Coco", "Oscar",
             "Lola", "Toby", "Ruby", "Bruno", "Nala", "Shadow", "Poppy", "Murphy", "Pippin", "Biscuit", "Ziggy",
             "Misty", "Rua", "Ollie", "Sooty"]
TREATMENTS = [  # name, category, price
    ("Rabies vaccine", "vaccine", 3850), ("DHPP booster", "vaccine", 4200), ("Kennel cough vaccine", "vaccine", 3150),
    ("Feline leukaemia vaccine", "vaccine", 4475), ("Cat flu vaccine", "vaccine", 3990),
    ("Myxomatosis/RHD vaccine", "vaccine", 4620), ("Equine flu vaccine", "vaccine", 6100),
    ("Amoxicillin course", "drug", 1860), ("Meloxicam", "drug", 1425), ("Flea and tick treatment", "drug", 2275),
    ("Dewormer", "drug", 990), ("Prednisolone", "drug", 1540), ("Insulin (per vial)", "drug", 8950),
    ("Ear drops", "drug", 1690),
    ("Spay", "procedure", 24500), ("Castration", "procedure", 18900), ("Dental scale and polish", "procedure", 32000),
    ("Microchipping", "procedure", 2500), ("Nail clip", "procedure", 1200), ("Wound stitching", "procedure", 15800),
    ("X-ray", "procedure", 12600), ("Ultrasound scan", "procedure", 14350), ("Tooth extraction", "procedure", 9800),
    ("Blood panel", "lab", 9450), ("Urinalysis", "lab", 4760), ("Skin scraping", "lab", 3575),
    ("Faecal test", "lab", 2980), ("Thyroid test", "lab", 6675), ("Acupuncture session", "procedure", 7200),
]
REASONS = {"WL": ["annual check-up", "puppy check", "vaccination", "senior check", None],
           "SK": ["vomiting", "limping", "itchy skin", "not eating", "ear infection", "diarrhoea", "coughing", None],
           "EM": ["hit by car", "ate chocolate", "dog fight", "collapsed", "bleeding paw"],
           "SU": ["spay", "castration", "dental", "lump removal"],
           "FU": ["stitches out", "recheck", "bloods recheck", None]}


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    vets = [(i, *v) for i, v in enumerate(VETS, start=1)]
    owners = []
    for i in range(1, 261):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        if i == 77:
            first, last = "Sarah", "O'Neill"
        if i == 203:
            first, last = "Sarah", "O'Neill"  # namesake of owner 77
        town = rng.choice(TOWNS)
        phone = f"08{rng.randint(3, 9)} {rng.randint(100, 999)} {rng.randint(1000, 9999)}"
        email = None if rng.random() < 0.22 else f"{first.lower()}.{last.lower().replace(chr(39), '')}{i}@mail.example.ie"
        owners.append((i, first, last, town, phone, email, iso(day(rng, "2012-01-01", "2024-03-31"))))
    pets = []
    weights: set[int] = set()
    pid = 0
    for o in owners:
        n = rng.choices([0, 1, 1, 1, 2, 2, 3], k=1)[0] if o[0] not in (5, 6) else 0
        if o[0] <= 250 and n == 0 and o[0] % 3:
            n = 1
        for _ in range(n):
            pid += 1
            sp = rng.choices(list(SPECIES), [48, 30, 8, 5, 4, 5])[0]
            breeds, (lo, hi) = SPECIES[sp]
            breed = rng.choice(breeds) if rng.random() < 0.8 else None
            sex = rng.choice("MF")
            neut = 1 if sp in "DCR" and rng.random() < 0.7 else 0
            by = None if rng.random() < 0.1 else rng.randint(2006, 2024)
            w = None if rng.random() < 0.05 else unique_int(rng, lo, hi, weights)
            chip = f"372{rng.randint(10**11, 10**12 - 1)}" if sp in "DCH" and rng.random() < 0.8 else None
            died = iso(day(rng, "2022-01-01", "2024-05-31")) if rng.random() < 0.06 else None
            pets.append((pid, o[0], rng.choice(PET_NAMES), sp, breed, sex, neut, by, w, chip, died))
    treatments = [(i, *t) for i, t in enumerate(TREATMENTS, start=1)]
    visits = []
    fees: set[int] = set()
    by_cat = {c: [t for t in treatments if t[2] == c] for c in ("vaccine", "drug", "procedure", "lab")}
    raw = []
    for _ in range(880):
        p = rng.choice(pets)
        vt = rng.choices(["WL", "SK", "EM", "SU", "FU"], [35, 30, 8, 10, 17])[0]
        vet = rng.choice([v for v in vets[:12] if (v[2] == "DVM" or vt in ("WL", "FU")) and v[0] != 7 or rng.random() < 0.1])
        when = dt.datetime.combine(day(rng, "2023-01-02", "2024-05-31"), dt.time(rng.randint(8, 18), rng.choice([0, 15, 30, 45])))
        if vt == "EM" and rng.random() < 0.4:
            when = when.replace(hour=rng.choice([19, 21, 22, 23]))
        base = {"WL": (3500, 6000), "SK": (4500, 7500), "EM": (9000, 19000), "SU": (6000, 12000), "FU": (0, 3000)}[vt]
        fee = unique_int(rng, *base, fees)
        paid = 0 if rng.random() < 0.08 else 1
        raw.append((p[0], vet[0], when, vt, rng.choice(REASONS[vt]), fee, paid))
    raw.sort(key=lambda r: (r[2], r[0]))
    links = []
    for i, r in enumerate(raw, start=1):
        visits.append((i, r[0], r[1], iso(r[2]), r[3], r[4], r[5], r[6]))
        picks = set()
        if r[3] == "WL":
            picks.update(t[0] for t in rng.sample(by_cat["vaccine"], rng.randint(0, 2)))
        if r[3] in ("SK", "EM"):
            picks.update(t[0] for t in rng.sample(by_cat["drug"], rng.randint(1, 2)))
            if rng.random() < 0.4:
                picks.add(rng.choice(by_cat["lab"])[0])
        if r[3] == "SU":
            picks.add(rng.choice(by_cat["procedure"][:9])[0])
            picks.add(9)
        if r[3] == "FU" and rng.random() < 0.3:
            picks.add(rng.choice(by_cat["lab"])[0])
        for t in sorted(picks):
            if t == 29:
                continue  # acupuncture is never used
            links.append((i, t, rng.choice([1, 1, 1, 2, 3]) if t in (8, 9, 12, 13, 14, 11) else 1))
    return {"vets": vets, "owners": owners, "pets": pets, "treatments": treatments, "visits": visits,
            "visit_treatments": links}
