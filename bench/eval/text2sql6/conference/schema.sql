-- Academic conference (DBConf 2025): people, papers, authorship, reviews, sessions.
-- Flags are SMALLINT 0/1. Timestamps are local conference time.

CREATE TABLE people (
  person_id INTEGER PRIMARY KEY,
  full_name VARCHAR(80) NOT NULL,
  affiliation VARCHAR(80) NOT NULL,
  country_code CHAR(2) NOT NULL,        -- ISO 3166-1 alpha-2 (US, CN, DE, ...)
  email VARCHAR(120),
  pc_role VARCHAR(5),                   -- programme committee: PC = member, SPC = senior member, CHAIR = PC chair; NULL = not on the PC
  is_student SMALLINT NOT NULL,         -- 1 = PhD / master student
  h_index INTEGER
);

CREATE TABLE sessions (
  session_id INTEGER PRIMARY KEY,
  title VARCHAR(80) NOT NULL,
  room VARCHAR(30) NOT NULL,
  starts_at TIMESTAMP NOT NULL,
  duration_min INTEGER NOT NULL,
  chair_id INTEGER NOT NULL,
  FOREIGN KEY (chair_id) REFERENCES people (person_id)
);

CREATE TABLE papers (
  paper_id INTEGER PRIMARY KEY,
  title VARCHAR(160) NOT NULL,
  track_code VARCHAR(5) NOT NULL,       -- RES = research, IND = industry, DEMO = demonstration, SHORT = short paper
  submitted_at TIMESTAMP NOT NULL,
  page_count INTEGER NOT NULL,
  decision CHAR(1),                     -- A = accepted, R = rejected, W = withdrawn by authors; NULL = not decided yet
  submitter_id INTEGER NOT NULL,        -- the person who uploaded the submission (one of its authors)
  shepherd_id INTEGER,                  -- PC member who shepherds the camera-ready version; NULL = no shepherd
  session_id INTEGER,                   -- presentation slot; NULL = not scheduled
  best_paper SMALLINT NOT NULL,         -- 1 = best-paper award nominee
  FOREIGN KEY (submitter_id) REFERENCES people (person_id),
  FOREIGN KEY (shepherd_id) REFERENCES people (person_id),
  FOREIGN KEY (session_id) REFERENCES sessions (session_id)
);

CREATE TABLE paper_authors (
  paper_id INTEGER NOT NULL,
  person_id INTEGER NOT NULL,
  author_position INTEGER NOT NULL,     -- 1 = first author
  PRIMARY KEY (paper_id, person_id),
  FOREIGN KEY (paper_id) REFERENCES papers (paper_id),
  FOREIGN KEY (person_id) REFERENCES people (person_id)
);

CREATE TABLE reviews (
  review_id INTEGER PRIMARY KEY,
  paper_id INTEGER NOT NULL,
  reviewer_id INTEGER NOT NULL,
  score INTEGER,                        -- overall score 1 (strong reject) .. 5 (strong accept); NULL until submitted
  confidence INTEGER,                   -- 1 (low) .. 5 (expert)
  word_count INTEGER,
  submitted_at TIMESTAMP,               -- NULL = review not submitted yet
  is_late SMALLINT NOT NULL,            -- 1 = submitted after the 2025-03-20 deadline
  FOREIGN KEY (paper_id) REFERENCES papers (paper_id),
  FOREIGN KEY (reviewer_id) REFERENCES people (person_id)
);
