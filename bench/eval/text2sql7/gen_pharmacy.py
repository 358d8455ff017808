"""Harbor Pharmacy, a drugstore chain in Oregon and Washington (terse snake_case abbreviations, codes
explained in SQL comments): branch, staff, product, patient, rx, sale, sale_ln. Money in US cents,
strengths in mg, 'Y'/'N' CHAR(1) flags; staff.sup_no is a self reference; sale_ln links sale<->product."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

BRANCHES = [("Pearl District", "Portland", "OR", "2009-04-15", "N", "Y"),
            ("Hawthorne", "Portland", "OR", "2011-09-01", "Y", "N"),
            ("Beaverton Town Square", "Beaverton", "OR", "2013-06-10", "Y", "N"),
            ("Salem Downtown", "Salem", "OR", "2014-02-03", "N", "N"),
            ("Eugene Campus", "Eugene", "OR", "2016-08-22", "N", "N"),
            ("Bend Old Mill", "Bend", "OR", "2018-05-14", "Y", "N"),
            ("Vancouver Mall", "Vancouver", "WA", "2019-11-04", "Y", "Y"),
            ("Tacoma Stadium", "Tacoma", "WA", "2021-03-29", "N", "N"),
            ("Capitol Hill", "Seattle", "WA", "2025-02-17", "N", "N")]  # opens 2025: no rx, no sales
ZIPS = {1: ["97209", "97210"], 2: ["97214", "97215"], 3: ["97005", "97006"], 4: ["97301", "97302"],
        5: ["97401", "97403"], 6: ["97702", "97703"], 7: ["98662", "98684"], 8: ["98403", "98405"], 9: ["98102"]}
FIRST = ["James", "Mary", "Robert", "Linda", "Michael", "Jennifer", "David", "Patricia", "John", "Susan", "Daniel",
         "Karen", "Kevin", "Emily", "Brian", "Megan", "Jason", "Laura", "Tyler", "Ashley", "Nathan", "Rachel",
         "Carlos", "Maria", "José", "Ana", "Luis", "Sofia", "Minh", "Linh", "Wei", "Mei", "Hiroshi", "Yuki",
         "Priya", "Raj", "Olga", "Dmitri", "Fatima", "Omar", "Zoë", "Chloé", "Sean", "Aisha", "Tom", "Grace"]
LAST = ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Wilson", "Anderson", "Taylor",
        "Thomas", "Moore", "Martin", "Jackson", "Thompson", "White", "Harris", "Clark", "Lewis", "Walker",
        "Garcia", "Martinez", "Hernández", "Lopez", "Nguyen", "Tran", "Chen", "Wang", "Tanaka", "Sato", "Patel",
        "Shah", "Ivanova", "Petrov", "Khan", "O'Brien", "O'Connor", "Larsen", "Johansson", "Kim", "Park", "Reyes"]
# prod_nm, generic_nm, form, strength mg, rx only, pack qty, price cents, category
PRODUCTS = [
    ("Amoxicillin 500 mg", "amoxicillin", "CAP", "500", "Y", 21, 1289, "antibiotic"),
    ("Augmentin 875 mg", "amoxicillin / clavulanate", "TAB", "875", "Y", 20, 4650, "antibiotic"),
    ("Azithromycin Z-Pak", "azithromycin", "TAB", "250", "Y", 6, 2199, "antibiotic"),
    ("Ciprofloxacin 500 mg", "ciprofloxacin", "TAB", "500", "Y", 14, 1875, "antibiotic"),
    ("Doxycycline 100 mg", "doxycycline", "CAP", "100", "Y", 14, 2310, "antibiotic"),
    ("Lipitor 20 mg", "atorvastatin", "TAB", "20", "Y", 30, 11890, "cardiovascular"),
    ("Atorvastatin 40 mg", "atorvastatin", "TAB", "40", "Y", 30, 1540, "cardiovascular"),
    ("Lisinopril 10 mg", "lisinopril", "TAB", "10", "Y", 30, 895, "cardiovascular"),
    ("Metoprolol Succinate ER 50 mg", "metoprolol", "TAB", "50", "Y", 30, 1420, "cardiovascular"),
    ("Amlodipine 5 mg", "amlodipine", "TAB", "5", "Y", 30, 990, "cardiovascular"),
    ("Losartan 50 mg", "losartan", "TAB", "50", "Y", 30, 1265, "cardiovascular"),
    ("Warfarin 5 mg", "warfarin", "TAB", "5", "Y", 30, 1130, "cardiovascular"),
    ("Clopidogrel 75 mg", "clopidogrel", "TAB", "75", "Y", 30, 1785, "cardiovascular"),
    ("Metformin 500 mg", "metformin", "TAB", "500", "Y", 60, 760, "diabetes"),
    ("Metformin ER 1000 mg", "metformin", "TAB", "1000", "Y", 30, 1345, "diabetes"),
    ("Januvia 100 mg", "sitagliptin", "TAB", "100", "Y", 30, 54720, "diabetes"),
    ("Lantus SoloStar Pen", "insulin glargine", "LIQ", None, "Y", 5, 32450, "diabetes"),
    ("Levothyroxine 50 mcg", "levothyroxine", "TAB", "0.05", "Y", 90, 1610, "hormones"),
    ("Sertraline 50 mg", "sertraline", "TAB", "50", "Y", 30, 1055, "mental health"),
    ("Escitalopram 10 mg", "escitalopram", "TAB", "10", "Y", 30, 1198, "mental health"),
    ("Omeprazole 20 mg", "omeprazole", "CAP", "20", "Y", 30, 1470, "digestive"),
    ("Ventolin HFA", "albuterol", "INH", "0.09", "Y", 1, 6275, "respiratory"),
    ("Advair Diskus 250/50", "fluticasone / salmeterol", "INH", "0.25", "Y", 1, 38990, "respiratory"),
    ("Montelukast 10 mg", "montelukast", "TAB", "10", "Y", 30, 1725, "respiratory"),
    ("Prednisone 10 mg", "prednisone", "TAB", "10", "Y", 21, 820, "anti-inflammatory"),
    ("Gabapentin 300 mg", "gabapentin", "CAP", "300", "Y", 90, 2045, "pain relief"),
    ("Tramadol 50 mg", "tramadol", "TAB", "50", "Y", 30, 1690, "pain relief"),
    ("Valacyclovir 1 g", "valacyclovir", "TAB", "1000", "Y", 30, 4815, "antiviral"),
    ("Hydrocortisone 2.5% Cream", "hydrocortisone", "TOP", None, "Y", 1, 2380, "skin care"),
    ("EpiPen 2-Pak", "epinephrine", "DEV", "0.3", "Y", 2, 64999, "allergy"),
    ("Tylenol Extra Strength", "acetaminophen", "TAB", "500", "N", 100, 1199, "pain relief"),
    ("Advil 200 mg", "ibuprofen", "TAB", "200", "N", 50, 849, "pain relief"),
    ("Aleve", "naproxen", "TAB", "220", "N", 24, 729, "pain relief"),
    ("Bayer Low Dose Aspirin", "aspirin", "TAB", "81", "N", 120, 1049, "cardiovascular"),
    ("Claritin 24 Hour", "loratadine", "TAB", "10", "N", 30, 2499, "allergy"),
    ("Zyrtec Allergy", "cetirizine", "TAB", "10", "N", 45, 2799, "allergy"),
    ("Benadryl Allergy", "diphenhydramine", "CAP", "25", "N", 24, 679, "allergy"),
    ("Flonase Allergy Relief", "fluticasone", "INH", "0.05", "N", 1, 1899, "allergy"),
    ("Mucinex 12 Hour", "guaifenesin", "TAB", "600", "N", 40, 2149, "cold and flu"),
    ("Robitussin DM", "dextromethorphan / guaifenesin", "LIQ", None, "N", 1, 1129, "cold and flu"),
    ("DayQuil Cold & Flu", "acetaminophen / dextromethorphan / phenylephrine", "CAP", None, "N", 24, 1079, "cold and flu"),
    ("Prilosec OTC", "omeprazole", "TAB", "20", "N", 42, 2649, "digestive"),
    ("Pepcid AC", "famotidine", "TAB", "10", "N", 30, 939, "digestive"),
    ("Vitamin D3 1000 IU", "cholecalciferol", "TAB", "0.025", "N", 100, 799, "vitamins"),
    ("Centrum Adults", None, "TAB", None, "N", 100, 1549, "vitamins"),
    ("Fish Oil 1200 mg", "omega-3 fatty acids", "CAP", "1200", "N", 120, 1899, "vitamins"),
    ("Melatonin 5 mg", "melatonin", "TAB", "5", "N", 60, 699, "sleep"),
    ("Emergen-C 1000 mg", "ascorbic acid", "TAB", "1000", "N", 30, 1169, "vitamins"),
    ("Neosporin Ointment", "neomycin / polymyxin B / bacitracin", "TOP", None, "N", 1, 889, "first aid"),
    ("Cortizone-10", "hydrocortisone", "TOP", None, "N", 1, 759, "skin care"),
    ("CeraVe Moisturizing Cream", None, "TOP", None, "N", 1, 1799, "skin care"),
    ("Sunscreen SPF 50", None, "TOP", None, "N", 1, 1349, "skin care"),
    ("Band-Aid Flexible Fabric", None, "DEV", None, "N", 30, 499, "first aid"),
    ("Digital Thermometer", None, "DEV", None, "N", 1, 1295, "devices"),
    ("Omron Blood Pressure Monitor", None, "DEV", None, "N", 1, 5999, "devices"),
    ("Contour Next Test Strips", None, "DEV", None, "N", 50, 3419, "diabetes"),
    ("Nicorette Gum 4 mg", "nicotine", "DEV", "4", "N", 100, 4399, "smoking cessation"),
]
NEVER_SOLD = {"Digital Thermometer"}
NEVER_PRESCRIBED = {"Warfarin 5 mg", "Hydrocortisone 2.5% Cream"}
PLANS = ["Aetna", "Blue Cross", "Kaiser Permanente", "Medicare Part D", "Medicaid", "Cigna", "UnitedHealthcare"]
PRESCRIBERS = ["Emily Chen", "Robert Alvarez", "Sarah Goldberg", "Anil Mehta", "Karen Lindqvist", "Thomas Wright",
               "Julia Novak", "Marcus Bell", "Hannah Yoshida", "Peter Okafor", "Linda Fischer", "Daniel Ruiz",
               "Grace Whitfield", "Samuel Osei", "Nora Castillo", "Victor Huang"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    branches = [(i, *b) for i, b in enumerate(BRANCHES, start=1)]
    used: set[str] = set()

    def person() -> str:
        for _ in range(50):
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
            if name not in used:
                used.add(name)
                return name
        raise RuntimeError("names")

    staff: list[tuple[object, ...]] = []
    wages: set[int] = set()
    staff.append((1, person(), 1, "MG", "2009-03-02", None, unique_int(rng, 5800, 6400, wages)))
    for br in branches:
        bno = br[0]
        opened = dt.date.fromisoformat(br[4])
        first = max(opened - dt.timedelta(days=60), dt.date(2009, 1, 5))
        latest = min(dt.date(2025, 1, 31), opened + dt.timedelta(days=3000)) if bno == 9 else dt.date(2024, 11, 30)
        latest = max(latest, first)
        if bno != 1:
            mg = len(staff) + 1
            staff.append((mg, person(), bno, "MG", iso(first), 1, unique_int(rng, 4200, 5600, wages)))
        else:
            mg = 1
        rps = []
        for _ in range(rng.choice([2, 2, 3])):
            e = len(staff) + 1
            rps.append(e)
            staff.append((e, person(), bno, "RP", iso(day(rng, iso(first), iso(latest if bno == 9 else min(latest, dt.date(2023, 12, 31))))), mg, unique_int(rng, 6500, 7900, wages)))
        for _ in range(rng.choice([1, 2, 3])):
            e = len(staff) + 1
            staff.append((e, person(), bno, "PT", iso(day(rng, iso(first), iso(latest))), rng.choice(rps), unique_int(rng, 1950, 2700, wages)))
        for _ in range(rng.choice([1, 2])):
            e = len(staff) + 1
            staff.append((e, person(), bno, "CL", iso(day(rng, iso(first), iso(latest))), mg, unique_int(rng, 1600, 1940, wages)))
    # branch 9 staff are hired in January 2025 (before opening)
    staff = [s if s[2] != 9 else (*s[:4], iso(day(rng, "2025-01-06", "2025-01-31")), *s[5:]) for s in staff]

    products = [(i, *p[:3], p[3], *p[4:]) for i, p in enumerate(PRODUCTS, start=1)]

    patients = []
    for pno in range(1, 261):
        home = rng.choices(range(1, 9), [18, 14, 12, 10, 10, 8, 14, 9])[0]
        name = person() if pno not in (57, 203) else "Maria Garcia"  # namesakes
        byear = rng.randint(1936, 2012)
        plan = None if rng.random() < 0.17 else ("Medicare Part D" if byear < 1959 and rng.random() < 0.7 else rng.choice(PLANS[:3] + PLANS[4:]))
        phone = None if rng.random() < 0.1 else f"({rng.choice(['503', '541', '971', '360', '253'])}) {rng.randint(200, 989)}-{rng.randint(1000, 9999)}"
        patients.append((pno, name, byear, rng.choice(ZIPS[home]), plan, phone, home))

    pharmacists = {b: [s[0] for s in staff if s[2] == b and s[3] == "RP"] for b in range(1, 10)}
    rx_products = [p for p in products if p[5] == "Y" and p[1] not in NEVER_PRESCRIBED]
    rxs = []
    for rno in range(1, 431):
        pat = rng.choice(patients)
        br = pat[6] if rng.random() < 0.85 else rng.randint(1, 8)
        prod = rng.choice(rx_products)
        written = day(rng, "2024-01-02", "2024-12-20")
        filled = None if rng.random() < 0.08 else written + dt.timedelta(days=rng.choice([0, 0, 0, 1, 1, 2, 3, 6]))
        supply = 10 if prod[8] == "antibiotic" else rng.choice([30, 30, 90])
        qty = prod[6] if prod[8] == "antibiotic" else (supply if prod[3] in ("TAB", "CAP") else rng.choice([1, 2, 3]))
        refills = 0 if prod[8] in ("antibiotic", "pain relief") else rng.randint(0, 5)
        by = rng.choice(pharmacists[br]) if filled else None
        rxs.append((rno, pat[0], prod[0], br, rng.choice(PRESCRIBERS), iso(written), iso(filled), qty, supply, refills, by))

    otc = [p for p in products if p[5] == "N" and p[1] not in NEVER_SOLD]
    otc_w = [12 if p[8] in ("pain relief", "cold and flu", "allergy") else 5 for p in otc]
    tills = {b: [s[0] for s in staff if s[2] == b and s[3] in ("CL", "PT")] for b in range(1, 10)}
    sales, lines = [], []
    totals: set[int] = set()
    for sno in range(1, 621):
        br = rng.choices(range(1, 9), [18, 14, 12, 10, 10, 8, 14, 9])[0]
        local = [p for p in patients if p[6] == br]
        pat = None if rng.random() < 0.45 else rng.choice(local)
        when = day(rng, "2024-01-02", "2024-12-31")
        hour = rng.randint(0, 23) if branches[br - 1][6] == "Y" and rng.random() < 0.2 else rng.randint(8, 20)
        ts = dt.datetime(when.year, when.month, when.day, hour, rng.randint(0, 59), rng.randint(0, 59))
        for _ in range(100):
            items = []
            pickup = pat is not None and rng.random() < 0.3
            if pickup:
                mine = [r for r in rxs if r[1] == pat[0] and r[6]]
                if mine:
                    items.append((rng.choice(mine)[2], 1))
            for _ in range(rng.choices([0, 1, 2, 3, 4], [1 if items else 0, 40, 30, 15, 6])[0]):
                p = rng.choices(otc, otc_w)[0]
                if all(p[0] != i[0] for i in items):
                    items.append((p[0], rng.choices([1, 2, 3], [80, 15, 5])[0]))
            if not items:
                continue
            total = sum(q * products[pid - 1][7] for pid, q in items)
            if total not in totals:
                totals.add(total)
                break
        has_rx = any(products[pid - 1][5] == "Y" for pid, _ in items)
        if has_rx and pat is not None and pat[4] is not None:
            pay = "I"
        else:
            pay = "C" if rng.random() < 0.22 else "D"
        sales.append((sno, br, iso(ts), pat[0] if pat else None, rng.choice(tills[br]), pay, total))
        for ln, (pid, q) in enumerate(items, start=1):
            lines.append((sno, ln, pid, q, q * products[pid - 1][7]))
    sales.sort(key=lambda s: (s[2], s[0]))
    renum = {s[0]: i for i, s in enumerate(sales, start=1)}
    sales = [(renum[s[0]], *s[1:]) for s in sales]
    lines = sorted(((renum[l[0]], *l[1:]) for l in lines), key=lambda l: (l[0], l[1]))
    patients = [p[:6] for p in patients]
    return {"branch": branches, "staff": staff, "product": products, "patient": patients, "rx": rxs,
            "sale": sales, "sale_ln": lines}
