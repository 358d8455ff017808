-- LMSO (Lake Michigan Symphony Orchestra, Chicago): season database for the 2024-25 season
-- (2024-09-21 .. 2025-06-20). Legacy personnel / box-office system.
-- Salaries and soloist fees in US dollars; ticket prices in US cents; durations in minutes.

CREATE TABLE venues (
  ven_id INTEGER NOT NULL PRIMARY KEY,
  ven_nm VARCHAR(50) NOT NULL,
  nbhd VARCHAR(30) NOT NULL,           -- neighborhood or suburb
  cap INTEGER NOT NULL,                -- seats; outdoor venues incl. lawn
  indoor SMALLINT NOT NULL,
  rent_usd DECIMAL(8,2)                -- nightly hire fee; NULL = home hall
);

CREATE TABLE composers (
  comp_id INTEGER NOT NULL PRIMARY KEY,
  comp_nm VARCHAR(40) NOT NULL,        -- library catalogue form "Last, First"
  nat CHAR(2) NOT NULL,
  b_yr INTEGER NOT NULL,
  d_yr INTEGER                         -- NULL = living
);

CREATE TABLE works (
  wrk_id INTEGER NOT NULL PRIMARY KEY,
  comp_id INTEGER NOT NULL,
  ttl VARCHAR(80) NOT NULL,
  cat_no VARCHAR(20),                  -- opus / catalogue no.
  comp_yr INTEGER NOT NULL,            -- year completed
  dur_min INTEGER NOT NULL,
  frm CHAR(3) NOT NULL,                -- SYM = symphony, CON = concerto, OVT = overture
  chor SMALLINT NOT NULL,              -- 1 = needs chorus
  comm SMALLINT NOT NULL,              -- 1 = LMSO commission
  FOREIGN KEY (comp_id) REFERENCES composers (comp_id)
);

CREATE TABLE musicians (
  mus_id INTEGER NOT NULL PRIMARY KEY,
  lnm VARCHAR(30) NOT NULL,
  fnm VARCHAR(30) NOT NULL,
  typ CHAR(1) NOT NULL,                -- M = orchestra member (incl. staff conductors), G = guest artist
  instr VARCHAR(20) NOT NULL,
  sect VARCHAR(3),
  chair CHAR(1),                       -- C = concertmaster, P = principal, A = asst/assoc principal, T = section
  nat CHAR(2) NOT NULL,
  dob DATE,
  hire_dt DATE,
  ten_dt DATE,                         -- NULL = not tenured
  sal_usd INTEGER,                     -- annual base
  on_lv SMALLINT NOT NULL              -- 1 = on leave for 2024-25
);

CREATE TABLE concerts (
  cnc_id INTEGER NOT NULL PRIMARY KEY,
  ven_id INTEGER NOT NULL,
  cond_id INTEGER,                     -- NULL = directed from the concertmaster's chair
  perf_dt TIMESTAMP NOT NULL,
  ser CHAR(2) NOT NULL,                -- CL = Classics subscription, PP = Pops, FM = Family
  ttl VARCHAR(60) NOT NULL,
  att INTEGER,                         -- house count
  cxl SMALLINT NOT NULL,
  FOREIGN KEY (ven_id) REFERENCES venues (ven_id),
  FOREIGN KEY (cond_id) REFERENCES musicians (mus_id)
);

CREATE TABLE programs (
  cnc_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,                -- running order
  wrk_id INTEGER NOT NULL,
  sol_id INTEGER,                      -- featured soloist or narrator
  fee_usd DECIMAL(9,2),                -- soloist fee per performance; NULL = no guest fee
  PRIMARY KEY (cnc_id, seq),
  FOREIGN KEY (cnc_id) REFERENCES concerts (cnc_id),
  FOREIGN KEY (wrk_id) REFERENCES works (wrk_id),
  FOREIGN KEY (sol_id) REFERENCES musicians (mus_id)
);

CREATE TABLE tickets (
  tkt_id INTEGER NOT NULL PRIMARY KEY,
  cnc_id INTEGER NOT NULL,
  sold_ts TIMESTAMP NOT NULL,
  zone CHAR(2) NOT NULL,               -- MF = main floor, BX = box, BL = balcony, LN = lawn, GA = general admission
  prc_cts INTEGER NOT NULL,            -- price paid
  disc VARCHAR(4),                     -- NULL = full price
  chan VARCHAR(5) NOT NULL,
  rfd SMALLINT NOT NULL,
  FOREIGN KEY (cnc_id) REFERENCES concerts (cnc_id)
);
