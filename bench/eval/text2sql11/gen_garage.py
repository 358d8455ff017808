"""Redline Auto Service, a fictional independent car repair chain with three workshops around
Sacramento, CA (Midtown Sacramento, Elk Grove, Davis), as stored by its Django-style web app: tables
`shop_<model>` in lower_snake_case, `id` surrogate keys, `<model>_id` foreign keys, `created_at` /
`updated_at` timestamps, 0/1 `is_*` flags, money DECIMAL in US dollars, odometer readings in miles and
labour in minutes. Work orders 2024-01-02 .. 2025-11-14 (the extract's "today"); mostly English-named
customers, about one in eight with a Chinese name written in characters.

`python3 gen_garage.py` writes garage/schema.sql and garage/data.sql (build.py rewrites data.sql alone)."""

from __future__ import annotations

import datetime as dt
import random
import string
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from seedtools import day, iso

TODAY = dt.date(2025, 11, 14)
NOW = dt.datetime(2025, 11, 14, 17, 30, 0)
FIRST_DAY = dt.date(2024, 1, 2)
TAX_RATE = 0.0875  # Sacramento County sales tax, charged on parts only

SCHEMA_SQL = """-- Redline Auto Service: three-workshop car repair chain (Sacramento / Elk Grove / Davis).
-- Django-style tables: shop_<model>, id surrogate keys, <model>_id foreign keys,
-- created_at / updated_at timestamps, 0/1 is_* flags.
-- Units: money DECIMAL in US dollars, mileage in miles, labour in minutes.
-- Data extracted on 2025-11-14 (nothing later).

CREATE TABLE shop_workshop (
    id INTEGER NOT NULL PRIMARY KEY,
    name VARCHAR(60) NOT NULL,
    city VARCHAR(40) NOT NULL,
    street_address VARCHAR(80) NOT NULL,
    phone VARCHAR(20) NOT NULL,
    bay_count INTEGER NOT NULL,
    labour_rate DECIMAL(8,2) NOT NULL,        -- dollars per hour of labour billed to customers
    is_open_saturday INTEGER NOT NULL,        -- 0/1
    opened_on DATE NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE shop_mechanic (
    id INTEGER NOT NULL PRIMARY KEY,
    workshop_id INTEGER NOT NULL,
    supervisor_id INTEGER,                    -- the workshop foreman; NULL for the foremen themselves
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    is_ase_master INTEGER NOT NULL,           -- 0/1: ASE Master Technician certified
    hourly_wage DECIMAL(8,2) NOT NULL,        -- dollars per hour paid to the mechanic
    hired_on DATE NOT NULL,
    left_on DATE,                             -- NULL = still employed
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    FOREIGN KEY (workshop_id) REFERENCES shop_workshop (id),
    FOREIGN KEY (supervisor_id) REFERENCES shop_mechanic (id)
);

CREATE TABLE shop_customer (
    id INTEGER NOT NULL PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    email VARCHAR(80),                        -- NULL = no email on file
    phone VARCHAR(20) NOT NULL,
    city VARCHAR(40) NOT NULL,
    home_workshop_id INTEGER NOT NULL,
    is_fleet INTEGER NOT NULL,                -- 0/1: business fleet account, invoiced net 30
    company_name VARCHAR(80),                 -- only for fleet accounts
    is_sms_opt_in INTEGER NOT NULL,           -- 0/1
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    FOREIGN KEY (home_workshop_id) REFERENCES shop_workshop (id)
);

CREATE TABLE shop_vehicle (
    id INTEGER NOT NULL PRIMARY KEY,
    customer_id INTEGER NOT NULL,
    make VARCHAR(30) NOT NULL,
    model VARCHAR(30) NOT NULL,
    model_year INTEGER NOT NULL,
    vin VARCHAR(17) NOT NULL,
    license_plate VARCHAR(10) NOT NULL,
    color VARCHAR(20) NOT NULL,
    fuel_type VARCHAR(10) NOT NULL,
    mileage INTEGER NOT NULL,                 -- last odometer reading, miles
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    FOREIGN KEY (customer_id) REFERENCES shop_customer (id)
);

CREATE TABLE shop_part (
    id INTEGER NOT NULL PRIMARY KEY,
    sku VARCHAR(20) NOT NULL,
    name VARCHAR(80) NOT NULL,
    category VARCHAR(20) NOT NULL,
    brand VARCHAR(30) NOT NULL,
    unit_cost DECIMAL(10,2) NOT NULL,         -- what the shop pays the supplier, dollars
    unit_price DECIMAL(10,2) NOT NULL,        -- what the customer is charged, dollars
    stock_qty INTEGER NOT NULL,
    is_active INTEGER NOT NULL,               -- 0 = discontinued, no longer ordered
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE shop_workorder (
    id INTEGER NOT NULL PRIMARY KEY,
    vehicle_id INTEGER NOT NULL,
    workshop_id INTEGER NOT NULL,
    mechanic_id INTEGER,                      -- lead mechanic; NULL = not assigned yet
    service_type VARCHAR(20) NOT NULL,
    complaint VARCHAR(200) NOT NULL,
    status VARCHAR(20) NOT NULL,              -- open | waiting_parts | done | cancelled
                                              -- waiting_parts = job paused until ordered parts arrive
                                              -- cancelled = customer declined the estimate, nothing billed
    mileage_in INTEGER NOT NULL,              -- odometer at check-in, miles
    labour_minutes INTEGER NOT NULL,          -- labour booked so far, minutes
    is_warranty INTEGER NOT NULL,             -- 0/1: comeback redone free under our warranty, no invoice
    opened_at TIMESTAMP NOT NULL,
    completed_at TIMESTAMP,                   -- NULL = not finished
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    FOREIGN KEY (vehicle_id) REFERENCES shop_vehicle (id),
    FOREIGN KEY (workshop_id) REFERENCES shop_workshop (id),
    FOREIGN KEY (mechanic_id) REFERENCES shop_mechanic (id)
);

CREATE TABLE shop_workorder_parts (
    id INTEGER NOT NULL PRIMARY KEY,
    workorder_id INTEGER NOT NULL,
    part_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL,
    unit_price DECIMAL(10,2) NOT NULL,        -- price charged per unit on this job, dollars
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    FOREIGN KEY (workorder_id) REFERENCES shop_workorder (id),
    FOREIGN KEY (part_id) REFERENCES shop_part (id)
);

CREATE TABLE shop_invoice (
    id INTEGER NOT NULL PRIMARY KEY,
    workorder_id INTEGER NOT NULL,
    invoice_number VARCHAR(20) NOT NULL,
    issued_at TIMESTAMP NOT NULL,
    labour_amount DECIMAL(10,2) NOT NULL,
    parts_amount DECIMAL(10,2) NOT NULL,
    tax_amount DECIMAL(10,2) NOT NULL,        -- sales tax on parts
    total_amount DECIMAL(10,2) NOT NULL,      -- labour + parts + tax, dollars
    paid_at TIMESTAMP,                        -- NULL = unpaid
    payment_method VARCHAR(10),
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    FOREIGN KEY (workorder_id) REFERENCES shop_workorder (id)
);
"""

# id, name, city, street, phone, bays, labour rate, open saturday, opened
WORKSHOPS = [
    (1, "Redline Midtown", "Sacramento", "2120 J St", "916-555-0100", 8, "148.00", 1, "2014-04-01"),
    (2, "Redline Elk Grove", "Elk Grove", "8935 Laguna Blvd", "916-555-0200", 6, "139.00", 1, "2018-09-15"),
    (3, "Redline Davis", "Davis", "1404 5th St", "530-555-0300", 5, "142.00", 0, "2023-03-01"),
]

# id, workshop, supervisor, first, last, ASE master, wage, hired, left
MECHANICS = [
    (1, 1, None, "Frank", "Delgado", 1, "51.50", "2014-04-01", None),
    (2, 1, 1, "Tyler", "Brooks", 0, "34.25", "2017-06-12", None),
    (3, 1, 1, "Marcus", "Whitfield", 1, "44.80", "2015-02-02", None),
    (4, 1, 1, "Luis", "Ortega", 0, "31.40", "2021-08-16", None),
    (5, 1, 1, "Kevin", "O'Hara", 0, "29.75", "2022-10-03", "2025-03-31"),
    (6, 1, 1, "建国", "黄", 1, "46.10", "2016-05-09", None),
    (7, 1, 1, "Dylan", "Sanders", 0, "26.60", "2024-09-09", None),
    (8, 1, 1, "Ray", "Castillo", 0, "37.90", "2019-01-14", None),
    (9, 2, None, "Gary", "Lindqvist", 1, "49.20", "2018-09-15", None),
    (10, 2, 9, "Hector", "Ramirez", 0, "35.60", "2018-10-01", None),
    (11, 2, 9, "Brandon", "Fisher", 0, "30.15", "2020-03-02", None),
    (12, 2, 9, "Aaron", "Pike", 1, "42.35", "2019-07-22", None),
    (13, 2, 9, "Jamal", "Greene", 0, "28.90", "2023-05-15", "2024-12-20"),
    (14, 2, 9, "Nate", "Kowalczyk", 0, "33.05", "2022-01-10", None),
    (15, 2, 9, "Sofia", "Mendes", 0, "27.45", "2024-02-05", None),
    (16, 3, None, "Owen", "Gallagher", 1, "47.70", "2023-03-01", None),
    (17, 3, 16, "晓东", "林", 0, "36.30", "2023-03-01", None),
    (18, 3, 16, "Eli", "Hartman", 0, "32.20", "2023-04-17", None),
    (19, 3, 16, "Chris", "Navarro", 0, "29.10", "2024-06-03", None),
    (20, 3, 16, "Derek", "Voss", 1, "43.60", "2025-01-06", None),
    (21, 3, 16, "Mason", "Tully", 0, "25.80", "2025-11-10", None),  # new hire, no work orders yet
]

# city: (home workshop, weight)
CITIES = {
    "Sacramento": (1, 34),
    "West Sacramento": (1, 6),
    "Rancho Cordova": (1, 5),
    "Folsom": (1, 4),
    "Roseville": (1, 4),
    "Elk Grove": (2, 22),
    "Galt": (2, 3),
    "Laguna": (2, 4),
    "Davis": (3, 14),
    "Woodland": (3, 5),
    "Dixon": (3, 2),
}
ZH_CITIES = {"Sacramento": 4, "Elk Grove": 4, "Davis": 4, "West Sacramento": 1, "Folsom": 1}
AREA = {3: "530"}

FIRST = [
    "James",
    "Mary",
    "Robert",
    "Patricia",
    "John",
    "Jennifer",
    "Michael",
    "Linda",
    "David",
    "Elizabeth",
    "William",
    "Barbara",
    "Richard",
    "Susan",
    "Joseph",
    "Jessica",
    "Thomas",
    "Sarah",
    "Christopher",
    "Karen",
    "Daniel",
    "Lisa",
    "Matthew",
    "Nancy",
    "Anthony",
    "Sandra",
    "Mark",
    "Ashley",
    "Steven",
    "Emily",
    "Andrew",
    "Michelle",
    "Joshua",
    "Amanda",
    "Kenneth",
    "Melissa",
    "Paul",
    "Stephanie",
    "Ryan",
    "Rebecca",
    "Jacob",
    "Laura",
    "Nicholas",
    "Megan",
    "Eric",
    "Rachel",
    "Jonathan",
    "Heather",
    "Justin",
    "Olivia",
    "Carlos",
    "Maria",
    "Jose",
    "Rosa",
    "Miguel",
    "Ana",
    "Juan",
    "Lucia",
    "Priya",
    "Raj",
    "Minh",
    "Linh",
    "Tuan",
    "Hana",
    "Omar",
    "Fatima",
    "Ivan",
    "Elena",
    "Sean",
    "Bridget",
    "Trevor",
    "Kayla",
    "Logan",
    "Brianna",
]
LAST = [
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Gonzalez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Thompson",
    "White",
    "Harris",
    "Clark",
    "Lewis",
    "Robinson",
    "Walker",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Torres",
    "Nguyen",
    "Hill",
    "Flores",
    "Green",
    "Adams",
    "Nelson",
    "Baker",
    "Hall",
    "Rivera",
    "Campbell",
    "Mitchell",
    "Carter",
    "Roberts",
    "Patel",
    "Singh",
    "Tran",
    "Pham",
    "O'Connor",
    "O'Brien",
    "Sullivan",
    "Murphy",
    "Kelly",
    "Reyes",
    "Cruz",
    "Morales",
    "Gutierrez",
    "Ramos",
    "Peterson",
    "Hughes",
    "Foster",
    "Bryant",
    "Russell",
    "Griffin",
    "Hayes",
    "Myers",
    "Ford",
    "Hamilton",
    "Petrov",
    "Novak",
    "Fischer",
    "Schultz",
    "Larsen",
    "Okafor",
    "Mensah",
    "Haddad",
]
ZH_SURNAMES = ["陈", "李", "王", "张", "刘", "杨", "吴", "周", "赵", "徐", "孙", "马", "朱", "胡", "郭"]
ZH_GIVEN = [
    "伟",
    "芳",
    "秀英",
    "敏",
    "静",
    "丽",
    "强",
    "磊",
    "军",
    "洋",
    "勇",
    "艳",
    "杰",
    "娟",
    "涛",
    "明",
    "超",
    "秀兰",
    "霞",
    "平",
    "刚",
    "桂英",
    "志强",
    "建华",
    "海燕",
    "文博",
    "子涵",
    "浩然",
    "嘉欣",
    "宇航",
    "思远",
]
EMAIL_DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "icloud.com", "comcast.net", "ucdavis.edu"]

FLEETS = [
    ("Capitol Courier LLC", "Sacramento", 7),
    ("Green Valley Plumbing", "Elk Grove", 5),
    ("Aggie Campus Shuttle", "Davis", 4),
    ("Delta Landscaping Co", "West Sacramento", 4),
    ("Sierra Home Health", "Sacramento", 3),
    ("River City Electric", "Rancho Cordova", 4),
    ("Laguna Pest Control", "Elk Grove", 3),
    ("Yolo Farm Supply", "Woodland", 3),
    ("金龙快递", "Sacramento", 3),
]
FLEET_MODELS = [
    ("Ford", "Transit", "gasoline"),
    ("Ford", "F-150", "gasoline"),
    ("Ram", "ProMaster", "gasoline"),
    ("Chevrolet", "Express", "gasoline"),
    ("Toyota", "Tacoma", "gasoline"),
    ("Ford", "E-Transit", "electric"),
]
# make, model, fuel, weight
MODELS = [
    ("Toyota", "Camry", "gasoline", 9),
    ("Toyota", "Corolla", "gasoline", 8),
    ("Toyota", "RAV4", "gasoline", 8),
    ("Toyota", "Prius", "hybrid", 6),
    ("Toyota", "Tacoma", "gasoline", 5),
    ("Toyota", "Highlander", "gasoline", 4),
    ("Honda", "Civic", "gasoline", 9),
    ("Honda", "Accord", "gasoline", 7),
    ("Honda", "CR-V", "gasoline", 7),
    ("Honda", "Odyssey", "gasoline", 3),
    ("Ford", "F-150", "gasoline", 6),
    ("Ford", "Escape", "gasoline", 3),
    ("Ford", "Mustang", "gasoline", 2),
    ("Chevrolet", "Silverado", "gasoline", 4),
    ("Chevrolet", "Malibu", "gasoline", 3),
    ("Chevrolet", "Equinox", "gasoline", 3),
    ("Chevrolet", "Bolt EV", "electric", 2),
    ("Nissan", "Altima", "gasoline", 4),
    ("Nissan", "Rogue", "gasoline", 4),
    ("Nissan", "Leaf", "electric", 2),
    ("Subaru", "Outback", "gasoline", 4),
    ("Subaru", "Forester", "gasoline", 3),
    ("Hyundai", "Elantra", "gasoline", 3),
    ("Hyundai", "Tucson", "gasoline", 3),
    ("Kia", "Soul", "gasoline", 2),
    ("Kia", "Sorento", "gasoline", 2),
    ("Tesla", "Model 3", "electric", 4),
    ("Tesla", "Model Y", "electric", 3),
    ("BMW", "3 Series", "gasoline", 2),
    ("Mazda", "CX-5", "gasoline", 3),
    ("Volkswagen", "Jetta", "gasoline", 2),
    ("Lexus", "RX 350", "gasoline", 3),
    ("Jeep", "Wrangler", "gasoline", 2),
    ("Jeep", "Grand Cherokee", "gasoline", 2),
    ("Dodge", "Grand Caravan", "gasoline", 1),
    ("Volvo", "XC90", "hybrid", 1),
]
COLORS = ["White", "Black", "Silver", "Gray", "Blue", "Red", "Green", "Beige", "Brown", "Gold"]

# id, sku, name, category, brand, cost, price, stock, active
PARTS = [
    (1, "OIL-5W30-QT", "Full synthetic oil 5W-30 (quart)", "fluids", "Mobil 1", "5.20", "9.49", 240, 1),
    (2, "OIL-0W20-QT", "Full synthetic oil 0W-20 (quart)", "fluids", "Castrol", "5.45", "9.95", 210, 1),
    (3, "OIL-10W30-QT", "Conventional oil 10W-30 (quart)", "fluids", "Valvoline", "3.10", "6.25", 96, 1),
    (4, "FLT-OIL-T01", "Oil filter (Toyota/Lexus)", "filters", "Denso", "4.80", "12.99", 58, 1),
    (5, "FLT-OIL-H02", "Oil filter (Honda/Acura)", "filters", "Fram", "4.10", "11.49", 44, 1),
    (6, "FLT-OIL-U03", "Oil filter (universal)", "filters", "Wix", "4.35", "11.99", 71, 1),
    (7, "FLT-AIR-ENG", "Engine air filter", "filters", "K&N", "9.60", "27.50", 35, 1),
    (8, "FLT-AIR-CAB", "Cabin air filter", "filters", "Bosch", "8.25", "24.95", 40, 1),
    (9, "FLT-FUEL-01", "Fuel filter", "filters", "Wix", "14.10", "38.75", 12, 1),
    (10, "BRK-PAD-F", "Ceramic brake pads, front set", "brakes", "Akebono", "38.00", "89.95", 26, 1),
    (11, "BRK-PAD-R", "Ceramic brake pads, rear set", "brakes", "Akebono", "34.50", "79.50", 22, 1),
    (12, "BRK-ROT-F", "Brake rotor, front", "brakes", "Brembo", "52.00", "119.00", 18, 1),
    (13, "BRK-ROT-R", "Brake rotor, rear", "brakes", "Brembo", "47.00", "104.50", 14, 1),
    (14, "BRK-FLD-DOT4", "Brake fluid DOT 4 (32 oz)", "fluids", "Motul", "11.00", "24.25", 30, 1),
    (15, "BRK-CAL-F", "Brake caliper, front (reman)", "brakes", "Cardone", "68.00", "159.95", 6, 1),
    (16, "BRK-PAD-SEMI", "Semi-metallic brake pads, front set", "brakes", "Wagner", "29.00", "69.75", 0, 0),
    (17, "TYR-ALL-16", "All-season tire 16 in", "tires", "Michelin", "118.00", "179.00", 32, 1),
    (18, "TYR-ALL-17", "All-season tire 17 in", "tires", "Michelin", "131.00", "196.50", 28, 1),
    (19, "TYR-ALL-18", "All-season tire 18 in", "tires", "Bridgestone", "142.00", "214.00", 20, 1),
    (20, "TYR-LT-17", "Light-truck tire 17 in", "tires", "BFGoodrich", "165.00", "247.00", 16, 1),
    (21, "TYR-EV-19", "EV tire 19 in", "tires", "Pirelli", "188.00", "279.00", 8, 1),
    (22, "TYR-VALVE", "TPMS valve stem kit", "tires", "Dorman", "3.40", "8.99", 120, 1),
    (23, "TYR-SENS", "TPMS sensor", "tires", "Schrader", "22.00", "54.95", 24, 1),
    (24, "BAT-24F", "Battery group 24F", "electrical", "Interstate", "118.00", "189.99", 9, 1),
    (25, "BAT-35", "Battery group 35", "electrical", "Interstate", "112.00", "179.95", 11, 1),
    (26, "BAT-H6-AGM", "AGM battery H6", "electrical", "Optima", "176.00", "269.00", 5, 1),
    (27, "ELC-ALT-RM", "Alternator (reman)", "electrical", "Bosch", "165.00", "329.00", 3, 1),
    (28, "ELC-STR-RM", "Starter motor (reman)", "electrical", "Denso", "138.00", "285.50", 2, 1),
    (29, "ELC-BULB-H11", "Headlight bulb H11", "electrical", "Sylvania", "9.00", "22.49", 40, 1),
    (30, "ELC-FUSE-KIT", "Fuse assortment", "electrical", "Bussmann", "4.00", "10.95", 15, 1),
    (31, "IGN-PLUG-IR", "Iridium spark plug", "ignition", "NGK", "7.80", "17.95", 150, 1),
    (32, "IGN-COIL", "Ignition coil", "ignition", "Denso", "41.00", "94.75", 10, 1),
    (33, "IGN-PLUG-CU", "Copper spark plug", "ignition", "Champion", "2.10", "5.49", 0, 0),
    (34, "SUS-STRUT-F", "Front strut assembly", "suspension", "Monroe", "112.00", "234.00", 8, 1),
    (35, "SUS-SHOCK-R", "Rear shock absorber", "suspension", "Bilstein", "78.00", "162.50", 10, 1),
    (36, "SUS-ARM-LOW", "Lower control arm", "suspension", "Moog", "64.00", "139.50", 6, 1),
    (37, "SUS-TIE-END", "Outer tie rod end", "suspension", "Moog", "21.00", "49.25", 12, 1),
    (38, "SUS-SWAY-LNK", "Sway bar link", "suspension", "Mevotech", "14.00", "34.60", 14, 1),
    (39, "CLG-RAD", "Radiator", "cooling", "Spectra", "148.00", "298.00", 3, 1),
    (40, "CLG-THERM", "Thermostat with gasket", "cooling", "Stant", "16.00", "39.80", 9, 1),
    (41, "CLG-PUMP", "Water pump", "cooling", "Aisin", "72.00", "164.25", 4, 1),
    (42, "CLG-COOL-GAL", "Coolant 50/50 (gallon)", "fluids", "Prestone", "9.50", "21.75", 48, 1),
    (43, "CLG-HOSE-UP", "Upper radiator hose", "cooling", "Gates", "18.00", "42.30", 7, 1),
    (44, "HVAC-R1234", "Refrigerant R-1234yf (lb)", "hvac", "Honeywell", "38.00", "84.00", 30, 1),
    (45, "HVAC-R134A", "Refrigerant R-134a (lb)", "hvac", "Interdynamics", "9.00", "28.50", 36, 1),
    (46, "HVAC-COMP", "A/C compressor", "hvac", "Denso", "298.00", "589.00", 2, 1),
    (47, "HVAC-BLOWER", "Blower motor", "hvac", "TYC", "54.00", "124.90", 3, 1),
    (48, "TRN-ATF-QT", "Automatic transmission fluid (quart)", "fluids", "Valvoline", "7.10", "14.85", 90, 1),
    (49, "TRN-FLT-KIT", "Transmission filter and gasket kit", "transmission", "ATP", "26.00", "61.40", 8, 1),
    (50, "TRN-SOL", "Shift solenoid", "transmission", "Aisin", "88.00", "196.00", 2, 1),
    (51, "ENG-BELT-SRP", "Serpentine belt", "engine", "Gates", "24.00", "56.90", 18, 1),
    (52, "ENG-TIMING-KIT", "Timing belt kit with water pump", "engine", "Aisin", "164.00", "349.00", 2, 1),
    (53, "ENG-VCG", "Valve cover gasket set", "engine", "Fel-Pro", "28.00", "66.45", 6, 1),
    (54, "ENG-O2-SENS", "Oxygen sensor", "engine", "Bosch", "46.00", "109.75", 7, 1),
    (55, "ENG-MAF", "Mass air flow sensor", "engine", "Denso", "92.00", "214.60", 0, 1),
    (56, "WIP-BLADE-22", "Wiper blade 22 in", "electrical", "Rain-X", "7.00", "18.99", 36, 1),
    (57, "EXH-CAT", "Catalytic converter (CARB approved)", "exhaust", "MagnaFlow", "540.00", "1149.00", 1, 1),
    (58, "EXH-GASKET", "Exhaust manifold gasket", "exhaust", "Fel-Pro", "12.00", "29.95", 5, 1),
    (59, "EV-COOL-GAL", "EV battery coolant (gallon)", "fluids", "Tesla", "32.00", "72.50", 6, 1),
    (60, "EV-12V-LI", "12V lithium battery (EV)", "electrical", "Tesla", "96.00", "199.00", 0, 0),
]
PART = {p[0]: p for p in PARTS}
UNUSED_PARTS = {16, 33, 60}  # never on a work order

# service type: weight, labour minutes range, complaints, part recipes
SERVICES = {
    "oil_change": (
        30,
        (20, 45),
        ["Oil change due", "Oil change + tire rotation", "Oil light came on", "Routine oil service"],
    ),
    "brakes": (
        13,
        (80, 240),
        [
            "Brakes squeaking",
            "Grinding noise when braking",
            "Brake pedal feels soft",
            "Steering wheel shakes when braking",
        ],
    ),
    "tires": (
        10,
        (40, 110),
        ["Need new tires", "Flat tire, nail in tread", "TPMS light on", "Tires worn, replace front pair"],
    ),
    "smog_check": (9, (25, 50), ["Smog check for DMV renewal", "Smog certificate needed"]),
    "diagnostic": (
        8,
        (30, 150),
        ["Check engine light on", "Strange noise from engine", "Car hesitates on acceleration", "Rough idle"],
    ),
    "battery": (6, (15, 40), ["Car won't start", "Battery weak in the morning", "Replace battery"]),
    "ac": (6, (60, 280), ["A/C blowing warm air", "A/C not cold", "Blower fan not working"]),
    "suspension": (
        5,
        (120, 420),
        ["Clunking over bumps", "Car pulls to the right", "Front end noise on turns"],
    ),
    "cooling": (4, (90, 360), ["Engine overheating", "Coolant leak", "Temperature gauge high"]),
    "electrical": (
        4,
        (60, 260),
        ["Headlight out", "Battery light on while driving", "Starter clicks, no crank", "Power window stuck"],
    ),
    "major_service": (
        4,
        (180, 480),
        ["60k mile service", "90k mile service", "30k mile service", "Timing belt due"],
    ),
    "transmission": (
        1,
        (240, 900),
        ["Transmission slipping", "Hard shifts", "Delayed engagement into drive"],
    ),
}


def pick_parts(rng: random.Random, service: str, make: str, fuel: str) -> list[tuple[int, int]]:
    """(part id, quantity) lines for one job."""
    out: list[tuple[int, int]] = []
    electric = fuel == "electric"
    if service == "oil_change":
        if electric:
            return [(8, 1)] if rng.random() < 0.5 else [(56, 2)]
        oil = rng.choice([1, 1, 2, 2, 3])
        out.append((oil, rng.choice([4, 5, 5, 6])))
        flt = 4 if make in ("Toyota", "Lexus") else 5 if make == "Honda" else 6
        out.append((flt, 1))
        if rng.random() < 0.25:
            out.append((7, 1))
        if rng.random() < 0.2:
            out.append((8, 1))
        if rng.random() < 0.1:
            out.append((56, 2))
    elif service == "brakes":
        front = rng.random() < 0.7
        out.append((10 if front else 11, 1))
        if rng.random() < 0.55:
            out.append((12 if front else 13, 2))
        if rng.random() < 0.4:
            out.append((14, 1))
        if rng.random() < 0.08:
            out.append((15, 1))
    elif service == "tires":
        r = rng.random()
        if r < 0.2:
            return [(22, 1)] if rng.random() < 0.5 else []
        tire = 21 if electric else rng.choice([17, 18, 18, 19, 20])
        out.append((tire, rng.choice([2, 4, 4])))
        out.append((22, 1))
        if rng.random() < 0.2:
            out.append((23, rng.choice([1, 2])))
    elif service == "smog_check":
        return []
    elif service == "diagnostic":
        if rng.random() < 0.35:
            out.append((rng.choice([54, 55, 32, 29, 30]), 1))
    elif service == "battery":
        out.append((rng.choice([24, 25, 26]), 1))
    elif service == "ac":
        out.append((44 if rng.random() < 0.5 else 45, rng.choice([1, 2, 2, 3])))
        if rng.random() < 0.15:
            out.append((46, 1))
        if rng.random() < 0.12:
            out.append((47, 1))
    elif service == "suspension":
        chosen = rng.sample([34, 35, 36, 37, 38], rng.randint(1, 2))
        for p in chosen:
            out.append((p, rng.choice([1, 2, 2])))
    elif service == "cooling":
        if electric:
            return [(59, 1)]
        out.append((42, rng.choice([1, 2])))
        out.append((rng.choice([39, 40, 41, 43]), 1))
    elif service == "electrical":
        out.append((rng.choice([27, 28, 29, 30, 24, 56]), 1))
    elif service == "major_service":
        if not electric:
            out.append((31, rng.choice([4, 4, 6])))
            out.append((rng.choice([1, 2]), 5))
            out.append((6, 1))
            out.append((7, 1))
            out.append((8, 1))
            if rng.random() < 0.3:
                out.append((52, 1))
            if rng.random() < 0.4:
                out.append((51, 1))
            if rng.random() < 0.2:
                out.append((53, 1))
            if rng.random() < 0.2:
                out.append((9, 1))
        else:
            out.append((8, 1))
            out.append((59, 1))
    elif service == "transmission":
        out.append((48, rng.choice([4, 6, 8])))
        out.append((49, 1))
    if service in ("diagnostic", "major_service") and rng.random() < 0.03 and not electric:
        out.append((57, 1))
    if rng.random() < 0.02 and not electric:
        out.append((58, 1))
    seen: dict[int, int] = {}
    for p, q in out:
        seen[p] = seen.get(p, 0) + q
    return list(seen.items())


def ts_on(rng: random.Random, d: dt.date, lo: int = 7, hi: int = 17) -> dt.datetime:
    return dt.datetime(
        d.year,
        d.month,
        d.day,
        rng.randint(lo, hi),
        rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]),
        rng.randint(0, 59),
    )


def money(x: float) -> str:
    return f"{x:.2f}"


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    created0 = dt.datetime(2023, 2, 20, 9, 0, 0)
    workshops = [(*w, iso(created0), iso(created0 + dt.timedelta(days=500 + w[0]))) for w in WORKSHOPS]

    mechanics = []
    for m in MECHANICS:
        hired = dt.date.fromisoformat(m[7])
        created = max(created0, dt.datetime(hired.year, hired.month, hired.day, 8, 30, 0))
        updated = created + dt.timedelta(days=rng.randint(0, 200))
        if m[8]:
            updated = dt.datetime.fromisoformat(m[8] + " 17:00:00")
        mechanics.append((*m, iso(created), iso(min(updated, NOW))))

    # ---- customers
    customers: list[dict] = []
    used_names: set[tuple[str, str]] = set()
    phones: set[str] = set()

    def phone_for(ws: int) -> str:
        while True:
            area = AREA.get(ws, rng.choice(["916", "916", "279"]))
            p = f"{area}-{rng.randint(201, 989)}-{rng.randint(0, 9999):04d}"
            if p not in phones:
                phones.add(p)
                return p

    def new_customer(first: str, last: str, city: str, fleet: str | None, zh: bool) -> dict:
        ws = CITIES[city][0]
        created = dt.datetime.combine(day(rng, "2019-03-01", "2025-11-12"), dt.time(0)) + dt.timedelta(
            hours=rng.randint(8, 18), minutes=rng.randint(0, 59), seconds=rng.randint(0, 59)
        )
        if ws == 3 and created.date() < dt.date(2023, 3, 1):
            created = dt.datetime(2023, 3, 1, created.hour, created.minute, created.second) + dt.timedelta(
                days=rng.randint(0, 960)
            )
        email = None
        if fleet:
            slug = "".join(ch for ch in fleet.lower() if ch.isalnum())[:14] or "jinlong"
            email = f"service@{slug}.com"
        elif rng.random() < 0.84:
            if zh:
                handle = rng.choice(
                    ["chen", "lee", "wang", "zz", "amy", "kevin", "tony", "grace", "jl", "yx"]
                ) + str(rng.randint(10, 999))
            else:
                handle = (first[0] + last).lower().replace("'", "") + (
                    str(rng.randint(1, 99)) if rng.random() < 0.5 else ""
                )
            email = f"{handle}@{rng.choice(EMAIL_DOMAINS)}"
        c = {
            "id": len(customers) + 1,
            "first": first,
            "last": last,
            "email": email,
            "phone": phone_for(ws),
            "city": city,
            "ws": ws,
            "fleet": fleet,
            "sms": 1 if rng.random() < 0.55 else 0,
            "created": created,
            "zh": zh,
        }
        customers.append(c)
        return c

    city_names = list(CITIES)
    city_weights = [CITIES[c][1] for c in city_names]
    zh_cities = list(ZH_CITIES)
    zh_weights = list(ZH_CITIES.values())
    order: list[str] = ["en"] * 300 + ["zh"] * 44 + ["fleet"] * len(FLEETS)
    rng.shuffle(order)
    fleet_iter = iter(FLEETS)
    for kind in order:
        if kind == "fleet":
            name, city, _n = next(fleet_iter)
            if name == "金龙快递":
                first, last = "国华", "郑"
            else:
                first, last = rng.choice(FIRST), rng.choice(LAST)
            new_customer(first, last, city, name, name == "金龙快递")
            continue
        zh = kind == "zh"
        while True:
            if zh:
                first, last = rng.choice(ZH_GIVEN), rng.choice(ZH_SURNAMES)
            else:
                first, last = rng.choice(FIRST), rng.choice(LAST)
            if (first, last) not in used_names and (first, last) not in (("David", "Miller"), ("娜", "李")):
                used_names.add((first, last))
                break
        city = rng.choices(zh_cities, zh_weights)[0] if zh else rng.choices(city_names, city_weights)[0]
        new_customer(first, last, city, None, zh)
    # duplicate names on purpose
    new_customer("David", "Miller", "Sacramento", None, False)
    new_customer("David", "Miller", "Davis", None, False)
    new_customer("娜", "李", "Elk Grove", None, True)
    new_customer("娜", "李", "Sacramento", None, True)
    customers.sort(key=lambda c: c["created"])
    for i, c in enumerate(customers, start=1):
        c["id"] = i

    # ---- vehicles
    vins: set[str] = set()
    plates: set[str] = set()
    vin_chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"

    def new_vin() -> str:
        while True:
            v = "".join(rng.choice(vin_chars) for _ in range(17))
            if v not in vins:
                vins.add(v)
                return v

    def new_plate() -> str:
        while True:
            p = (
                str(rng.choice([5, 6, 7, 8, 8, 9]))
                + "".join(rng.choice(string.ascii_uppercase) for _ in range(3))
                + f"{rng.randint(0, 999):03d}"
            )
            if p not in plates:
                plates.add(p)
                return p

    vehicles: list[dict] = []
    model_names = [m[:3] for m in MODELS]
    model_weights = [m[3] for m in MODELS]
    no_vehicle = set(
        rng.sample(
            [c["id"] for c in customers if not c["fleet"] and c["created"].date() > dt.date(2025, 6, 1)], 6
        )
    )
    for c in customers:
        if c["id"] in no_vehicle:
            c["vehicles"] = []
            continue
        if c["fleet"]:
            n = next(f[2] for f in FLEETS if f[0] == c["fleet"])
            picks = [rng.choice(FLEET_MODELS) for _ in range(n)]
        else:
            n = rng.choices([1, 2, 3], [70, 24, 6])[0]
            picks = [rng.choices(model_names, model_weights)[0] for _ in range(n)]
        c["vehicles"] = []
        for make, model, fuel in picks:
            lo = {
                "Model 3": 2018,
                "Model Y": 2020,
                "E-Transit": 2022,
                "Bolt EV": 2017,
                "Leaf": 2011,
                "XC90": 2016,
            }.get(model, 2003)
            year = rng.randint(max(lo, 2003), 2025)
            if c["fleet"]:
                year = rng.randint(max(lo, 2015), 2025)
            age = max(0.3, (dt.date(2024, 1, 1) - dt.date(year, 1, 1)).days / 365)
            v = {
                "id": 0,
                "cust": c,
                "make": make,
                "model": model,
                "year": year,
                "vin": new_vin(),
                "plate": new_plate(),
                "color": rng.choice(COLORS),
                "fuel": fuel,
                "base": int(age * rng.randint(7000, 14000)) + rng.randint(0, 3000),
                "rate": rng.randint(14000, 30000) if c["fleet"] else rng.randint(5000, 16000),
                "created": c["created"]
                + dt.timedelta(
                    days=rng.randint(0, 30) if rng.random() < 0.3 else 0, minutes=rng.randint(1, 30)
                ),
            }
            if v["created"].year < year - 1:
                bought = dt.datetime(year - 1, 9, 1, 9, 0, 0) + dt.timedelta(
                    days=rng.randint(0, 400), minutes=rng.randint(0, 500)
                )
                v["created"] = min(bought, NOW - dt.timedelta(days=rng.randint(2, 40)))
            if v["created"] > NOW:
                v["created"] = c["created"] + dt.timedelta(minutes=5)
            c["vehicles"].append(v)
            vehicles.append(v)
    vehicles.sort(key=lambda v: (v["created"], v["cust"]["id"]))
    for i, v in enumerate(vehicles, start=1):
        v["id"] = i

    # ---- work orders
    svc_names = list(SERVICES)
    svc_weights = [SERVICES[s][0] for s in svc_names]
    days = [FIRST_DAY + dt.timedelta(days=i) for i in range((TODAY - FIRST_DAY).days + 1)]
    raw: list[dict] = []
    for d in days:
        if d.weekday() == 6:
            continue
        for ws in (1, 2, 3):
            if d.weekday() == 5 and ws == 3:
                continue
            if d in (
                dt.date(2024, 7, 4),
                dt.date(2024, 11, 28),
                dt.date(2024, 12, 25),
                dt.date(2025, 1, 1),
                dt.date(2025, 7, 4),
            ):
                continue
            lam = {1: 1.15, 2: 0.85, 3: 0.55}[ws] * (0.5 if d.weekday() == 5 else 1.0)
            n = sum(1 for _ in range(4) if rng.random() < lam / 4)
            pool = [v for v in vehicles if v["cust"]["ws"] == ws and v["created"].date() < d]
            other = [v for v in vehicles if v["cust"]["ws"] != ws and v["created"].date() < d]
            for _ in range(n):
                src = pool if (rng.random() < 0.88 or not other) else other
                if not src:
                    continue
                weights = [4 if v["cust"]["fleet"] else 1 for v in src]
                v = rng.choices(src, weights)[0]
                raw.append({"date": d, "ws": ws, "v": v})
    # a few long-running and special jobs
    raw.sort(key=lambda w: (w["date"], w["ws"], w["v"]["id"]))

    taken_minutes: set[int] = set()
    mech_by_ws: dict[int, list[tuple]] = {1: [], 2: [], 3: []}
    for m in MECHANICS:
        mech_by_ws[m[1]].append(m)

    def active_mechs(ws: int, d: dt.date) -> list[tuple]:
        return [
            m
            for m in mech_by_ws[ws]
            if dt.date.fromisoformat(m[7]) <= d
            and (m[8] is None or dt.date.fromisoformat(m[8]) >= d)
            and m[0] != 21
        ]

    workorders: list[dict] = []
    for w in raw:
        d, ws, v = w["date"], w["ws"], w["v"]
        svc = rng.choices(svc_names, svc_weights)[0]
        if v["fuel"] == "electric" and svc in ("smog_check", "transmission"):
            svc = rng.choice(["tires", "brakes", "diagnostic"])
        lo, hi = SERVICES[svc][1]
        minutes = rng.randint(lo, hi)
        if minutes > 200:
            while minutes in taken_minutes:
                minutes += 1
            taken_minutes.add(minutes)
        opened = ts_on(rng, d, 7, 16)
        age_days = (TODAY - d).days
        status = "done"
        r = rng.random()
        if r < 0.045:
            status = "cancelled"
        elif age_days <= 2:
            status = "open" if r < 0.8 else "waiting_parts"
        elif age_days <= 9 and r < 0.5:
            status = rng.choice(["open", "waiting_parts", "open"])
        elif age_days <= 24 and r < 0.15:
            status = "waiting_parts"
        w_parts = [] if status == "cancelled" else pick_parts(rng, svc, v["make"], v["fuel"])
        if status == "waiting_parts" and not w_parts:
            status = "open"
        completed = None
        if status == "done":
            extra = dt.timedelta(minutes=minutes + rng.randint(20, 240))
            if minutes > 240:
                extra += dt.timedelta(days=rng.randint(1, 3))
            completed = opened + extra
            if completed.hour >= 18:
                completed = completed.replace(
                    hour=rng.randint(8, 11), minute=rng.randint(0, 59)
                ) + dt.timedelta(days=1)
            elif completed.hour < 8:
                completed = completed.replace(hour=rng.randint(8, 11), minute=rng.randint(0, 59))
            if completed > NOW:
                status = "open"
                completed = None
        if status == "cancelled":
            minutes = rng.choice([0, 0, 15, 20, 30])
        elif status == "open":
            minutes = rng.choice([0, 0, min(minutes, rng.randint(10, 60))])
        elif status == "waiting_parts":
            minutes = min(minutes, rng.randint(30, 120))
        mechs = active_mechs(ws, d)
        mech = rng.choice(mechs)[0]
        if status == "open" and age_days <= 2 and rng.random() < 0.6:
            mech = None
        workorders.append(
            {
                "v": v,
                "ws": ws,
                "mech": mech,
                "svc": svc,
                "complaint": rng.choice(SERVICES[svc][2]),
                "status": status,
                "minutes": minutes,
                "opened": opened,
                "completed": completed,
                "parts": w_parts,
                "warranty": 0,
            }
        )
    # two jobs stuck on back-ordered parts since the autumn
    stuck = [
        w
        for w in workorders
        if w["status"] == "done"
        and w["svc"] in ("transmission", "ac")
        and dt.date(2025, 9, 15) <= w["opened"].date() <= dt.date(2025, 10, 20)
    ]
    for w in stuck[:2]:
        w["status"] = "waiting_parts"
        w["completed"] = None
        w["minutes"] = 95 if w["svc"] == "ac" else 150
        if w["svc"] == "ac" and all(p != 46 for p, _ in w["parts"]):
            w["parts"].append((46, 1))
        if w["svc"] == "transmission":
            w["parts"].append((50, 1))
    # warranty comebacks: same vehicle, same service, within 60 days of a done job
    by_vehicle: dict[int, list[dict]] = {}
    for w in workorders:
        by_vehicle.setdefault(w["v"]["id"], []).append(w)
    for w in workorders:
        if w["status"] != "done" or w["svc"] not in ("brakes", "electrical", "cooling", "suspension", "ac"):
            continue
        earlier = [
            e
            for e in by_vehicle[w["v"]["id"]]
            if e is not w
            and e["status"] == "done"
            and e["svc"] == w["svc"]
            and dt.timedelta(0) < w["opened"] - e["opened"] < dt.timedelta(days=120)
        ]
        if earlier or rng.random() < 0.035:
            w["warranty"] = 1
            w["complaint"] = "Comeback: " + w["complaint"]

    workorders.sort(key=lambda w: (w["opened"], w["ws"]))
    # mileage: increasing per vehicle, unique overall
    taken_miles: set[int] = set()
    for w in workorders:
        v = w["v"]
        elapsed = (w["opened"].date() - dt.date(2024, 1, 1)).days / 365
        miles = v["base"] + int(v["rate"] * elapsed) + rng.randint(0, 400)
        miles = max(miles, v.get("last", 0) + rng.randint(50, 900))
        while miles in taken_miles:
            miles += 1
        taken_miles.add(miles)
        v["last"] = miles
        w["miles"] = miles
    for v in vehicles:
        if "last" not in v:
            years = max(0.05, (v["created"].date() - dt.date(v["year"] - 1, 9, 1)).days / 365)
            m = int(years * rng.randint(7000, 14000)) + rng.randint(5, 90)
            while m in taken_miles:
                m += 1
            taken_miles.add(m)
            v["last"] = m

    customer_rows = []
    for c in customers:
        updated = c["created"] + dt.timedelta(days=rng.randint(0, 400), minutes=rng.randint(0, 600))
        customer_rows.append(
            (
                c["id"],
                c["first"],
                c["last"],
                c["email"],
                c["phone"],
                c["city"],
                c["ws"],
                1 if c["fleet"] else 0,
                c["fleet"],
                c["sms"],
                iso(c["created"]),
                iso(min(updated, NOW)),
            )
        )
    last_seen: dict[int, dt.datetime] = {}
    for w in workorders:
        last_seen[w["v"]["id"]] = w["completed"] or w["opened"]
    vehicle_rows = [
        (
            v["id"],
            v["cust"]["id"],
            v["make"],
            v["model"],
            v["year"],
            v["vin"],
            v["plate"],
            v["color"],
            v["fuel"],
            v["last"],
            iso(v["created"]),
            iso(last_seen.get(v["id"], v["created"])),
        )
        for v in vehicles
    ]
    part_rows = []
    for p in PARTS:
        created = dt.datetime(2023, 2, 20, 10, 0, 0) + dt.timedelta(minutes=p[0])
        updated = created + dt.timedelta(days=rng.randint(30, 900))
        part_rows.append((*p, iso(created), iso(min(updated, NOW))))

    wo_rows = []
    link_rows = []
    invoice_rows = []
    taken_totals: set[str] = set()
    for i, w in enumerate(workorders, start=1):
        w["id"] = 5000 + i
        updated = w["completed"] or (w["opened"] + dt.timedelta(hours=rng.randint(1, 30)))
        if updated > NOW:
            updated = NOW
        wo_rows.append(
            (
                w["id"],
                w["v"]["id"],
                w["ws"],
                w["mech"],
                w["svc"],
                w["complaint"],
                w["status"],
                w["miles"],
                w["minutes"],
                w["warranty"],
                iso(w["opened"]),
                iso(w["completed"]),
                iso(w["opened"]),
                iso(updated),
            )
        )
    link_id = 1
    for w in workorders:
        for pid, qty in w["parts"]:
            if pid in UNUSED_PARTS:
                pid = {16: 10, 33: 31, 60: 8}[pid]
            stamp = w["opened"] + dt.timedelta(minutes=rng.randint(10, 90))
            link_rows.append((link_id, w["id"], pid, qty, PART[pid][6], iso(stamp), iso(stamp)))
            link_id += 1
    parts_of: dict[int, float] = {}
    for row in link_rows:
        parts_of[row[1]] = parts_of.get(row[1], 0.0) + row[3] * float(row[4])
    rate = {w[0]: float(w[6]) for w in WORKSHOPS}
    inv_seq = {2024: 0, 2025: 0}
    done = [w for w in workorders if w["status"] == "done" and not w["warranty"]]
    done.sort(key=lambda w: (w["completed"], w["id"]))
    for w in done:
        labour = round(w["minutes"] / 60 * rate[w["ws"]], 2)
        parts = round(parts_of.get(w["id"], 0.0), 2)
        tax = round(parts * TAX_RATE, 2)
        total = round(labour + parts + tax, 2)
        key = money(total)
        if total > 400:
            while key in taken_totals:
                labour = round(labour + 0.01, 2)
                total = round(labour + parts + tax, 2)
                key = money(total)
        taken_totals.add(key)
        issued = w["completed"] + dt.timedelta(minutes=rng.randint(2, 40))
        yr = issued.year
        inv_seq[yr] += 1
        number = f"INV-{yr % 100}-{inv_seq[yr]:05d}"
        fleet = bool(w["v"]["cust"]["fleet"])
        age = (TODAY - issued.date()).days
        paid = None
        method = None
        if fleet:
            if age > 30 or rng.random() < 0.25:
                paid = issued + dt.timedelta(days=rng.randint(8, 30), hours=rng.randint(0, 5))
                method = "ach" if rng.random() < 0.8 else "check"
        elif age > 6 or rng.random() < 0.6:
            paid = (
                issued + dt.timedelta(minutes=rng.randint(3, 90))
                if rng.random() < 0.9
                else issued + dt.timedelta(days=rng.randint(1, 14))
            )
            method = rng.choices(["card", "cash", "check", "apple_pay"], [70, 12, 6, 12])[0]
        if paid is not None and paid > NOW:
            paid, method = None, None
        invoice_rows.append(
            [
                len(invoice_rows) + 1,
                w["id"],
                number,
                iso(issued),
                money(labour),
                money(parts),
                money(tax),
                money(total),
                iso(paid),
                method,
                iso(issued),
                iso(paid or issued),
            ]
        )
    # a handful of old invoices never paid (collections)
    old = [r for r in invoice_rows if r[8] is not None and r[3] < "2025-06-01" and float(r[7]) > 300]
    for r in rng.sample(old, 4):
        r[8], r[9], r[11] = None, None, r[3]
    invoice_rows_t = [tuple(r) for r in invoice_rows]

    return {
        "shop_workshop": workshops,
        "shop_mechanic": mechanics,
        "shop_customer": customer_rows,
        "shop_vehicle": vehicle_rows,
        "shop_part": part_rows,
        "shop_workorder": wo_rows,
        "shop_workorder_parts": link_rows,
        "shop_invoice": invoice_rows_t,
    }


def main() -> int:
    here = Path(__file__).resolve().parent
    from text2sql_tools import write_data

    (here / "garage").mkdir(exist_ok=True)
    (here / "garage" / "schema.sql").write_text(SCHEMA_SQL, encoding="utf-8")
    print(f"wrote {write_data(here, 'garage').relative_to(here)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
