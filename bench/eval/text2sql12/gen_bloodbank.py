# ruff: noqa: E501
"""江苏省血液中心 (a provincial blood centre in Jiangsu): an extract of its collection and supply data
taken on 2025-09-30 ("today"). Donation sites (献血屋 / 献血车 / the centre's own collection room) in six
cities, their nurses, donors, donations since 2024-01-01 (whole blood 200/300/400 ml or apheresis
platelets in 治疗量), the blood components made from them (red cells, plasma, platelets, cryo) with
expiry and stock status, hospitals and their blood orders with order lines (requested / issued bags).
Lower snake_case English columns with a few abbreviations, Chinese SQL comments, Chinese values.

`python3 gen_bloodbank.py` writes bloodbank/schema.sql and bloodbank/data.sql (byte-identical on rerun);
`build.py` calls `generate` for data.sql alone."""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from seedtools import day, iso

TODAY = dt.date(2025, 9, 30)
START = dt.date(2024, 1, 1)

SCHEMA_SQL = """\
-- 江苏省血液中心 采供血业务数据抽取（示例数据）
-- 数据截至 2025-09-30（即“今天”）；献血记录、成分血和用血申请均自 2024-01-01 起。
-- 城市、区、医院名称、状态等取值为中文；代码含义见各列注释。

-- 献血点：献血屋、献血车和中心本部采血点
CREATE TABLE site (
    site_id     INTEGER     NOT NULL,
    site_name   VARCHAR(40) NOT NULL,  -- 献血点名称
    site_type   VARCHAR(10) NOT NULL,  -- 类型：献血屋 / 献血车 / 采血点
    city        VARCHAR(10) NOT NULL,  -- 所在城市，如 南京市
    district    VARCHAR(10) NOT NULL,  -- 所在区
    opened_on   DATE        NOT NULL,  -- 启用日期
    closed_on   DATE,                  -- 停用日期；NULL = 仍在使用
    PRIMARY KEY (site_id)
);

-- 工作人员（各献血点的护士和体检医师）
CREATE TABLE staff (
    staff_id    INTEGER     NOT NULL,
    name        VARCHAR(20) NOT NULL,  -- 姓名
    gender      VARCHAR(1)  NOT NULL,  -- 性别：男 / 女
    title       VARCHAR(10) NOT NULL,  -- 职称：护士 / 护师 / 主管护师 / 医师
    site_id     INTEGER     NOT NULL,  -- 所属献血点
    hire_date   DATE        NOT NULL,  -- 入职日期
    leave_date  DATE,                  -- 离职日期；NULL = 在职
    PRIMARY KEY (staff_id),
    FOREIGN KEY (site_id) REFERENCES site (site_id)
);

-- 献血者
CREATE TABLE donor (
    donor_id    INTEGER     NOT NULL,
    name        VARCHAR(20) NOT NULL,  -- 姓名
    gender      VARCHAR(1)  NOT NULL,  -- 性别：男 / 女
    dob         DATE        NOT NULL,  -- 出生日期
    abo         VARCHAR(2)  NOT NULL,  -- ABO 血型：A / B / O / AB
    rh          VARCHAR(1)  NOT NULL,  -- Rh(D)：+ = 阳性，- = 阴性（俗称熊猫血）
    phone       VARCHAR(11) NOT NULL,  -- 手机号，11 位数字
    city        VARCHAR(10) NOT NULL,  -- 居住城市
    reg_date    DATE        NOT NULL,  -- 登记日期
    PRIMARY KEY (donor_id)
);

-- 医院（用血单位）
CREATE TABLE hospital (
    hosp_id     INTEGER     NOT NULL,
    hosp_name   VARCHAR(40) NOT NULL,  -- 医院名称
    city        VARCHAR(10) NOT NULL,  -- 所在城市
    hosp_level  VARCHAR(4)  NOT NULL,  -- 医院等级：三甲 / 三乙 / 二甲 / 二乙
    PRIMARY KEY (hosp_id)
);

-- 医院用血申请单
CREATE TABLE hosp_order (
    order_id    INTEGER     NOT NULL,
    hosp_id     INTEGER     NOT NULL,
    order_time  TIMESTAMP   NOT NULL,  -- 申请时间
    is_urgent   INTEGER     NOT NULL,  -- 1 = 紧急用血，0 = 常规
    PRIMARY KEY (order_id),
    FOREIGN KEY (hosp_id) REFERENCES hospital (hosp_id)
);

-- 用血申请明细：每行一种血型 + 成分
CREATE TABLE order_line (
    line_id     INTEGER     NOT NULL,
    order_id    INTEGER     NOT NULL,
    abo         VARCHAR(2)  NOT NULL,  -- 申请血型：A / B / O / AB
    rh          VARCHAR(1)  NOT NULL,  -- + = Rh阳性，- = Rh阴性
    comp        VARCHAR(4)  NOT NULL,  -- 成分：RBC / FFP / PLT / CRYO（同 blood_unit.comp）
    qty_req     INTEGER     NOT NULL,  -- 申请数量（袋）
    qty_issued  INTEGER,               -- 实发数量（袋）；NULL = 待处理（尚未发血），0 = 无库存未发
    PRIMARY KEY (line_id),
    FOREIGN KEY (order_id) REFERENCES hosp_order (order_id)
);

-- 献血记录
CREATE TABLE donation (
    donation_id   INTEGER     NOT NULL,
    donor_id      INTEGER     NOT NULL,
    site_id       INTEGER     NOT NULL,  -- 献血点
    nurse_id      INTEGER     NOT NULL,  -- 采血护士（staff）
    don_date      DATE        NOT NULL,  -- 献血日期
    don_type      VARCHAR(3)  NOT NULL,  -- WB = 全血，PLT = 单采血小板（机采）
    vol_ml        INTEGER,               -- 全血献血量（ml）：200 / 300 / 400；单采血小板为 NULL
    plt_qty       INTEGER,               -- 单采血小板治疗量：1 或 2；全血为 NULL
    screen_result VARCHAR(20),           -- 血液检测结果：合格，或不合格原因；NULL = 尚未出结果
    screen_date   DATE,                  -- 检测日期；NULL = 尚未检测
    PRIMARY KEY (donation_id),
    FOREIGN KEY (donor_id) REFERENCES donor (donor_id),
    FOREIGN KEY (site_id) REFERENCES site (site_id),
    FOREIGN KEY (nurse_id) REFERENCES staff (staff_id)
);

-- 血液成分（库存血袋）：由献血制备
CREATE TABLE blood_unit (
    unit_id        INTEGER     NOT NULL,
    bag_no         VARCHAR(16) NOT NULL,  -- 血袋条码
    donation_id    INTEGER     NOT NULL,  -- 来源献血记录
    comp           VARCHAR(4)  NOT NULL,  -- RBC = 悬浮红细胞，FFP = 新鲜冰冻血浆，PLT = 单采血小板，CRYO = 冷沉淀
    prep_date      DATE        NOT NULL,  -- 制备日期
    exp_date       DATE        NOT NULL,  -- 有效期至（当天仍可用）
    status         VARCHAR(4)  NOT NULL,  -- 待检 / 在库 / 已发放 / 已过期 / 已报废
    line_id        INTEGER,               -- 发往的用血申请明细；未发放为 NULL
    discard_reason VARCHAR(20),           -- 报废原因；未报废为 NULL
    PRIMARY KEY (unit_id),
    FOREIGN KEY (donation_id) REFERENCES donation (donation_id),
    FOREIGN KEY (line_id) REFERENCES order_line (line_id)
);
"""

# name, type, city, district, opened, closed; sites with apheresis (platelet) chairs are marked below
SITES = [
    ("中心本部采血点", "采血点", "南京市", "玄武区", "2008-05-12", None),
    ("新街口献血屋", "献血屋", "南京市", "秦淮区", "2012-06-14", None),
    ("夫子庙献血屋", "献血屋", "南京市", "秦淮区", "2015-03-01", None),
    ("鼓楼献血屋", "献血屋", "南京市", "鼓楼区", "2013-09-10", None),
    ("江宁万达献血屋", "献血屋", "南京市", "江宁区", "2018-11-20", None),
    ("仙林大学城献血车", "献血车", "南京市", "栖霞区", "2016-09-01", "2025-03-31"),
    ("湖南路献血屋", "献血屋", "南京市", "鼓楼区", "2010-04-01", "2023-06-30"),  # closed before the extract
    ("观前街献血屋", "献血屋", "苏州市", "姑苏区", "2011-05-20", None),
    ("金鸡湖献血屋", "献血屋", "苏州市", "工业园区", "2017-07-01", None),
    ("三阳广场献血屋", "献血屋", "无锡市", "梁溪区", "2012-10-15", None),
    ("南大街献血屋", "献血屋", "常州市", "天宁区", "2014-04-28", None),
    ("彭城广场献血屋", "献血屋", "徐州市", "鼓楼区", "2016-01-18", None),
    ("文昌阁献血屋", "献血屋", "扬州市", "广陵区", "2019-06-14", None),
    ("河西万达献血车", "献血车", "南京市", "建邺区", "2025-05-06", None),
]
PLT_SITES = {1: "南京市", 8: "苏州市", 10: "无锡市"}
DEAD_SITE = 7

CITY_W = {"南京市": 46, "苏州市": 20, "无锡市": 11, "常州市": 8, "徐州市": 8, "扬州市": 7}

HOSPITALS = [
    ("江苏省人民医院", "南京市", "三甲", 14),
    ("南京鼓楼医院", "南京市", "三甲", 13),
    ("东部战区总医院", "南京市", "三甲", 9),
    ("南京市第一医院", "南京市", "三甲", 8),
    ("江苏省中医院", "南京市", "三甲", 6),
    ("南京市江宁医院", "南京市", "三乙", 5),
    ("南京市浦口医院", "南京市", "二甲", 3),
    ("南京市高淳人民医院", "南京市", "二甲", 2),
    ("南京市溧水区中医院", "南京市", "二乙", 0),  # no orders
    ("苏州大学附属第一医院", "苏州市", "三甲", 10),
    ("苏州市立医院", "苏州市", "三甲", 6),
    ("苏州工业园区星海医院", "苏州市", "二甲", 2),
    ("无锡市人民医院", "无锡市", "三甲", 7),
    ("常州市第一人民医院", "常州市", "三甲", 5),
    ("徐州医科大学附属医院", "徐州市", "三甲", 7),
    ("扬州大学附属医院", "扬州市", "三甲", 4),
    ("扬州市江都人民医院", "扬州市", "三乙", 2),
    ("邳州市人民医院", "徐州市", "二甲", 2),
]

SURNAMES = [
    "王",
    "李",
    "张",
    "刘",
    "陈",
    "杨",
    "黄",
    "赵",
    "吴",
    "周",
    "徐",
    "孙",
    "马",
    "朱",
    "胡",
    "郭",
    "何",
    "高",
    "林",
    "罗",
    "郑",
    "梁",
    "谢",
    "宋",
    "唐",
    "许",
    "韩",
    "冯",
    "邓",
    "曹",
    "彭",
    "曾",
    "肖",
    "田",
    "董",
    "袁",
    "潘",
    "蒋",
    "蔡",
    "余",
    "杜",
    "叶",
    "程",
    "魏",
    "苏",
    "吕",
    "丁",
    "沈",
    "顾",
    "陆",
]
GIVEN_M = [
    "伟",
    "强",
    "磊",
    "军",
    "洋",
    "勇",
    "杰",
    "涛",
    "明",
    "超",
    "刚",
    "平",
    "辉",
    "鹏",
    "斌",
    "浩",
    "建国",
    "志强",
    "海峰",
    "俊杰",
    "子轩",
    "浩然",
    "宇航",
    "文博",
    "晨阳",
    "建华",
    "国栋",
    "晓东",
    "振宇",
    "家豪",
    "永刚",
    "立新",
    "天宇",
    "一鸣",
    "思远",
    "雪松",
]
GIVEN_F = [
    "芳",
    "娜",
    "敏",
    "静",
    "丽",
    "艳",
    "娟",
    "霞",
    "燕",
    "玲",
    "婷",
    "雪",
    "颖",
    "倩",
    "琳",
    "萍",
    "秀英",
    "桂英",
    "秀兰",
    "晓燕",
    "雨桐",
    "欣怡",
    "梓涵",
    "诗琪",
    "佳怡",
    "梦瑶",
    "丽华",
    "春梅",
    "海燕",
    "小红",
    "慧敏",
    "婉婷",
    "思彤",
    "晓雯",
]
# pinned donors: (name, gender, city, abo, rh) — duplicate names on purpose
PINNED = [
    ("王芳", "女", "南京市", "O", "+"),
    ("王芳", "女", "苏州市", "A", "+"),
    ("张伟", "男", "南京市", "B", "+"),
    ("张伟", "男", "徐州市", "O", "-"),
]
FAIL_REASONS = [
    ("ALT偏高", 40),
    ("HBsAg阳性", 12),
    ("抗-HCV阳性", 6),
    ("梅毒阳性", 10),
    ("抗-HIV初筛阳性", 3),
    ("脂血", 14),
]
DEFER = {"HBsAg阳性", "抗-HCV阳性", "梅毒阳性", "抗-HIV初筛阳性"}
SHELF = {"RBC": 35, "FFP": 365, "CRYO": 365, "PLT": 5}
SUFFIX = {"RBC": "R", "FFP": "P", "CRYO": "C", "PLT": "T"}
ABO_W = {"O": 34, "A": 28, "B": 29, "AB": 9}


def pick_name(rng: random.Random, gender: str, taken: set[str]) -> str:
    while True:
        name = rng.choice(SURNAMES) + rng.choice(GIVEN_M if gender == "男" else GIVEN_F)
        if name not in taken:
            taken.add(name)
            return name


def phone(rng: random.Random, taken: set[str]) -> str:
    while True:
        value = rng.choice(["138", "139", "136", "151", "152", "158", "159", "187", "188", "177", "199"])
        value += f"{rng.randint(0, 99999999):08d}"
        if value not in taken:
            taken.add(value)
            return value


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    sites = [(i, *s) for i, s in enumerate(SITES, 1)]
    site_open = {
        s[0]: (dt.date.fromisoformat(s[5]), dt.date.fromisoformat(s[6]) if s[6] else None) for s in sites
    }

    def site_ok(sid: int, d: dt.date) -> bool:
        lo, hi = site_open[sid]
        return lo <= d and (hi is None or d <= hi)

    # ------------------------------------------------------------------ staff
    names: set[str] = set(p[0] for p in PINNED)
    staff = []
    plan = {
        1: ["医师", "医师", "主管护师", "护师", "护师", "护士"],
        6: ["护师", "护士"],
        7: ["护师"],
        14: ["护士", "护师"],
    }
    for sid in range(1, len(SITES) + 1):
        titles = plan.get(sid) or rng.choice(
            [["主管护师", "护士", "护师"], ["护师", "护士"], ["护师", "护士", "护士"]]
        )
        for title in titles:
            gender = (
                "男" if title == "医师" and rng.random() < 0.5 else ("男" if rng.random() < 0.06 else "女")
            )
            lo = max(site_open[sid][0], dt.date(2009, 1, 1))
            hire = day(rng, lo.isoformat(), "2023-06-30") if sid != 14 else dt.date(2025, 4, 21)
            leave = None
            if sid == DEAD_SITE:
                hire, leave = dt.date(2012, 3, 1), dt.date(2023, 6, 30)
            elif sid == 6:
                leave = dt.date(2025, 3, 31)
            staff.append([sid, pick_name(rng, gender, names), gender, title, hire, leave])
    # a few leavers and late hires at the bigger sites
    extra = [
        (2, "护士", dt.date(2024, 8, 19), None),
        (8, "护士", dt.date(2025, 7, 1), None),
        (10, "护师", dt.date(2021, 3, 2), dt.date(2024, 10, 31)),
        (1, "护士", dt.date(2025, 9, 22), None),
        (4, "护师", dt.date(2019, 5, 6), dt.date(2025, 1, 15)),
    ]
    for sid, title, hire, leave in extra:
        staff.append([sid, pick_name(rng, "女", names), "女", title, hire, leave])
    staff.sort(key=lambda s: (s[0], s[4]))
    staff_rows = [(i, s[1], s[2], s[3], s[0], iso(s[4]), iso(s[5])) for i, s in enumerate(staff, 1)]

    def nurse_for(sid: int, d: dt.date) -> int:
        cands = [
            r[0]
            for r in staff_rows
            if r[4] == sid
            and r[3] != "医师"
            and r[5] <= d.isoformat()
            and (r[6] is None or r[6] >= d.isoformat())
        ]
        if sid == 1:  # the 2025-09-22 hire has not collected yet
            cands = [c for c in cands if staff_rows[c - 1][5] != "2025-09-22"]
        return rng.choice(cands)

    # ------------------------------------------------------------------ donors
    phones: set[str] = set()
    donors = []
    cities = list(CITY_W)
    for n in range(500):
        gender = "男" if rng.random() < 0.55 else "女"
        city = rng.choices(cities, list(CITY_W.values()))[0]
        abo = rng.choices(list(ABO_W), list(ABO_W.values()))[0]
        rh = "-" if rng.random() < 0.025 else "+"
        donors.append(
            {
                "name": pick_name(rng, gender, names),
                "gender": gender,
                "city": city,
                "abo": abo,
                "rh": rh,
                "n": n,
            }
        )
    for name, gender, city, abo, rh in PINNED:
        donors.append({"name": name, "gender": gender, "city": city, "abo": abo, "rh": rh, "n": -1})
    for p in donors:
        year = rng.choices(range(2016, 2026), [3, 4, 5, 6, 7, 8, 9, 12, 14, 10])[0]
        p["reg"] = day(rng, f"{year}-01-01", f"{year}-12-31" if year < 2025 else "2025-09-30")
        age_at_reg = rng.choices(range(18, 56), [9] * 8 + [5] * 15 + [2] * 15)[0]
        p["dob"] = p["reg"] - dt.timedelta(days=age_at_reg * 365 + rng.randint(0, 364))
        if p["dob"] > dt.date(2007, 9, 30):  # at least 18 today
            p["dob"] = dt.date(2007, 9, 30) - dt.timedelta(days=rng.randint(0, 500))
        if p["dob"] < dt.date(1966, 1, 1):  # repeat donors may give until 60
            p["dob"] += dt.timedelta(days=6 * 365)
        p["phone"] = phone(rng, phones)
    donors.sort(key=lambda p: (p["reg"], p["name"], p["city"]))
    for i, p in enumerate(donors):
        p["id"] = 100001 + i

    # ------------------------------------------------------------------ donations (per donor timeline)
    raw = []  # (date, donor, type, vol, qty)
    plt_counts = iter([19, 17, 16, 14])  # the heaviest platelet donors, unique counts
    for p in donors:
        reg = p["reg"]
        lo = max(reg, START)
        if lo > TODAY or rng.random() < 0.07:
            continue  # registered, never donated in the extract
        kind = "PLT" if p["city"] in PLT_SITES.values() and rng.random() < 0.06 and p["n"] >= 0 else "WB"
        first = (
            day(rng, lo.isoformat(), min(TODAY, lo + dt.timedelta(days=420)).isoformat())
            if reg < START
            else reg
        )
        if first > TODAY:
            continue
        dates = [first]
        if kind == "PLT":
            target = next(plt_counts, None)
            if target is not None and reg < START:
                first = START + dt.timedelta(days=rng.randint(3, 40))
                dates = [first]
            else:
                target = rng.randint(2, 10)
                if reg < START:
                    first = day(rng, START.isoformat(), "2025-08-31")
                    dates = [first]
            d = first
            while len(dates) < target:
                d = d + dt.timedelta(days=rng.randint(20, 42) if target > 10 else rng.randint(14, 35))
                if d > TODAY:
                    break
                dates.append(d)
        else:
            d = first
            while rng.random() < 0.6:
                d = d + dt.timedelta(days=rng.randint(182, 330))
                if d > TODAY:
                    break
                dates.append(d)
        for d in dates:
            if kind == "PLT":
                raw.append((d, p, "PLT", None, rng.choices([1, 2], [55, 45])[0]))
            else:
                vols = [200, 300, 400]
                w = [15, 25, 60] if p["gender"] == "男" else [30, 35, 35]
                raw.append((d, p, "WB", rng.choices(vols, w)[0], None))
    # the pinned 张伟 (Xuzhou, O-) donates three times
    zw = next(p for p in donors if p["name"] == "张伟" and p["city"] == "徐州市")
    raw = [r for r in raw if r[1] is not zw]
    for d in ("2024-03-09", "2024-10-12", "2025-05-17"):
        raw.append((dt.date.fromisoformat(d), zw, "WB", 400, None))
    raw.sort(key=lambda r: (r[0], r[1]["id"]))

    donations = []
    deferred: set[int] = set()
    for d, p, kind, vol, qty in raw:
        if p["id"] in deferred:
            continue
        city = p["city"]
        if kind == "PLT":
            sid = next(s for s, c in PLT_SITES.items() if c == city)
        else:
            cands = [s[0] for s in sites if s[3] == city and site_ok(s[0], d)]
            if rng.random() < 0.03:  # donating while away from home
                cands = [s[0] for s in sites if s[3] != city and site_ok(s[0], d)]
            weights = [6 if s == 1 else 3 if s in (2, 8, 10) else 2 for s in cands]
            sid = rng.choices(cands, weights)[0]
        if d >= dt.date(2025, 9, 29):
            result, sdate = None, None
        else:
            sdate = d + dt.timedelta(days=1)
            if rng.random() < 0.045:
                result = rng.choices([r[0] for r in FAIL_REASONS], [r[1] for r in FAIL_REASONS])[0]
                if result in DEFER:
                    deferred.add(p["id"])
            else:
                result = "合格"
        donations.append([p["id"], sid, nurse_for(sid, d), d, kind, vol, qty, result, sdate])
    don_rows = [
        (i, r[0], r[1], r[2], iso(r[3]), r[4], r[5], r[6], r[7], iso(r[8]))
        for i, r in enumerate(donations, 1)
    ]
    donor_of = {p["id"]: p for p in donors}

    # ------------------------------------------------------------------ blood units
    units = []  # dicts
    for r in don_rows:
        did, donor_id, _sid, _n, ddate, kind, _vol, qty, result, sdate = r
        d = dt.date.fromisoformat(ddate)
        comps = ["PLT"] * qty if kind == "PLT" else ["RBC", "CRYO" if rng.random() < 0.18 else "FFP"]
        for k, comp in enumerate(comps, 1):
            prep = d if comp in ("RBC", "PLT") else d + dt.timedelta(days=1)
            u = {
                "don": did,
                "comp": comp,
                "prep": prep,
                "exp": prep + dt.timedelta(days=SHELF[comp]),
                "ready": dt.date.fromisoformat(sdate) if sdate else None,
                "line": None,
                "reason": None,
                "abo": donor_of[donor_id]["abo"],
                "rh": donor_of[donor_id]["rh"],
                "bag": f"JS{d:%y%m%d}{did:04d}{SUFFIX[comp]}{k if kind == 'PLT' else ''}",
            }
            if result is None:
                u["status"] = "待检"
            elif result != "合格":
                u["status"], u["reason"] = "已报废", "检测不合格"
            elif rng.random() < 0.015:
                u["status"], u["reason"] = "已报废", rng.choice(["血袋破损", "血袋渗漏", "标签破损"])
            else:
                u["status"] = None
            units.append(u)

    # ------------------------------------------------------------------ hospitals and orders
    hospitals = [(i, h[0], h[1], h[2]) for i, h in enumerate(HOSPITALS, 1)]
    hw = [h[3] for h in HOSPITALS]
    orders = []
    for _ in range(235):
        d = day(rng, "2024-01-02", "2025-09-30")
        ts = dt.datetime(d.year, d.month, d.day, rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
        hid = rng.choices(range(1, len(HOSPITALS) + 1), hw)[0]
        orders.append([ts, hid, 1 if rng.random() < 0.16 else 0])
    # today's orders: four routine ones still pending, one urgent issued
    for h, m, hid, urgent in ((8, 12, 1, 0), (9, 40, 10, 0), (10, 5, 2, 1), (10, 31, 13, 0), (11, 2, 4, 0)):
        orders.append([dt.datetime(2025, 9, 30, h, m, rng.randint(0, 59)), hid, urgent])
    orders.sort(key=lambda o: (o[0], o[1]))
    order_rows = [(50001 + i, o[1], iso(o[0]), o[2]) for i, o in enumerate(orders)]

    lines = []
    pool: dict[tuple[str, str, str], list[dict]] = {}
    for u in units:
        if u["status"] is None or u["status"] == "待检":
            pool.setdefault((u["abo"], u["rh"], u["comp"]), []).append(u)
    for key in pool:
        pool[key].sort(key=lambda u: (u["exp"], u["bag"]))
    line_id = 700001
    for oid, _hid, ots, urgent in order_rows:
        od = dt.date.fromisoformat(ots[:10])
        n_lines = rng.choices([1, 2, 3], [45, 38, 17])[0]
        seen = set()
        for _ in range(n_lines):
            comp = rng.choices(["RBC", "FFP", "PLT", "CRYO"], [58, 24, 12, 6])[0]
            abo = rng.choices(list(ABO_W), list(ABO_W.values()))[0]
            rh = "-" if rng.random() < 0.04 else "+"
            # what the patients need follows what is on the shelf, roughly
            if rng.random() < 0.85 or rh == "-" or comp == "PLT":
                stock = [
                    (
                        a,
                        len(
                            [
                                u
                                for u in pool.get((a, rh, comp), [])
                                if u["line"] is None
                                and u["status"] is None
                                and u["ready"] <= od
                                and u["prep"] <= od
                                and u["exp"] >= od
                            ]
                        ),
                    )
                    for a in ABO_W
                ]
                if any(n for _, n in stock):
                    abo = rng.choices(
                        [a for a, _ in stock],
                        [n + (0.5 if rh == "+" and comp != "PLT" else 0) for _, n in stock],
                    )[0]
            if (abo, rh, comp) in seen:
                continue
            seen.add((abo, rh, comp))
            req = {
                "RBC": rng.randint(1, 3),
                "FFP": rng.randint(1, 4),
                "PLT": rng.randint(1, 2),
                "CRYO": rng.randint(2, 6),
            }[comp]
            if od == TODAY and not urgent:
                issued = None
            else:
                avail = [
                    u
                    for u in pool.get((abo, rh, comp), [])
                    if u["line"] is None
                    and u["status"] is None
                    and u["ready"] <= od
                    and u["prep"] <= od
                    and u["exp"] >= od
                ]
                issued = min(req, len(avail))
                for u in avail[:issued]:
                    u["line"] = line_id
                    u["status"] = "已发放"
            lines.append((line_id, oid, abo, rh, comp, req, issued))
            line_id += 1
    for u in units:
        if u["status"] is None:
            u["status"] = "已过期" if u["exp"] < TODAY else "在库"

    unit_rows = [
        (
            600001 + i,
            u["bag"],
            u["don"],
            u["comp"],
            iso(u["prep"]),
            iso(u["exp"]),
            u["status"],
            u["line"],
            u["reason"],
        )
        for i, u in enumerate(units)
    ]
    donor_rows = [
        (
            p["id"],
            p["name"],
            p["gender"],
            iso(p["dob"]),
            p["abo"],
            p["rh"],
            p["phone"],
            p["city"],
            iso(p["reg"]),
        )
        for p in donors
    ]
    return {
        "site": sites,
        "staff": staff_rows,
        "donor": donor_rows,
        "hospital": hospitals,
        "hosp_order": order_rows,
        "order_line": lines,
        "donation": don_rows,
        "blood_unit": unit_rows,
    }


if __name__ == "__main__":
    from text2sql_tools import write_data

    here = Path(__file__).resolve().parent

    (here / "bloodbank").mkdir(exist_ok=True)
    (here / "bloodbank" / "schema.sql").write_text(SCHEMA_SQL, encoding="utf-8")
    print(f"wrote {write_data(here, 'bloodbank').relative_to(here)}")
