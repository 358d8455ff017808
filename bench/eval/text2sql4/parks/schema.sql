-- City parks department: parks, permit applicants, permits, inspectors and inspections.
-- Dates are stored as TEXT in ISO form 'YYYY-MM-DD'. Money is integer cents (USD).
-- Flags are CHAR(1) 'Y' / 'N'.
CREATE TABLE prk_park (
    prk_id INTEGER NOT NULL PRIMARY KEY,
    prk_nm VARCHAR(60) NOT NULL,
    prk_typ_cd CHAR(1) NOT NULL,       -- N = neighborhood park, C = community park, R = regional park, P = plaza
    prk_ward_no INTEGER NOT NULL,      -- city council ward 1-6
    prk_area_ac DECIMAL(7,2) NOT NULL, -- size in acres
    prk_est_yr INTEGER,                -- year established; NULL = unknown
    prk_restroom_yn CHAR(1) NOT NULL,
    prk_dogs_yn CHAR(1) NOT NULL       -- Y = off-leash dog area
);

CREATE TABLE prk_applicant (
    appl_id INTEGER NOT NULL PRIMARY KEY,
    appl_nm VARCHAR(80) NOT NULL,
    appl_typ_cd CHAR(1) NOT NULL,      -- I = individual, N = nonprofit, B = business
    appl_email VARCHAR(80),
    appl_phone VARCHAR(20)
);

CREATE TABLE prk_permit (
    pmt_id INTEGER NOT NULL PRIMARY KEY,
    pmt_no VARCHAR(14) NOT NULL,       -- e.g. EV-24-0031
    appl_id INTEGER NOT NULL,
    pmt_typ_cd CHAR(2) NOT NULL,       -- EV = special event, PN = picnic shelter, WD = wedding, FS = film shoot, FT = food truck, SF = sports field
    pmt_stat_cd CHAR(1) NOT NULL,      -- A = approved, D = denied, P = pending, X = cancelled by applicant
    pmt_applied_dt VARCHAR(10) NOT NULL,
    pmt_start_dt VARCHAR(10) NOT NULL,
    pmt_end_dt VARCHAR(10) NOT NULL,
    pmt_fee_cents INTEGER NOT NULL,
    pmt_est_attend INTEGER,            -- expected attendance; NULL = not given
    pmt_alcohol_yn CHAR(1) NOT NULL,
    pmt_amplified_yn CHAR(1) NOT NULL, -- Y = amplified sound (speakers)
    FOREIGN KEY (appl_id) REFERENCES prk_applicant (appl_id)
);

-- a permit may cover several parks (e.g. a fun run through three parks)
CREATE TABLE prk_permit_park (
    pmt_id INTEGER NOT NULL,
    prk_id INTEGER NOT NULL,
    PRIMARY KEY (pmt_id, prk_id),
    FOREIGN KEY (pmt_id) REFERENCES prk_permit (pmt_id),
    FOREIGN KEY (prk_id) REFERENCES prk_park (prk_id)
);

CREATE TABLE prk_inspector (
    insp_id INTEGER NOT NULL PRIMARY KEY,
    insp_nm VARCHAR(60) NOT NULL,
    insp_hire_dt VARCHAR(10) NOT NULL,
    insp_active_yn CHAR(1) NOT NULL
);

CREATE TABLE prk_inspection (
    insptn_id INTEGER NOT NULL PRIMARY KEY,
    prk_id INTEGER NOT NULL,
    pmt_id INTEGER,                    -- NULL = routine inspection, not tied to a permit
    lead_insp_id INTEGER NOT NULL,
    asst_insp_id INTEGER,              -- second inspector, if any
    insptn_dt VARCHAR(10) NOT NULL,
    insptn_rslt_cd CHAR(1) NOT NULL,   -- P = pass, C = pass with conditions, F = fail
    insptn_score INTEGER,              -- 0-100; NULL for permit walk-throughs
    insptn_damage_cents INTEGER,       -- assessed damage; NULL = none
    FOREIGN KEY (prk_id) REFERENCES prk_park (prk_id),
    FOREIGN KEY (pmt_id) REFERENCES prk_permit (pmt_id),
    FOREIGN KEY (lead_insp_id) REFERENCES prk_inspector (insp_id),
    FOREIGN KEY (asst_insp_id) REFERENCES prk_inspector (insp_id)
);
