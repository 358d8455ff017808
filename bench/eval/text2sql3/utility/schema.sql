CREATE TABLE customer (
    cust_id INTEGER NOT NULL PRIMARY KEY,
    cust_acct_no VARCHAR(12) NOT NULL,
    cust_nm VARCHAR(80) NOT NULL,
    cust_typ CHAR(1) NOT NULL,             -- R = residential, C = commercial, I = industrial
    cust_city VARCHAR(40) NOT NULL,
    cust_email VARCHAR(80),
    cust_since_dt DATE NOT NULL,
    cust_paperless CHAR(1) NOT NULL        -- Y = e-bill only, N = paper bill posted
);

CREATE TABLE tariff (
    trf_id INTEGER NOT NULL PRIMARY KEY,
    trf_cd VARCHAR(12) NOT NULL,
    trf_nm VARCHAR(60) NOT NULL,
    trf_svc CHAR(1) NOT NULL,              -- E = electricity (rate per kWh), W = water (rate per cubic metre)
    trf_unit_rate_cents DECIMAL(8,3) NOT NULL,
    trf_daily_chg_cents INTEGER NOT NULL,
    trf_from_dt DATE NOT NULL,
    trf_to_dt DATE
);

CREATE TABLE meter (
    mtr_id INTEGER NOT NULL PRIMARY KEY,
    mtr_serial VARCHAR(16) NOT NULL,
    cust_id INTEGER NOT NULL,
    trf_id INTEGER NOT NULL,
    mtr_svc CHAR(1) NOT NULL,              -- E = electricity meter, W = water meter
    mtr_smart CHAR(1) NOT NULL,            -- Y = smart (remote read), N = manual read
    mtr_install_dt DATE NOT NULL,
    mtr_removed_dt DATE,
    FOREIGN KEY (cust_id) REFERENCES customer (cust_id),
    FOREIGN KEY (trf_id) REFERENCES tariff (trf_id)
);

CREATE TABLE reading (
    rdg_id INTEGER NOT NULL PRIMARY KEY,
    mtr_id INTEGER NOT NULL,
    rdg_dt DATE NOT NULL,
    rdg_used_wh BIGINT,
    rdg_used_litres INTEGER,
    rdg_src CHAR(1) NOT NULL,              -- A = actual read, E = estimated, C = customer self-read
    FOREIGN KEY (mtr_id) REFERENCES meter (mtr_id)
);

CREATE TABLE invoice (
    inv_id INTEGER NOT NULL PRIMARY KEY,
    inv_no VARCHAR(16) NOT NULL,
    cust_id INTEGER NOT NULL,
    inv_period_start DATE NOT NULL,
    inv_period_end DATE NOT NULL,
    inv_issue_dt DATE NOT NULL,
    inv_due_dt DATE NOT NULL,
    inv_total_cents INTEGER NOT NULL,
    inv_stat CHAR(1) NOT NULL,             -- P = paid, O = open (unpaid), D = disputed, W = written off
    inv_paid_dt DATE,
    FOREIGN KEY (cust_id) REFERENCES customer (cust_id)
);
