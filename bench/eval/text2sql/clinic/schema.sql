-- 门诊数据库 (outpatient clinic, Shanghai region). Text values are mostly Chinese.
CREATE TABLE doctor (
    doctor_id INTEGER PRIMARY KEY,
    name VARCHAR(20) NOT NULL,             -- 医生姓名
    specialty VARCHAR(20) NOT NULL,        -- 科室, e.g. '内科', '儿科'
    title VARCHAR(20) NOT NULL,            -- 职称: 主任医师 / 副主任医师 / 主治医师 / 住院医师
    consultation_fee DECIMAL(8,2) NOT NULL, -- 挂号费 in CNY
    hired_on DATE NOT NULL
);

CREATE TABLE patient (
    patient_id INTEGER PRIMARY KEY,
    name VARCHAR(20) NOT NULL,             -- 患者姓名
    gender VARCHAR(1) NOT NULL,            -- 'M' = 男, 'F' = 女
    birth_date DATE NOT NULL,
    city VARCHAR(20) NOT NULL,             -- 常住城市
    phone VARCHAR(20) NOT NULL,
    insurance_type VARCHAR(20)             -- 医保 / 商业保险; NULL = 自费 (no insurance)
);

CREATE TABLE appointment (
    appointment_id INTEGER PRIMARY KEY,
    patient_id INTEGER NOT NULL,
    doctor_id INTEGER NOT NULL,
    scheduled_at TIMESTAMP NOT NULL,       -- 预约就诊时间
    status VARCHAR(20) NOT NULL,           -- scheduled, completed, cancelled, no_show
    duration_minutes INTEGER,              -- NULL unless completed
    diagnosis VARCHAR(40),                 -- 诊断, NULL unless completed
    FOREIGN KEY (patient_id) REFERENCES patient (patient_id),
    FOREIGN KEY (doctor_id) REFERENCES doctor (doctor_id)
);

CREATE TABLE medication (
    medication_id INTEGER PRIMARY KEY,
    name VARCHAR(40) NOT NULL,             -- 药品通用名
    category VARCHAR(20) NOT NULL,         -- 药品类别
    unit_price DECIMAL(8,2) NOT NULL       -- 单价 (CNY per box)
);

-- 处方: one line per medication prescribed at an appointment (appointment <-> medication)
CREATE TABLE prescription (
    prescription_id INTEGER PRIMARY KEY,
    appointment_id INTEGER NOT NULL,
    medication_id INTEGER NOT NULL,
    dosage VARCHAR(40) NOT NULL,           -- 用法用量
    days INTEGER NOT NULL,                 -- 疗程天数
    quantity INTEGER NOT NULL,             -- 盒数
    FOREIGN KEY (appointment_id) REFERENCES appointment (appointment_id),
    FOREIGN KEY (medication_id) REFERENCES medication (medication_id)
);
