-- Language school in Lisbon and Porto. Fees in euro cents; course length in total minutes of teaching.
CREATE TABLE teachers (
    teacherId INTEGER NOT NULL PRIMARY KEY,
    firstName VARCHAR(40) NOT NULL,
    lastName VARCHAR(40) NOT NULL,
    nativeLang VARCHAR(20) NOT NULL,
    hireYear INTEGER NOT NULL,
    isFreelance VARCHAR(5) NOT NULL,
    email VARCHAR(80)
);

CREATE TABLE rooms (
    roomId INTEGER NOT NULL PRIMARY KEY,
    roomName VARCHAR(30) NOT NULL,
    campus VARCHAR(20) NOT NULL,
    seats INTEGER NOT NULL,
    hasProjector VARCHAR(5) NOT NULL
);

CREATE TABLE courses (
    courseId INTEGER NOT NULL PRIMARY KEY,
    courseCode VARCHAR(12) NOT NULL,
    title VARCHAR(80) NOT NULL,
    lang VARCHAR(2) NOT NULL,
    cefrLevel VARCHAR(2) NOT NULL,
    teacherId INTEGER NOT NULL,
    substituteId INTEGER,
    roomId INTEGER,
    isOnline VARCHAR(5) NOT NULL,
    startDate DATE NOT NULL,
    totalMinutes INTEGER NOT NULL,
    feeCents INTEGER NOT NULL,
    maxSeats INTEGER NOT NULL,
    FOREIGN KEY (teacherId) REFERENCES teachers (teacherId),
    FOREIGN KEY (substituteId) REFERENCES teachers (teacherId),
    FOREIGN KEY (roomId) REFERENCES rooms (roomId)
);

CREATE TABLE students (
    studentId INTEGER NOT NULL PRIMARY KEY,
    firstName VARCHAR(40) NOT NULL,
    lastName VARCHAR(40) NOT NULL,
    email VARCHAR(80),
    birthYear INTEGER,
    country VARCHAR(30) NOT NULL,
    signupDate DATE NOT NULL,
    hasScholarship VARCHAR(5) NOT NULL
);

CREATE TABLE enrollments (
    enrollmentId INTEGER NOT NULL PRIMARY KEY,
    studentId INTEGER NOT NULL,
    courseId INTEGER NOT NULL,
    enrolledOn DATE NOT NULL,
    status VARCHAR(10) NOT NULL,
    paidCents INTEGER NOT NULL,
    finalScore INTEGER,
    FOREIGN KEY (studentId) REFERENCES students (studentId),
    FOREIGN KEY (courseId) REFERENCES courses (courseId)
);
