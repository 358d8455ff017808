CREATE TABLE users (
    userId INTEGER NOT NULL PRIMARY KEY,
    userName VARCHAR(30) NOT NULL,
    displayName VARCHAR(60) NOT NULL,
    email VARCHAR(80) NOT NULL,
    jobRole VARCHAR(20) NOT NULL,
    joinedOn DATE NOT NULL,
    isActive INTEGER NOT NULL
);

CREATE TABLE projects (
    projectId INTEGER NOT NULL PRIMARY KEY,
    projectKey VARCHAR(10) NOT NULL,
    projectName VARCHAR(60) NOT NULL,
    leadUserId INTEGER NOT NULL,
    startedOn DATE NOT NULL,
    archivedAt TIMESTAMP NULL,
    FOREIGN KEY (leadUserId) REFERENCES users (userId)
);

CREATE TABLE labels (
    labelId INTEGER NOT NULL PRIMARY KEY,
    labelName VARCHAR(30) NOT NULL,
    colorHex CHAR(7) NOT NULL
);

CREATE TABLE issues (
    issueId INTEGER NOT NULL PRIMARY KEY,
    projectId INTEGER NOT NULL,
    issueKey VARCHAR(12) NOT NULL,
    title VARCHAR(120) NOT NULL,
    issueType VARCHAR(10) NOT NULL,
    priority VARCHAR(10) NOT NULL,
    status VARCHAR(12) NOT NULL,
    reporterId INTEGER NOT NULL,
    assigneeId INTEGER NULL,
    parentIssueId INTEGER NULL,
    storyPoints INTEGER NULL,
    timeSpentSec INTEGER NOT NULL,
    createdAt TIMESTAMP NOT NULL,
    resolvedAt TIMESTAMP NULL,
    dueDate DATE NULL,
    FOREIGN KEY (projectId) REFERENCES projects (projectId),
    FOREIGN KEY (reporterId) REFERENCES users (userId),
    FOREIGN KEY (assigneeId) REFERENCES users (userId),
    FOREIGN KEY (parentIssueId) REFERENCES issues (issueId)
);

CREATE TABLE comments (
    commentId INTEGER NOT NULL PRIMARY KEY,
    issueId INTEGER NOT NULL,
    authorId INTEGER NOT NULL,
    body VARCHAR(200) NOT NULL,
    createdAt TIMESTAMP NOT NULL,
    FOREIGN KEY (issueId) REFERENCES issues (issueId),
    FOREIGN KEY (authorId) REFERENCES users (userId)
);

CREATE TABLE issueLabels (
    issueId INTEGER NOT NULL,
    labelId INTEGER NOT NULL,
    PRIMARY KEY (issueId, labelId),
    FOREIGN KEY (issueId) REFERENCES issues (issueId),
    FOREIGN KEY (labelId) REFERENCES labels (labelId)
);
