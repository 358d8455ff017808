-- BackerBay crowdfunding: extract of the platform database (migrated from MS Access).
-- Extract taken on Wednesday 2025-06-18: "today" for this data; nothing later is recorded.
-- Money: *Cents columns are INTEGER US cents; ShippingFee is DECIMAL US dollars.
-- Flags stored as 'Y' / 'N'.

CREATE TABLE tblCategory (
    CategoryID INTEGER NOT NULL,
    CategoryName VARCHAR(40) NOT NULL,
    ParentCategoryID INTEGER,  -- NULL = top-level category
    PRIMARY KEY (CategoryID),
    FOREIGN KEY (ParentCategoryID) REFERENCES tblCategory (CategoryID)
);

CREATE TABLE tblCreator (
    CreatorID INTEGER NOT NULL,
    CreatorName VARCHAR(60) NOT NULL,
    Country VARCHAR(40) NOT NULL,
    City VARCHAR(40) NOT NULL,
    JoinedDate DATE NOT NULL,
    IsVerified CHAR(1) NOT NULL,  -- 'Y' = identity verified by staff, 'N' = not verified
    WebsiteURL VARCHAR(100),  -- NULL = none given
    PRIMARY KEY (CreatorID)
);

CREATE TABLE tblProject (
    ProjectID INTEGER NOT NULL,
    CreatorID INTEGER NOT NULL,
    CategoryID INTEGER NOT NULL,
    Title VARCHAR(80) NOT NULL,
    GoalCents INTEGER NOT NULL,  -- funding goal in cents
    PledgedCents INTEGER NOT NULL,  -- total pledged so far, in cents (sum of tblPledge.PledgeCents)
    Status CHAR(1) NOT NULL,  -- D = draft (not launched), L = live, F = funded (ended, goal reached), X = failed or cancelled
    LaunchDate DATE,  -- NULL = not launched yet (drafts)
    Deadline DATE,  -- original end date; NULL for drafts
    DeadlineExt DATE,  -- extended end date; NULL = no deadline extension (the project ends on Deadline)
    IsStaffPick CHAR(1) NOT NULL,  -- 'Y' = featured as a staff pick
    PRIMARY KEY (ProjectID),
    FOREIGN KEY (CreatorID) REFERENCES tblCreator (CreatorID),
    FOREIGN KEY (CategoryID) REFERENCES tblCategory (CategoryID)
);

CREATE TABLE tblReward (
    RewardID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    RewardTitle VARCHAR(60) NOT NULL,
    MinPledgeCents INTEGER NOT NULL,  -- minimum pledge for this reward, in cents
    ShippingFee DECIMAL(6,2),  -- dollars; 0.00 = free shipping, NULL = digital reward, nothing shipped
    LimitQty INTEGER,  -- NULL = reward without a limit
    EstDelivery DATE,  -- estimated delivery month (first day of the month)
    PRIMARY KEY (RewardID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID)
);

CREATE TABLE tblBacker (
    BackerID INTEGER NOT NULL,
    FirstName VARCHAR(40) NOT NULL,
    LastName VARCHAR(40) NOT NULL,
    Country VARCHAR(40) NOT NULL,
    JoinedDate DATE NOT NULL,
    Newsletter CHAR(1) NOT NULL,  -- 'Y' = subscribed to the newsletter
    PRIMARY KEY (BackerID)
);

CREATE TABLE tblPledge (
    PledgeID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    BackerID INTEGER NOT NULL,
    RewardID INTEGER,  -- NULL = pledged without choosing a reward
    PledgeCents INTEGER NOT NULL,  -- amount pledged, in cents
    PledgeDate DATE NOT NULL,
    PRIMARY KEY (PledgeID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID),
    FOREIGN KEY (BackerID) REFERENCES tblBacker (BackerID),
    FOREIGN KEY (RewardID) REFERENCES tblReward (RewardID)
);

CREATE TABLE tblUpdate (
    UpdateID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    PostedDate DATE NOT NULL,
    UpdateTitle VARCHAR(80) NOT NULL,
    BackersOnly CHAR(1) NOT NULL,  -- 'Y' = visible to backers only
    PRIMARY KEY (UpdateID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID)
);

CREATE TABLE tblComment (
    CommentID INTEGER NOT NULL,
    ProjectID INTEGER NOT NULL,
    BackerID INTEGER,  -- NULL = written by the project's creator
    ParentCommentID INTEGER,  -- NULL = top-level comment, else the comment it replies to
    PostedDate DATE NOT NULL,
    Body VARCHAR(200) NOT NULL,
    PRIMARY KEY (CommentID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID),
    FOREIGN KEY (BackerID) REFERENCES tblBacker (BackerID),
    FOREIGN KEY (ParentCommentID) REFERENCES tblComment (CommentID)
);

CREATE TABLE tblTag (
    TagID INTEGER NOT NULL,
    TagName VARCHAR(30) NOT NULL,
    PRIMARY KEY (TagID)
);

CREATE TABLE tblProjectTag (
    ProjectID INTEGER NOT NULL,
    TagID INTEGER NOT NULL,
    PRIMARY KEY (ProjectID, TagID),
    FOREIGN KEY (ProjectID) REFERENCES tblProject (ProjectID),
    FOREIGN KEY (TagID) REFERENCES tblTag (TagID)
);
