# ruff: noqa: E501
"""华东城际铁路客运公司票务库（railway）: a Chinese intercity railway operator's ticketing database,
written by a Chinese team. Lower snake_case table names, partly pinyin (`zhan`, `checi`), partly English
(`stop_time`, `seat_class`, `fare`, `passenger`, `ticket_order`, `refund`); mixed English / pinyin
columns; Chinese comments on every table and column; Chinese values. Data as of 2025-07-10 ("today").

Run `python gen_railway.py` to write railway/schema.sql and railway/data.sql (byte-identical on rerun);
`build.py` calls `generate()` with the suite's seed.
"""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from seedtools import day, iso  # noqa: E402

TODAY = dt.date(2025, 7, 10)
NOW = dt.datetime(2025, 7, 10, 18, 0, 0)
FIRST_ORDER = dt.datetime(2025, 3, 20, 6, 0, 0)

# name, telegraph code, city, province, grade, opened
STATIONS = [
    ("上海虹桥", "AOH", "上海", "上海", "特等", "2010-07-01"),
    ("上海", "SHH", "上海", "上海", "特等", "1987-12-28"),
    ("南京南", "NKH", "南京", "江苏", "特等", "2011-06-28"),
    ("南京", "NJH", "南京", "江苏", "特等", "1968-10-01"),
    ("苏州", "SZH", "苏州", "江苏", "一等", "1906-07-16"),
    ("苏州北", "OHH", "苏州", "江苏", "一等", "2011-06-30"),
    ("无锡", "WXH", "无锡", "江苏", "一等", "1906-07-16"),
    ("无锡东", "WGH", "无锡", "江苏", "二等", "2011-06-30"),
    ("常州北", "ESH", "常州", "江苏", "二等", "2011-06-30"),
    ("镇江南", "EZH", "镇江", "江苏", "二等", "2011-06-30"),
    ("杭州东", "HGH", "杭州", "浙江", "特等", "2013-07-01"),
    ("杭州西", "HVH", "杭州", "浙江", "一等", "2022-09-22"),
    ("嘉兴南", "EPH", "嘉兴", "浙江", "二等", "2010-10-26"),
    ("绍兴北", "SLH", "绍兴", "浙江", "二等", "2013-07-01"),
    ("宁波", "NGH", "宁波", "浙江", "特等", "2013-07-01"),
    ("湖州", "VZH", "湖州", "浙江", "二等", "2013-07-01"),
    ("合肥南", "ENH", "合肥", "安徽", "特等", "2014-10-16"),
    ("合肥", "HFH", "合肥", "安徽", "一等", "2006-06-30"),
    ("芜湖", "WHH", "芜湖", "安徽", "一等", "2019-12-30"),
    ("黄山北", "NYH", "黄山", "安徽", "二等", "2015-06-28"),
    ("蚌埠南", "BMH", "蚌埠", "安徽", "一等", "2011-06-30"),
    ("蚌埠", "BBH", "蚌埠", "安徽", "一等", "1911-12-01"),
    ("徐州东", "UUH", "徐州", "江苏", "特等", "2011-06-30"),
    ("徐州", "XCH", "徐州", "江苏", "特等", "1910-12-01"),
    ("句容", "JUH", "镇江", "江苏", "三等", "2025-06-28"),  # new: no train stops here yet
]
ZID = {s[0]: i for i, s in enumerate(STATIONS, 1)}

# route name: [(station, km from the route's first station)]
ROUTES = {
    "jinghu": [
        ("上海虹桥", 0),
        ("苏州北", 84),
        ("无锡东", 126),
        ("常州北", 165),
        ("镇江南", 237),
        ("南京南", 295),
        ("蚌埠南", 474),
        ("徐州东", 630),
    ],
    "huning": [
        ("上海虹桥", 0),
        ("苏州北", 84),
        ("无锡东", 126),
        ("常州北", 165),
        ("镇江南", 237),
        ("南京南", 295),
    ],
    "hukun": [("上海虹桥", 0), ("嘉兴南", 84), ("杭州东", 159), ("绍兴北", 217), ("宁波", 314)],
    "huhang": [("上海虹桥", 0), ("嘉兴南", 84), ("杭州东", 159)],
    "ninghang": [("南京南", 0), ("湖州", 185), ("杭州东", 256)],
    "hehang": [("合肥南", 0), ("芜湖", 136), ("湖州", 308), ("杭州西", 392)],
    "hening": [
        ("合肥南", 0),
        ("南京南", 166),
        ("镇江南", 224),
        ("常州北", 296),
        ("无锡东", 335),
        ("苏州北", 377),
        ("上海虹桥", 461),
    ],
    "hanghuang": [("杭州西", 0), ("黄山北", 250)],
    "chengji": [("上海", 0), ("苏州", 84), ("无锡", 126), ("南京", 301)],
    "putong_xu": [("上海", 0), ("苏州", 86), ("无锡", 128), ("南京", 303), ("蚌埠", 485), ("徐州", 649)],
    "putong_he": [("上海", 0), ("苏州", 86), ("无锡", 128), ("南京", 303), ("合肥", 461)],
}

# train no, route, reversed, origin departure, stop pattern (a = all, e = express, string of 0/1 = explicit),
# car type, cars, first run, suspended from (None = running)
TRAINS = [
    ("G7011", "jinghu", False, "07:05", "e", "CR400AF", 16, "2019-01-05", None),
    ("G7013", "jinghu", False, "09:32", "a", "CR400BF", 8, "2018-07-01", None),
    ("G7015", "jinghu", False, "13:18", "e", "CR400AF", 16, "2020-01-10", None),
    ("G7017", "jinghu", False, "17:46", "a", "CRH380A", 8, "2016-05-15", None),
    ("G7012", "jinghu", True, "06:48", "e", "CR400AF", 16, "2019-01-05", None),
    ("G7014", "jinghu", True, "10:15", "a", "CR400BF", 8, "2018-07-01", None),
    ("G7016", "jinghu", True, "14:40", "e", "CR400AF", 16, "2020-01-10", None),
    ("G7018", "jinghu", True, "18:22", "a", "CRH380A", 8, "2016-05-15", None),
    ("G7021", "huning", False, "06:30", "100001", "CR400AF", 8, "2021-07-01", None),
    ("G7023", "huning", False, "11:55", "a", "CRH380B", 8, "2015-03-01", None),
    ("G7025", "huning", False, "20:10", "110101", "CR400BF", 8, "2022-01-20", None),
    ("G7022", "huning", True, "07:40", "100001", "CR400AF", 8, "2021-07-01", None),
    ("G7024", "huning", True, "12:48", "a", "CRH380B", 8, "2015-03-01", "2025-06-01"),
    ("G7026", "huning", True, "21:05", "101011", "CR400BF", 8, "2022-01-20", None),
    ("G7501", "hukun", False, "08:02", "a", "CR400AF", 8, "2017-09-21", None),
    ("G7503", "hukun", False, "15:36", "10101", "CR400BF", 16, "2019-07-01", None),
    ("G7502", "hukun", True, "07:20", "a", "CR400AF", 8, "2017-09-21", None),
    ("G7504", "hukun", True, "16:58", "10101", "CR400BF", 16, "2019-07-01", None),
    ("G7511", "huhang", False, "10:26", "101", "CRH380A", 8, "2014-12-10", None),
    ("G7512", "huhang", True, "19:14", "101", "CRH380A", 8, "2014-12-10", None),
    ("G7601", "ninghang", False, "08:40", "a", "CRH380B", 8, "2013-07-01", None),
    ("G7603", "ninghang", False, "16:05", "101", "CR400AF", 8, "2020-06-01", None),
    ("G7602", "ninghang", True, "09:12", "a", "CRH380B", 8, "2013-07-01", None),
    ("G7604", "ninghang", True, "18:30", "101", "CR400AF", 8, "2020-06-01", None),
    ("G7701", "hehang", False, "07:55", "a", "CR400BF", 8, "2022-09-22", None),
    ("G7702", "hehang", True, "15:20", "a", "CR400BF", 8, "2022-09-22", None),
    ("G7201", "hening", False, "06:55", "1100101", "CR400AF", 16, "2018-01-25", None),
    ("G7202", "hening", True, "17:10", "1010011", "CR400AF", 16, "2018-01-25", None),
    ("D3021", "hening", False, "08:18", "a", "CRH2A", 8, "2012-04-10", None),
    ("D3023", "hening", False, "14:02", "a", "CRH2A", 8, "2012-04-10", None),
    ("D3022", "hening", True, "09:45", "a", "CRH2A", 8, "2012-04-10", None),
    ("D3024", "hening", True, "15:33", "a", "CRH2A", 8, "2012-04-10", "2025-05-20"),
    ("G7801", "hanghuang", False, "09:08", "a", "CR400AF", 8, "2022-09-22", None),
    ("G7802", "hanghuang", True, "13:50", "a", "CR400AF", 8, "2022-09-22", None),
    ("D5401", "chengji", False, "07:12", "a", "CRH1A", 8, "2010-07-01", None),
    ("D5403", "chengji", False, "12:30", "1001", "CRH1A", 8, "2010-07-01", None),
    ("D5405", "chengji", False, "18:45", "a", "CRH1A", 16, "2011-01-01", None),
    ("D5402", "chengji", True, "08:05", "a", "CRH1A", 8, "2010-07-01", None),
    ("D5404", "chengji", True, "16:20", "1001", "CRH1A", 16, "2011-01-01", None),
    ("K1157", "putong_xu", False, "21:40", "a", "25G", 18, "2008-04-18", None),
    ("K1158", "putong_xu", True, "20:52", "a", "25G", 18, "2008-04-18", None),
    ("T131", "putong_xu", False, "08:35", "100101", "25K", 16, "2006-09-01", None),
    ("T132", "putong_xu", True, "13:25", "100101", "25K", 16, "2006-09-01", None),
    ("K8401", "putong_he", False, "06:12", "a", "25G", 16, "2009-07-01", None),
    ("K8402", "putong_he", True, "14:48", "a", "25G", 16, "2009-07-01", None),
]

# name, 12306 code, applies to
SEAT_CLASSES = [
    ("商务座", "9", "动车组"),
    ("一等座", "M", "动车组"),
    ("二等座", "O", "动车组"),
    ("软卧", "4", "普速"),
    ("硬卧", "3", "普速"),
    ("硬座", "1", "普速"),
    ("无座", "WZ", "通用"),
    ("高级软卧", "6", "普速"),  # no train sells it
]
SID = {s[0]: i for i, s in enumerate(SEAT_CLASSES, 1)}
# classes sold per train letter, yuan per km, share of orders
CLASSES = {
    "G": [("二等座", 0.46, 78), ("一等座", 0.74, 16), ("商务座", 1.46, 6)],
    "D": [("二等座", 0.31, 82), ("一等座", 0.50, 12), ("无座", 0.31, 6)],
    "K": [("硬座", 0.135, 45), ("硬卧", 0.24, 30), ("软卧", 0.37, 10), ("无座", 0.135, 15)],
    "T": [("硬座", 0.15, 45), ("硬卧", 0.26, 32), ("软卧", 0.40, 13), ("无座", 0.15, 10)],
}
SPEED = {"G": 265, "D": 185, "T": 105, "K": 82}

SURNAMES = list(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
)
GIVEN_M = [
    "伟",
    "强",
    "磊",
    "军",
    "勇",
    "杰",
    "涛",
    "斌",
    "浩",
    "鹏",
    "宇轩",
    "子豪",
    "俊杰",
    "志强",
    "建华",
    "国庆",
    "晓东",
    "文博",
    "明辉",
    "天宇",
    "海峰",
    "振宇",
    "思远",
    "嘉诚",
    "立新",
    "永刚",
    "浩然",
    "一鸣",
    "家豪",
    "博文",
]
GIVEN_F = [
    "芳",
    "娜",
    "敏",
    "静",
    "丽",
    "艳",
    "婷",
    "雪",
    "颖",
    "琳",
    "晓燕",
    "雨萱",
    "欣怡",
    "梓涵",
    "诗琪",
    "佳怡",
    "秀英",
    "桂兰",
    "玉兰",
    "丽娟",
    "思琪",
    "雅婷",
    "梦瑶",
    "慧敏",
    "婉清",
    "子涵",
    "若曦",
    "晨曦",
    "海燕",
    "美玲",
]
FOREIGN = [
    ("John Smith", "男", "护照", "1984-03-12"),
    ("Emily Clark", "女", "护照", "1991-11-02"),
    ("Yuki Tanaka", "女", "护照", "1988-06-25"),
    ("Kim Minjun", "男", "护照", "1995-01-30"),
    ("Lukas Müller", "男", "护照", "1979-09-08"),
    ("Sophie Martin", "女", "护照", "2001-04-17"),
]
PERMIT = [
    ("陈嘉欣", "女", "港澳居民来往内地通行证", "1993-08-14"),
    ("黄志明", "男", "港澳居民来往内地通行证", "1976-02-03"),
    ("何家俊", "男", "港澳居民来往内地通行证", "1999-12-21"),
    ("林怡君", "女", "台湾居民来往大陆通行证", "1987-05-09"),
    ("吴俊宏", "男", "台湾居民来往大陆通行证", "1982-10-30"),
]
# (province prefix of ID, weight)
REGIONS = [
    ("3201", 16),
    ("3101", 14),
    ("3205", 8),
    ("3302", 4),
    ("3301", 10),
    ("3401", 8),
    ("3202", 5),
    ("3203", 4),
    ("3411", 2),
    ("3408", 2),
    ("3211", 2),
    ("4101", 2),
    ("4201", 2),
    ("3702", 2),
]
REFUND_REASONS = [("行程变更", 40), ("个人原因", 22), ("买错车次", 9), ("身体不适", 6), (None, 23)]


def hm(minutes: int) -> str:
    minutes %= 1440
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def to_min(text: str) -> int:
    return int(text[:2]) * 60 + int(text[3:])


def half_yuan(value: float) -> float:
    """Round to the nearest 0.5 yuan, as ticket prices are."""
    return round(value * 2) / 2


def id_number(rng: random.Random, born: dt.date, male: bool, taken: set[str]) -> str:
    while True:
        region = rng.choices([r[0] for r in REGIONS], [r[1] for r in REGIONS])[0]
        seq = rng.randint(0, 99) * 10 + rng.choice([1, 3, 5, 7, 9] if male else [0, 2, 4, 6, 8])
        body = f"{region}{rng.randint(1, 29):02d}{born:%Y%m%d}{seq:03d}"
        weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        check = "10X98765432"[sum(int(c) * w for c, w in zip(body, weights, strict=True)) % 11]
        if body + check not in taken:
            taken.add(body + check)
            return body + check


def build_trains(
    rng: random.Random,
) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]], dict[int, dict[str, object]]]:
    checi_rows, stop_rows = [], []
    info: dict[int, dict[str, object]] = {}
    used_runtime: set[int] = set()
    for cid, (no, route, rev, dep, pattern, model, cars, first, stop) in enumerate(TRAINS, 1):
        letter = no[0]
        stations = ROUTES[route]
        total = stations[-1][1]
        if rev:
            stations = [(name, total - km) for name, km in reversed(stations)]
        n = len(stations)
        if pattern == "a":
            keep = [True] * n
        elif pattern == "e":
            keep = [i in (0, n - 1) or rng.random() < 0.35 for i in range(n)]
        else:
            keep = [c == "1" for c in (pattern[::-1] if rev else pattern)]
        stops = [s for s, k in zip(stations, keep, strict=True) if k]
        t = to_min(dep)
        seq_rows = []
        for i, (name, km) in enumerate(stops):
            if i == 0:
                arr, dwell, dep_t = None, None, t
            else:
                seg = km - stops[i - 1][1]
                t += round(seg / SPEED[letter] * 60) + (5 if letter in "GD" else 9) + rng.randint(0, 3)
                arr = t
                if i == len(stops) - 1:
                    dwell, dep_t = None, None
                else:
                    dwell = rng.randint(2, 4) if letter in "GD" else rng.choice([3, 4, 6, 8, 10, 12])
                    dep_t = arr + dwell
                    t = dep_t
            seq_rows.append([cid, i + 1, ZID[name], arr, dep_t, dwell, km])
        runtime = t - to_min(dep)
        while runtime in used_runtime:  # unique runtimes: no ties for "longest / fastest" questions
            runtime += 1
            t += 1
            seq_rows[-1][3] += 1
        used_runtime.add(runtime)
        base = to_min(dep)
        for r in seq_rows:
            arr_m, dep_m = r[3], r[4]
            point = dep_m if dep_m is not None else arr_m
            kuatian = (point // 1440) - (base // 1440)
            stop_rows.append(
                (
                    r[0],
                    r[1],
                    r[2],
                    None if arr_m is None else hm(arr_m),
                    None if dep_m is None else hm(dep_m),
                    r[5],
                    r[6],
                    kuatian,
                )
            )
        km_total = stops[-1][1]
        checi_rows.append(
            (
                cid,
                no,
                ZID[stops[0][0]],
                ZID[stops[-1][0]],
                dep,
                hm(t),
                runtime,
                km_total,
                model,
                cars,
                first,
                stop,
            )
        )
        info[cid] = {
            "no": no,
            "letter": letter,
            "stops": [
                (ZID[name], km, r[4] if r[4] is not None else r[3])
                for (name, km), r in zip(stops, seq_rows, strict=True)
            ],
            "first": dt.date.fromisoformat(first),
            "stop": dt.date.fromisoformat(stop) if stop else None,
            "factor": rng.uniform(0.97, 1.05),
            "cars": cars,
        }
    return checi_rows, stop_rows, info


def seat_for(
    rng: random.Random,
    letter: str,
    cls: str,
    cars: int,
    taken: set[tuple[object, ...]],
    key: tuple[object, ...],
) -> tuple[int | None, str | None]:
    if cls == "无座":
        return None, None
    while True:
        if letter in "GD":
            if cls == "商务座":
                car, row, letters = 1, rng.randint(1, 3), "ACF"
            elif cls == "一等座":
                car, row, letters = rng.randint(2, 3 if cars == 16 else 2), rng.randint(1, 13), "ACDF"
            else:
                car, row, letters = rng.randint(4 if cars == 16 else 3, cars), rng.randint(1, 18), "ABCDF"
            seat = f"{row:02d}{rng.choice(letters)}"
        else:
            if cls == "软卧":
                car, seat = rng.choice([8, 9]), f"{rng.randint(1, 9):02d}{rng.choice(['上', '下'])}铺"
            elif cls == "硬卧":
                car, seat = (
                    rng.randint(10, cars),
                    f"{rng.randint(1, 20):02d}{rng.choice(['上', '中', '下'])}铺",
                )
            else:
                car, seat = rng.randint(1, 7), f"{rng.randint(1, 118):03d}"
        if (*key, car, seat) not in taken:
            taken.add((*key, car, seat))
            return car, seat


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    zhan = [(i, s[0], s[1], s[2], s[3], s[4], s[5]) for i, s in enumerate(STATIONS, 1)]
    checi, stop_time, info = build_trains(rng)
    seat_class = [(i, s[0], s[1], s[2]) for i, s in enumerate(SEAT_CLASSES, 1)]

    # ---------------------------------------------------------------- fares (full adult price, yuan)
    fare: dict[tuple[int, int, int, int], float] = {}
    for cid, t in info.items():
        stops = t["stops"]
        assert isinstance(stops, list)
        for i in range(len(stops)):
            for j in range(i + 1, len(stops)):
                km = stops[j][1] - stops[i][1]
                for cls, rate, _ in CLASSES[str(t["letter"])]:
                    price = half_yuan(
                        km * rate * float(str(t["factor"])) + (1.0 if t["letter"] in "KT" else 0.0)
                    )
                    fare[(cid, stops[i][0], stops[j][0], SID[cls])] = price
    fare_rows = [(k[0], k[1], k[2], k[3], v) for k, v in sorted(fare.items())]

    # ---------------------------------------------------------------- passengers
    people = []
    taken_ids: set[str] = set()
    names_seen: set[str] = set()
    for _ in range(286):
        male = rng.random() < 0.52
        while True:
            name = rng.choice(SURNAMES) + rng.choice(GIVEN_M if male else GIVEN_F)
            if name not in names_seen and name not in ("王伟", "陈思远", "林晓燕"):
                break
        names_seen.add(name)
        born = (
            day(rng, "1950-01-01", "2016-12-31")
            if rng.random() < 0.93
            else day(rng, "2003-01-01", "2007-12-31")
        )
        people.append({"name": name, "male": male, "born": born, "idtype": "居民身份证"})
    people.append({"name": "王伟", "male": True, "born": dt.date(1986, 4, 9), "idtype": "居民身份证"})
    people.append({"name": "王伟", "male": True, "born": dt.date(1993, 10, 27), "idtype": "居民身份证"})
    people.append(
        {
            "name": "陈思远",
            "male": True,
            "born": dt.date(1990, 2, 14),
            "idtype": "居民身份证",
            "refunder": True,
        }
    )
    people.append(
        {
            "name": "林晓燕",
            "male": False,
            "born": dt.date(1985, 7, 3),
            "idtype": "居民身份证",
            "frequent": True,
        }
    )
    for name, sex, kind, born in FOREIGN + PERMIT:
        people.append(
            {"name": name, "male": sex == "男", "born": dt.date.fromisoformat(born), "idtype": kind}
        )
    rng.shuffle(people)
    passenger = []
    for idx, p in enumerate(people):
        pid = 10001 + idx
        p["id"] = pid
        born = p["born"]
        assert isinstance(born, dt.date)
        age = (TODAY - born).days // 365
        if p["idtype"] == "居民身份证":
            no = id_number(rng, born, bool(p["male"]), taken_ids)
        elif p["idtype"] == "护照":
            no = f"{rng.choice('EPGK')}{rng.randint(10000000, 99999999)}"
        elif p["idtype"].startswith("港澳"):
            no = f"{rng.choice('HM')}{rng.randint(10000000, 99999999)}"
        else:
            no = f"{rng.randint(10000000, 99999999)}"
        phone = (
            None
            if (p["idtype"] != "居民身份证" and rng.random() < 0.5) or (age < 12 and rng.random() < 0.6)
            else f"1{rng.choice(['38', '39', '50', '58', '36', '86', '88', '77', '99', '35'])}{rng.randint(10000000, 99999999)}"
        )
        student = p["idtype"] == "居民身份证" and 17 <= age <= 23 and rng.random() < 0.75
        p["student"] = student
        p["child"] = age < 14
        reg = dt.datetime(2025, 3, 19, 23, 0, 0) - dt.timedelta(minutes=rng.randint(0, 60 * 24 * 365 * 6))
        if rng.random() < 0.08:
            reg = dt.datetime(2025, 3, 20) + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 110))
        p["reg"] = reg
        passenger.append(
            (
                pid,
                p["name"],
                "男" if p["male"] else "女",
                p["idtype"],
                no,
                iso(born),
                phone,
                "学生" if student else "成人",
                iso(reg),
            )
        )

    # passengers who never buy: about one in eight, never the pinned ones
    buyers = [p for p in people if not p.get("refunder") and not p.get("frequent")]
    rng.shuffle(buyers)
    never = {p["id"] for p in buyers[:38]}
    buyers = [p for p in buyers[38:]]
    buyers.sort(key=lambda p: int(str(p["id"])))

    # ---------------------------------------------------------------- orders
    letters_weight = {"G": 6, "D": 3, "T": 2, "K": 2}
    cids = list(info)
    cweights = [letters_weight[str(info[c]["letter"])] for c in cids]
    raw: list[dict[str, object]] = []
    taken_seats: set[tuple[object, ...]] = set()

    def dep_at(cid: int, zid: int, date: dt.date) -> dt.datetime:
        for z, _, m in info[cid]["stops"]:  # type: ignore[attr-defined]
            if z == zid:
                return dt.datetime(date.year, date.month, date.day) + dt.timedelta(minutes=m)
        raise KeyError(zid)

    def make(p: dict[str, object], cid: int, start: dt.date, end: dt.date, refund: str | None = None) -> None:
        t = info[cid]
        stops = t["stops"]
        assert isinstance(stops, list)
        lo = max(start, t["first"])  # type: ignore[type-var]
        hi = end if t["stop"] is None else min(end, t["stop"] - dt.timedelta(days=1))  # type: ignore[operator]
        if lo > hi:
            return
        run_date = day(rng, lo.isoformat(), hi.isoformat())
        n = len(stops)
        if rng.random() < 0.45:
            i, j = 0, n - 1
        else:
            i = rng.randint(0, n - 2)
            j = rng.randint(i + 1, n - 1)
        cls_list = CLASSES[str(t["letter"])]
        cls = rng.choices([c[0] for c in cls_list], [c[2] for c in cls_list])[0]
        board = dep_at(cid, stops[i][0], run_date)
        lead = dt.timedelta(
            minutes=rng.randint(40, 60 * 24 * 14)
            if rng.random() < 0.85
            else rng.randint(60 * 24 * 14, 60 * 24 * 15)
        )
        ordered = board - lead
        if ordered < FIRST_ORDER or ordered > NOW or ordered < p["reg"]:  # type: ignore[operator]
            return
        full = fare[(cid, stops[i][0], stops[j][0], SID[cls])]
        kind = "成人票"
        price = full
        if p["child"] and rng.random() < 0.9:
            kind, price = "儿童票", half_yuan(full * 0.5)
        elif p["student"] and cls in ("二等座", "硬座", "无座") and rng.random() < 0.8:
            kind, price = "学生票", half_yuan(full * 0.75)
        raw.append(
            {
                "p": p["id"],
                "cid": cid,
                "date": board.date(),
                "board": board,
                "from": stops[i][0],
                "to": stops[j][0],
                "cls": cls,
                "kind": kind,
                "price": price,
                "ordered": ordered,
                "refund": refund,
                "run": run_date,
            }
        )

    for _ in range(1560):
        make(rng.choice(buyers), rng.choices(cids, cweights)[0], dt.date(2025, 3, 22), dt.date(2025, 7, 24))
    pinned = {p["id"]: p for p in people}
    refunder = next(p for p in people if p.get("refunder"))
    frequent = next(p for p in people if p.get("frequent"))
    g_trains = [c for c in cids if info[c]["letter"] == "G"]
    for _ in range(6):
        make(refunder, rng.choice(g_trains), dt.date(2025, 6, 3), dt.date(2025, 6, 27), refund="force")
    for _ in range(3):
        make(refunder, rng.choice(g_trains), dt.date(2025, 4, 3), dt.date(2025, 5, 27))
    nh = [c for c in cids if str(info[c]["no"]).startswith(("G702", "G701"))]
    for _ in range(24):
        make(frequent, rng.choice(nh), dt.date(2025, 3, 25), dt.date(2025, 7, 20))
    assert pinned

    # statuses, refunds, rebookings
    raw.sort(key=lambda o: (o["ordered"], o["p"]))
    extra: list[dict[str, object]] = []
    for o in raw:
        ordered, board = o["ordered"], o["board"]
        assert isinstance(ordered, dt.datetime) and isinstance(board, dt.datetime)
        o["yuan"] = None
        if ordered.date() == TODAY and rng.random() < 0.4:
            o["status"], o["paid"] = "待支付", None
            continue
        paid = ordered + dt.timedelta(seconds=rng.randint(20, 25 * 60))
        o["paid"] = paid
        last = min(board - dt.timedelta(minutes=20), NOW)
        r = rng.random()
        if o["refund"] == "force":
            r = 0.0
        if last > paid + dt.timedelta(minutes=30) and r < 0.13 and o["p"] != frequent["id"]:
            o["status"] = "已退票"
            when = paid + (last - paid) * rng.random()
            if o["refund"] == "force":
                when = max(
                    paid + dt.timedelta(minutes=31),
                    min(last, board - dt.timedelta(days=rng.randint(1, 3), minutes=rng.randint(0, 600))),
                )
            o["refund_at"] = when.replace(microsecond=0)
        elif last > paid + dt.timedelta(minutes=30) and r < 0.19 and o["p"] != refunder["id"]:
            o["status"] = "已改签"
            when = (paid + (last - paid) * rng.random()).replace(microsecond=0)
            t = info[int(str(o["cid"]))]
            new_run = o["run"] + dt.timedelta(days=rng.randint(1, 4))  # type: ignore[operator]
            if t["stop"] is not None and new_run >= t["stop"]:  # type: ignore[operator]
                o["status"] = "已支付"
                continue
            new_board = dep_at(int(str(o["cid"])), int(str(o["from"])), new_run)
            cls = str(o["cls"])
            if rng.random() < 0.25 and cls == "二等座":
                cls = "一等座"
            full = fare[(int(str(o["cid"])), int(str(o["from"])), int(str(o["to"])), SID[cls])]
            price = full if o["kind"] != "儿童票" else half_yuan(full * 0.5)
            if o["kind"] == "学生票" and cls == o["cls"]:
                price = o["price"]
            extra.append(
                {
                    **o,
                    "date": new_board.date(),
                    "board": new_board,
                    "cls": cls,
                    "price": price,
                    "kind": o["kind"]
                    if cls == o["cls"]
                    else ("成人票" if o["kind"] == "学生票" else o["kind"]),
                    "ordered": when,
                    "paid": when + dt.timedelta(seconds=rng.randint(5, 90)),
                    "status": "已支付",
                    "yuan": o,
                    "refund": None,
                    "run": new_run,
                }
            )
        else:
            o["status"] = "已支付"
    allo = raw + extra
    allo.sort(key=lambda o: (o["ordered"], o["p"]))
    order_rows, refund_rows = [], []
    taken_no: set[int] = set()
    for idx, o in enumerate(allo):
        o["id"] = 500001 + idx
    refund_id = 0
    for o in allo:
        while True:
            num = rng.randint(100000000, 999999999)
            if num not in taken_no:
                taken_no.add(num)
                break
        t = info[int(str(o["cid"]))]
        car, seat = seat_for(
            rng, str(t["letter"]), str(o["cls"]), int(str(t["cars"])), taken_seats, (o["cid"], o["run"])
        )
        yuan = o["yuan"]
        yuan_id = yuan["id"] if isinstance(yuan, dict) else None
        order_rows.append(
            (
                o["id"],
                f"E{num}",
                o["p"],
                o["cid"],
                iso(o["date"]),
                o["from"],
                o["to"],
                SID[str(o["cls"])],
                o["kind"],
                o["price"],
                car,
                seat,
                o["status"],
                iso(o["ordered"]),
                iso(o["paid"]),
                yuan_id,
            )
        )  # type: ignore[arg-type]
        if o["status"] == "已退票":
            when = o["refund_at"]
            board = o["board"]
            assert isinstance(when, dt.datetime) and isinstance(board, dt.datetime)
            before = board - when
            rate = (
                0.0
                if before >= dt.timedelta(days=8)
                else 0.05
                if before >= dt.timedelta(hours=48)
                else 0.10
                if before >= dt.timedelta(hours=24)
                else 0.20
            )
            price = float(str(o["price"]))
            fee = half_yuan(price * rate)
            done = when + dt.timedelta(hours=rng.randint(2, 24 * 6), minutes=rng.randint(0, 59))
            if done > NOW or (when > NOW - dt.timedelta(days=3) and rng.random() < 0.6):
                done = None
            reason = rng.choices([r[0] for r in REFUND_REASONS], [r[1] for r in REFUND_REASONS])[0]
            refund_id += 1
            refund_rows.append((900000 + refund_id, o["id"], iso(when), fee, price - fee, iso(done), reason))
    assert never
    return {
        "zhan": zhan,
        "checi": checi,
        "stop_time": stop_time,
        "seat_class": seat_class,
        "fare": fare_rows,
        "passenger": passenger,
        "ticket_order": order_rows,
        "refund": refund_rows,
    }


SCHEMA_SQL = """\
-- 华东城际铁路客运有限公司 票务系统（节选）
-- 数据截至 2025-07-10（今天），最后一笔下单时间不晚于 2025-07-10 18:00:00；已售车票的乘车日期最晚到 2025-07-25。
-- 车次号首字母表示列车等级：G = 高速动车组（高铁），D = 动车组，T = 特快旅客列车，K = 快速旅客列车。
-- 时刻一律为 'HH:MM' 文本（24 小时制）；金额单位为元；里程单位为公里；时长单位为分钟。

-- 车站
CREATE TABLE zhan (
    zhan_id       INTEGER     NOT NULL,  -- 车站编号
    zhan_ming     VARCHAR(20) NOT NULL,  -- 站名，如 南京南、上海虹桥（不带"站"字）
    dianbao_ma    CHAR(3)     NOT NULL,  -- 电报码，三位大写字母，如 NKH
    chengshi      VARCHAR(20) NOT NULL,  -- 所在城市（不带"市"字），如 南京、杭州；同一城市可有多个车站
    sheng         VARCHAR(10) NOT NULL,  -- 所在省份/直辖市，如 江苏、浙江、安徽、上海
    dengji        VARCHAR(4)  NOT NULL,  -- 车站等级：特等 / 一等 / 二等 / 三等
    kaitong_date  DATE        NOT NULL,  -- 开通运营日期
    PRIMARY KEY (zhan_id)
);

-- 车次（每个车次每天开行一趟）
CREATE TABLE checi (
    checi_id          INTEGER     NOT NULL,  -- 车次内部编号
    train_no          VARCHAR(8)  NOT NULL,  -- 车次号，如 G7012、D3021、K1158；首字母为列车等级（见文件头）
    shifa_zhan_id     INTEGER     NOT NULL,  -- 始发站
    zhongdao_zhan_id  INTEGER     NOT NULL,  -- 终到站
    dep_time          CHAR(5)     NOT NULL,  -- 始发站开车时间 HH:MM
    arr_time          CHAR(5)     NOT NULL,  -- 终到站到达时间 HH:MM（可能是次日，见 stop_time.kuatian）
    yunxing_fenzhong  INTEGER     NOT NULL,  -- 全程运行时长，单位：分钟
    licheng_km        INTEGER     NOT NULL,  -- 全程里程，单位：公里
    chexing           VARCHAR(12) NOT NULL,  -- 车型：CR400AF / CR400BF = 复兴号，CRH 开头 = 和谐号，25G / 25K = 普速客车
    bianzu            INTEGER     NOT NULL,  -- 编组辆数（节数）
    kaixing_date      DATE        NOT NULL,  -- 首次开行日期
    tingyun_date      DATE,                  -- 停运日期（自该日起不再开行）；NULL = 正常开行
    PRIMARY KEY (checi_id),
    UNIQUE (train_no),
    FOREIGN KEY (shifa_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (zhongdao_zhan_id) REFERENCES zhan (zhan_id)
);

-- 车次经停站时刻表（车次与车站的多对多关系）
CREATE TABLE stop_time (
    checi_id     INTEGER NOT NULL,  -- 车次
    stop_seq     INTEGER NOT NULL,  -- 站序，始发站为 1，按行驶方向递增
    zhan_id      INTEGER NOT NULL,  -- 经停车站
    arr_time     CHAR(5),           -- 到站时间 HH:MM；NULL = 始发站
    dep_time     CHAR(5),           -- 开车时间 HH:MM；NULL = 终到站
    tingliu_fen  INTEGER,           -- 停站时长，单位：分钟；始发站和终到站为 NULL
    licheng_km   INTEGER NOT NULL,  -- 距始发站里程，单位：公里（始发站为 0）
    kuatian      INTEGER NOT NULL,  -- 跨天：0 = 与始发同日，1 = 次日
    PRIMARY KEY (checi_id, stop_seq),
    UNIQUE (checi_id, zhan_id),
    FOREIGN KEY (checi_id) REFERENCES checi (checi_id),
    FOREIGN KEY (zhan_id) REFERENCES zhan (zhan_id)
);

-- 席别
CREATE TABLE seat_class (
    seat_class_id  INTEGER     NOT NULL,  -- 席别编号
    xibie_ming     VARCHAR(10) NOT NULL,  -- 席别名称：商务座 / 一等座 / 二等座 / 软卧 / 硬卧 / 硬座 / 无座 / 高级软卧
    xibie_code     VARCHAR(2)  NOT NULL,  -- 12306 席别代码（9 商务座，M 一等座，O 二等座，4 软卧，3 硬卧，1 硬座，WZ 无座，6 高级软卧）
    shiyong        VARCHAR(6)  NOT NULL,  -- 适用列车：动车组 / 普速 / 通用
    PRIMARY KEY (seat_class_id)
);

-- 票价表：某车次从上车站到下车站、某席别的成人全价票价
CREATE TABLE fare (
    checi_id       INTEGER      NOT NULL,  -- 车次
    from_zhan_id   INTEGER      NOT NULL,  -- 上车站
    to_zhan_id     INTEGER      NOT NULL,  -- 下车站（在该车次上位于上车站之后）
    seat_class_id  INTEGER      NOT NULL,  -- 席别
    piaojia        DECIMAL(8,2) NOT NULL,  -- 成人全价票价，单位：元
    PRIMARY KEY (checi_id, from_zhan_id, to_zhan_id, seat_class_id),
    FOREIGN KEY (checi_id) REFERENCES checi (checi_id),
    FOREIGN KEY (from_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (to_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (seat_class_id) REFERENCES seat_class (seat_class_id)
);

-- 乘客（常用联系人）
CREATE TABLE passenger (
    passenger_id       INTEGER     NOT NULL,  -- 乘客编号
    xingming           VARCHAR(40) NOT NULL,  -- 姓名（外籍乘客为护照上的英文名）；可能重名
    xingbie            VARCHAR(2)  NOT NULL,  -- 性别：男 / 女
    zhengjian_leixing  VARCHAR(20) NOT NULL,  -- 证件类型：居民身份证 / 护照 / 港澳居民来往内地通行证 / 台湾居民来往大陆通行证
    zhengjian_hao      VARCHAR(20) NOT NULL,  -- 证件号码
    chusheng_date      DATE        NOT NULL,  -- 出生日期
    shouji             VARCHAR(11),           -- 手机号；NULL = 未登记手机号
    lvke_leixing       VARCHAR(4)  NOT NULL,  -- 旅客类型：成人 / 学生（学生 = 已通过学生资质核验，可购学生票）
    zhuce_time         TIMESTAMP   NOT NULL,  -- 添加（注册）时间
    PRIMARY KEY (passenger_id),
    UNIQUE (zhengjian_leixing, zhengjian_hao)
);

-- 车票订单（一行一张票）
CREATE TABLE ticket_order (
    order_id        INTEGER      NOT NULL,  -- 订单编号
    order_no        VARCHAR(12)  NOT NULL,  -- 12306 订单号，E 开头
    passenger_id    INTEGER      NOT NULL,  -- 乘车人
    checi_id        INTEGER      NOT NULL,  -- 车次
    cheng_che_date  DATE         NOT NULL,  -- 乘车日期（在上车站上车的日期）
    from_zhan_id    INTEGER      NOT NULL,  -- 上车站
    to_zhan_id      INTEGER      NOT NULL,  -- 下车站
    seat_class_id   INTEGER      NOT NULL,  -- 席别
    piao_zhong      VARCHAR(6)   NOT NULL,  -- 票种：成人票 / 学生票 / 儿童票
    piaojia         DECIMAL(8,2) NOT NULL,  -- 实付票价，单位：元（学生票、儿童票为优惠后的价格）
    chexiang        INTEGER,                -- 车厢号；NULL = 无座票，未分配座位
    zuowei_hao      VARCHAR(8),             -- 座位号/铺位号，如 05F、012、07下铺；NULL = 无座票，未分配座位
    order_status    VARCHAR(6)   NOT NULL,  -- 订单状态：待支付 / 已支付 / 已退票 / 已改签（已改签 = 原票已改签为新订单，新订单的 yuan_order_id 指向本单）
    xiadan_time     TIMESTAMP    NOT NULL,  -- 下单时间
    zhifu_time      TIMESTAMP,              -- 支付时间；NULL = 尚未支付（待支付）
    yuan_order_id   INTEGER,                -- 改签前的原订单；NULL = 不是改签产生的订单
    PRIMARY KEY (order_id),
    UNIQUE (order_no),
    FOREIGN KEY (passenger_id) REFERENCES passenger (passenger_id),
    FOREIGN KEY (checi_id) REFERENCES checi (checi_id),
    FOREIGN KEY (from_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (to_zhan_id) REFERENCES zhan (zhan_id),
    FOREIGN KEY (seat_class_id) REFERENCES seat_class (seat_class_id),
    FOREIGN KEY (yuan_order_id) REFERENCES ticket_order (order_id)
);

-- 退票记录（每张已退票的订单一条）
CREATE TABLE refund (
    refund_id      INTEGER      NOT NULL,  -- 退票编号
    order_id       INTEGER      NOT NULL,  -- 被退的订单
    shenqing_time  TIMESTAMP    NOT NULL,  -- 退票申请时间
    shouxufei      DECIMAL(8,2) NOT NULL,  -- 退票手续费，单位：元（开车前 8 天以上免费，48 小时以上 5%，24 小时以上 10%，不足 24 小时 20%）
    tuikuan_jine   DECIMAL(8,2) NOT NULL,  -- 应退金额，单位：元（= 实付票价 - 手续费）
    tuikuan_time   TIMESTAMP,              -- 退款到账时间；NULL = 退款处理中，尚未到账
    yuanyin        VARCHAR(20),            -- 退票原因；NULL = 乘客未填写
    PRIMARY KEY (refund_id),
    UNIQUE (order_id),
    FOREIGN KEY (order_id) REFERENCES ticket_order (order_id)
);
"""


def main() -> None:
    from text2sql_tools import write_data

    (HERE / "railway").mkdir(exist_ok=True)
    (HERE / "railway" / "schema.sql").write_text(SCHEMA_SQL, encoding="utf-8")
    path = write_data(HERE, "railway")
    print(f"wrote railway/schema.sql and {path.relative_to(HERE)}")


if __name__ == "__main__":
    main()
