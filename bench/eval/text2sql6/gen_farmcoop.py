"""Farmers' cooperative in Mei County, Shaanxi (PascalCase singular tables, no comments): Farm, Grower,
Produce, Buyer, Harvest, Sale. Chinese text values; 'Y'/'N' CHAR(1) flags; Gender '男'/'女'; weights in
grams (harvest weights unique); prices in fen (1/100 yuan; list prices unique); Grade A/B/C unexplained."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

FARMS = [("金渠猕猴桃园", "金渠村", "金渠镇", "86.5", "Y", 2009), ("槐芽果蔬基地", "槐芽村", "槐芽镇", "120.0", "N", 2011),
         ("齐镇樱桃园", "齐镇村", "齐镇", "42.0", "Y", 2014), ("横渠粮油合作农场", "横渠村", "横渠镇", "210.5", "N", 2008),
         ("汤峪茶园", "汤峪村", "汤峪镇", "35.5", "Y", 2016), ("首善蔬菜大棚", "东关村", "首善街道", "28.0", "N", 2018),
         ("营头核桃林", "营头村", "营头镇", "64.0", "N", 2012), ("常兴草莓园", "常兴村", "常兴镇", "18.5", "Y", 2020),
         ("马家镇花椒园", "马家村", "马家镇", "51.0", "N", 2015), ("青化新农场", "青化村", "青化镇", "12.0", "N", 2024)]
# produce: name, category, list price fen/kg, perishable, farms that grow it
PRODUCE = [("猕猴桃", "水果", 1180, "Y", [1, 2]), ("红阳猕猴桃", "水果", 1960, "Y", [1]), ("苹果", "水果", 740, "N", [2, 7]),
           ("樱桃", "水果", 3650, "Y", [3]), ("草莓", "水果", 2480, "Y", [8, 6]), ("大白菜", "蔬菜", 160, "N", [6, 2]),
           ("西红柿", "蔬菜", 520, "Y", [6]), ("黄瓜", "蔬菜", 430, "Y", [6, 2]), ("辣椒", "蔬菜", 610, "N", [6, 9]),
           ("土豆", "蔬菜", 270, "N", [4, 2]), ("玉米", "粮食", 290, "N", [4]), ("小麦", "粮食", 255, "N", [4]),
           ("核桃", "干果", 2260, "N", [7]), ("花椒", "调味品", 8800, "N", [9]), ("绿茶", "茶叶", 16800, "N", [5]),
           ("红茶", "茶叶", 12600, "N", [5]), ("蓝莓", "水果", 5400, "Y", [])]  # no farm grows blueberries yet
BUYERS = [("西安永辉超市", "西安", "超市", "029-88216600"), ("华润万家西安店", "西安", "超市", None),
          ("宝鸡东岭批发市场", "宝鸡", "批发市场", "0917-3226100"), ("西安朱雀农产品市场", "西安", "批发市场", "029-85561234"),
          ("盒马鲜生", "上海", "电商", None), ("京东生鲜", "北京", "电商", "400-606-5500"), ("拼多多农货", "上海", "电商", None),
          ("成都舒心餐饮", "成都", "餐厅", "028-66318877"), ("秦味面馆", "西安", "餐厅", None),
          ("眉县第一中学食堂", "宝鸡", "食堂", "0917-5521001"), ("FreshLink Trading Ltd", "香港", "出口商", "+852 2345 6789"),
          ("北京新发地市场", "北京", "批发市场", "010-67278888"), ("西安曲江茶社", "西安", "餐厅", None),
          ("杭州叶心茶业", "杭州", "茶商", "0571-87001234"), ("重庆火锅联盟", "重庆", "餐厅", None),
          ("Green Valley Foods", "新加坡", "出口商", "+65 6222 1100"), ("宝鸡好又多", "宝鸡", "超市", None),
          ("咸阳惠民超市", "咸阳", "超市", "029-33221100")]  # the last buyer never bought anything
SURNAMES = list("王李张刘陈杨赵黄周吴徐孙马朱胡郭何高罗郑梁谢宋唐韩冯")
GIVEN = ["建国", "秀英", "桂兰", "志强", "明", "伟", "芳", "军", "红梅", "海燕", "国强", "玉兰", "春生", "晓东", "丽",
         "小龙", "俊", "凤英", "永福", "金花", "强", "宏伟", "建华", "淑珍"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    farms = [(i, *f) for i, f in enumerate(FARMS, start=1)]
    growers: list[tuple[object, ...]] = []
    names: set[str] = set()
    counts = [9, 10, 5, 9, 4, 7, 5, 4, 5, 0]  # farm 10 (new) has no growers yet
    for farm_id, n in enumerate(counts, start=1):
        for k in range(n):
            while True:
                nm = rng.choice(SURNAMES) + rng.choice(GIVEN)
                if nm not in names:
                    names.add(nm)
                    break
            gid = len(growers) + 1
            gender = rng.choice(["男", "男", "女"])
            birth = None if rng.random() < 0.1 else rng.randint(1952, 1998)
            phone = None if rng.random() < 0.2 else f"1{rng.choice([39, 52, 58, 87, 89])}{rng.randint(10000000, 99999999)}"
            joined = day(rng, f"{max(FARMS[farm_id - 1][5], 2012)}-01-01", "2023-12-31")
            growers.append((gid, nm, gender, farm_id, birth, phone, iso(joined), "Y" if k == 0 else "N"))
    # namesake: a second 王建国 on a different farm
    first_wjg = [g for g in growers if g[1] == "王建国"]
    if not first_wjg:
        growers[3] = (growers[3][0], "王建国", *growers[3][2:])
    growers[40] = (growers[40][0], "王建国", *growers[40][2:])
    produce = [(i, p[0], p[1], p[2], p[3]) for i, p in enumerate(PRODUCE, start=1)]
    by_farm: dict[int, list[int]] = {}
    for pid, p in enumerate(PRODUCE, start=1):
        for f in p[4]:
            by_farm.setdefault(f, []).append(pid)
    season = {"猕猴桃": ("2023-09-20", "2023-11-10"), "红阳猕猴桃": ("2023-08-25", "2023-09-30"),
              "樱桃": ("2024-05-01", "2024-06-05"), "草莓": ("2023-12-10", "2024-04-20"),
              "苹果": ("2023-09-01", "2023-10-31"), "小麦": ("2024-06-01", "2024-06-20"),
              "玉米": ("2023-09-10", "2023-10-15"), "核桃": ("2023-09-01", "2023-09-30"),
              "花椒": ("2023-07-10", "2023-08-20"), "绿茶": ("2024-03-20", "2024-05-10"),
              "红茶": ("2024-04-15", "2024-06-15")}
    harvests: list[list[object]] = []
    weights: set[int] = set()
    for _ in range(420):
        g = rng.choice(growers)
        options = by_farm.get(int(str(g[3])), [])
        if not options:
            continue
        pid = rng.choice(options)
        name = PRODUCE[pid - 1][0]
        lo, hi = season.get(name, ("2023-07-01", "2024-06-30"))
        when = day(rng, lo, hi)
        if name in ("花椒",):
            w = unique_int(rng, 8000, 90000, weights)
        elif name in ("绿茶", "红茶"):
            w = unique_int(rng, 3000, 40000, weights)
        elif name in ("小麦", "玉米"):
            w = unique_int(rng, 800000, 4500000, weights)
        else:
            w = unique_int(rng, 60000, 1500000, weights)
        grade = rng.choices("ABC", [35, 45, 20])[0]
        harvests.append([g[0], pid, when, w, grade])
    harvests.sort(key=lambda h: (h[2], int(str(h[0]))))
    harvest_rows = [(i, h[0], h[1], iso(h[2]), h[3], h[4]) for i, h in enumerate(harvests, start=1)]  # type: ignore[arg-type]
    sales: list[list[object]] = []
    buyer_weights = [12, 10, 9, 11, 6, 7, 5, 4, 3, 2, 3, 6, 2, 3, 3, 2, 4, 0]
    tea_buyers = [13, 14, 5, 6]
    for hid, h in enumerate(harvests, start=1):
        if rng.random() < 0.12:
            continue  # unsold (stored or eaten)
        pid = int(str(h[1]))
        name, cat, price = PRODUCE[pid - 1][0], PRODUCE[pid - 1][1], PRODUCE[pid - 1][2]
        total_w = int(str(h[3]))
        parts = 1 if rng.random() < 0.6 else 2
        for part in range(parts):
            if cat == "茶叶":
                buyer = rng.choice(tea_buyers)
            else:
                buyer = rng.choices(range(1, 19), buyer_weights)[0]
                if buyer in (13, 14):
                    buyer = 1
            w = total_w if parts == 1 else (total_w // 2 if part == 0 else total_w - total_w // 2)
            grade_adj = {"A": 1.15, "B": 1.0, "C": 0.8}[str(h[4])]
            ppk = int(round(price * grade_adj * rng.uniform(0.85, 1.1)))
            sold = h[2] + dt.timedelta(days=rng.randint(0, 12))  # type: ignore[operator]
            total = w * ppk // 1000
            paid = "N" if rng.random() < 0.1 else "Y"
            sales.append([hid, buyer, sold, w, ppk, total, paid])
    sales.sort(key=lambda s: (s[2], s[0]))
    sale_rows = [(i, s[0], s[1], iso(s[2]), s[3], s[4], s[5], s[6]) for i, s in enumerate(sales, start=1)]  # type: ignore[arg-type]
    buyers = [(i, *b) for i, b in enumerate(BUYERS, start=1)]
    return {"Farm": farms, "Grower": growers, "Produce": produce, "Buyer": buyers, "Harvest": harvest_rows,
            "Sale": sale_rows}
