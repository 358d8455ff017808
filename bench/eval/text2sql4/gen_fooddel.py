"""Food delivery (PascalCase, singular tables): Restaurant, MenuItem, Customer, Courier, FoodOrder, OrderLine.

A Melbourne delivery app. FoodOrder links customers, restaurants and couriers; OrderLine links
orders to menu items (many-to-many with a quantity). Customer.ReferredById is a self-reference.
Distances are unique per order (metres) so top-N questions have no ties.
"""

from __future__ import annotations

import datetime as dt
import random

from seedtools import day, iso, unique_int

SUBURBS = ["Fitzroy", "Carlton", "Richmond", "St Kilda", "Brunswick", "Southbank", "Docklands", "Collingwood"]
RESTAURANTS = [
    # name, cuisine, suburb
    ("Burger Lab", "burgers", "Fitzroy"), ("Lucky Dumpling", "chinese", "Carlton"), ("蜀香园", "sichuan", "Carlton"),
    ("Pho Saigon", "vietnamese", "Richmond"), ("Pizza Nonna", "pizza", "Carlton"), ("Tokyo Bento", "japanese", "Southbank"),
    ("Curry Leaf", "indian", "Brunswick"), ("Green Bowl", "vegan", "Fitzroy"), ("小龙坎火锅", "sichuan", "Docklands"),
    ("Thai Orchid", "thai", "St Kilda"), ("The Kebab Co", "middle eastern", "Brunswick"), ("Sushi Hana", "japanese", "Docklands"),
    ("Taco Loco", "mexican", "Collingwood"), ("Smash Bros Burgers", "burgers", "Richmond"), ("Mama's Kitchen", "italian", "St Kilda"),
    ("广州茶餐厅", "cantonese", "Southbank"), ("Seoul Fried Chicken", "korean", "Carlton"), ("Bombay Express", "indian", "Collingwood"),
    ("Napoli Slice", "pizza", "Fitzroy"), ("Banh Mi Bros", "vietnamese", "Brunswick"), ("Ramen Ya", "japanese", "Richmond"),
    ("Falafel House", "middle eastern", "St Kilda"), ("Golden Wok", "chinese", "Richmond"), ("Café Étoile", "french", "Southbank"),
    ("Kimchi Pot", "korean", "Docklands"), ("Poke Point", "hawaiian", "St Kilda"), ("兰州拉面", "chinese", "Carlton"),
    ("Wing Stop Shop", "burgers", "Docklands"), ("Olive & Thyme", "greek", "Collingwood"), ("Spice Route", "indian", "Southbank"),
    ("Bangkok Street", "thai", "Fitzroy"), ("Dough Bros", "pizza", "Richmond"), ("Sichuan Alley", "sichuan", "Collingwood"),
    ("Little Lisbon", "portuguese", "Fitzroy"), ("Miso Hungry", "japanese", "Brunswick"), ("Leaf & Grain", "vegan", "Carlton"),
]
DISHES = {
    "burgers": [("Classic Cheeseburger", 0, None), ("Double Smash", 0, None), ("Veggie Burger", 1, None), ("Loaded Fries", 1, None), ("Chicken Burger", 0, 1), ("Onion Rings", 1, None), ("Milkshake", 1, None)],
    "chinese": [("Pork Dumplings", 0, 0), ("Fried Rice", 0, 0), ("Mapo Tofu", 1, 2), ("Sweet and Sour Pork", 0, 0), ("Spring Rolls", 1, 0), ("Beef Noodle Soup", 0, 1), ("Bok Choy", 1, 0)],
    "sichuan": [("麻婆豆腐", 1, 3), ("水煮鱼", 0, 3), ("宫保鸡丁", 0, 2), ("担担面", 0, 2), ("夫妻肺片", 0, 3), ("红油抄手", 0, 2), ("干煸四季豆", 1, 1)],
    "vietnamese": [("Beef Pho", 0, 0), ("Chicken Pho", 0, 0), ("Banh Mi", 0, 1), ("Rice Paper Rolls", 1, 0), ("Vermicelli Bowl", 0, 1), ("Tofu Banh Mi", 1, 1)],
    "pizza": [("Margherita", 1, None), ("Pepperoni", 0, 1), ("Diavola", 0, 2), ("Quattro Formaggi", 1, None), ("Garlic Bread", 1, None), ("Tiramisu", 1, None)],
    "japanese": [("Salmon Nigiri", 0, None), ("Chicken Katsu Curry", 0, 1), ("Tonkotsu Ramen", 0, 0), ("Vegetable Tempura", 1, None), ("Edamame", 1, None), ("Teriyaki Don", 0, 0), ("Spicy Tuna Roll", 0, 2)],
    "indian": [("Butter Chicken", 0, 1), ("Lamb Vindaloo", 0, 3), ("Palak Paneer", 1, 1), ("Garlic Naan", 1, None), ("Chana Masala", 1, 2), ("Chicken Biryani", 0, 2), ("Mango Lassi", 1, None)],
    "vegan": [("Buddha Bowl", 1, 0), ("Vegan Burger", 1, None), ("Cauliflower Wings", 1, 2), ("Acai Bowl", 1, None), ("Lentil Soup", 1, 1)],
    "thai": [("Pad Thai", 0, 1), ("Green Curry", 0, 2), ("Tom Yum Soup", 0, 3), ("Massaman Curry", 0, 1), ("Som Tam", 1, 3), ("Mango Sticky Rice", 1, None)],
    "middle eastern": [("Lamb Kebab", 0, 1), ("Chicken Shawarma", 0, 1), ("Falafel Wrap", 1, 0), ("Hummus Plate", 1, None), ("Baklava", 1, None)],
    "mexican": [("Beef Tacos", 0, 2), ("Chicken Burrito", 0, 1), ("Veggie Quesadilla", 1, 1), ("Nachos", 1, 2), ("Churros", 1, None)],
    "italian": [("Spaghetti Carbonara", 0, None), ("Lasagne", 0, None), ("Mushroom Risotto", 1, None), ("Penne Arrabbiata", 1, 2), ("Panna Cotta", 1, None)],
    "cantonese": [("叉烧饭", 0, 0), ("菠萝油", 1, None), ("干炒牛河", 0, 0), ("丝袜奶茶", 1, None), ("虾饺", 0, 0)],
    "korean": [("Fried Chicken Half", 0, 1), ("Yangnyeom Chicken", 0, 2), ("Bibimbap", 1, 1), ("Kimchi Fried Rice", 0, 2), ("Tteokbokki", 1, 3)],
    "french": [("Croque Monsieur", 0, None), ("Quiche Lorraine", 0, None), ("Croissant", 1, None), ("Ratatouille", 1, None), ("Crème Brûlée", 1, None)],
    "hawaiian": [("Salmon Poke", 0, 0), ("Tuna Poke", 0, 1), ("Tofu Poke", 1, 0)],
    "greek": [("Lamb Souvlaki", 0, None), ("Greek Salad", 1, None), ("Spanakopita", 1, None), ("Moussaka", 0, None)],
    "portuguese": [("Peri Peri Chicken", 0, 2), ("Portuguese Tart", 1, None), ("Chorizo Roll", 0, 1)],
}
FIRST = ("Olivia Jack Charlotte Noah Amelia William Isla Oliver Mia Thomas Grace Lucas Chloe Ethan Ruby "
         "James Zoe Liam Sophie Harry Wei Mei Raj Priya Minh Linh Yuki Sofia Marco Aisha").split()
LAST = ("Smith Jones Williams Brown Wilson Taylor Nguyen Chen Wang Patel Singh Kelly O'Brien Martin Lee "
        "Tran Ryan Murphy Papadopoulos Rossi Kim Walker").split()
COURIER_NAMES = ["Arjun Sharma", "Ben Carter", "Diego Morales", "Fatima Khan", "Hao Zhang", "Isaac Bell", "Jin Park",
                 "Kofi Mensah", "Lena Fischer", "Manpreet Kaur", "Nikhil Rao", "Omar Haddad", "Paulo Silva",
                 "Quynh Le", "Rahul Verma", "Sam Wright", "Tariq Aziz", "Uma Iyer", "Victor Hugo Lima", "Will Chan",
                 "Xavier Dupont", "Yasmin Ali", "Zac Thompson", "Ana Costa", "Bilal Sheikh", "Chen Jie",
                 "Dev Malhotra", "Ella Brooks"]
PROMOS = ["WELCOME10", "FREEDEL", "LUNCH5", "PLUS20"]


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    restaurants = []
    for i, (name, cuisine, suburb) in enumerate(RESTAURANTS, start=1):
        opened = day(rng, "2016-01-01", "2024-03-31")
        rating = None if opened >= dt.date(2024, 1, 1) else round(rng.uniform(3.1, 4.9), 1)
        active = 0 if i in (11, 28, 34) else 1
        restaurants.append((i, name, cuisine, suburb, rating, iso(opened), active, rng.choice([0, 10, 15, 15, 20, 25, 30])))
    items = []
    for r in restaurants:
        dishes = DISHES[str(r[2])]
        for name, veg, spice in dishes:
            base = rng.uniform(4.5, 32.0)
            price = round(base * 2) / 2 - 0.01 if rng.random() < 0.6 else round(base, 1)
            items.append((len(items) + 1, r[0], name, round(price, 2), veg, spice))
    customers = []
    for i in range(1, 321):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        email = None if rng.random() < 0.15 else name.lower().replace(" ", ".").replace("'", "") + f"{i}@mail.example"
        signup = day(rng, "2021-06-01", "2024-09-30")
        ref = rng.randint(1, i - 1) if i > 20 and rng.random() < 0.18 else None
        customers.append((i, name, email, rng.choice(SUBURBS), iso(signup), int(rng.random() < 0.27), ref))
    couriers = []
    for i, name in enumerate(COURIER_NAMES, start=1):
        hired = day(rng, "2021-01-01", "2024-02-28")
        left = iso(day(rng, "2024-03-01", "2024-06-30")) if i in (4, 9, 17, 22) else None
        vehicle = rng.choices(["bicycle", "e-bike", "scooter", "car"], [25, 35, 25, 15])[0]
        couriers.append((i, name, vehicle, iso(hired), left))
    couriers.append((29, "Noah Fitzgerald", "car", "2024-12-02", None))  # hired after the data: no orders
    orders, lines = [], []
    taken: set[int] = set()
    tips: set[int] = set()
    by_rest: dict[int, list[tuple[object, ...]]] = {}
    for it in items:
        by_rest.setdefault(int(str(it[1])), []).append(it)
    active_rest = [r for r in restaurants if r[6] == 1] + [r for r in restaurants if r[6] == 0][:2]
    buyers = customers[:296]  # the last 24 customers never ordered
    start = dt.datetime(2024, 1, 1)
    stamps = sorted(start + dt.timedelta(minutes=rng.randint(0, 60 * 24 * 304)) for _ in range(640))
    for oid, placed in enumerate(stamps, start=1):
        if placed.hour < 10 or placed.hour > 22:
            placed = placed.replace(hour=rng.choice([11, 12, 12, 13, 18, 19, 19, 20, 21]))
        cust = rng.choice(buyers)
        while str(cust[4]) > iso(placed)[:10]:
            cust = rng.choice(buyers)
        rest = rng.choice(active_rest)
        status = rng.choices(["DELIVERED", "CANCELLED", "REFUNDED"], [88, 8, 4])[0]
        working = [c for c in couriers[:28] if str(c[3]) <= iso(placed)[:10] and (c[4] is None or str(c[4]) > iso(placed)[:10])]
        courier = None if status == "CANCELLED" and rng.random() < 0.6 else rng.choice(working)[0]
        dist = unique_int(rng, 400, 9800, taken)
        delivered = None
        if status != "CANCELLED":
            delivered = iso(placed + dt.timedelta(minutes=12 + dist // 250 + rng.randint(0, 25), seconds=rng.randint(0, 59)))
        fee = 0.0 if cust[5] == 1 else round(2.99 + (dist // 1000) * 0.5, 2)
        tip = None
        if status == "DELIVERED" and rng.random() < 0.45:
            tip = unique_int(rng, 100, 1500, tips) / 100
        promo = rng.choice(PROMOS) if rng.random() < 0.15 else None
        rating = rng.choices([1, 2, 3, 4, 5], [4, 5, 12, 35, 44])[0] if status == "DELIVERED" and rng.random() < 0.6 else None
        orders.append((oid, cust[0], rest[0], courier, iso(placed.replace(second=0)), delivered, status, dist, fee, tip, promo, rating))
        menu = by_rest[int(str(rest[0]))]
        for it in rng.sample(menu, min(len(menu), rng.choices([1, 2, 3, 4], [35, 35, 20, 10])[0])):
            lines.append((oid, it[0], rng.choices([1, 2, 3], [75, 20, 5])[0]))
    return {"Restaurant": restaurants, "MenuItem": items, "Customer": customers, "Courier": couriers,
            "FoodOrder": orders, "OrderLine": lines}
