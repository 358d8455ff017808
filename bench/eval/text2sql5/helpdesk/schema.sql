-- Internal IT helpdesk of a company with offices in several cities. Ticket times in seconds.
CREATE TABLE departments (
    dept_id INTEGER NOT NULL PRIMARY KEY,
    dept_name VARCHAR(40) NOT NULL,
    building VARCHAR(20) NOT NULL,
    cost_center VARCHAR(8) NOT NULL
);

CREATE TABLE agents (
    agent_id INTEGER NOT NULL PRIMARY KEY,
    full_name VARCHAR(60) NOT NULL,
    tier SMALLINT NOT NULL,                -- 1 = first-line service desk, 2 = desktop/network support, 3 = senior engineer
    supervisor_id INTEGER,                 -- agent this agent reports to (NULL for the helpdesk manager)
    hired_on DATE NOT NULL,
    is_active SMALLINT NOT NULL,           -- 0 = left the helpdesk team
    on_call SMALLINT NOT NULL,             -- 1 = in the out-of-hours on-call rota
    FOREIGN KEY (supervisor_id) REFERENCES agents (agent_id)
);

CREATE TABLE employees (
    employee_id INTEGER NOT NULL PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    email VARCHAR(80),
    dept_id INTEGER NOT NULL,
    office_city VARCHAR(30) NOT NULL,
    is_remote SMALLINT NOT NULL,           -- 1 = works from home full time
    start_year INTEGER NOT NULL,
    FOREIGN KEY (dept_id) REFERENCES departments (dept_id)
);

CREATE TABLE tickets (
    ticket_id INTEGER NOT NULL PRIMARY KEY,
    requester_id INTEGER NOT NULL,         -- employee who raised the ticket
    agent_id INTEGER,                      -- assigned agent, NULL while still in the unassigned queue
    category_cd VARCHAR(3) NOT NULL,       -- HW = hardware, SW = software, NET = network/VPN, ACC = accounts and passwords, PRN = printers, MOB = phones and tablets
    priority_cd CHAR(2) NOT NULL,          -- P1 = critical, P2 = high, P3 = normal, P4 = low
    status_cd CHAR(1) NOT NULL,            -- N = new, W = in progress / waiting, R = resolved, C = closed without fix
    subject VARCHAR(120) NOT NULL,
    opened_at TIMESTAMP NOT NULL,
    resolved_at TIMESTAMP,                 -- NULL while the ticket is open
    work_sec INTEGER,                      -- agent time spent on the ticket, in seconds (NULL while open)
    reopened SMALLINT NOT NULL,            -- 1 = reopened at least once after being resolved
    csat SMALLINT,                         -- satisfaction survey 1..5, NULL when the requester did not answer
    FOREIGN KEY (requester_id) REFERENCES employees (employee_id),
    FOREIGN KEY (agent_id) REFERENCES agents (agent_id)
);

CREATE TABLE tags (
    tag_id INTEGER NOT NULL PRIMARY KEY,
    tag_name VARCHAR(30) NOT NULL
);

CREATE TABLE ticket_tags (
    ticket_id INTEGER NOT NULL,
    tag_id INTEGER NOT NULL,
    PRIMARY KEY (ticket_id, tag_id),
    FOREIGN KEY (ticket_id) REFERENCES tickets (ticket_id),
    FOREIGN KEY (tag_id) REFERENCES tags (tag_id)
);
