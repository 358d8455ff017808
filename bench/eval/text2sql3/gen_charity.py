"""Charity (camelCase): donors, campaigns, donations in USD or CNY, volunteers, volunteerShifts.

A charity with donors in mainland China (names in Chinese, gifts in CNY through Alipay / WeChat Pay)
and abroad (gifts in USD). Shifts have two foreign keys to volunteers (the volunteer and the
supervisor); a NULL hoursWorked is a no-show.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso

CN_SURNAMES = list("王李张刘陈杨黄赵周吴徐孙马朱胡林郭何高罗")
CN_GIVEN = ["芳", "伟", "娜", "敏", "静", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超", "秀英",
            "建国", "海燕", "志强", "晓东", "雪梅", "子涵", "宇轩", "欣怡"]
CN_CITIES = [("Shanghai", 30), ("Beijing", 25), ("Shenzhen", 15), ("Hangzhou", 12), ("Chengdu", 10),
             ("Guangzhou", 10)]
INTL = [("New York", "USA", 14), ("San Francisco", "USA", 12), ("Chicago", "USA", 6), ("Toronto", "Canada", 8),
        ("Vancouver", "Canada", 8), ("London", "UK", 8), ("Singapore", "Singapore", 7), ("Sydney", "Australia", 5)]
EN_FIRST = ("Emily Michael Sarah David Jessica Daniel Laura Kevin Rachel Brian Anna Mark Olivia Peter "
            "Grace Tom Helen Chris Amy Steven").split()
EN_LAST = ("Johnson Lee Wong Miller Davis Garcia Chen Nguyen Clark Lewis Walker Young Allen King Scott "
           "Baker Murphy O'Neill").split()
COMPANIES_CN = ["上海晨光文具有限公司", "杭州云帆科技有限公司", "深圳海岸电子有限公司", "北京和合餐饮管理有限公司",
                "成都熊猫物流有限公司"]
COMPANIES_EN = ["Brightpath Software Inc.", "Maple Leaf Logistics", "Harbor & Finch LLP", "Greenfield Foods Ltd",
                "Northstar Capital"]
FOUNDATIONS = [("Lotus Family Foundation", "Hong Kong", "China"), ("Carter Giving Trust", "New York", "USA")]
CAMPAIGNS = [
    # name, category, start, end, goal, currency
    ("希望小学图书角", "education", "2023-03-01", "2023-12-31", 300000, "CNY"),
    ("Clean Water for Yunnan", "health", "2023-05-15", "2024-05-14", 150000, "USD"),
    ("Winter Coats Drive 2023", "poverty", "2023-10-01", "2024-02-29", 40000, "USD"),
    ("甘肃地震紧急救援", "disaster relief", "2023-12-19", "2024-03-31", 800000, "CNY"),
    ("Girls Code Camp", "education", "2024-01-10", "2024-08-31", 60000, "USD"),
    ("留守儿童午餐计划", "poverty", "2023-06-01", None, 500000, "CNY"),
    ("Mobile Eye Clinic", "health", "2023-09-01", "2024-06-30", 90000, "USD"),
    ("Panda Habitat Restoration", "environment", "2024-02-01", None, 120000, "USD"),
    ("乡村医生培训", "health", "2024-03-01", "2024-12-31", 250000, "CNY"),
    ("Typhoon Relief Fujian", "disaster relief", "2024-07-28", "2024-10-31", 75000, "USD"),
    ("长江江豚保护", "environment", "2023-04-22", None, 200000, "CNY"),
    ("Stray Animal Shelter Expansion", "animals", "2024-04-01", "2024-11-30", 35000, "USD"),
    ("Scholarships for Nurses", "education", "2024-09-01", None, 80000, "USD"),
    ("Library Boat Project", "education", "2025-01-15", None, 50000, "USD"),  # not started: no gifts
]
ROLES = ["fundraising", "event staff", "warehouse", "tutoring", "driver", "translation"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    donors: list[tuple[object, ...]] = []
    cn_cities, cn_w = [c for c, _ in CN_CITIES], [w for _, w in CN_CITIES]
    for i in range(1, 231):
        r = rng.random()
        if i <= 110:
            name = rng.choice(CN_SURNAMES) + rng.choice(CN_GIVEN)
            city, country, kind = rng.choices(cn_cities, cn_w)[0], "China", "individual"
            email = f"donor{i}@example.cn" if rng.random() < 0.55 else None
        elif i <= 210:
            name = f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}"
            city, country, _ = rng.choices(INTL, [w for *_, w in INTL])[0]
            kind = "individual"
            email = name.lower().replace(" ", ".").replace("'", "") + "@example.com" if r < 0.85 else None
        elif i <= 215:
            name, city, country, kind = COMPANIES_CN[i - 211], "", "China", "company"
            city = {"上海": "Shanghai", "杭州": "Hangzhou", "深圳": "Shenzhen", "北京": "Beijing", "成都": "Chengdu"}[name[:2]]
            email = None
        elif i <= 220:
            name, kind = COMPANIES_EN[i - 216], "company"
            city, country, _ = INTL[[0, 3, 1, 5, 0][i - 216]]
            email = f"giving@{name.split()[0].lower()}.example.com"
        elif i <= 222:
            name, city, country = FOUNDATIONS[i - 221]
            kind, email = "foundation", None
        else:  # signed up through the website, never gave
            name = f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}" if i % 2 else rng.choice(CN_SURNAMES) + rng.choice(CN_GIVEN)
            city, country, kind = ("Toronto", "Canada", "individual") if i % 2 else ("Shanghai", "China", "individual")
            email = f"new{i}@example.com"
        anon = int(kind == "individual" and rng.random() < 0.08)
        donors.append([i, name, kind, email, city, country, None, anon])

    campaigns = [(i, *c) for i, c in enumerate(CAMPAIGNS, start=1)]
    donations: list[tuple[object, ...]] = []
    amounts: set[tuple[str, int]] = set()
    for donor in donors[:222]:
        donor_id, country, kind = int(str(donor[0])), str(donor[5]), str(donor[2])
        gifts = rng.choices([1, 2, 3, 4, 6, 9], [30, 25, 18, 12, 10, 5])[0] if kind == "individual" else rng.randint(1, 4)
        currency = "CNY" if country == "China" and donor[4] != "Hong Kong" else "USD"
        if donor[4] == "Hong Kong":
            currency = "USD"
        for _ in range(gifts):
            while True:
                when = day(rng, "2023-03-01", "2024-12-31")
                open_ = [c for c in campaigns if str(c[3]) <= iso(when) and (c[4] is None or iso(when) <= str(c[4]))]
                camp = rng.choice(open_) if open_ and rng.random() < 0.88 else None
                break
            if currency == "CNY":
                low, high = (50, 5000) if kind == "individual" else (20000, 200000)
            else:
                low, high = (10, 800) if kind == "individual" else (2000, 40000)
            if kind == "foundation":
                low, high = 50000, 120000
            while True:
                cents = int(rng.uniform(low, high) ** 1.0 * 100)
                cents = cents // 100 * 100 if rng.random() < 0.6 else cents
                if (currency, cents) not in amounts:
                    amounts.add((currency, cents))
                    break
            if currency == "CNY":
                method = rng.choices(["alipay", "wechat pay", "bank transfer"], [45, 40, 15])[0]
            else:
                method = rng.choices(["card", "paypal", "bank transfer", "cheque"], [50, 25, 15, 10])[0]
            if kind != "individual":
                method = "bank transfer"
            recurring = int(kind == "individual" and rng.random() < 0.2)
            refunded = iso(when + dt.timedelta(days=rng.randint(2, 25))) if rng.random() < 0.02 else None
            donations.append([donor_id, camp[0] if camp else None, cents / 100, currency,
                              iso(when), method, recurring, refunded])
    donations.sort(key=lambda d: (str(d[4]), int(str(d[0]))))
    donations = [(i, *d) for i, d in enumerate(donations, start=1)]
    first: dict[int, str] = {}
    for d in donations:
        first.setdefault(int(str(d[1])), str(d[5]))
    for donor in donors:
        donor[6] = first.get(int(str(donor[0])))

    volunteers: list[tuple[object, ...]] = []
    donor_pool = [int(str(d[0])) for d in donors if d[2] == "individual"]
    for i in range(1, 65):
        if i <= 14:  # volunteers who are also donors
            d = donors[rng.choice(donor_pool) - 1]
            donor_pool.remove(int(str(d[0])))
            name, city, donor_id = str(d[1]), str(d[4]), int(str(d[0]))
        elif i <= 44:
            name, city, donor_id = rng.choice(CN_SURNAMES) + rng.choice(CN_GIVEN), rng.choices(cn_cities, cn_w)[0], None
        else:
            name, city, donor_id = f"{rng.choice(EN_FIRST)} {rng.choice(EN_LAST)}", rng.choice(["New York", "Toronto", "London", "Singapore"]), None
        phone = None if rng.random() < 0.2 else (f"1{rng.randint(3000000000, 9999999999)}" if city in cn_cities else f"+1 555 {rng.randint(1000000, 9999999)}")
        birth = None if rng.random() < 0.25 else rng.randint(1958, 2006)
        volunteers.append((i, name, city, phone, birth, iso(day(rng, "2021-01-01", "2024-06-30")), donor_id))

    supervisors = [1, 2, 3, 15, 16, 17, 45]  # a few senior volunteers supervise shifts
    shifts: list[tuple[object, ...]] = []
    for _ in range(420):
        vol = rng.choice(volunteers[:60])  # 61-64 never did a shift
        when = day(rng, max(str(vol[5]), "2023-03-01"), "2024-12-20")
        open_ = [c for c in campaigns if str(c[3]) <= iso(when) and (c[4] is None or iso(when) <= str(c[4]))]
        camp = rng.choice(open_)[0] if open_ and rng.random() < 0.8 else None
        sup = rng.choice([s for s in supervisors if s != vol[0]]) if rng.random() < 0.85 else None
        hours = None if rng.random() < 0.07 else rng.choice([1.5, 2, 2.5, 3, 3.5, 4, 4, 5, 6, 7.5, 8])
        shifts.append([vol[0], sup, camp, iso(when), rng.choice(ROLES), None if hours is None else float(hours)])
    shifts.sort(key=lambda s: (str(s[3]), int(str(s[0]))))
    shift_rows = [(i, *s) for i, s in enumerate(shifts, start=1)]
    return {"donors": [tuple(d) for d in donors], "campaigns": campaigns, "volunteers": volunteers,
            "donations": donations, "volunteerShifts": shift_rows}
