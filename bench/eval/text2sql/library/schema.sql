CREATE TABLE authors (
    author_id INTEGER PRIMARY KEY,
    first_name VARCHAR(40) NOT NULL,
    last_name VARCHAR(40) NOT NULL,
    birth_year INTEGER,
    nationality VARCHAR(40) NOT NULL
);

CREATE TABLE books (
    book_id INTEGER PRIMARY KEY,
    title VARCHAR(120) NOT NULL,
    isbn VARCHAR(20) NOT NULL,
    publication_year INTEGER NOT NULL,
    genre VARCHAR(40) NOT NULL,
    pages INTEGER NOT NULL,
    original_language VARCHAR(30) NOT NULL,
    publisher VARCHAR(60) NOT NULL
);

CREATE TABLE book_authors (
    book_id INTEGER NOT NULL,
    author_id INTEGER NOT NULL,
    PRIMARY KEY (book_id, author_id),
    FOREIGN KEY (book_id) REFERENCES books (book_id),
    FOREIGN KEY (author_id) REFERENCES authors (author_id)
);

CREATE TABLE members (
    member_id INTEGER PRIMARY KEY,
    full_name VARCHAR(80) NOT NULL,
    email VARCHAR(100) NOT NULL,
    city VARCHAR(40) NOT NULL,
    joined_on DATE NOT NULL,
    membership_type VARCHAR(20) NOT NULL
);

CREATE TABLE loans (
    loan_id INTEGER PRIMARY KEY,
    book_id INTEGER NOT NULL,
    member_id INTEGER NOT NULL,
    loan_date DATE NOT NULL,
    due_date DATE NOT NULL,
    return_date DATE,
    late_fee DECIMAL(6,2) NOT NULL,
    FOREIGN KEY (book_id) REFERENCES books (book_id),
    FOREIGN KEY (member_id) REFERENCES members (member_id)
);
