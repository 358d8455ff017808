-- Talentbridge Partners: applicant-tracking database of a tech recruiting agency.
-- Snapshot taken 2025-11-14 (no date in the data is later).
-- Salaries are whole US dollars per year.

CREATE TABLE companies (
    company_id    INTEGER      NOT NULL,
    name          VARCHAR(60)  NOT NULL,
    industry      VARCHAR(30)  NOT NULL,
    city          VARCHAR(40)  NOT NULL,  -- headquarters
    country       VARCHAR(40)  NOT NULL,
    client_since  DATE         NOT NULL,  -- date the client contract was signed
    PRIMARY KEY (company_id)
);

CREATE TABLE recruiters (
    recruiter_id  INTEGER      NOT NULL,
    first_name    VARCHAR(40)  NOT NULL,
    last_name     VARCHAR(40)  NOT NULL,
    email         VARCHAR(80)  NOT NULL,
    title         VARCHAR(40)  NOT NULL,
    hire_date     DATE         NOT NULL,
    manager_id    INTEGER,                -- the recruiter's manager; NULL for the head of recruiting
    PRIMARY KEY (recruiter_id),
    FOREIGN KEY (manager_id) REFERENCES recruiters (recruiter_id)
);

CREATE TABLE skills (
    skill_id      INTEGER      NOT NULL,
    name          VARCHAR(40)  NOT NULL,
    category      VARCHAR(20)  NOT NULL,  -- language, framework, cloud, data, design, practice
    PRIMARY KEY (skill_id)
);

CREATE TABLE job_postings (
    job_id        INTEGER      NOT NULL,
    company_id    INTEGER      NOT NULL,
    recruiter_id  INTEGER      NOT NULL,  -- agency recruiter who owns the search
    title         VARCHAR(60)  NOT NULL,
    department    VARCHAR(30)  NOT NULL,
    city          VARCHAR(40)  NOT NULL,  -- office location
    is_remote     INTEGER      NOT NULL,  -- 1 = fully remote allowed, 0 = on-site / hybrid
    salary_min    INTEGER      NOT NULL,  -- USD per year
    salary_max    INTEGER      NOT NULL,  -- USD per year
    posted_date   DATE         NOT NULL,
    closed_date   DATE,                   -- NULL = still open
    PRIMARY KEY (job_id),
    FOREIGN KEY (company_id) REFERENCES companies (company_id),
    FOREIGN KEY (recruiter_id) REFERENCES recruiters (recruiter_id)
);

CREATE TABLE candidates (
    candidate_id      INTEGER      NOT NULL,
    first_name        VARCHAR(40)  NOT NULL,
    last_name         VARCHAR(40)  NOT NULL,
    email             VARCHAR(80),            -- NULL = not on file
    city              VARCHAR(40)  NOT NULL,
    country           VARCHAR(40)  NOT NULL,
    years_experience  INTEGER      NOT NULL,
    current_title     VARCHAR(60),            -- NULL = not currently employed / not given
    source            VARCHAR(20)  NOT NULL,  -- referral, linkedin, job board, website, career fair
    created_date      DATE         NOT NULL,  -- date the candidate was added to the database
    PRIMARY KEY (candidate_id)
);

CREATE TABLE candidate_skills (
    candidate_id  INTEGER      NOT NULL,
    skill_id      INTEGER      NOT NULL,
    PRIMARY KEY (candidate_id, skill_id),
    FOREIGN KEY (candidate_id) REFERENCES candidates (candidate_id),
    FOREIGN KEY (skill_id) REFERENCES skills (skill_id)
);

CREATE TABLE job_skills (
    job_id        INTEGER      NOT NULL,
    skill_id      INTEGER      NOT NULL,  -- a skill the job requires
    PRIMARY KEY (job_id, skill_id),
    FOREIGN KEY (job_id) REFERENCES job_postings (job_id),
    FOREIGN KEY (skill_id) REFERENCES skills (skill_id)
);

CREATE TABLE applications (
    application_id    INTEGER      NOT NULL,
    candidate_id      INTEGER      NOT NULL,
    job_id            INTEGER      NOT NULL,
    applied_date      DATE         NOT NULL,
    stage             VARCHAR(12)  NOT NULL,  -- current stage: applied, screen, interview, offer, hired, rejected
    rejection_reason  VARCHAR(40),            -- only for stage rejected; NULL = not recorded (and for every other stage)
    PRIMARY KEY (application_id),
    FOREIGN KEY (candidate_id) REFERENCES candidates (candidate_id),
    FOREIGN KEY (job_id) REFERENCES job_postings (job_id)
);

CREATE TABLE interviews (
    interview_id      INTEGER      NOT NULL,
    application_id    INTEGER      NOT NULL,
    interviewer_id    INTEGER      NOT NULL,  -- the recruiter who ran the interview
    scheduled_at      TIMESTAMP    NOT NULL,
    duration_minutes  INTEGER      NOT NULL,
    score             INTEGER,                -- 1 (poor) .. 5 (excellent); NULL = not scored yet
    PRIMARY KEY (interview_id),
    FOREIGN KEY (application_id) REFERENCES applications (application_id),
    FOREIGN KEY (interviewer_id) REFERENCES recruiters (recruiter_id)
);
