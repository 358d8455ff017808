-- Airline operations: airports, fleet, routes, flights, passengers, bookings.
-- Abbreviated column names: cd = code, nm = name, dt = date, ts = timestamp, amt = amount.

CREATE TABLE airport (
    apt_cd CHAR(3) NOT NULL PRIMARY KEY,   -- IATA airport code, e.g. PVG
    apt_nm VARCHAR(80) NOT NULL,           -- airport name
    city_nm VARCHAR(40) NOT NULL,          -- city served
    ctry_cd CHAR(2) NOT NULL,              -- ISO country code: CN, JP, GB, US ...
    elev_m INTEGER NOT NULL                -- elevation above sea level, metres
);

CREATE TABLE aircraft (
    acft_id INTEGER NOT NULL PRIMARY KEY,
    reg_no VARCHAR(10) NOT NULL,           -- registration (tail number), e.g. B-1234
    mdl VARCHAR(40) NOT NULL,              -- model, e.g. Airbus A320neo
    seat_cnt INTEGER NOT NULL,             -- number of seats
    mfg_yr INTEGER NOT NULL,               -- year built
    retired_dt DATE                        -- NULL while in service
);

CREATE TABLE route (
    rte_id INTEGER NOT NULL PRIMARY KEY,
    orig_cd CHAR(3) NOT NULL,              -- departure airport
    dest_cd CHAR(3) NOT NULL,              -- arrival airport
    dist_km INTEGER NOT NULL,              -- great-circle distance flown, km
    FOREIGN KEY (orig_cd) REFERENCES airport (apt_cd),
    FOREIGN KEY (dest_cd) REFERENCES airport (apt_cd)
);

CREATE TABLE flight (
    flt_id INTEGER NOT NULL PRIMARY KEY,
    flt_no VARCHAR(8) NOT NULL,            -- flight number, e.g. YQ101 (same number every day)
    rte_id INTEGER NOT NULL,
    acft_id INTEGER NOT NULL,
    dep_ts TIMESTAMP NOT NULL,             -- scheduled departure, local time
    blk_min INTEGER NOT NULL,              -- scheduled block time, minutes
    dly_min INTEGER,                       -- arrival delay in minutes; NULL unless the flight arrived
    stat CHAR(3) NOT NULL,                 -- ARR = arrived, CXL = cancelled, SCH = scheduled (not flown yet)
    FOREIGN KEY (rte_id) REFERENCES route (rte_id),
    FOREIGN KEY (acft_id) REFERENCES aircraft (acft_id)
);

CREATE TABLE passenger (
    pax_id INTEGER NOT NULL PRIMARY KEY,
    fst_nm VARCHAR(40) NOT NULL,           -- first (given) name
    lst_nm VARCHAR(40) NOT NULL,           -- last (family) name
    birth_yr INTEGER NOT NULL,
    natl_cd CHAR(2) NOT NULL,              -- nationality, ISO country code
    ffp_tier VARCHAR(10)                   -- frequent-flyer tier SILVER / GOLD / PLATINUM; NULL = not a member
);

CREATE TABLE booking (
    bkg_id INTEGER NOT NULL PRIMARY KEY,
    pnr CHAR(6) NOT NULL,                  -- booking reference
    flt_id INTEGER NOT NULL,
    pax_id INTEGER NOT NULL,
    cabin CHAR(1) NOT NULL,                -- Y = economy, W = premium economy, J = business, F = first
    seat_no VARCHAR(4),                    -- NULL = no seat assigned yet
    fare_amt DECIMAL(8,2) NOT NULL,        -- fare paid, USD
    bag_kg DECIMAL(4,1),                   -- checked baggage weight, kg; NULL = no checked bag
    bkd_dt DATE NOT NULL,                  -- date booked
    cxl_dt DATE,                           -- date the booking was cancelled; NULL = not cancelled
    FOREIGN KEY (flt_id) REFERENCES flight (flt_id),
    FOREIGN KEY (pax_id) REFERENCES passenger (pax_id)
);
