"""Fitness-club chain in China (PascalCase singular tables, no comments): Club, MembershipPlan, Member,
Trainer, ClassSession, SessionBooking.

Chinese text values (club, city, district, plan, class, specialty and most person names); 'Y'/'N'
CHAR(1) flags; Gender 'M'/'F' not explained; price DECIMAL CNY; body weight in grams (unique);
class length in minutes; SessionBooking is the many-to-many session<->member link.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

CLUBS = [("力健徐汇店", "上海", "徐汇区", "2018-04-01", "Y", "Y"), ("力健静安店", "上海", "静安区", "2019-09-10", "N", "Y"),
         ("力健浦东店", "上海", "浦东新区", "2021-05-20", "Y", "N"), ("力健朝阳店", "北京", "朝阳区", "2018-11-18", "Y", "Y"),
         ("力健海淀店", "北京", "海淀区", "2020-07-01", "N", "N"), ("力健天河店", "广州", "天河区", "2019-03-15", "N", "Y"),
         ("力健南山店", "深圳", "南山区", "2022-01-08", "Y", "N"), ("力健西湖店", "杭州", "西湖区", "2023-04-22", "N", "N"),
         ("力健武侯店", "成都", "武侯区", "2024-08-01", "Y", "N")]  # opens after the data cut: no members
PLANS = [("月卡", 1, "399.00", "N"), ("季卡", 3, "1099.00", "N"), ("半年卡", 6, "1899.00", "N"), ("年卡", 12, "3288.00", "N"),
         ("全国通用年卡", 12, "4688.00", "Y"), ("学生季卡", 3, "799.00", "N"), ("企业年卡", 12, "2888.00", "Y")]
SURNAMES = list("王李张刘陈杨黄赵周吴徐孙马朱胡林郭何高罗郑梁谢宋唐许韩冯邓曹")
GIVEN = ["伟", "芳", "娜", "敏", "静", "磊", "洋", "艳", "勇", "杰", "婷", "涛", "明", "超", "晨", "浩然", "子涵", "欣怡",
         "一鸣", "思远", "雨桐", "梓萱", "俊杰", "佳琪", "宇轩", "诗涵", "志强", "丽娟"]
EN_NAMES = ["Michael Brown", "Sarah O'Brien", "Kenji Watanabe", "Anna Müller", "David Kim", "Emma Wilson",
            "Lucas Martin", "Olivia Chen"]
SPECS = {"瑜伽": ["流瑜伽", "阴瑜伽", "空中瑜伽"], "普拉提": ["普拉提垫上", "普拉提器械"], "力量": ["杠铃入门", "核心训练", "臀腿塑形"],
         "搏击": ["搏击操", "拳击基础"], "单车": ["动感单车"], "舞蹈": ["尊巴", "爵士舞"]}
TRAINER_NAMES = ["王磊", "李娜", "张伟", "陈静", "刘洋", "杨帆", "赵敏", "黄晓明", "周婷", "吴昊", "孙悦", "马超",
                 "朱莉", "胡军", "林峰", "郭晶晶", "何雪", "高远", "罗琳", "郑凯", "梁爽", "谢楠", "宋佳", "唐嫣",
                 "Jake Miller", "Maria Lopez", "李娜", "许文"]  # two trainers named 李娜


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    clubs = [(i, *c) for i, c in enumerate(CLUBS, start=1)]
    plans = [(i, *p) for i, p in enumerate(PLANS, start=1)]
    members: list[tuple[object, ...]] = []
    weights: set[int] = set()
    for i in range(1, 421):
        name = rng.choice(EN_NAMES) if rng.random() < 0.04 else rng.choice(SURNAMES) + rng.choice(GIVEN)
        if i == 100:
            name = "Sarah O'Brien"
        gender = rng.choice("MF")
        birth = None if rng.random() < 0.1 else rng.randint(1965, 2006)
        phone = None if rng.random() < 0.15 else f"1{rng.choice([35, 38, 39, 50, 58, 86, 88])}{rng.randint(10000000, 99999999)}"
        club = rng.choices(range(1, 9), [18, 14, 10, 16, 10, 12, 10, 6])[0]
        plan = rng.choices(range(1, 8), [20, 18, 12, 25, 8, 10, 7])[0]
        if plan == 6 and birth is not None and birth < 1998:
            plan = 2
        opened = str(CLUBS[club - 1][3])
        joined = day(rng, max(opened, "2022-06-01"), "2024-06-30")
        months = int(str(PLANS[plan - 1][1]))
        y, m = divmod(joined.month - 1 + months, 12)
        expires = dt.date(joined.year + y, m + 1, min(joined.day, 28))
        frozen = "Y" if rng.random() < 0.06 else "N"
        weight = None if rng.random() < 0.2 else unique_int(
            rng, 48000 if gender == "F" else 58000, 85000 if gender == "F" else 112000, weights, step=100)
        members.append((i, name, gender, birth, phone, club, plan, iso(joined), iso(expires), frozen, weight))
    trainers: list[tuple[object, ...]] = []
    rates: set[int] = set()
    specs = list(SPECS)
    for i, name in enumerate(TRAINER_NAMES, start=1):
        club = (i - 1) % 8 + 1 if i != 27 else 5
        rate = unique_int(rng, 150, 600, rates, step=10)
        trainers.append((i, name, club, specs[(i * 5) % len(specs)] if i != 28 else "力量", f"{rate}.00",
                         "N" if rng.random() < 0.2 else "Y"))
    sessions: list[list[object]] = []
    for _ in range(330):
        tr = rng.choice(trainers[:27])  # trainer 28 (许文, new) has no classes
        cls = rng.choice(SPECS[str(tr[3])])
        start = dt.datetime.combine(day(rng, "2024-05-06", "2024-06-30"),
                                    dt.time(rng.choice([7, 9, 12, 18, 19, 20]), rng.choice([0, 30])))
        dur = rng.choice([45, 45, 60, 60, 60, 75, 90]) if cls != "动感单车" else rng.choice([30, 45])
        cap = rng.choice([8, 10, 12, 15, 20, 25])
        cancelled = "Y" if rng.random() < 0.05 else "N"
        sessions.append([tr[2], tr[0], cls, start, dur, cap, cancelled])
    sessions.sort(key=lambda s: (s[3], s[1]))
    sess_rows = [(i, s[0], s[1], s[2], iso(s[3]), s[4], s[5], s[6]) for i, s in enumerate(sessions, start=1)]
    bookings: list[tuple[object, ...]] = []
    active = [m for m in members if m[9] == "N" and int(str(m[0])) <= 380]  # 381-420 never booked a class
    for s in sess_rows:
        start = dt.datetime.fromisoformat(str(s[4]))
        pool = [m for m in active if str(m[7]) < str(s[4])[:10]
                and (m[5] == s[1] or (m[6] in (5, 7) and rng.random() < 0.05))]
        n = rng.randint(0, min(int(str(s[6])), len(pool), 6))
        for m in rng.sample(pool, n):
            booked = start - dt.timedelta(minutes=rng.randint(30, 60 * 24 * 5))
            attended = "N" if s[7] == "Y" else ("Y" if rng.random() < 0.82 else "N")
            bookings.append((s[0], m[0], iso(booked), attended))
    return {"Club": clubs, "MembershipPlan": plans, "Member": members, "Trainer": trainers,
            "ClassSession": sess_rows, "SessionBooking": bookings}
