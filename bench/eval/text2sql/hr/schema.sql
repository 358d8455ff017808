-- HR database: departments, employees (with a self-referencing manager), projects and staffing.
CREATE TABLE departments (
    dept_id INTEGER PRIMARY KEY,
    dept_name VARCHAR(60) NOT NULL,      -- e.g. 'Sales', 'Engineering'
    location_city VARCHAR(60) NOT NULL,  -- office city of the department
    annual_budget DECIMAL(12,2) NOT NULL -- yearly budget in USD
);

CREATE TABLE employees (
    emp_id INTEGER PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    email VARCHAR(100) NOT NULL,
    job_title VARCHAR(60) NOT NULL,
    dept_id INTEGER NOT NULL,
    manager_id INTEGER,                  -- NULL when the employee reports to nobody
    hire_date DATE NOT NULL,
    termination_date DATE,               -- NULL while the employee is still employed
    salary DECIMAL(10,2) NOT NULL,       -- current gross annual salary in USD
    work_city VARCHAR(60) NOT NULL,
    FOREIGN KEY (dept_id) REFERENCES departments (dept_id),
    FOREIGN KEY (manager_id) REFERENCES employees (emp_id)
);

CREATE TABLE projects (
    project_id INTEGER PRIMARY KEY,
    project_name VARCHAR(80) NOT NULL,
    dept_id INTEGER NOT NULL,            -- owning department
    start_date DATE NOT NULL,
    end_date DATE,                       -- NULL for projects still running
    budget DECIMAL(12,2) NOT NULL,
    FOREIGN KEY (dept_id) REFERENCES departments (dept_id)
);

-- which employee works on which project (many-to-many)
CREATE TABLE employee_projects (
    emp_id INTEGER NOT NULL,
    project_id INTEGER NOT NULL,
    project_role VARCHAR(30) NOT NULL,   -- lead, developer, analyst, tester, consultant
    hours_per_week INTEGER NOT NULL,
    PRIMARY KEY (emp_id, project_id),
    FOREIGN KEY (emp_id) REFERENCES employees (emp_id),
    FOREIGN KEY (project_id) REFERENCES projects (project_id)
);
