-- Secondary school records. Years are plain integers (e.g. 2023), not dates.
CREATE TABLE teacher (
    teacher_id INTEGER PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    subject_area VARCHAR(40) NOT NULL,   -- Mathematics, Science, English, History, Languages, Arts, Computing
    hire_year INTEGER NOT NULL,          -- year the teacher joined the school
    email VARCHAR(100) NOT NULL
);

CREATE TABLE student (
    student_id INTEGER PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    birth_year INTEGER NOT NULL,
    entry_year INTEGER NOT NULL,         -- year the student started at the school
    grade_level INTEGER NOT NULL,        -- current grade, 9 to 12
    home_town VARCHAR(40) NOT NULL,
    advisor_id INTEGER,                  -- advising teacher; NULL if none assigned yet
    FOREIGN KEY (advisor_id) REFERENCES teacher (teacher_id)
);

CREATE TABLE course (
    course_id INTEGER PRIMARY KEY,
    course_code VARCHAR(10) NOT NULL,    -- e.g. 'MATH201'
    title VARCHAR(80) NOT NULL,
    subject_area VARCHAR(40) NOT NULL,
    credits INTEGER NOT NULL,
    teacher_id INTEGER NOT NULL,         -- teacher who runs the course
    FOREIGN KEY (teacher_id) REFERENCES teacher (teacher_id)
);

-- a student taking a course in one term (many-to-many student <-> course)
CREATE TABLE enrollment (
    student_id INTEGER NOT NULL,
    course_id INTEGER NOT NULL,
    school_year INTEGER NOT NULL,        -- calendar year of the term, e.g. 2024
    term VARCHAR(10) NOT NULL,           -- 'spring' or 'fall'
    score INTEGER,                       -- final score 0-100; NULL while the course is in progress
    letter_grade VARCHAR(2),             -- A, B, C, D or F; NULL while in progress
    PRIMARY KEY (student_id, course_id, school_year, term),
    FOREIGN KEY (student_id) REFERENCES student (student_id),
    FOREIGN KEY (course_id) REFERENCES course (course_id)
);
