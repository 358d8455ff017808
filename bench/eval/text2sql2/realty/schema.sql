CREATE TABLE agent (
    agt_id INTEGER PRIMARY KEY,
    agt_nm VARCHAR(60) NOT NULL,
    ofc VARCHAR(30) NOT NULL,
    hire_dt DATE NOT NULL,
    mgr_id INTEGER,
    comm_pct DECIMAL(4,2) NOT NULL,
    FOREIGN KEY (mgr_id) REFERENCES agent (agt_id)
);

CREATE TABLE client (
    cli_id INTEGER PRIMARY KEY,
    cli_nm VARCHAR(60) NOT NULL,
    city VARCHAR(30) NOT NULL,
    budget_amt DECIMAL(12,2),
    reg_dt DATE NOT NULL
);

CREATE TABLE property (
    prop_id INTEGER PRIMARY KEY,
    addr VARCHAR(80) NOT NULL,
    suburb VARCHAR(40) NOT NULL,
    city VARCHAR(30) NOT NULL,
    ptype VARCHAR(20) NOT NULL,
    sqm DECIMAL(6,1) NOT NULL,
    land_sqm INTEGER,
    bdrm INTEGER NOT NULL,
    bthrm INTEGER NOT NULL,
    car_spc INTEGER NOT NULL,
    yr_blt INTEGER
);

CREATE TABLE listing (
    lst_id INTEGER PRIMARY KEY,
    prop_id INTEGER NOT NULL,
    agt_id INTEGER NOT NULL,
    list_dt DATE NOT NULL,
    list_amt DECIMAL(12,2) NOT NULL,
    stat VARCHAR(20) NOT NULL,
    off_mkt_dt DATE,
    FOREIGN KEY (prop_id) REFERENCES property (prop_id),
    FOREIGN KEY (agt_id) REFERENCES agent (agt_id)
);

CREATE TABLE viewing (
    vw_id INTEGER PRIMARY KEY,
    cli_id INTEGER NOT NULL,
    lst_id INTEGER NOT NULL,
    vw_ts TIMESTAMP NOT NULL,
    vw_type VARCHAR(10) NOT NULL,
    dur_min INTEGER NOT NULL,
    fdbk_score INTEGER,
    FOREIGN KEY (cli_id) REFERENCES client (cli_id),
    FOREIGN KEY (lst_id) REFERENCES listing (lst_id)
);

CREATE TABLE sale (
    sale_id INTEGER PRIMARY KEY,
    lst_id INTEGER NOT NULL,
    cli_id INTEGER NOT NULL,
    sold_dt DATE NOT NULL,
    sold_amt DECIMAL(12,2) NOT NULL,
    settle_dt DATE,
    FOREIGN KEY (lst_id) REFERENCES listing (lst_id),
    FOREIGN KEY (cli_id) REFERENCES client (cli_id)
);
