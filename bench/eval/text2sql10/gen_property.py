"""苏州安居物业 (Suzhou Anju Property Services): a residential property-management company running six 小区
in Suzhou, data from 2025-01-01 to 2025-09-30. camelCase columns mixed with pinyin (xiaoquId, louHao,
jianzhuArea, wuyeFee, gongzhong, pingfen), tables a mix of lowerCamel, pinyin and snake (xiaoqu, louDong,
fangwu, resident, staff, wuye_bill, baoxiu, parking_space). Chinese text values almost everywhere; expat
residents (mostly tenants in the 工业园区 小区) keep their names in Latin letters. Bill amounts in fen
(INTEGER), prices, salaries, repair material fees and parking fees in yuan (DECIMAL), areas in square metres.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

END = dt.datetime(2025, 9, 30, 23, 59, 59)
MONTHS = [f"2025-{m:02d}" for m in range(1, 10)]

# id, name, district, address, built, taken over, fee 元/m²/month, hotline
XIAOQU = [
    (1, "竹园新村", "姑苏区", "竹园路88号", 1998, "2016-03-01", "0.85", "0512-65231188"),
    (2, "翠微苑", "吴中区", "翠微街120号", 2008, "2018-07-01", "1.60", "0512-65862201"),
    (3, "金鸡湖花园", "工业园区", "星港街200号", 2012, "2012-10-01", "2.80", "0512-62953300"),
    (4, "星湖国际", "工业园区", "星湖街318号", 2016, "2016-06-01", "3.50", "0512-62887766"),
    (5, "东沙湖壹号", "工业园区", "东沙湖路1号", 2021, "2021-12-01", "4.20", "0512-62661010"),
    (6, "枫桥雅苑", "高新区", "枫桥路56号", 2019, "2025-09-01", "2.20", "0512-68090606"),
]

XIAOQU_IDS = [row[0] for row in XIAOQU]

# xiaoqu -> list of (louHao, floors, danyuan count, flats per floor per danyuan, elevator)
BUILDINGS = {
    1: [("1栋", 6, 1, 2, 0), ("2栋", 6, 1, 2, 0), ("3栋", 6, 1, 2, 0), ("5栋", 6, 1, 2, 0)],  # no 4栋 (不吉利)
    2: [("1栋", 11, 1, 2, 1), ("2栋", 11, 1, 2, 1), ("3栋", 11, 1, 2, 1), ("6栋", 7, 1, 2, 0)],
    3: [("1幢", 16, 1, 2, 1), ("2幢", 12, 1, 3, 1), ("3幢", 12, 1, 2, 1)],
    4: [("A座", 15, 1, 3, 1), ("B座", 15, 1, 3, 1), ("C座", 10, 1, 3, 1)],
    5: [("1号楼", 8, 1, 2, 1), ("2号楼", 8, 1, 2, 1), ("3号楼", 8, 1, 2, 1), ("5号楼", 8, 1, 2, 1)],
    6: [("1栋", 11, 1, 2, 1), ("2栋", 11, 1, 2, 1)],
}
# xiaoqu -> (area range, huxing choices, tenant share, foreign share among tenants, foreign owner share)
PROFILE = {
    1: ((52, 89), ["一室一厅", "两室一厅", "两室一厅", "三室一厅"], 0.30, 0.0, 0.0),
    2: ((78, 128), ["两室一厅", "两室两厅", "三室两厅", "三室两厅"], 0.22, 0.05, 0.0),
    3: ((89, 143), ["两室两厅", "三室两厅", "三室两厅", "四室两厅"], 0.32, 0.35, 0.03),
    4: ((95, 186), ["两室两厅", "三室两厅", "三室两厅", "四室两厅"], 0.48, 0.70, 0.07),
    5: ((138, 268), ["三室两厅", "四室两厅", "四室两厅", "五室三厅"], 0.14, 0.50, 0.04),
    6: ((86, 132), ["两室两厅", "三室两厅", "三室两厅"], 0.20, 0.0, 0.0),
}

SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁沈")
GIVEN_M = list("伟强磊军洋勇杰涛明超斌鹏辉刚健峰波宇浩然博文国平立新东振一鸣建豪天佑飞晨阳志海俊子轩航")
GIVEN_F = list("芳娜敏静丽艳婷雪慧玲秀英兰雅琴晓燕梦瑶诗涵欣怡佳琪雨萱思彤美华红梅婉清可若曦春霞")
NOT_ALONE = set("子一天然佑立新建国文博可若美晓梦诗欣佳雨思婉春振")  # only as part of a two-character given name
NOT_LAST = set("一子")
# expats: name, gender, nationality
FOREIGNERS = [
    ("Michael Brown", "男", "美国"), ("Sarah Johnson", "女", "美国"), ("David Miller", "男", "美国"),
    ("Emily Davis", "女", "美国"), ("James Wilson", "男", "英国"), ("Oliver Smith", "男", "英国"),
    ("Charlotte Evans", "女", "英国"), ("Thomas Müller", "男", "德国"), ("Anna Schmidt", "女", "德国"),
    ("Lukas Becker", "男", "德国"), ("Julia Fischer", "女", "德国"), ("Stefan Wagner", "男", "德国"),
    ("Pierre Dubois", "男", "法国"), ("Camille Laurent", "女", "法国"), ("佐藤健一", "男", "日本"),
    ("田中由美", "女", "日本"), ("山本大辉", "男", "日本"), ("Kim Minjun", "男", "韩国"),
    ("Park Jiwoo", "女", "韩国"), ("Lee Seojun", "男", "韩国"), ("Tan Wei Ming", "男", "新加坡"),
    ("Lim Hui Shan", "女", "新加坡"), ("Marco Rossi", "男", "意大利"), ("Sophie Martin", "女", "法国"),
    ("Daniel O'Connor", "男", "爱尔兰"), ("Ryan Taylor", "男", "澳大利亚"), ("Chloe Wright", "女", "澳大利亚"),
    ("Hans Keller", "男", "瑞士"), ("Erik Johansson", "男", "瑞典"), ("Ingrid Larsen", "女", "丹麦"),
    ("Rahul Sharma", "男", "印度"), ("Priya Patel", "女", "印度"), ("John Miller", "男", "加拿大"),
    ("Emma Thompson", "女", "加拿大"), ("Carlos García", "男", "西班牙"), ("Jan de Vries", "男", "荷兰"),
    ("Michael Brown", "男", "英国"),  # a second Michael Brown, British
    ("Nguyen Van An", "男", "越南"), ("Alexei Ivanov", "男", "俄罗斯"), ("铃木美穗", "女", "日本"),
    ("Robert Clark", "男", "美国"), ("Jessica Lee", "女", "美国"), ("Kevin Walker", "男", "美国"),
    ("Laura Hall", "女", "美国"), ("Matthew King", "男", "英国"), ("Hannah Scott", "女", "英国"),
    ("Felix Weber", "男", "德国"), ("Lena Hoffmann", "女", "德国"), ("Maximilian Koch", "男", "德国"),
    ("Nicolas Bernard", "男", "法国"), ("渡边翔太", "男", "日本"), ("高桥彩", "女", "日本"),
    ("Choi Yuna", "女", "韩国"), ("Jung Hoseok", "男", "韩国"), ("Ong Kai Xiang", "男", "新加坡"),
    ("Luca Bianchi", "男", "意大利"), ("Sean Murphy", "男", "爱尔兰"), ("Jack Anderson", "男", "澳大利亚"),
    ("Mia Novak", "女", "捷克"), ("Piotr Nowak", "男", "波兰"), ("Ana Souza", "女", "巴西"),
    ("Arjun Mehta", "男", "印度"), ("Noah Roberts", "男", "加拿大"), ("Isabel Fernández", "女", "西班牙"),
    ("Sanne Bakker", "女", "荷兰"), ("Mikko Virtanen", "男", "芬兰"), ("Olivia Harris", "女", "新西兰"),
    ("Ahmed Hassan", "男", "埃及"), ("Yusuf Demir", "男", "土耳其"),
]

# staff: key, name, 工种, xiaoqu (None = roving), leader key, hired, left (None = still here), salary 元
STAFF = [
    ("zhou", "周建国", "维修主管", None, None, "2014-05-06", None, "11800.00"),
    ("chen", "陈立新", "维修主管", None, None, "2013-03-18", None, "12350.00"),
    ("wangdm", "王德明", "水电工", 1, "zhou", "2016-03-01", None, "6850.00"),
    ("liucs", "刘长顺", "管道工", 1, "zhou", "2017-08-14", None, "6420.00"),
    ("zhanght", "张海涛", "水电工", 2, "zhou", "2018-07-01", None, "7150.00"),
    ("liwd", "李卫东", "木工", 2, "zhou", "2019-04-22", None, "6680.00"),
    ("sunzq", "孙志强", "泥瓦工", 2, "zhou", "2020-10-12", None, "6530.00"),
    ("zhengk", "郑凯", "电梯维保", None, "zhou", "2018-09-03", None, "8260.00"),
    ("wugp", "吴国平", "综合维修", 6, "zhou", "2025-09-01", None, "6200.00"),
    ("huangl", "黄磊", "水电工", 3, "chen", "2013-05-20", None, "8040.00"),
    ("hey", "何勇", "管道工", 3, "chen", "2015-11-09", None, "7380.00"),
    ("maj", "马俊", "木工", 3, "chen", "2019-02-25", None, "6960.00"),
    ("linf", "林峰", "水电工", 4, "chen", "2016-06-01", None, "8470.00"),
    ("luob", "罗斌", "管道工", 4, "chen", "2017-03-13", None, "7620.00"),
    ("gaox", "高翔", "泥瓦工", 4, "chen", "2021-05-17", None, "6790.00"),
    ("liangxd", "梁晓东", "综合维修", 4, "chen", "2022-08-08", None, "6310.00"),
    ("songy", "宋宇", "水电工", 5, "chen", "2021-12-01", None, "7880.00"),
    ("xiew", "谢文", "管道工", 5, "chen", "2022-03-21", None, "7240.00"),
    ("tangl", "唐亮", "电梯维保", None, "chen", "2016-07-11", "2025-06-30", "8590.00"),
    ("fengt", "冯涛", "电梯维保", None, "chen", "2025-07-01", None, "7960.00"),
    ("xujh", "许嘉豪", "木工", 5, "chen", "2025-09-22", None, "6150.00"),  # too new: no repair yet
]

# category, 工种, public area?, weight per xiaoqu age class, urgent share, descriptions
CATEGORIES = [
    ("水管漏水", "管道工", False, 14, 0.45, ["厨房水管漏水", "卫生间水管滴水", "热水器接口漏水", "楼上漏水到我家"]),
    ("下水道堵塞", "管道工", False, 10, 0.30, ["厨房下水道堵了", "马桶堵塞", "地漏返水", "洗手池下水慢"]),
    ("电路跳闸", "水电工", False, 10, 0.40, ["家里总闸跳闸", "插座没电", "厨房电路短路", "空调插座跳闸"]),
    ("灯具损坏", "水电工", False, 6, 0.0, ["客厅吸顶灯不亮", "卫生间灯坏了", "阳台灯闪烁"]),
    ("门窗维修", "木工", False, 8, 0.10, ["入户门锁坏了", "窗户关不严", "阳台推拉门卡住", "卧室门合页松动"]),
    ("墙面渗水", "泥瓦工", False, 6, 0.05, ["外墙渗水", "卫生间墙面发霉渗水", "顶楼天花板渗水"]),
    ("瓷砖空鼓", "泥瓦工", False, 4, 0.0, ["客厅地砖空鼓", "厨房墙砖脱落", "卫生间地砖开裂"]),
    ("电梯故障", "电梯维保", True, 7, 0.60, ["电梯困人", "电梯异响", "电梯按钮失灵", "电梯门关不上"]),
    ("门禁故障", "综合维修", True, 4, 0.10, ["单元门禁刷卡无反应", "小区大门道闸不抬杆", "可视对讲没声音"]),
    ("公共照明", "水电工", True, 5, 0.0, ["楼道灯不亮", "地库灯坏了几盏", "路灯不亮"]),
]
REPAIRS_PER_XIAOQU = {1: 128, 2: 118, 3: 132, 4: 150, 5: 76, 6: 0}  # 枫桥雅苑 taken over 2025-09: none yet

# parking: xiaoqu -> list of (prefix, location, count, type weights (产权, 租赁), 租金 元, 管理费 元, charger share)
PARKING = {
    1: [("DM", "地面", 18, (0, 1), 150, 0, 0.0)],
    2: [("B1", "地下一层", 44, (1, 1), 350, 60, 0.15)],
    3: [("B1", "地下一层", 40, (2, 1), 450, 80, 0.25), ("DM", "地面", 12, (0, 1), 260, 0, 0.0)],
    4: [("B1", "地下一层", 40, (1, 1), 600, 100, 0.35), ("B2", "地下二层", 36, (1, 2), 520, 100, 0.20)],
    5: [("B1", "地下一层", 48, (3, 1), 680, 120, 0.60)],
    6: [("B1", "地下一层", 30, (1, 1), 380, 70, 0.20)],
}
PLATE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
CHANNELS = ["微信", "微信", "微信", "支付宝", "支付宝", "银行代扣", "现金"]


def chinese_name(rng: random.Random, gender: str) -> str:
    chars = GIVEN_M if gender == "男" else GIVEN_F
    given = rng.choice(chars)
    if rng.random() < 0.7 or given in NOT_ALONE:
        given += rng.choice([c for c in chars if c not in NOT_LAST])
    return rng.choice(SURNAMES) + given


def rand_time(rng: random.Random, start: dt.datetime, end: dt.datetime) -> dt.datetime:
    span = int((end - start).total_seconds() // 60)
    when = start + dt.timedelta(minutes=rng.randint(0, max(0, span)))
    if when.hour < 7:
        when += dt.timedelta(hours=8)
    return min(when, end)


def plate(rng: random.Random, taken: set[str]) -> str:
    while True:
        prov = rng.choices(["苏E", "苏U", "苏A", "沪A", "浙E"], [86, 4, 4, 4, 2])[0]
        if rng.random() < 0.3:  # 新能源 plates have six characters after the prefix
            body = rng.choice("DF") + "".join(rng.choice("0123456789") for _ in range(5))
        else:
            body = rng.choice(PLATE_LETTERS) + "".join(
                rng.choice("0123456789") if rng.random() < 0.8 else rng.choice(PLATE_LETTERS) for _ in range(4)
            )
        text = prov + body
        if text not in taken:
            taken.add(text)
            return text


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    xiaoqu = list(XIAOQU)
    price = {row[0]: float(row[6]) for row in XIAOQU}

    buildings, flats = [], []  # flats: dicts, turned into rows once residents are known
    areas: set[int] = set()
    for xq, blds in BUILDINGS.items():
        (lo, hi), huxings, *_ = PROFILE[xq]
        for louhao, floors, danyuans, per_floor, elevator in blds:
            bid = len(buildings) + 1
            buildings.append((bid, xq, louhao, floors, elevator))
            for dy in range(1, danyuans + 1):
                stack = [unique_int(rng, lo * 100, hi * 100, areas) for _ in range(per_floor)]
                for floor in range(1, floors + 1):
                    for pos in range(per_floor):
                        area = stack[pos] + rng.randint(-150, 150) if floor in (1, floors) else stack[pos]
                        while area in areas and floor in (1, floors):
                            area += 7
                        areas.add(area)
                        hx = huxings[min(len(huxings) - 1, (area - lo * 100) * len(huxings) // ((hi - lo) * 100 + 1))]
                        flats.append({"id": len(flats) + 1, "bid": bid, "xq": xq, "dy": dy, "floor": floor,
                                      "no": f"{floor}{pos + 1:02d}", "area": area, "huxing": hx})

    # residents: owners first (investors own several flats), then tenants
    residents: list[tuple[object, ...]] = []
    phones: set[str] = set()
    foreign_pool = list(FOREIGNERS)
    rng.shuffle(foreign_pool)

    def new_resident(kind: str, xq: int, foreign: bool, since: dt.date) -> int:
        if foreign and foreign_pool:
            name, gender, nat = foreign_pool.pop()
        else:
            gender = rng.choice(["男", "女"])
            name, nat = chinese_name(rng, gender), "中国"
        while True:
            phone = rng.choice(["13", "15", "17", "18", "19"]) + "".join(rng.choice("0123456789") for _ in range(9))
            if phone not in phones:
                phones.add(phone)
                break
        rid = len(residents) + 1
        residents.append((rid, name, gender, phone, nat, kind, iso(since)))
        return rid

    investors: dict[int, list[int]] = {}
    for f in flats:
        xq = f["xq"]
        taken_over = dt.date.fromisoformat(XIAOQU[xq - 1][5])
        built = dt.date(XIAOQU[xq - 1][4], 6, 30)
        first_reg = max(taken_over, built)
        unsold = xq in (5, 6) and rng.random() < 0.06
        if unsold:
            f["owner"] = None
            continue
        pool = investors.setdefault(xq, [])
        if pool and rng.random() < 0.07:
            f["owner"] = rng.choice(pool)
            f["investor_unit"] = True
            continue
        reg = first_reg + dt.timedelta(days=rng.randint(0, max(1, (dt.date(2024, 12, 31) - first_reg).days)))
        if xq == 6:
            reg = dt.date(2025, 9, 1) + dt.timedelta(days=rng.randint(0, 25))
        f["owner"] = new_resident("业主", xq, rng.random() < PROFILE[xq][4], reg)
        if rng.random() < 0.12:
            pool.append(f["owner"])
    for f in flats:
        xq = f["xq"]
        share = PROFILE[xq][2]
        f["tenant"], f["lease"] = None, None
        if f["owner"] is None:
            f["status"] = "空置"
            continue
        rented = rng.random() < (0.75 if f.get("investor_unit") else share)
        if rented:
            start = dt.date(2023, 1, 1) + dt.timedelta(days=rng.randint(0, 960))
            if xq == 6:
                start = dt.date(2025, 9, 1) + dt.timedelta(days=rng.randint(0, 20))
            f["tenant"] = new_resident("租户", xq, rng.random() < PROFILE[xq][3], start)
            end = start + dt.timedelta(days=365 * rng.choice([1, 1, 2, 2, 3]) - 1)
            while end < dt.date(2025, 8, 1):
                end += dt.timedelta(days=365)
            if rng.random() < 0.06:  # lease ran out, tenant not moved out / not yet renewed in the system
                end = dt.date(2025, 8, 1) + dt.timedelta(days=rng.randint(0, 55))
            f["lease"] = end
            f["status"] = "出租"
        else:
            f["status"] = "空置" if rng.random() < 0.08 else "自住"

    fangwu = [
        (f["id"], f["bid"], f["dy"], f["no"], f["floor"], f"{f['area'] // 100}.{f['area'] % 100:02d}", f["huxing"],
         f["owner"], f["tenant"], iso(f["lease"]), f["status"])
        for f in flats
    ]

    # staff
    staff, staff_id = [], {}
    salaries: set[str] = set()
    for key, name, work, xq, leader, hired, left, salary in STAFF:
        assert salary not in salaries
        salaries.add(salary)
        staff_id[key] = len(staff) + 1
        phone = "139" + "".join(rng.choice("0123456789") for _ in range(8))
        staff.append((staff_id[key], name, work, xq, staff_id[leader] if leader else None, phone, hired, left, salary))

    # bills: one per flat per month since take-over; payment habits per flat
    bills = []
    for f in flats:
        xq = f["xq"]
        taken = XIAOQU[xq - 1][5][:7]
        months = [m for m in MONTHS if m >= taken]
        fee = round(f["area"] * price[xq])  # area is in 1/100 m², price 元 -> fen
        elevator = buildings[f["bid"] - 1][4]
        habit = rng.choices(["prompt", "prepaid", "late", "chronic"], [70, 10, 15, 5])[0]
        if xq == 6 and habit == "prepaid":
            habit = "prompt"
        if f["owner"] is None:
            habit = "developer"
        chan = rng.choice(CHANNELS)
        prepaid_at = rand_time(rng, dt.datetime(2025, 1, 2, 8), dt.datetime(2025, 1, 25, 20))
        stop = rng.choice(MONTHS[2:7])
        for m in months:
            y, mo = int(m[:4]), int(m[5:])
            gongtan = (1400 if elevator else 600) + rng.randint(0, 900 if elevator else 400)
            first = dt.datetime(y, mo, 1, 8)
            if habit == "prompt":
                paid = rand_time(rng, first + dt.timedelta(days=rng.randint(0, 20)), first + dt.timedelta(days=24))
            elif habit == "prepaid":
                paid = prepaid_at
            elif habit == "late":
                paid = rand_time(rng, first + dt.timedelta(days=rng.randint(25, 80)), first + dt.timedelta(days=95))
            elif habit == "chronic":
                paid = None if m >= stop else rand_time(rng, first + dt.timedelta(days=3), first + dt.timedelta(days=40))
            else:  # developer pays unsold flats quarterly by bank transfer
                q_end = ((mo - 1) // 3 + 1) * 3
                paid = dt.datetime(y, q_end, 25, 10, 30) if q_end <= 12 else None
            if paid is not None and f["owner"] is not None:  # 枫桥雅苑 owners register during the take-over month
                registered = dt.datetime.fromisoformat(residents[f["owner"] - 1][6])
                if paid < registered:
                    paid = registered + dt.timedelta(hours=10, minutes=rng.randint(0, 500))
            if paid is not None and paid > END:
                paid = None
            channel = None
            if paid is not None:
                channel = "银行转账" if habit == "developer" else (chan if rng.random() < 0.85 else rng.choice(CHANNELS))
            bills.append([f["id"], m, fee, gongtan, paid, channel])
    bill_rows = [(i, *b[:4], iso(b[4]), b[5]) for i, b in enumerate(bills, 1)]

    # repair requests
    by_xq_flats: dict[int, list[dict]] = {}
    for f in flats:
        by_xq_flats.setdefault(f["xq"], []).append(f)
    has_elevator = {xq: any(b[4] for b in buildings if b[1] == xq) for xq in XIAOQU_IDS}
    residents_of: dict[int, list[int]] = {}
    for f in flats:
        for who in (f["owner"], f["tenant"]):
            if who is not None and (who == f["tenant"] or f["status"] == "自住"):
                residents_of.setdefault(f["xq"], []).append(who)

    idle = {staff_id["xujh"]}  # joined 2025-09-22, not yet on the rota

    def staff_for(xq: int, work: str, when: dt.datetime) -> int:
        def active(s: tuple) -> bool:
            return s[6] <= iso(when)[:10] and (s[7] is None or iso(when)[:10] <= s[7])
        local = [s for s in staff if s[3] == xq and s[2] == work and active(s) and s[0] not in idle]
        if not local and work == "电梯维保":
            group = "zhou" if xq in (1, 2, 6) else "chen"
            local = [s for s in staff if s[2] == work and s[4] == staff_id[group] and active(s)]
        if not local:
            local = [s for s in staff if s[3] == xq and s[2] in ("综合维修", "水电工") and active(s)]
        return rng.choice(local)[0]

    raw = []
    for xq, count in REPAIRS_PER_XIAOQU.items():
        cats = [c for c in CATEGORIES if c[0] != "电梯故障" or has_elevator[xq]]
        weights = [c[3] * (1.6 if xq == 1 and c[0] in ("水管漏水", "墙面渗水", "下水道堵塞") else 1) for c in cats]
        for _ in range(count):
            cat, work, public, _, urgent_share, descs = rng.choices(cats, weights)[0]
            when = rand_time(rng, dt.datetime(2025, 1, 1, 7), dt.datetime(2025, 9, 30, 21))
            if public:
                fid = None
                reporter = None
                if rng.random() < 0.6:
                    reporter = rng.choice([r for r in residents_of[xq] if residents[r - 1][6] <= iso(when)[:10]])
            else:
                while True:
                    f = rng.choice([f for f in by_xq_flats[xq] if f["status"] != "空置"])
                    reporter = f["tenant"] if f["status"] == "出租" else f["owner"]
                    if residents[reporter - 1][6] <= iso(when)[:10]:
                        break
                fid = f["id"]
            raw.append([when, xq, fid, reporter, cat, work, rng.choice(descs), 1 if rng.random() < urgent_share else 0])
    raw.sort(key=lambda r: r[0])
    repairs = []
    for rid, (when, xq, fid, reporter, cat, work, desc, urgent) in enumerate(raw, 1):
        assign_delay = dt.timedelta(minutes=rng.randint(10, 90) if urgent else rng.randint(30, 2400))
        work_time = dt.timedelta(minutes=rng.randint(40, 360) if urgent else rng.randint(120, 6000))
        if cat in ("墙面渗水", "瓷砖空鼓") and not urgent:
            work_time += dt.timedelta(days=rng.randint(1, 8))
        stuck = rng.random() < 0.025 and when > dt.datetime(2025, 7, 1)  # waiting for parts / owner
        staff_pick = staff_for(xq, work, when)
        if when + assign_delay > END or (not urgent and when > dt.datetime(2025, 9, 28, 18) and rng.random() < 0.7):
            sid, finish, status = None, None, "待派单"
        elif stuck or when + assign_delay + work_time > END:
            sid, finish, status = staff_pick, None, "维修中"
        else:
            sid, finish, status = staff_pick, when + assign_delay + work_time, "已完成"
        fee, score = None, None
        if status == "已完成":
            fee = "0.00"
            if fid is not None and rng.random() < 0.42:
                fee = f"{rng.randint(3, 96) * 5}.{rng.choice(['00', '00', '50'])}"
            if reporter is not None and rng.random() < 0.68:
                score = rng.choices([1, 2, 3, 4, 5], [3, 5, 14, 36, 42])[0]
        repairs.append((rid, xq, fid, reporter, cat, desc, urgent, iso(when), sid, iso(finish), status, fee, score))

    # parking spaces
    spaces = []
    plates: set[str] = set()
    for xq, zones in PARKING.items():
        locals_ = list(residents_of.get(xq, []))
        rng.shuffle(locals_)
        for prefix, location, count, type_w, rent, mgmt, charger in zones:
            for n in range(1, count + 1):
                kind = rng.choices(["产权", "租赁"], type_w)[0]
                user = None
                if (kind == "产权" or rng.random() < 0.72) and locals_ and rng.random() < 0.93:
                    user = locals_.pop()
                fee = f"{mgmt}.00" if kind == "产权" else f"{rent}.00"
                plate_no = plate(rng, plates) if user is not None else None
                spaces.append((len(spaces) + 1, xq, f"{prefix}-{n:03d}", location, kind, user, plate_no, fee,
                               1 if rng.random() < charger else 0))

    return {
        "xiaoqu": xiaoqu,
        "louDong": buildings,
        "resident": residents,
        "fangwu": fangwu,
        "staff": staff,
        "wuye_bill": bill_rows,
        "baoxiu": repairs,
        "parking_space": spaces,
    }

