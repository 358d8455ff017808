-- Research grants office. Dates are ISO text (YYYY-MM-DD); money DECIMAL US dollars.
CREATE TABLE dept (
    dept_cd VARCHAR(6) NOT NULL PRIMARY KEY,   -- e.g. CHEM, CS, MECH
    dept_nm VARCHAR(60) NOT NULL,
    college VARCHAR(40) NOT NULL
);

CREATE TABLE researcher (
    rsr_id INTEGER NOT NULL PRIMARY KEY,
    full_nm VARCHAR(60) NOT NULL,
    dept_cd VARCHAR(6) NOT NULL,
    title_cd CHAR(3) NOT NULL,                 -- AST assistant professor, ASC associate professor, PRF full professor, RSC research scientist, PDF postdoc
    hire_yr INTEGER NOT NULL,
    orcid VARCHAR(19),
    emeritus_flg CHAR(1) NOT NULL,             -- T / F
    FOREIGN KEY (dept_cd) REFERENCES dept (dept_cd)
);

CREATE TABLE sponsor (
    spn_id INTEGER NOT NULL PRIMARY KEY,
    spn_nm VARCHAR(80) NOT NULL,
    spn_abbr VARCHAR(12),
    spn_type CHAR(3) NOT NULL,                 -- FED federal agency, FDN foundation, IND industry, STA state, INT international
    country CHAR(2) NOT NULL
);

CREATE TABLE proposal (
    prop_no VARCHAR(10) NOT NULL PRIMARY KEY,  -- e.g. P23-0042
    title VARCHAR(120) NOT NULL,
    pi_id INTEGER NOT NULL,                    -- principal investigator
    co_pi_id INTEGER,                          -- optional co-principal investigator
    spn_id INTEGER NOT NULL,
    submit_dt TEXT NOT NULL,
    fy INTEGER NOT NULL,                       -- fiscal year of submission (July-June, FY2024 = 2023-07-01 .. 2024-06-30)
    req_amt DECIMAL(12,2) NOT NULL,            -- total requested, USD
    status_cd CHAR(1) NOT NULL,                -- S submitted / under review, A awarded, D declined, W withdrawn
    decision_dt TEXT,
    human_subj CHAR(3) NOT NULL,               -- yes / no: needs IRB approval
    FOREIGN KEY (pi_id) REFERENCES researcher (rsr_id),
    FOREIGN KEY (co_pi_id) REFERENCES researcher (rsr_id),
    FOREIGN KEY (spn_id) REFERENCES sponsor (spn_id)
);

CREATE TABLE proposal_personnel (
    prop_no VARCHAR(10) NOT NULL,
    rsr_id INTEGER NOT NULL,
    role_cd VARCHAR(8) NOT NULL,               -- SENIOR senior personnel, POSTDOC, CONSULT consultant
    effort_pct INTEGER NOT NULL,               -- percent of effort committed
    PRIMARY KEY (prop_no, rsr_id),
    FOREIGN KEY (prop_no) REFERENCES proposal (prop_no),
    FOREIGN KEY (rsr_id) REFERENCES researcher (rsr_id)
);

CREATE TABLE award (
    award_id INTEGER NOT NULL PRIMARY KEY,
    prop_no VARCHAR(10) NOT NULL,
    sponsor_award_no VARCHAR(20) NOT NULL,
    award_amt DECIMAL(12,2) NOT NULL,
    start_dt TEXT NOT NULL,
    end_dt TEXT NOT NULL,
    idc_rate DECIMAL(4,1) NOT NULL,            -- indirect cost rate, percent
    FOREIGN KEY (prop_no) REFERENCES proposal (prop_no)
);

CREATE TABLE expense (
    exp_id INTEGER NOT NULL PRIMARY KEY,
    award_id INTEGER NOT NULL,
    posted_dt TEXT NOT NULL,
    exp_cat VARCHAR(10) NOT NULL,              -- SALARY, EQUIP, TRAVEL, SUPPLIES, TUITION, SUBAWARD
    amount DECIMAL(10,2) NOT NULL,
    vendor VARCHAR(60),
    FOREIGN KEY (award_id) REFERENCES award (award_id)
);
