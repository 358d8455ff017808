"""City transit (t_-prefixed tables): lines, stops, line_stops (sequence numbers), vehicles, trips.

Stop names are Chinese with a pinyin alias in stop_name_en; trips run one week (2024-05-06 to
2024-05-12) between two stops of their line (two foreign keys to t_stop); delay in seconds, negative
when early, NULL for cancelled trips.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

STOPS = [
    # name, pinyin alias, district, lift
    ("人民广场", "Renmin Guangchang", "黄浦区", 1), ("南京东路", "Nanjing Donglu", "黄浦区", 1),
    ("陆家嘴", "Lujiazui", "浦东新区", 1), ("世纪大道", "Shiji Dadao", "浦东新区", 1),
    ("徐家汇", "Xujiahui", "徐汇区", 1), ("静安寺", "Jing'an Si", "静安区", 1),
    ("中山公园", "Zhongshan Gongyuan", "长宁区", 1), ("火车站", "Huochezhan", "静安区", 1),
    ("虹桥枢纽", "Hongqiao Shuniu", "闵行区", 1), ("五角场", "Wujiaochang", "杨浦区", 1),
    ("龙阳路", "Longyang Lu", "浦东新区", 1), ("张江高科", "Zhangjiang Gaoke", "浦东新区", 1),
    ("莘庄", "Xinzhuang", "闵行区", 1), ("上海体育馆", "Shanghai Tiyuguan", "徐汇区", 0),
    ("漕河泾开发区", "Caohejing Kaifaqu", "徐汇区", 1), ("宝山路", "Baoshan Lu", "虹口区", 0),
    ("虹口足球场", "Hongkou Zuqiuchang", "虹口区", 1), ("曲阳路", "Quyang Lu", "虹口区", 0),
    ("江湾镇", "Jiangwan Zhen", "虹口区", 0), ("大柏树", "Dabaishu", "虹口区", 0),
    ("淮海中路", "Huaihai Zhonglu", "黄浦区", 1), ("新天地", "Xintiandi", "黄浦区", 1),
    ("老西门", "Laoximen", "黄浦区", 0), ("豫园", "Yuyuan", "黄浦区", 1),
    ("外滩", "Waitan", "黄浦区", 0), ("国际客运中心", "Guoji Keyun Zhongxin", "虹口区", 1),
    ("东方体育中心", "Dongfang Tiyu Zhongxin", "浦东新区", 1), ("后滩", "Houtan", "浦东新区", 0),
    ("长清路", "Changqing Lu", "浦东新区", 0), ("耀华路", "Yaohua Lu", "浦东新区", 1),
    ("成山路", "Chengshan Lu", "浦东新区", 0), ("杨高中路", "Yanggao Zhonglu", "浦东新区", 1),
    ("金桥", "Jinqiao", "浦东新区", 1), ("川沙", "Chuansha", "浦东新区", 0),
    ("七宝", "Qibao", "闵行区", 1), ("古美路", "Gumei Lu", "闵行区", 0),
    ("虹梅路", "Hongmei Lu", "闵行区", 0), ("宜山路", "Yishan Lu", "徐汇区", 1),
    ("龙华", "Longhua", "徐汇区", 1), ("田林路", "Tianlin Lu", "徐汇区", 0),
    ("天山路", "Tianshan Lu", "长宁区", 0), ("娄山关路", "Loushanguan Lu", "长宁区", 1),
    ("威宁路", "Weining Lu", "长宁区", 0), ("北新泾", "Beixinjing", "长宁区", 0),
    ("曹杨路", "Caoyang Lu", "普陀区", 1), ("长寿路", "Changshou Lu", "普陀区", 1),
    ("真如", "Zhenru", "普陀区", 0), ("武宁路", "Wuning Lu", "普陀区", 0),
    ("江宁路", "Jiangning Lu", "静安区", 0), ("大宁路", "Daning Lu", "静安区", 0),
    ("汶水路", "Wenshui Lu", "静安区", 0), ("彭浦新村", "Pengpu Xincun", "静安区", 0),
    ("殷高东路", "Yingao Donglu", "宝山区", 0), ("新江湾城", "Xinjiangwan Cheng", "杨浦区", 1),
    ("复旦大学", "Fudan Daxue", "杨浦区", 0), ("同济大学", "Tongji Daxue", "杨浦区", 1),
    ("鞍山新村", "Anshan Xincun", "杨浦区", 0), ("控江路", "Kongjiang Lu", "杨浦区", 0),
    ("黄兴公园", "Huangxing Gongyuan", "杨浦区", 0), ("滨江森林公园", "Binjiang Senlin Gongyuan", "浦东新区", 0),
    ("临港大道", "Lingang Dadao", "浦东新区", 1),  # built, not served by any line yet
]
LINES = [
    # code, name, mode, color, opened, night, stop names in order
    ("1", "地铁1号线", "metro", "red", 1993, 0,
     ["莘庄", "上海体育馆", "徐家汇", "淮海中路", "新天地", "人民广场", "火车站", "汶水路", "彭浦新村"]),
    ("2", "地铁2号线", "metro", "green", 1999, 0,
     ["虹桥枢纽", "威宁路", "娄山关路", "中山公园", "静安寺", "南京东路", "人民广场", "陆家嘴", "世纪大道", "龙阳路", "张江高科", "川沙"]),
    ("4", "地铁4号线", "metro", "purple", 2005, 0,
     ["宜山路", "上海体育馆", "中山公园", "曹杨路", "宝山路", "虹口足球场", "杨高中路", "世纪大道", "耀华路", "东方体育中心"]),
    ("8", "地铁8号线", "metro", "blue", 2007, 0,
     ["成山路", "耀华路", "长清路", "老西门", "人民广场", "曲阳路", "虹口足球场", "黄兴公园", "殷高东路"]),
    ("10", "地铁10号线", "metro", "lilac", 2010, 0,
     ["虹桥枢纽", "虹梅路", "龙华", "宜山路", "交通大学", "新天地", "豫园", "南京东路", "国际客运中心", "同济大学", "五角场", "新江湾城"]),
    ("T1", "张江有轨电车", "tram", "light green", 2010, 0, ["张江高科", "金桥", "杨高中路", "川沙"]),
    ("49", "49路", "bus", None, 1958, 0, ["徐家汇", "淮海中路", "新天地", "人民广场", "外滩"]),
    ("71", "71路", "bus", None, 1976, 0, ["虹桥枢纽", "北新泾", "天山路", "中山公园", "静安寺", "人民广场", "外滩"]),
    ("86", "86路", "bus", None, 1985, 0, ["复旦大学", "五角场", "鞍山新村", "控江路", "大柏树", "江湾镇"]),
    ("123", "123路", "bus", None, 1998, 0, ["七宝", "古美路", "漕河泾开发区", "田林路", "徐家汇"]),
    ("576", "576路", "bus", None, 2003, 0, ["真如", "长寿路", "武宁路", "江宁路", "大宁路", "彭浦新村"]),
    ("N2", "夜宵2路", "bus", None, 2016, 1, ["虹桥枢纽", "中山公园", "静安寺", "南京东路", "陆家嘴", "世纪大道", "滨江森林公园"]),
    ("99", "99路", "bus", None, 2024, 0, ["后滩", "长清路", "成山路"]),  # opened June 2024: no trips in May
]
MAKERS = {"metro": ["CRRC Changchun", "Alstom"], "tram": ["Alstom"], "bus": ["Yutong", "BYD", "Sunwin"]}


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    stops = list(STOPS)
    names_in_lines = {n for line in LINES for n in line[6]}
    known = {s[0] for s in stops}
    for n in sorted(names_in_lines - known):  # extra stops named in LINES
        stops.append((n, "Jiaotong Daxue", "徐汇区", 1))
    stop_rows = []
    for i, (name, alias, district, lift) in enumerate(stops, start=1):
        opened = None if rng.random() < 0.3 else iso(dt.date(rng.randint(1993, 2020), rng.randint(1, 12), rng.randint(1, 28)))
        if name not in names_in_lines:
            opened = None
        stop_rows.append((i, name, alias, district, lift, opened))
    stop_id = {s[1]: s[0] for s in stop_rows}

    lines, links = [], []
    for i, (code, name, mode, color, opened, night, seq) in enumerate(LINES, start=1):
        km, kms = 0.0, []
        for k, s in enumerate(seq):
            if k:
                km += rng.uniform(1.1, 3.4) if mode == "metro" else rng.uniform(0.5, 1.6)
            kms.append(round(km, 1))
        lines.append((i, code, name, mode, color, opened, kms[-1], night))
        for k, s in enumerate(seq, start=1):
            links.append((i, stop_id[s], k, kms[k - 1]))

    vehicles = []
    caps: set[int] = set()
    for line in lines:
        mode = str(line[3])
        count = {"metro": 5, "tram": 3, "bus": 3}[mode]
        for k in range(count + (1 if rng.random() < 0.3 else 0)):
            vtype = {"metro": "metro train", "tram": "tram"}.get(mode) or rng.choice(["diesel bus", "electric bus", "electric bus"])
            built = rng.randint(2006, 2023) if mode != "bus" else rng.randint(2012, 2023)
            cap = unique_int(rng, 1400, 2500, caps) if mode == "metro" else unique_int(rng, 60, 320, caps)
            prefix = {"metro": "M", "tram": "T", "bus": "B"}[mode]
            retired = iso(dt.date(2024, rng.randint(1, 4), rng.randint(1, 28))) if built < 2013 and rng.random() < 0.5 else None
            vehicles.append([len(vehicles) + 1, f"{prefix}{line[1]}-{k + 1:02d}", vtype, rng.choice(MAKERS[mode]), built, cap, line[0], retired])
    for k in range(4):  # spares with no home line
        vehicles.append([len(vehicles) + 1, f"B-SP{k + 1}", "electric bus", "BYD", 2022 + k % 2, unique_int(rng, 60, 320, caps), None, None])
    vehicles = [tuple(v) for v in vehicles]

    trips = []
    delays: set[int] = set()
    seqs = {}
    for line_id, stop, k, _ in links:
        seqs.setdefault(line_id, []).append(stop)
    for day_no in range(7):
        date = dt.date(2024, 5, 6) + dt.timedelta(days=day_no)
        for line in lines:
            if line[1] == "99":
                continue
            seq = seqs[int(str(line[0]))]
            own = [v for v in vehicles if v[6] == line[0] and v[7] is None]
            n = {"metro": 9, "tram": 5, "bus": 5}[str(line[3])]
            if line[7]:
                n = 3
            for _ in range(n):
                outbound = rng.random() < 0.5
                a, b = (seq[0], seq[-1]) if outbound else (seq[-1], seq[0])
                if rng.random() < 0.1 and len(seq) > 4:  # short working
                    b = seq[-2] if outbound else seq[1]
                if line[7]:
                    hour = rng.choice([23, 0, 1, 2])
                else:
                    hour = rng.randint(5, 22)
                when = dt.datetime(date.year, date.month, date.day, hour, rng.choice(range(0, 60, 5)))
                if line[7] and hour < 5:
                    when += dt.timedelta(days=1)
                vehicle = rng.choice(own) if own else None
                if str(line[3]) == "bus" and rng.random() < 0.15:
                    vehicle = rng.choice(vehicles[-4:])
                cancelled = rng.random() < 0.05
                if cancelled:
                    trips.append([line[0], vehicle[0] if vehicle and rng.random() < 0.5 else None, a, b, iso(when), "cancelled", None, None])
                    continue
                base = {"metro": 90, "tram": 180, "bus": 420}[str(line[3])]
                delay = unique_int(rng, -120, 300 + int(base * rng.uniform(0.5, 6.0)), delays)
                cap = int(str(vehicle[5])) if vehicle else 120
                board = None if rng.random() < 0.06 else int(cap * rng.uniform(0.1, 1.1))
                trips.append([line[0], vehicle[0] if vehicle else None, a, b, iso(when), "completed", delay, board])
    trips.sort(key=lambda t: (str(t[4]), int(str(t[0]))))
    trip_rows = [(i, *t) for i, t in enumerate(trips, start=1)]
    return {"t_line": lines, "t_stop": stop_rows, "t_line_stop": links, "t_vehicle": vehicles, "t_trip": trip_rows}
