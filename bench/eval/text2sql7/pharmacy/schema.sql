-- Harbor Pharmacy: a chain of drugstores in Oregon and Washington.
-- Money in US cents (*_ct), drug strengths in milligrams per dose, flags CHAR(1) 'Y'/'N'.

CREATE TABLE branch (
  br_no INTEGER PRIMARY KEY,
  br_nm VARCHAR(40) NOT NULL,
  city VARCHAR(30) NOT NULL,
  st CHAR(2) NOT NULL,                 -- US state: OR, WA
  open_dt DATE NOT NULL,
  drive_thru CHAR(1) NOT NULL,
  open_24h CHAR(1) NOT NULL
);

CREATE TABLE staff (
  emp_no INTEGER PRIMARY KEY,
  emp_nm VARCHAR(60) NOT NULL,
  br_no INTEGER NOT NULL,
  role_cd CHAR(2) NOT NULL,            -- MG store manager, RP registered pharmacist, PT pharmacy technician, CL clerk / cashier
  hire_dt DATE NOT NULL,
  sup_no INTEGER,                      -- emp_no of the supervisor; NULL for the district manager
  hrly_ct INTEGER NOT NULL,            -- hourly wage
  FOREIGN KEY (br_no) REFERENCES branch (br_no),
  FOREIGN KEY (sup_no) REFERENCES staff (emp_no)
);

CREATE TABLE product (
  prod_no INTEGER PRIMARY KEY,
  prod_nm VARCHAR(60) NOT NULL,
  generic_nm VARCHAR(60),              -- active ingredient; NULL for non-drug items
  form_cd CHAR(3) NOT NULL,            -- TAB tablet, CAP capsule, LIQ liquid / syrup, TOP cream / ointment, INH inhaler / nasal spray, DEV device / supplies
  strength_mg DECIMAL(8,3),            -- per tablet, capsule or dose; NULL when not measured in mg
  rx_only CHAR(1) NOT NULL,
  pack_qty INTEGER NOT NULL,
  price_ct INTEGER NOT NULL,
  cat VARCHAR(20) NOT NULL
);

CREATE TABLE patient (
  pat_no INTEGER PRIMARY KEY,
  pat_nm VARCHAR(60) NOT NULL,
  birth_yr INTEGER NOT NULL,
  zip CHAR(5) NOT NULL,
  ins_plan VARCHAR(30),                -- NULL = uninsured, pays cash
  phone VARCHAR(20)
);

CREATE TABLE rx (
  rx_no INTEGER PRIMARY KEY,
  pat_no INTEGER NOT NULL,
  prod_no INTEGER NOT NULL,
  br_no INTEGER NOT NULL,
  prescriber VARCHAR(60) NOT NULL,
  written_dt DATE NOT NULL,
  filled_dt DATE,                      -- NULL = never filled
  qty INTEGER NOT NULL,
  days_supply INTEGER NOT NULL,
  refills_left INTEGER NOT NULL,
  filled_by INTEGER,                   -- emp_no of the pharmacist who filled it
  FOREIGN KEY (pat_no) REFERENCES patient (pat_no),
  FOREIGN KEY (prod_no) REFERENCES product (prod_no),
  FOREIGN KEY (br_no) REFERENCES branch (br_no),
  FOREIGN KEY (filled_by) REFERENCES staff (emp_no)
);

CREATE TABLE sale (
  sale_no INTEGER PRIMARY KEY,
  br_no INTEGER NOT NULL,
  sale_ts TIMESTAMP NOT NULL,
  pat_no INTEGER,                      -- NULL = anonymous walk-in customer
  cashier_no INTEGER NOT NULL,
  pay_cd CHAR(1) NOT NULL,             -- C cash, D debit / credit card, I insurance claim
  total_ct INTEGER NOT NULL,
  FOREIGN KEY (br_no) REFERENCES branch (br_no),
  FOREIGN KEY (pat_no) REFERENCES patient (pat_no),
  FOREIGN KEY (cashier_no) REFERENCES staff (emp_no)
);

CREATE TABLE sale_ln (
  sale_no INTEGER NOT NULL,
  ln_no INTEGER NOT NULL,
  prod_no INTEGER NOT NULL,
  qty INTEGER NOT NULL,
  amt_ct INTEGER NOT NULL,
  PRIMARY KEY (sale_no, ln_no),
  FOREIGN KEY (sale_no) REFERENCES sale (sale_no),
  FOREIGN KEY (prod_no) REFERENCES product (prod_no)
);
