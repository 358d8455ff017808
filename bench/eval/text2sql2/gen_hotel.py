"""Hotel group (snake_case plural, Chinese values): hotels, rooms, guests, reservations, reviews."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

HOTELS = [
    # name, city, stars, opened year, pool
    ("西湖湖滨酒店", "杭州", 5, 2008, 1),
    ("杭州运河客栈", "杭州", 3, 2015, 0),
    ("钱江新城商务酒店", "杭州", 4, 2019, 0),
    ("外滩江景酒店", "上海", 5, 2001, 1),
    ("静安寺精品酒店", "上海", 4, 2016, 0),
    ("虹桥机场快捷酒店", "上海", 3, 2012, 0),
    ("浦东陆家嘴大酒店", "上海", 5, 2010, 1),
    ("北京国贸大酒店", "北京", 5, 1999, 1),
    ("王府井胡同四合院", "北京", 4, 2018, 0),
    ("北京南站快捷酒店", "北京", 3, 2011, 0),
    ("宽窄巷子客栈", "成都", 3, 2014, 0),
    ("成都太古里酒店", "成都", 5, 2017, 1),
    ("锦江宾馆", "成都", 4, 1996, 1),
    ("大雁塔文化酒店", "西安", 4, 2013, 0),
    ("西安钟楼饭店", "西安", 4, 1998, 0),
    ("珠江新城国际酒店", "广州", 5, 2009, 1),
    ("广州白云商务酒店", "广州", 3, 2020, 0),
    ("深圳湾海景酒店", "深圳", 5, 2015, 1),
    ("华强北智选酒店", "深圳", 3, 2021, 0),
    ("鼓浪屿海风别墅", "厦门", 4, 2012, 0),
    ("厦门环岛路度假酒店", "厦门", 5, 2018, 1),
    ("三亚亚龙湾度假酒店", "三亚", 5, 2007, 1),
    ("三亚海棠湾度假酒店", "三亚", 5, 2025, 1),
    ("丽江古城客栈", "丽江", 3, 2010, 0),
    ("玉龙雪山观景酒店", "丽江", 4, 2016, 1),
    ("苏州园林酒店", "苏州", 4, 2006, 0),
    ("金鸡湖畔酒店", "苏州", 5, 2014, 1),
    ("重庆解放碑酒店", "重庆", 4, 2011, 0),
    ("洪崖洞江景客栈", "重庆", 3, 2019, 0),
]
NEW_HOTEL = "三亚海棠湾度假酒店"  # opened 2025: rooms but no reservations
ROOM_TYPES = [
    # type, area range, max guests, price factor, weight
    ("标准双床房", (22, 32), 2, 1.0, 30),
    ("大床房", (24, 34), 2, 1.1, 30),
    ("豪华大床房", (32, 45), 2, 1.5, 15),
    ("家庭房", (38, 55), 4, 1.8, 10),
    ("行政套房", (55, 90), 3, 2.8, 6),
]
STAR_PRICE = {3: 260, 4: 480, 5: 900}
CITY_FACTOR = {"上海": 1.3, "北京": 1.25, "三亚": 1.35, "深圳": 1.15, "杭州": 1.1}
VIEWS = {
    "杭州": "湖景",
    "上海": "江景",
    "三亚": "海景",
    "厦门": "海景",
    "深圳": "海景",
    "重庆": "江景",
    "丽江": "山景",
}
SURNAMES = "王 李 张 刘 陈 杨 赵 黄 周 吴 徐 孙 马 朱 胡 郭 何 林 罗 高 郑 梁 谢 宋 唐 许 韩 冯 邓 曹".split()
GIVEN_M = "伟 强 磊 军 洋 勇 杰 涛 明 超 浩 宇 鹏 志强 建华 子轩 俊杰 文博".split()
GIVEN_F = "芳 娜 敏 静 丽 艳 娟 霞 婷 雪 颖 琳 欣怡 梓涵 思雨 雨桐 佳怡 晓燕".split()
FOREIGN = [
    ("Emily Clark", "女", "伦敦"),
    ("James Miller", "男", "纽约"),
    ("Sophie Martin", "女", "巴黎"),
    ("Hans Becker", "男", "柏林"),
    ("Yuki Tanaka", "女", "东京"),
    ("Kim Min-jun", "男", "首尔"),
    ("Olivia Brown", "女", "悉尼"),
    ("Lucas Silva", "男", "圣保罗"),
    ("Anna Kowalska", "女", "华沙"),
    ("David O'Connor", "男", "都柏林"),
    ("Emily Clark", "女", "多伦多"),
]
HOME_CITIES = (
    "北京 北京 上海 上海 广州 深圳 杭州 南京 武汉 成都 重庆 西安 天津 苏州 长沙 郑州 青岛 沈阳 哈尔滨 昆明 "
    "福州 合肥 济南 大连 宁波"
).split()
LEVELS = [None] * 9 + ["银卡"] * 5 + ["金卡"] * 3 + ["白金卡"] * 1
CHANNELS = ["携程"] * 9 + ["飞猪"] * 4 + ["美团"] * 4 + ["官网"] * 3 + ["前台"] * 2
GOOD = ["房间干净整洁", "服务热情周到", "位置很方便，离地铁近", "早餐种类丰富", "景色非常美", "性价比高", "床很舒服"]
BAD = ["隔音比较差", "空调有点吵", "前台办理入住太慢", "房间有异味", "早餐一般", "停车不方便"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    hotels = [(i, *h) for i, h in enumerate(HOTELS, start=1)]

    rooms: list[tuple[object, ...]] = []
    prices: set[int] = set()
    for hotel_id, _name, city, stars, _opened, _pool in hotels:
        floors = rng.randint(3, 9)
        numbers: set[int] = set()
        for _ in range(rng.randint(9, 16)):
            rtype, (lo, hi), guests, factor, _w = rng.choices(ROOM_TYPES, weights=[t[4] for t in ROOM_TYPES])[0]
            if rtype == "行政套房" and stars == 3:
                rtype, (lo, hi), guests, factor, _w = ROOM_TYPES[2]
            floor_no = rng.randint(2, floors) if rtype != "行政套房" else floors
            while True:
                number = floor_no * 100 + rng.randint(1, 30)
                if number not in numbers:
                    numbers.add(number)
                    break
            base = STAR_PRICE[int(str(stars))] * factor * CITY_FACTOR.get(str(city), 1.0)
            price = unique_int(rng, int(base * 0.85), int(base * 1.2), prices)
            view = VIEWS.get(str(city)) if rng.random() < 0.45 else None
            if view is None and rng.random() < 0.25:
                view = "城景"
            smoking = 1 if rng.random() < 0.08 else 0
            rooms.append(
                (len(rooms) + 1, hotel_id, str(number), rtype, floor_no, rng.randint(lo, hi), price, guests, view,
                 smoking)
            )

    guests: list[tuple[object, ...]] = []
    foreign = list(FOREIGN)
    for gid in range(1, 321):
        if gid % 29 == 0 and foreign:
            name, gender, city = foreign.pop(0)
        else:
            gender = rng.choice(["男", "女"])
            name = rng.choice(SURNAMES) + rng.choice(GIVEN_M if gender == "男" else GIVEN_F)
            city = rng.choice(HOME_CITIES)
        phone = f"1{rng.choice([3, 5, 7, 8])}{rng.randint(0, 9)}{rng.randint(10000000, 99999999)}"
        email = None if rng.random() < 0.3 else f"guest{gid:03d}@example.com"
        guests.append((gid, name, gender, rng.randint(1950, 2004), city, phone, email, rng.choice(LEVELS)))

    reservations: list[tuple[object, ...]] = []
    totals: set[int] = set()
    new_hotel_id = next(h[0] for h in hotels if h[1] == NEW_HOTEL)
    bookable = [r for r in rooms if r[1] != new_hotel_id]
    regulars = rng.sample(guests, 60)
    for _ in range(760):
        room = rng.choice(bookable)
        guest = rng.choice(regulars) if rng.random() < 0.35 else rng.choice(guests)
        check_in = day(rng, "2024-01-01", "2025-06-30")
        nights = rng.choices([1, 2, 3, 4, 5, 7], weights=[30, 30, 18, 10, 7, 5])[0]
        check_out = check_in + dt.timedelta(days=nights)
        rate = int(str(room[6])) * rng.uniform(0.8, 1.15)
        total = unique_int(rng, int(rate * nights * 100) - 300, int(rate * nights * 100) + 300, totals) / 100
        if check_out.isoformat() <= "2025-03-31":
            status = rng.choices(["已完成", "已取消", "未入住"], weights=[85, 10, 5])[0]
        else:
            status = rng.choices(["已确认", "已取消"], weights=[90, 10])[0]
        booked = dt.datetime.combine(check_in, dt.time(0, 0)) - dt.timedelta(
            days=rng.randint(1, 60), minutes=rng.randint(0, 1439)
        )
        adults = rng.randint(1, int(str(room[7])))
        reservations.append(
            [check_in, guest[0], room[0], iso(check_in), iso(check_out), nights, adults, total, status,
             rng.choice(CHANNELS), iso(booked)]
        )
    reservations.sort(key=lambda r: (r[0], r[1], r[2]))
    reservations_out = [(i, *r[1:]) for i, r in enumerate(reservations, start=1)]

    reviews: list[tuple[object, ...]] = []
    for res in reservations_out:
        if res[8] != "已完成" or rng.random() < 0.4:
            continue
        score = rng.choices([5.0, 4.8, 4.5, 4.2, 4.0, 3.5, 3.0, 2.5, 2.0, 1.0],
                            weights=[18, 16, 18, 12, 12, 8, 6, 4, 3, 3])[0]
        if rng.random() < 0.2:
            comment = None
        elif score >= 4.0:
            comment = "，".join(rng.sample(GOOD, rng.randint(1, 2)))
        else:
            comment = "，".join(rng.sample(BAD, rng.randint(1, 2)))
        out = dt.date.fromisoformat(str(res[4]))
        posted = dt.datetime.combine(out, dt.time(rng.randint(8, 23), rng.randint(0, 59))) + dt.timedelta(
            days=rng.randint(0, 14)
        )
        reviews.append((len(reviews) + 1, res[0], score, comment, iso(posted)))
    return {
        "hotels": hotels,
        "rooms": rooms,
        "guests": guests,
        "reservations": reservations_out,
        "reviews": reviews,
    }
