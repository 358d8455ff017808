"""Art museum (t_ table prefix, snake_case, Chinese-only column comments, coded values explained in
comments, Chinese values): t_artist, t_object, t_exhibition, t_object_exhibition (object x exhibition),
t_loan (objects lent to other institutions). Heights in cm, money in CNY.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

ARTISTS = [
    # name, nationality, birth, death, gender, main category, medium
    ("齐白石", "中国", 1864, 1957, "男", "绘画", "纸本水墨"),
    ("徐悲鸿", "中国", 1895, 1953, "男", "绘画", "纸本水墨"),
    ("张大千", "中国", 1899, 1983, "男", "绘画", "纸本设色"),
    ("吴昌硕", "中国", 1844, 1927, "男", "书法", "纸本水墨"),
    ("潘天寿", "中国", 1897, 1971, "男", "绘画", "纸本设色"),
    ("傅抱石", "中国", 1904, 1965, "男", "绘画", "纸本设色"),
    ("李可染", "中国", 1907, 1989, "男", "绘画", "纸本水墨"),
    ("林风眠", "中国", 1900, 1991, "男", "绘画", "纸本设色"),
    ("黄宾虹", "中国", 1865, 1955, "男", "绘画", "纸本水墨"),
    ("吴冠中", "中国", 1919, 2010, "男", "绘画", "纸本设色"),
    ("关山月", "中国", 1912, 2000, "男", "绘画", "纸本设色"),
    ("启功", "中国", 1912, 2005, "男", "书法", "纸本水墨"),
    ("沙孟海", "中国", 1900, 1992, "男", "书法", "纸本水墨"),
    ("丰子恺", "中国", 1898, 1975, "男", "绘画", "纸本设色"),
    ("陆俨少", "中国", 1909, 1993, "男", "绘画", "纸本设色"),
    ("何香凝", "中国", 1878, 1972, "女", "绘画", "纸本设色"),
    ("潘玉良", "中国", 1895, 1977, "女", "绘画", "布面油画"),
    ("萧淑芳", "中国", 1911, 2005, "女", "绘画", "纸本设色"),
    ("何家英", "中国", 1957, None, "男", "绘画", "绢本设色"),
    ("徐冰", "中国", 1955, None, "男", "版画", "木刻版画"),
    ("刘小东", "中国", 1963, None, "男", "绘画", "布面油画"),
    ("向京", "中国", 1968, None, "女", "雕塑", "玻璃钢着色"),
    ("文徵明", "中国", 1470, 1559, "男", "书法", "纸本水墨"),
    ("唐寅", "中国", 1470, 1524, "男", "绘画", "绢本设色"),
    ("董其昌", "中国", 1555, 1636, "男", "书法", "纸本水墨"),
    ("郑板桥", "中国", 1693, 1766, "男", "绘画", "纸本水墨"),
    ("八大山人", "中国", 1626, 1705, "男", "绘画", "纸本水墨"),
    ("赵孟頫", "中国", 1254, 1322, "男", "书法", "纸本水墨"),
    ("王铎", "中国", 1592, 1652, "男", "书法", "绫本水墨"),
    ("Claude Monet", "法国", 1840, 1926, "男", "绘画", "布面油画"),
    ("Pierre-Auguste Renoir", "法国", 1841, 1919, "男", "绘画", "布面油画"),
    ("Vincent van Gogh", "荷兰", 1853, 1890, "男", "绘画", "布面油画"),
    ("Rembrandt van Rijn", "荷兰", 1606, 1669, "男", "版画", "铜版蚀刻"),
    ("Katsushika Hokusai", "日本", 1760, 1849, "男", "版画", "木刻版画"),
    ("Utagawa Hiroshige", "日本", 1797, 1858, "男", "版画", "木刻版画"),
    ("Henry Moore", "英国", 1898, 1986, "男", "雕塑", "青铜"),
    ("Käthe Kollwitz", "德国", 1867, 1945, "女", "版画", "石版画"),
    ("Henri Cartier-Bresson", "法国", 1908, 2004, "男", "摄影", "银盐相纸"),
    ("Ansel Adams", "美国", 1902, 1984, "男", "摄影", "银盐相纸"),
    ("Yayoi Kusama", "日本", 1929, None, "女", "绘画", "布面丙烯"),
    ("David Hockney", "英国", 1937, None, "男", "绘画", "布面丙烯"),
    ("Georgia O'Keeffe", "美国", 1887, 1986, "女", "绘画", "布面油画"),
    ("Auguste Rodin", "法国", 1840, 1917, "男", "雕塑", "青铜"),
    ("Cindy Sherman", "美国", 1954, None, "女", "摄影", "彩色相纸"),  # in the catalogue, no objects yet
]
SUBJECTS = {
    "绘画": "虾 荷花 松鹰 山水 奔马 墨竹 秋山 江南春 黄山 葡萄 牡丹 猫 雨后 渔舟 梅花 仕女 溪山 峨眉 蔬果 白鹭".split(),
    "书法": "行书七言联 草书诗卷 楷书心经 隶书对联 行书手札 篆书轴 临兰亭序 行草诗轴".split(),
    "版画": [],
    "雕塑": [],
}
FOREIGN_TITLES = {
    "Claude Monet": ["Water Lilies", "Haystacks at Sunset", "The Seine at Argenteuil", "Poplars", "Morning Mist"],
    "Pierre-Auguste Renoir": ["Girl with a Hoop", "Bathers", "Roses in a Vase"],
    "Vincent van Gogh": ["Wheat Field with Cypresses", "Olive Trees", "Self-Portrait with Straw Hat"],
    "Rembrandt van Rijn": ["The Three Crosses", "Self-Portrait Leaning on a Stone Sill", "The Hundred Guilder Print",
                           "Landscape with Three Trees"],
    "Katsushika Hokusai": ["The Great Wave off Kanagawa", "Fine Wind, Clear Morning", "Kirifuri Waterfall",
                           "Ejiri in Suruga Province", "Rainstorm Beneath the Summit"],
    "Utagawa Hiroshige": ["Plum Garden in Kameido", "Sudden Shower over Shin-Ohashi", "Moon Pine at Ueno",
                          "Night View of Saruwaka-machi"],
    "Henry Moore": ["Reclining Figure", "Mother and Child", "Knife Edge"],
    "Käthe Kollwitz": ["Mother with Dead Child", "The Weavers", "Seed Corn Must Not Be Ground"],
    "Henri Cartier-Bresson": ["Behind the Gare Saint-Lazare", "Beijing 1949", "Hyères", "Shanghai Gold Rush",
                              "Rue Mouffetard"],
    "Ansel Adams": ["Moonrise, Hernandez", "The Tetons and the Snake River", "Clearing Winter Storm",
                    "Monolith, the Face of Half Dome"],
    "Yayoi Kusama": ["Pumpkin", "Infinity Nets", "Flowers"],
    "David Hockney": ["A Bigger Splash (study)", "Garrowby Hill", "Spring Blossom"],
    "Georgia O'Keeffe": ["Jimson Weed", "Red Hills", "Pelvis with Moon"],
    "Auguste Rodin": ["The Thinker (small)", "Hand of God", "Balzac study"],
}
ANCIENT = [
    # category, dynasty, year range, material, titles, weight
    ("陶瓷", "唐", (618, 907), "陶", ["三彩马", "三彩骆驼", "白釉执壶", "长沙窑青釉壶"], 5),
    ("陶瓷", "宋", (960, 1279), "瓷", ["汝窑天青釉洗", "龙泉窑青釉盘", "定窑白釉碗", "钧窑月白釉碗", "建窑黑釉盏", "哥窑胆瓶"], 10),
    ("陶瓷", "元", (1271, 1368), "瓷", ["青花缠枝牡丹纹罐", "青花云龙纹梅瓶", "釉里红玉壶春瓶"], 4),
    ("陶瓷", "明", (1368, 1644), "瓷", ["青花缠枝莲纹梅瓶", "斗彩鸡缸杯", "青花山水人物纹罐", "甜白釉碗", "五彩鱼藻纹盖罐"], 12),
    ("陶瓷", "清", (1644, 1911), "瓷", ["粉彩花鸟纹盘", "珐琅彩碗", "青花缠枝莲纹赏瓶", "郎窑红釉瓶", "粉彩百鹿尊"], 12),
    ("青铜器", "商", None, "青铜", ["兽面纹鼎", "兽面纹觚", "铜爵", "饕餮纹尊"], 6),
    ("青铜器", "西周", None, "青铜", ["夔龙纹簋", "铜盘", "铜编钟", "窃曲纹鼎"], 5),
    ("青铜器", "战国", None, "青铜", ["错金银带钩", "铜镜", "铜壶"], 5),
    ("玉器", "新石器时代", None, "玉", ["玉琮", "玉璧", "玉钺"], 4),
    ("玉器", "汉", None, "玉", ["白玉璧", "玉蝉", "玉剑璏"], 4),
    ("玉器", "清", (1644, 1911), "玉", ["白玉山子", "翡翠白菜摆件", "青玉如意"], 4),
]
DYNASTY_OF_YEAR = [(1271, 1368, "元"), (1368, 1644, "明"), (1644, 1912, "清"), (960, 1279, "宋")]
HALLS = ["一号展厅", "二号展厅", "三号展厅", "四号展厅", "临时展厅"]
CURATORS = ["周明远", "陈雅琴", "Sophie Laurent", "刘思源", "王蕾", "赵一鸣"]
BORROWERS = [
    # name, city, country, weight, fee
    ("故宫博物院", "北京", "中国", 6, False),
    ("上海博物馆", "上海", "中国", 6, False),
    ("南京博物院", "南京", "中国", 4, False),
    ("浙江省博物馆", "杭州", "中国", 4, False),
    ("香港艺术馆", "香港", "中国", 3, True),
    ("British Museum", "伦敦", "英国", 4, True),
    ("Musée Guimet", "巴黎", "法国", 3, True),
    ("Tokyo National Museum", "东京", "日本", 3, True),
    ("Metropolitan Museum of Art", "纽约", "美国", 3, True),
    ("Asian Art Museum", "旧金山", "美国", 2, True),
    ("Rijksmuseum", "阿姆斯特丹", "荷兰", 2, True),
    ("Museum für Asiatische Kunst", "柏林", "德国", 2, True),
]
EXHIBITIONS = [
    # title, hall, start, end, curator index, price, theme (kind, value)
    ("笔墨春秋：近现代中国画展", 0, "2019-03-15", "2019-06-30", 0, 0, ("nat_cat", ("中国", "绘画"))),
    ("千年窑火：历代陶瓷精品", 1, "2019-05-01", "2019-10-31", 1, 30, ("cat", "陶瓷")),
    ("浮世绘名品展", 4, "2019-09-20", "2019-12-15", 2, 60, ("artists", ("Katsushika Hokusai", "Utagawa Hiroshige"))),
    ("吉金耀世：商周青铜器", 2, "2020-01-10", "2020-08-30", 3, 30, ("cat", "青铜器")),
    ("齐白石艺术特展", 4, "2020-09-18", "2021-01-10", 0, 80, ("artists", ("齐白石",))),
    ("翰墨流芳：历代书法", 0, "2020-10-01", "2021-02-28", 4, 0, ("cat", "书法")),
    ("印象派之光", 4, "2021-04-16", "2021-08-22", 2, 120, ("artists", ("Claude Monet", "Pierre-Auguste Renoir", "Vincent van Gogh"))),
    ("玉出昆冈：中国古代玉器", 3, "2021-05-01", "2021-11-30", 3, 30, ("cat", "玉器")),
    ("黑白之间：摄影经典", 4, "2021-10-15", "2022-02-20", 5, 60, ("cat", "摄影")),
    ("宋韵：宋代美学", 1, "2022-03-01", "2022-07-31", 1, 30, ("dyn", "宋")),
    ("丹青巾帼：女性艺术家作品展", 4, "2022-03-08", "2022-06-12", 4, 40, ("gender", "女")),
    ("青花的故事", 1, "2022-09-01", "2023-01-15", 1, 30, ("title", "青花")),
    ("张大千与傅抱石", 4, "2022-10-20", "2023-02-26", 0, 80, ("artists", ("张大千", "傅抱石"))),
    ("版画的力量", 3, "2023-03-10", "2023-06-25", 5, 40, ("cat", "版画")),
    ("形与体：雕塑展", 2, "2023-04-01", "2023-09-30", 2, 60, ("cat", "雕塑")),
    ("明清瓷器珍品", 1, "2023-07-01", "2023-12-31", 1, 30, ("dyns", ("明", "清"))),
    ("江山如画：山水画特展", 0, "2023-09-15", "2024-01-07", 0, 0, ("title", "山")),
    ("吴冠中：风筝不断线", 4, "2024-01-19", "2024-05-05", 4, 80, ("artists", ("吴冠中",))),
    ("丝路遗珍", 2, "2024-03-01", "2024-08-31", 3, 30, ("dyns", ("唐",))),
    ("东西对话：中外绘画", 4, "2024-06-01", "2024-09-30", 2, 100, ("cat", "绘画")),
    ("馆藏新入藏品展", 3, "2024-10-10", "2025-03-30", 5, 0, ("acq", 2019)),
    ("镜头里的中国", 4, "2024-11-15", "2025-02-16", 5, 60, ("titles", ("Beijing", "Shanghai"))),
    ("国之重器", 2, "2025-01-18", "2025-06-30", 3, 50, ("cat", "青铜器")),  # future: no visitors yet
    ("当代水墨实验", 4, "2025-03-01", "2025-05-31", 4, 40, ("none", None)),  # planned, no objects yet
]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    artists = [(i, a[0], a[1], a[2], a[3], a[4]) for i, a in enumerate(ARTISTS, start=1)]

    plans: list[dict[str, object]] = []
    for a, spec in zip(artists, ARTISTS):
        name, nat, born, died = spec[0], spec[1], spec[2], spec[3]
        cat, medium = spec[5], spec[6]
        if name == "Cindy Sherman":
            continue
        if name in FOREIGN_TITLES:
            titles = FOREIGN_TITLES[name]
        else:
            n = rng.randint(4, 11) if name not in ("齐白石", "张大千", "吴冠中") else 14
            if cat in ("绘画",):
                titles = [f"{s}图" if rng.random() < 0.6 else s for s in rng.sample(SUBJECTS["绘画"], min(n, 20))]
            elif cat == "书法":
                titles = rng.sample(SUBJECTS["书法"], min(n, 8))
            elif cat == "版画":
                titles = ["天书（局部）", "地书", "析世鉴", "鸟飞了", "英文方块字书法"]
            else:
                titles = ["孤独的尽头", "敞开的房间", "全是大人", "这个世界会好吗"]
        end = died if died else 2024
        start = born + 20
        for title in titles:
            year = rng.randint(start, min(end, 2023))
            dyn = None
            if year < 1912 and nat == "中国":
                dyn = next((d for lo, hi, d in DYNASTY_OF_YEAR if lo <= year < hi), None)
            h = {
                "绘画": rng.uniform(45, 180) if nat == "中国" else rng.uniform(40, 130),
                "书法": rng.uniform(90, 240),
                "版画": rng.uniform(20, 60),
                "摄影": rng.uniform(20, 55),
                "雕塑": rng.uniform(25, 210),
            }[cat]
            plans.append({"title": title, "artist": a[0], "cat": cat, "dyn": dyn, "year": year,
                          "h": h, "mat": medium, "nat": nat, "gender": a[5]})
    for cat, dyn, years, mat, titles, weight in ANCIENT:
        for _ in range(weight * 3):
            title = rng.choice(titles)
            year = rng.randint(*years) if years and rng.random() < 0.5 else None
            h = {"陶瓷": rng.uniform(6, 60), "青铜器": rng.uniform(12, 90), "玉器": rng.uniform(2, 30)}[cat]
            plans.append({"title": title, "artist": None, "cat": cat, "dyn": dyn, "year": year,
                          "h": h, "mat": mat, "nat": "中国", "gender": None})
    rng.shuffle(plans)

    objects = []
    values: set[int] = set()
    acc_seq: dict[int, int] = {}
    for i, p in enumerate(plans, start=1):
        acq_year = rng.randint(1952, 2024)
        if p["artist"] is not None and int(str(p["year"])) > acq_year:
            acq_year = rng.randint(int(str(p["year"])), 2024)
        acc_seq[acq_year] = acc_seq.get(acq_year, 0) + rng.randint(1, 9)
        acc = f"{acq_year}.{acc_seq[acq_year]:04d}"
        if p["artist"] is None:
            method = rng.choices([1, 2, 3, 4], [25, 20, 25, 30])[0]
        else:
            method = rng.choices([1, 2, 3], [45, 45, 10])[0]
        cat = str(p["cat"])
        base = {"陶瓷": 900_000, "青铜器": 2_500_000, "玉器": 700_000, "绘画": 1_800_000, "书法": 600_000,
                "版画": 150_000, "摄影": 90_000, "雕塑": 1_200_000}[cat]
        if p["nat"] != "中国" and cat == "绘画":
            base *= 8
        value = unique_int(rng, int(base * 0.15), int(base * 3.5), values, step=1000)
        cond = rng.choices(["A", "B", "C", "D"], [45, 35, 15, 5])[0]
        on_view = 1 if rng.random() < 0.22 and cond != "D" else 0
        width = None if cat in ("雕塑", "青铜器", "陶瓷", "玉器") else round(float(str(p["h"])) * rng.uniform(0.4, 1.6), 1)
        objects.append((i, acc, p["title"], p["artist"], cat, p["dyn"], p["year"], round(float(str(p["h"])), 1),
                        width, p["mat"], acq_year, method, value, cond, on_view))

    exhibitions = []
    links = []
    for k, (title, hall, start, end, cur, price, theme) in enumerate(EXHIBITIONS, start=1):
        kind, val = theme
        def matches(o: tuple[object, ...]) -> bool:
            art = artists[int(str(o[3])) - 1] if o[3] is not None else None
            if kind == "nat_cat":
                return art is not None and art[2] == val[0] and o[4] == val[1]  # type: ignore[index]
            if kind == "cat":
                return o[4] == val
            if kind == "artists":
                return art is not None and art[1] in val  # type: ignore[operator]
            if kind == "dyn":
                return o[5] == val
            if kind == "dyns":
                return o[5] in val and o[4] == "陶瓷" or (val == ("唐",) and o[5] == "唐")  # type: ignore[operator]
            if kind == "gender":
                return art is not None and art[5] == val
            if kind == "title":
                return str(val) in str(o[2])
            if kind == "titles":
                return any(t in str(o[2]) for t in val)  # type: ignore[union-attr]
            if kind == "acq":
                return int(str(o[10])) >= int(str(val))
            return False
        pool = [o for o in objects if matches(o) and o[13] != "D"]
        if kind == "cat" and val == "绘画":
            pool = [o for o in pool if o[3] is not None]
        chosen = sorted(rng.sample(pool, min(len(pool), rng.randint(10, 26))), key=lambda o: int(str(o[0])))
        if kind == "titles":
            chosen = sorted(pool, key=lambda o: int(str(o[0])))
        for o in chosen:
            links.append((o[0], k, 1 if rng.random() < 0.15 else 0))
        ended = end < "2025-01-01"
        days = (dt.date.fromisoformat(end) - dt.date.fromisoformat(start)).days
        visitors = None if not ended else int(days * rng.uniform(300, 2400)) + rng.randint(0, 99)
        if start >= "2025-01-01":
            visitors = None
        exhibitions.append((k, title, HALLS[hall], start, end, CURATORS[cur], price, visitors))
    links.sort(key=lambda t: (int(str(t[1])), int(str(t[0]))))

    loans = []
    fees: set[int] = set()
    lendable = [o for o in objects if o[13] in ("A", "B")]
    busy: dict[object, list[tuple[dt.date, dt.date]]] = {}
    while len(loans) < 96:
        o = rng.choice(lendable)
        name, city, country, _w, paid = rng.choices(BORROWERS, [b[3] for b in BORROWERS])[0]
        start = day(rng, "2019-01-01", "2024-12-15")
        end = start + dt.timedelta(days=rng.choice([60, 90, 120, 180, 270, 365]))
        if any(s0 <= end + dt.timedelta(days=30) and start <= e0 + dt.timedelta(days=30) for s0, e0 in busy.get(o[0], [])):
            continue
        busy.setdefault(o[0], []).append((start, end))
        if end > dt.date(2024, 12, 31):
            back = None
        elif rng.random() < 0.04:
            back = None  # overdue
        else:
            back = end + dt.timedelta(days=rng.randint(-5, 12))
        fee = unique_int(rng, 20000, 400000, fees, step=500) if paid else None
        loans.append([o[0], name, city, country, iso(start), iso(end), iso(back), fee])
    loans.sort(key=lambda r: (str(r[4]), int(str(r[0]))))
    loans_t = [(i, *r) for i, r in enumerate(loans, start=1)]

    return {
        "t_artist": artists,
        "t_object": objects,
        "t_exhibition": exhibitions,
        "t_object_exhibition": links,
        "t_loan": loans_t,
    }
