-- CASCADIA MOBILE: billing / CRM extract of a regional mobile carrier (Washington, Oregon, Idaho).
-- Legacy naming: upper-case identifiers, _CD = code, _NM = name, _DT = date, _TS = timestamp,
-- _CT = money in US cents, _MB / _KB = data volume, _SEC = seconds, _FLG = 0/1 flag.
-- Extract taken 2025-10-31.

CREATE TABLE RATE_PLAN (
    PLAN_CD      VARCHAR(8)  NOT NULL,
    PLAN_NM      VARCHAR(40) NOT NULL,
    PLAN_TYP_CD  VARCHAR(3)  NOT NULL,  -- PRE = prepaid, PST = postpaid, FAM = family share, BIZ = business, DAT = data only
    MO_FEE_CT    INTEGER     NOT NULL,  -- monthly price per line, cents
    DATA_MB      INTEGER,               -- monthly data allowance in MB; NULL = unlimited, 0 = no data
    VOICE_MIN    INTEGER,               -- monthly minutes; NULL = unlimited
    ROAM_FLG     INTEGER     NOT NULL,  -- 1 = Canada/Mexico roaming included
    LNCH_DT      DATE        NOT NULL,
    RETIRE_DT    DATE,                  -- NULL = still sold to new lines
    PRIMARY KEY (PLAN_CD)
);

CREATE TABLE STORE (
    STORE_ID     INTEGER     NOT NULL,
    STORE_NM     VARCHAR(40) NOT NULL,
    STORE_TYP    VARCHAR(4)  NOT NULL,
    CITY_NM      VARCHAR(30) NOT NULL,
    ST_CD        VARCHAR(2)  NOT NULL,
    OPEN_DT      DATE        NOT NULL,
    CLOSE_DT     DATE,
    PRIMARY KEY (STORE_ID)
);

CREATE TABLE SUBSCRIBER (
    SUB_ID        INTEGER     NOT NULL,
    FIRST_NM      VARCHAR(30) NOT NULL,
    LAST_NM       VARCHAR(30) NOT NULL,
    BIRTH_DT      DATE,
    EMAIL_ADDR    VARCHAR(60),
    CITY_NM       VARCHAR(30) NOT NULL,
    ST_CD         VARCHAR(2)  NOT NULL,
    ACCT_OPEN_DT  DATE        NOT NULL,
    SUB_STAT_CD   VARCHAR(1)  NOT NULL,  -- A = active, S = suspended (non-payment), C = closed
    CR_CLASS      VARCHAR(1)  NOT NULL,
    REF_SUB_ID    INTEGER,               -- subscriber who referred this one
    HOME_STORE_ID INTEGER,               -- store where the account was opened; NULL = opened online
    AUTOPAY_FLG   INTEGER     NOT NULL,
    PRIMARY KEY (SUB_ID),
    FOREIGN KEY (REF_SUB_ID) REFERENCES SUBSCRIBER (SUB_ID),
    FOREIGN KEY (HOME_STORE_ID) REFERENCES STORE (STORE_ID)
);

CREATE TABLE SVC_LINE (
    LINE_ID       INTEGER     NOT NULL,
    SUB_ID        INTEGER     NOT NULL,
    MSISDN        VARCHAR(10) NOT NULL,  -- 10-digit phone number, digits only
    ICCID         VARCHAR(20) NOT NULL,  -- SIM card serial
    PLAN_CD       VARCHAR(8)  NOT NULL,
    DEVICE_NM     VARCHAR(30),
    ACT_DT        DATE        NOT NULL,
    DEACT_DT      DATE,
    LINE_STAT_CD  VARCHAR(2)  NOT NULL,  -- AC = active, SU = suspended, DX = disconnected, PO = ported out
    PRIM_LINE_ID  INTEGER,               -- family plans: the account's primary line
    PORT_FROM     VARCHAR(20),           -- carrier the number was ported in from
    PRIMARY KEY (LINE_ID),
    UNIQUE (MSISDN),
    FOREIGN KEY (SUB_ID) REFERENCES SUBSCRIBER (SUB_ID),
    FOREIGN KEY (PLAN_CD) REFERENCES RATE_PLAN (PLAN_CD),
    FOREIGN KEY (PRIM_LINE_ID) REFERENCES SVC_LINE (LINE_ID)
);

CREATE TABLE INVOICE (
    INV_ID       INTEGER    NOT NULL,
    SUB_ID       INTEGER    NOT NULL,
    BILL_MO      VARCHAR(7) NOT NULL,   -- YYYY-MM
    INV_DT       DATE       NOT NULL,
    DUE_DT       DATE       NOT NULL,
    CHG_AMT_CT   INTEGER    NOT NULL,
    TAX_AMT_CT   INTEGER    NOT NULL,
    TOT_AMT_CT   INTEGER    NOT NULL,
    PAID_DT      DATE,
    PAY_MTHD_CD  VARCHAR(4),
    PRIMARY KEY (INV_ID),
    FOREIGN KEY (SUB_ID) REFERENCES SUBSCRIBER (SUB_ID)
);

CREATE TABLE USAGE_REC (
    USG_ID      INTEGER     NOT NULL,
    LINE_ID     INTEGER     NOT NULL,
    USG_TYP_CD  VARCHAR(1)  NOT NULL,   -- V = voice call, S = SMS, D = data session
    START_TS    TIMESTAMP   NOT NULL,
    DIR_CD      VARCHAR(3),
    OTHER_NO    VARCHAR(15),
    DUR_SEC     INTEGER,
    VOL_KB      INTEGER,
    ROAM_CTRY   VARCHAR(2),
    CHG_AMT_CT  INTEGER     NOT NULL,
    PRIMARY KEY (USG_ID),
    FOREIGN KEY (LINE_ID) REFERENCES SVC_LINE (LINE_ID)
);

CREATE TABLE SUPPORT_TKT (
    TKT_ID      INTEGER     NOT NULL,
    SUB_ID      INTEGER     NOT NULL,
    LINE_ID     INTEGER,
    STORE_ID    INTEGER,                -- NULL = raised by phone or chat
    OPEN_TS     TIMESTAMP   NOT NULL,
    CLOSE_TS    TIMESTAMP,
    CAT_CD      VARCHAR(8)  NOT NULL,
    PRIO_CD     INTEGER     NOT NULL,
    CSAT_SCORE  INTEGER,
    PRIMARY KEY (TKT_ID),
    FOREIGN KEY (SUB_ID) REFERENCES SUBSCRIBER (SUB_ID),
    FOREIGN KEY (LINE_ID) REFERENCES SVC_LINE (LINE_ID),
    FOREIGN KEY (STORE_ID) REFERENCES STORE (STORE_ID)
);
