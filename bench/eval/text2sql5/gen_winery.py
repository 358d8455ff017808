"""Winery in Ningxia (PascalCase, singular tables, no comments): Vineyard, Grape, Wine, WineBlend,
Customer, SalesOrder.

Chinese text values (vineyard, region, grape, wine, city and most customer names); English style,
type and channel codes; 'Y'/'N' flags; bottle size in millilitres; DECIMAL money in CNY; INTEGER
vintage / planted year. WineBlend is the many-to-many wine<->grape link with the share in percent.
"""

from __future__ import annotations

import random

from seedtools import day, iso, unique_int

VINEYARDS = [  # name, region, area ha, planted, organic
    ("贺兰晴雪园", "贺兰山东麓", "42.50", 2005, "N"), ("西鸽庄园", "贺兰山东麓", "118.00", 2011, "Y"),
    ("银色高地", "贺兰山东麓", "36.75", 2007, "N"), ("青铜峡石坡", "贺兰山东麓", "64.20", 2013, "Y"),
    ("蓬莱海岸园", "烟台蓬莱", "28.40", 2009, "N"), ("天山北麓园", "新疆天山北麓", "95.60", 2012, "N"),
    ("香格里拉高原园", "云南香格里拉", "12.30", 2016, "Y"), ("怀来沙城园", "河北怀来", "51.85", 2010, "N"),
]
GRAPES = [("赤霞珠", "red"), ("梅洛", "red"), ("蛇龙珠", "red"), ("马瑟兰", "red"), ("黑比诺", "red"),
          ("西拉", "red"), ("品丽珠", "red"), ("霞多丽", "white"), ("雷司令", "white"), ("贵人香", "white"),
          ("长相思", "white"), ("小芒森", "white"), ("维欧尼", "white")]  # 维欧尼 is never used
RED_NAMES = ["珍藏干红", "经典干红", "橡木桶干红", "单一园干红", "特级干红", "山脊干红", "旗舰干红"]
WHITE_NAMES = ["干白", "清新干白", "橡木桶干白", "甜白"]
CITIES = ["银川", "北京", "上海", "广州", "深圳", "杭州", "成都", "西安"]
BIZ = ["酒窖", "西餐厅", "葡萄酒会所", "酒店", "法式餐厅", "进口食品店", "酒业公司"]
BIZ_PREFIX = ["金樽", "紫藤", "云端", "橡树", "塞上", "海棠", "明月", "长安", "外滩", "珠江", "西湖", "锦江"]
SURNAMES = list("王李张刘陈杨黄赵周吴徐孙马朱胡林郭何高罗")
GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "杰", "婷", "涛", "子墨", "欣然", "浩宇", "雨萱"]
EN_CUSTOMERS = ["The Vintner's Table", "Harbour Wine Bar", "Jean-Luc Martin", "Emily Clarke", "Bottle & Barrel",
                "Marco Rossi", "Olivia Chen", "Le Petit Bistro"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    vineyards = [(i, *v) for i, v in enumerate(VINEYARDS, start=1)]
    grapes = [(i, *g) for i, g in enumerate(GRAPES, start=1)]
    wines = []
    prices: set[int] = set()
    blends = []
    wid = 0
    for v in vineyards:
        labels = rng.sample(RED_NAMES, 4) + rng.sample(WHITE_NAMES, 2) + (["桃红"] if v[0] % 2 else ["起泡酒"])
        for label in labels:
            for vintage in sorted(rng.sample(range(2015, 2024), rng.randint(1, 3))):
                wid += 1
                if "桃红" in label:
                    style = "rose"
                elif "起泡" in label:
                    style = "sparkling"
                elif "甜" in label:
                    style = "sweet"
                elif "白" in label:
                    style = "white"
                else:
                    style = "red"
                ml = rng.choices([750, 375, 1500], [85, 8, 7])[0] if style != "sweet" else 375
                abv = f"{rng.randint(115 if style != 'sparkling' else 110, 150 if style == 'red' else 135) / 10:.1f}"
                oak = rng.randint(6, 24) if style == "red" and rng.random() < 0.8 else (rng.randint(3, 9) if "橡木桶" in label else None)
                reserve = "Y" if label in ("珍藏干红", "旗舰干红", "特级干红", "单一园干红") and rng.random() < 0.8 else "N"
                lo, hi = (8000, 120000) if style == "red" else (6000, 40000)
                cents = unique_int(rng, lo, hi, prices, step=100)
                if ml == 1500:
                    cents = unique_int(rng, cents * 2, cents * 2 + 5000, prices, step=100)
                price = f"{cents // 100}.00"
                made = rng.randint(12, 400) * 30
                name = v[1][:2] + label
                wines.append((wid, name, v[0], vintage, style, ml, abv, oak, price, made, reserve))
                if style in ("red", "rose"):
                    reds = rng.sample(range(1, 8), rng.choice([1, 1, 2, 2, 3]))
                else:
                    reds = rng.sample(range(8, 13), rng.choice([1, 1, 2]))
                shares = [100] if len(reds) == 1 else sorted(rng.sample(range(10, 90, 5), len(reds) - 1))
                if len(reds) > 1:
                    cuts = [0, *shares, 100]
                    shares = sorted((cuts[k + 1] - cuts[k] for k in range(len(reds))), reverse=True)
                for g, s in zip(reds, shares):
                    blends.append((wid, g, s))
    blends.sort()
    customers = []
    for i in range(1, 231):
        if i <= 80:
            ctype = "trade"
            name = rng.choice(BIZ_PREFIX) + rng.choice(BIZ)
            if any(c[1] == name for c in customers):
                name = name + f"{rng.choice(['二店', '分店', '旗舰店'])}"
        else:
            ctype = rng.choice(["club", "club", "retail"])
            name = rng.choice(SURNAMES) + rng.choice(GIVEN)
        if i in (41, 62, 95, 140, 177, 201, 222, 229):
            name = EN_CUSTOMERS[[41, 62, 95, 140, 177, 201, 222, 229].index(i)]
        city = rng.choices(CITIES, [30, 15, 15, 8, 8, 8, 8, 8])[0]
        since = iso(day(rng, "2017-01-01", "2024-03-31")) if ctype == "club" else None
        phone = None if rng.random() < 0.2 else f"1{rng.choice([3, 5, 8])}{rng.randint(100000000, 999999999)}"
        customers.append((i, name, city, ctype, since, phone))
    orders = []
    amounts: set[int] = set()
    raw = []
    buyers = [c for c in customers if c[0] not in range(221, 229)]  # 221-228 never ordered
    sellable = [w for w in wines if w[0] % 17 != 5]  # a few wines never sold
    for _ in range(760):
        c = rng.choice(buyers)
        w = rng.choice(sellable)
        bottles = rng.randint(12, 240) if c[3] == "trade" else rng.randint(1, 12)
        on = day(rng, f"{min(max(int(w[3]) + 1, 2022), 2024)}-01-01", "2024-06-30")
        channel = rng.choice(["cellar door", "online", "phone"]) if c[3] != "trade" else rng.choice(["distributor", "phone"])
        cents = int(float(str(w[8])) * 100) * bottles
        if c[3] == "trade":
            cents = cents * 7 // 10
        elif c[3] == "club":
            cents = cents * 9 // 10
        while cents in amounts:
            cents += 1
        amounts.add(cents)
        shipped = None if channel == "cellar door" else (iso(day(rng, iso(on), "2024-07-15")) if rng.random() < 0.93 else None)
        raw.append((c[0], w[0], iso(on), bottles, f"{cents // 100}.{cents % 100:02d}", channel, shipped))
    raw.sort(key=lambda r: (r[2], r[0], r[1]))
    for i, r in enumerate(raw, start=1):
        if r[6] is not None and r[6] < r[2]:
            r = (*r[:6], r[2])
        orders.append((i, *r))
    return {"Vineyard": vineyards, "Grape": grapes, "Wine": wines, "WineBlend": blends, "Customer": customers,
            "SalesOrder": orders}
