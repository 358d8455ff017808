-- Personal-lines insurer: policies, the people on them, claims, the adjusters who handle them,
-- and claim payments. All money columns are integer US cents (clm_amt_cents = 1250000 is $12,500.00).

CREATE TABLE adjuster (
    adj_id INTEGER NOT NULL PRIMARY KEY,
    adj_nm VARCHAR(60) NOT NULL,          -- full name
    adj_region_cd VARCHAR(2) NOT NULL,    -- NE = Northeast, MW = Midwest, S = South, W = West
    adj_hire_dt DATE NOT NULL,
    adj_active_ind INTEGER NOT NULL       -- 1 = still employed, 0 = left the company
);

CREATE TABLE policyholder (
    ph_id INTEGER NOT NULL PRIMARY KEY,
    ph_first_nm VARCHAR(30) NOT NULL,
    ph_last_nm VARCHAR(30) NOT NULL,
    ph_birth_dt DATE NOT NULL,
    ph_city VARCHAR(40) NOT NULL,
    ph_state_cd CHAR(2) NOT NULL,         -- US state, two-letter postal code
    ph_email VARCHAR(80),                 -- NULL = no e-mail on file
    ph_cust_since_dt DATE NOT NULL        -- first became a customer
);

CREATE TABLE policy (
    pol_no VARCHAR(12) NOT NULL PRIMARY KEY,  -- e.g. AU-100231; prefix repeats pol_type_cd
    pol_type_cd CHAR(2) NOT NULL,         -- AU = auto, HO = homeowners, LI = life, TR = travel
    pol_start_dt DATE NOT NULL,
    pol_end_dt DATE,                      -- NULL for life policies (no fixed term)
    pol_prem_cents INTEGER NOT NULL,      -- premium for the whole term, cents
    pol_deduct_cents INTEGER,             -- deductible per claim, cents; NULL = not applicable (life)
    pol_limit_cents BIGINT NOT NULL,      -- coverage limit / sum insured, cents
    pol_status_cd CHAR(1) NOT NULL,       -- A = active, L = lapsed (term ended), C = cancelled
    pol_cancel_dt DATE                    -- set only when pol_status_cd = 'C'
);

CREATE TABLE policy_party (
    pp_pol_no VARCHAR(12) NOT NULL,
    pp_ph_id INTEGER NOT NULL,
    pp_role_cd CHAR(1) NOT NULL,          -- P = primary policyholder (one per policy), J = joint insured
    PRIMARY KEY (pp_pol_no, pp_ph_id),
    FOREIGN KEY (pp_pol_no) REFERENCES policy (pol_no),
    FOREIGN KEY (pp_ph_id) REFERENCES policyholder (ph_id)
);

CREATE TABLE claim (
    clm_id INTEGER NOT NULL PRIMARY KEY,
    clm_pol_no VARCHAR(12) NOT NULL,
    clm_loss_dt DATE NOT NULL,            -- date of the loss event
    clm_rpt_dt DATE NOT NULL,             -- date the claim was reported
    clm_cause_desc VARCHAR(30) NOT NULL,  -- collision, theft, glass, fire, storm, water damage, medical, ...
    clm_amt_cents INTEGER NOT NULL,       -- amount claimed, cents
    clm_status_cd CHAR(1) NOT NULL,       -- O = open, P = paid and closed, D = denied, W = withdrawn
    clm_adj_id INTEGER,                   -- handling adjuster; NULL = not assigned yet
    clm_rvw_adj_id INTEGER,               -- second adjuster who reviewed the claim; NULL = no review
    clm_close_dt DATE,                    -- NULL while open
    clm_fraud_ind INTEGER NOT NULL,       -- 1 = flagged by the fraud unit, 0 = not flagged
    FOREIGN KEY (clm_pol_no) REFERENCES policy (pol_no),
    FOREIGN KEY (clm_adj_id) REFERENCES adjuster (adj_id),
    FOREIGN KEY (clm_rvw_adj_id) REFERENCES adjuster (adj_id)
);

CREATE TABLE claim_payment (
    pay_id INTEGER NOT NULL PRIMARY KEY,
    pay_clm_id INTEGER NOT NULL,
    pay_dt DATE NOT NULL,
    pay_amt_cents INTEGER NOT NULL,
    pay_method_cd VARCHAR(4) NOT NULL,    -- ACH = bank transfer, CHK = cheque, WIRE = wire transfer
    pay_type_cd CHAR(1) NOT NULL,         -- I = indemnity (paid to the insured), E = adjusting expense
    FOREIGN KEY (pay_clm_id) REFERENCES claim (clm_id)
);
