-- Payroll of a software and services company with offices in Amsterdam, Rotterdam and Berlin.
-- Money is in euros (DECIMAL); time on timesheets is in minutes.

CREATE TABLE pay_grades (
    grade_id INTEGER NOT NULL PRIMARY KEY,
    grade_code VARCHAR(4) NOT NULL,          -- G1 (junior) .. G8 (executive)
    band_title VARCHAR(40) NOT NULL,
    min_salary DECIMAL(10,2) NOT NULL,       -- yearly, EUR
    max_salary DECIMAL(10,2) NOT NULL,       -- yearly, EUR
    overtime_eligible SMALLINT NOT NULL      -- 1 = overtime is paid, 0 = not
);

CREATE TABLE employees (
    employee_id INTEGER NOT NULL PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    department VARCHAR(30) NOT NULL,
    office_city VARCHAR(30) NOT NULL,
    grade_id INTEGER NOT NULL,
    manager_id INTEGER,                      -- employees.employee_id of the line manager; NULL for the CEO
    employment_type CHAR(2) NOT NULL,        -- FT = full time, PT = part time, CT = contractor
    hire_date DATE NOT NULL,
    termination_date DATE,                   -- NULL while still employed
    annual_salary DECIMAL(10,2) NOT NULL,    -- EUR per year
    is_active SMALLINT NOT NULL,             -- 1 = active, 0 = left the company
    email VARCHAR(80),
    FOREIGN KEY (grade_id) REFERENCES pay_grades (grade_id),
    FOREIGN KEY (manager_id) REFERENCES employees (employee_id)
);

CREATE TABLE timesheets (
    timesheet_id INTEGER NOT NULL PRIMARY KEY,
    employee_id INTEGER NOT NULL,
    work_date DATE NOT NULL,
    minutes_worked INTEGER NOT NULL,         -- regular minutes
    overtime_minutes INTEGER NOT NULL,
    project_code VARCHAR(10),                -- NULL = internal / no project
    approved_by INTEGER,                     -- employees.employee_id of the approver; NULL = not yet approved
    FOREIGN KEY (employee_id) REFERENCES employees (employee_id),
    FOREIGN KEY (approved_by) REFERENCES employees (employee_id)
);

CREATE TABLE payslips (
    payslip_id INTEGER NOT NULL PRIMARY KEY,
    employee_id INTEGER NOT NULL,
    period_month DATE NOT NULL,              -- first day of the month paid
    pay_date DATE NOT NULL,
    gross_amount DECIMAL(10,2) NOT NULL,     -- EUR
    net_amount DECIMAL(10,2) NOT NULL,       -- EUR, gross minus deductions
    bonus_amount DECIMAL(10,2),              -- EUR; NULL = no bonus that month
    FOREIGN KEY (employee_id) REFERENCES employees (employee_id)
);

CREATE TABLE deductions (
    deduction_id INTEGER NOT NULL PRIMARY KEY,
    payslip_id INTEGER NOT NULL,
    deduction_code CHAR(3) NOT NULL,         -- TAX = income tax, PEN = pension, HLT = health insurance,
                                             -- UNI = union dues, LON = staff loan repayment
    amount DECIMAL(10,2) NOT NULL,           -- EUR
    FOREIGN KEY (payslip_id) REFERENCES payslips (payslip_id)
);
