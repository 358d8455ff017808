-- Car-sharing fleet (Canada). Money in integer Canadian cents, distances in metres.
CREATE TABLE zones (
    zone_id INTEGER NOT NULL PRIMARY KEY,
    zone_name VARCHAR(60) NOT NULL,
    city VARCHAR(40) NOT NULL,
    is_airport SMALLINT NOT NULL,          -- 1 = airport parking zone
    spots INTEGER NOT NULL
);

CREATE TABLE members (
    member_id INTEGER NOT NULL PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    email VARCHAR(80),
    plan_cd VARCHAR(5) NOT NULL,           -- PAYG = pay as you go, MONTH = monthly subscription, BIZ = business account
    joined_on DATE NOT NULL,
    birth_year INTEGER,
    license_verified SMALLINT NOT NULL,    -- 1 = driving licence checked
    referred_by INTEGER,                   -- member who referred this member
    FOREIGN KEY (referred_by) REFERENCES members (member_id)
);

CREATE TABLE vehicles (
    vehicle_id INTEGER NOT NULL PRIMARY KEY,
    plate_no VARCHAR(10) NOT NULL,
    make VARCHAR(30) NOT NULL,
    model VARCHAR(30) NOT NULL,
    powertrain CHAR(2) NOT NULL,           -- EV = battery electric, HY = hybrid, IC = petrol
    seats INTEGER NOT NULL,
    model_year INTEGER NOT NULL,
    odometer_km INTEGER NOT NULL,
    home_zone_id INTEGER NOT NULL,
    in_service SMALLINT NOT NULL,          -- 0 = retired from the fleet
    added_on DATE NOT NULL,
    FOREIGN KEY (home_zone_id) REFERENCES zones (zone_id)
);

CREATE TABLE trips (
    trip_id INTEGER NOT NULL PRIMARY KEY,
    member_id INTEGER NOT NULL,
    vehicle_id INTEGER NOT NULL,
    start_zone_id INTEGER NOT NULL,
    end_zone_id INTEGER,                   -- NULL while the trip is still running
    started_at TIMESTAMP NOT NULL,
    ended_at TIMESTAMP,
    duration_sec INTEGER,
    distance_m INTEGER,
    fare_cents INTEGER,
    promo_code VARCHAR(12),
    FOREIGN KEY (member_id) REFERENCES members (member_id),
    FOREIGN KEY (vehicle_id) REFERENCES vehicles (vehicle_id),
    FOREIGN KEY (start_zone_id) REFERENCES zones (zone_id),
    FOREIGN KEY (end_zone_id) REFERENCES zones (zone_id)
);

CREATE TABLE maintenance (
    job_id INTEGER NOT NULL PRIMARY KEY,
    vehicle_id INTEGER NOT NULL,
    job_type VARCHAR(20) NOT NULL,
    opened_on DATE NOT NULL,
    closed_on DATE,                        -- NULL = car still in the workshop
    garage VARCHAR(40) NOT NULL,
    cost_cents INTEGER,                    -- NULL = covered by warranty
    FOREIGN KEY (vehicle_id) REFERENCES vehicles (vehicle_id)
);
