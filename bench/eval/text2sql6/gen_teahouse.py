"""Deterministic data for the `teahouse` schema (a tea-house chain in China; Chinese text values)."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

BRANCHES = [
    ("一茗堂·西湖店", "杭州", "西湖区", "2019-04-18", 80, "true"),
    ("一茗堂·滨江店", "杭州", "滨江区", "2021-09-01", 46, "false"),
    ("一茗堂·静安店", "上海", "静安区", "2020-06-12", 64, "true"),
    ("一茗堂·徐汇店", "上海", "徐汇区", "2022-03-20", 38, "false"),
    ("一茗堂·三里屯店", "北京", "朝阳区", "2021-05-08", 72, "true"),
    ("一茗堂·天河店", "广州", "天河区", "2023-01-15", 52, "false"),
    ("一茗堂·宽窄巷子店", "成都", "青羊区", "2023-10-01", 90, "true"),
    ("一茗堂·春熙路店", "成都", "锦江区", "2025-04-01", 40, "false"),
]
TEAS = [  # name, category, origin, seasonal, launch year, base price (CNY, 500 ml)
    ("西湖龙井", "绿茶", "浙江杭州", "true", 2019, 38), ("碧螺春", "绿茶", "江苏苏州", "true", 2019, 34),
    ("黄山毛峰", "绿茶", "安徽黄山", "false", 2019, 28), ("信阳毛尖", "绿茶", "河南信阳", "false", 2020, 26),
    ("安吉白茶", "绿茶", "浙江安吉", "true", 2021, 32), ("白毫银针", "白茶", "福建福鼎", "false", 2019, 42),
    ("白牡丹", "白茶", "福建福鼎", "false", 2020, 30), ("老寿眉", "白茶", "福建政和", "false", 2022, 24),
    ("大红袍", "乌龙茶", "福建武夷山", "false", 2019, 40), ("铁观音", "乌龙茶", "福建安溪", "false", 2019, 30),
    ("凤凰单丛", "乌龙茶", "广东潮州", "false", 2020, 36), ("冻顶乌龙", "乌龙茶", "台湾南投", "false", 2021, 34),
    ("东方美人", "乌龙茶", "台湾新竹", "true", 2022, 45), ("正山小种", "红茶", "福建武夷山", "false", 2019, 29),
    ("祁门红茶", "红茶", "安徽祁门", "false", 2019, 27), ("滇红", "红茶", "云南凤庆", "false", 2020, 25),
    ("金骏眉", "红茶", "福建武夷山", "false", 2021, 48), ("普洱熟茶", "黑茶", "云南普洱", "false", 2019, 33),
    ("普洱生茶", "黑茶", "云南西双版纳", "false", 2020, 37), ("安化黑茶", "黑茶", "湖南安化", "false", 2022, 26),
    ("茉莉花茶", "花茶", "福建福州", "false", 2019, 22), ("菊花茶", "花茶", "浙江桐乡", "true", 2020, 18),
    ("桂花乌龙", "花茶", "广西桂林", "true", 2023, 29), ("君山银针", "黄茶", "湖南岳阳", "false", 2024, 52),
]
SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐")
GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "洋", "艳", "勇", "军", "杰", "娟", "涛", "明", "超",
         "秀英", "晓明", "子涵", "雨桐", "浩然", "欣怡", "梓萱", "一鸣", "思远", "佳怡", "俊杰", "文博", "诗涵"]
FOREIGN = ["Emily Chen", "Liam O'Connor", "Sophie Martin", "Kenji Watanabe", "Anna Schmidt", "David Lee"]
TIERS = ["普通", "普通", "普通", "银卡", "银卡", "金卡"]
CHANNELS = ["堂食", "堂食", "堂食", "外卖", "外卖", "自提"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    branches = [(i, *b) for i, b in enumerate(BRANCHES, start=1)]
    teas = [(i, n, c, o, s, y) for i, (n, c, o, s, y, _) in enumerate(TEAS, start=1)]
    menu = []
    mid = 0
    taken: set[int] = set()
    by_branch: dict[int, list[int]] = {}
    for b in range(1, 9):
        markup = {1: 4, 2: 0, 3: 6, 4: 3, 5: 8, 6: 2, 7: 1, 8: 1}[b]
        offered = sorted(rng.sample(range(1, 24), rng.randint(12, 17)))  # tea 24 (君山银针) is on no menu
        for t in offered:
            base = TEAS[t - 1][5] + markup
            for ml in (350, 500) if rng.random() < 0.6 else (500,):
                mid += 1
                target = base * 100 if ml == 500 else (base - 6) * 100
                tenths = unique_int(rng, target - 300, target + 300, taken, step=10) // 10
                on_sale = "false" if rng.random() < 0.08 else "true"
                menu.append((mid, b, t, ml, tenths / 10, on_sale))
                by_branch.setdefault(b, []).append(mid)
    members = []
    names = set()
    for m in range(1, 301):
        if m % 50 == 7:
            name = FOREIGN[(m // 50) % len(FOREIGN)]
        else:
            name = rng.choice(SURNAMES) + rng.choice(GIVEN)
        names.add(name)
        phone = None if rng.random() < 0.12 else f"1{rng.choice([3, 5, 8])}{rng.randint(0, 9)}{rng.randint(10000000, 99999999)}"
        tier = rng.choice(TIERS)
        joined = day(rng, "2019-05-01", "2025-02-28")
        home = None if rng.random() < 0.1 else rng.randint(1, 7)
        birth = None if rng.random() < 0.15 else rng.randint(1965, 2006)
        members.append((m, name, phone, tier, iso(joined), birth, home))
    orders, lines = [], []
    for o in range(1, 721):
        b = rng.choices(range(1, 8), [20, 10, 18, 9, 14, 8, 12])[0]
        member = None if rng.random() < 0.3 else rng.randint(1, 300)
        at = dt.datetime.combine(day(rng, "2024-10-01", "2025-03-31"), dt.time(rng.randint(9, 21), rng.randint(0, 59)))
        channel = rng.choice(CHANNELS)
        rating = None if rng.random() < 0.55 else rng.choices([1, 2, 3, 4, 5], [3, 5, 15, 40, 37])[0]
        orders.append((o, b, member, iso(at), channel, rating))
        available = [x for x in by_branch[b] if menu[x - 1][5] == "true"]
        for item in rng.sample(available, rng.choices([1, 2, 3, 4], [45, 35, 15, 5])[0]):
            lines.append((o, item, rng.choices([1, 2, 3, 4], [70, 20, 7, 3])[0], "true" if rng.random() < 0.3 else "false"))
    return {"Branch": branches, "Tea": teas, "MenuItem": menu, "Member": members, "TeaOrder": orders, "OrderLine": lines}
