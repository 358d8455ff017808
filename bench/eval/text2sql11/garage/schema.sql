-- Redline Auto Service: three-workshop car repair chain (Sacramento / Elk Grove / Davis).
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
