PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
INSERT INTO grdb_migrations VALUES('v1');
INSERT INTO grdb_migrations VALUES('guests-1');
INSERT INTO grdb_migrations VALUES('guests-2');
INSERT INTO grdb_migrations VALUES('guests-3');
INSERT INTO grdb_migrations VALUES('expenses-1');
INSERT INTO grdb_migrations VALUES('tickets-1');
INSERT INTO grdb_migrations VALUES('agenda-1');
INSERT INTO grdb_migrations VALUES('guests-4');
CREATE TABLE users (
    id            TEXT    NOT NULL PRIMARY KEY,
    email         TEXT    NOT NULL UNIQUE,
    display_name  TEXT    NOT NULL,
    password_hash TEXT    NOT NULL,
    created_at    INTEGER NOT NULL
);
INSERT INTO users VALUES('cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5','grace@demo.rushday.example','Grace Hopper','$scrypt$ln=15,r=8,p=1$0GTNQ9f5z7BoB8Ism4mnZg$rhWOLYIUkwWXfxjZAbNd3rPW7EynQfb9Az68k3uhfYk',1795478855815);
INSERT INTO users VALUES('6bc4ab3a-a01b-446d-8baf-a5a9889a5f12','tim@demo.rushday.example','Tim Berners-Lee','$scrypt$ln=15,r=8,p=1$nfYokctxsr/zOsGtRTbqCQ$hmtNvxH3KZqZiwt18sp4pRcB93zUuQC+7D/rGiD8eIs',1795478856476);
INSERT INTO users VALUES('27f252bb-e088-4e73-95d3-bb6c6dadd295','ada@demo.rushday.example','Ada Lovelace','$scrypt$ln=15,r=8,p=1$wlCWk/sF66EYN6OT2Cc/qQ$5OPcVnYeEgkHlOJMzr623Gz12T2cRO7QOQx8BLjUD3g',1795478857007);
CREATE TABLE sessions (
    id         TEXT    NOT NULL PRIMARY KEY,
    user_id    TEXT    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT    NOT NULL UNIQUE,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    revoked_at INTEGER
);
INSERT INTO sessions VALUES('e17b452b-411a-44c1-8592-9b10f6a2b29b','cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5','544f42b8ce87ad0ecbfabaa52f3f02b9ed9f6d3dc0dcbb2457093d01790e93fe',1795478855815,1798070855815,1795478856476);
INSERT INTO sessions VALUES('1d72c168-eb70-47e9-a997-a2cc8fb36c9a','6bc4ab3a-a01b-446d-8baf-a5a9889a5f12','1a1607041fc24e81f8207cbb200363199dfee31859013dd7bf7baacb94e2e9e6',1795478856476,1798070856476,1795478857007);
INSERT INTO sessions VALUES('9d890652-8887-4325-9628-a6b3dcdfe107','27f252bb-e088-4e73-95d3-bb6c6dadd295','2a7cf0352755c71c65ae5d7964f49c1448fe25ec14635dc6c2c85b9543e52b78',1795478857007,1798070857007,NULL);
CREATE TABLE sign_in_throttles (
    email                TEXT    NOT NULL PRIMARY KEY,
    consecutive_failures INTEGER NOT NULL
        CONSTRAINT consecutive_failures CHECK (consecutive_failures >= 0),
    last_failure_at      INTEGER NOT NULL,
    locked_until         INTEGER
);
CREATE TABLE events (
    id                 TEXT    NOT NULL PRIMARY KEY,
    handle             TEXT    NOT NULL UNIQUE,
    title              TEXT    NOT NULL,
    description        TEXT,
    starts_at          INTEGER NOT NULL,
    ends_at            INTEGER NOT NULL,
    time_zone          TEXT    NOT NULL,
    venue              TEXT,
    capacity           INTEGER
        CONSTRAINT capacity CHECK (capacity IS NULL OR capacity > 0),
    currency           TEXT    NOT NULL
        CONSTRAINT currency CHECK (length(currency) = 3),
    budget_minor_units INTEGER,
    budget_currency    TEXT,
    status             TEXT    NOT NULL
        CONSTRAINT status CHECK (status IN ('draft', 'published', 'completed', 'cancelled')),
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL,
    CONSTRAINT budget CHECK ((budget_minor_units IS NULL) = (budget_currency IS NULL)
                             AND (budget_currency IS NULL OR length(budget_currency) = 3)),
    CONSTRAINT ends CHECK (ends_at >= starts_at)
);
INSERT INTO events VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','rushday-launch-party','RushDay Launch Party','A sample event planted by rushday demo.',1797357600000,1797373800000,'Europe/Berlin','Kulturbrauerei, Berlin',180,'EUR',850000,'EUR','published',1795478857039,1795478857046);
INSERT INTO events VALUES('07a1176d-c8f1-4206-ad83-4dc94fc75b43','product-summit-2027','Product Summit 2027','A sample event planted by rushday demo.',1801922400000,1801953000000,'America/New_York','Javits Center, New York',1200,'USD',25000000,'USD','draft',1795478857225,1795478857225);
INSERT INTO events VALUES('cc6d2c00-3250-4e69-b8df-7ee77a50d730','spring-hackathon','Spring Hackathon','A sample event planted by rushday demo.',1798970400000,1799001000000,'Europe/London','Shoreditch Works, London',60,'GBP',420050,'GBP','cancelled',1795478857234,1795478857240);
INSERT INTO events VALUES('92cf75f4-742c-4a9d-a99c-7cac6da51d16','winter-charity-gala','Winter Charity Gala','A sample event planted by rushday demo.',1792054800000,1792071000000,'Asia/Tokyo','Hotel Okura, Tokyo',300,'JPY',3000000,'JPY','completed',1787702857242,1792109257247);
CREATE TABLE memberships (
    event_id TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    user_id  TEXT    NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    role     TEXT    NOT NULL
        CONSTRAINT role CHECK (role IN ('owner', 'organizer', 'staff')),
    added_at INTEGER NOT NULL,
    PRIMARY KEY (event_id, user_id)
) WITHOUT ROWID;
INSERT INTO memberships VALUES('07a1176d-c8f1-4206-ad83-4dc94fc75b43','27f252bb-e088-4e73-95d3-bb6c6dadd295','owner',1795478857225);
INSERT INTO memberships VALUES('07a1176d-c8f1-4206-ad83-4dc94fc75b43','cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5','organizer',1795478857229);
INSERT INTO memberships VALUES('92cf75f4-742c-4a9d-a99c-7cac6da51d16','27f252bb-e088-4e73-95d3-bb6c6dadd295','owner',1787702857242);
INSERT INTO memberships VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','27f252bb-e088-4e73-95d3-bb6c6dadd295','owner',1795478857039);
INSERT INTO memberships VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','6bc4ab3a-a01b-446d-8baf-a5a9889a5f12','staff',1795478857056);
INSERT INTO memberships VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5','organizer',1795478857053);
INSERT INTO memberships VALUES('cc6d2c00-3250-4e69-b8df-7ee77a50d730','27f252bb-e088-4e73-95d3-bb6c6dadd295','owner',1795478857234);
CREATE TABLE guests (
    id                TEXT    NOT NULL PRIMARY KEY,
    event_id          TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    handle            TEXT    NOT NULL,
    name              TEXT    NOT NULL,
    email             TEXT,
    phone             TEXT,
    others            INTEGER NOT NULL
        CONSTRAINT party CHECK (others >= 0),
    plus_ones         TEXT    NOT NULL DEFAULT '[]',
    tags              TEXT    NOT NULL DEFAULT '[]',
    dietary           TEXT,
    note              TEXT,
    status            TEXT    NOT NULL
        CONSTRAINT status CHECK (status IN ('invited', 'accepted', 'declined', 'maybe', 'waitlisted')),
    status_changed_at INTEGER NOT NULL,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL, answers TEXT NOT NULL DEFAULT '{}', match_key TEXT NOT NULL DEFAULT '',
    UNIQUE (event_id, handle),
    UNIQUE (event_id, email)
);
INSERT INTO guests VALUES('7dfffd25-00e2-4975-a527-adf039cba01c','aaf9ae49-1a7a-41cd-b201-1212431c8438','katherine-johnson','Katherine Johnson','katherine@demo.rushday.example',NULL,1,'[]','[]','vegetarian',NULL,'accepted',1795478857068,1795478857065,1795478857068,'{}','email:katherine@demo.rushday.example');
INSERT INTO guests VALUES('618e1f15-b557-4544-b1cd-e547066ace47','aaf9ae49-1a7a-41cd-b201-1212431c8438','alan-turing','Alan Turing','alan@demo.rushday.example',NULL,0,'[]','["speaker"]',NULL,NULL,'accepted',1795478857074,1795478857073,1795478857074,'{}','email:alan@demo.rushday.example');
INSERT INTO guests VALUES('caa53034-5b85-45ac-8731-11e21331f2fc','aaf9ae49-1a7a-41cd-b201-1212431c8438','hedy-lamarr','Hedy Lamarr',NULL,NULL,1,'["George Antheil"]','["vip"]','vegan',NULL,'accepted',1795478857086,1795478857084,1795478857086,'{}','name:hedy lamarr|');
INSERT INTO guests VALUES('461f28d0-a73c-41f5-83e5-b5517ac6a860','aaf9ae49-1a7a-41cd-b201-1212431c8438','margaret-hamilton','Margaret Hamilton','margaret@demo.rushday.example',NULL,0,'[]','[]',NULL,NULL,'maybe',1795478857093,1795478857088,1795478857093,'{}','email:margaret@demo.rushday.example');
INSERT INTO guests VALUES('19d5fb04-9e12-4412-9d94-d6384134b632','aaf9ae49-1a7a-41cd-b201-1212431c8438','linus-torvalds','Linus Torvalds',NULL,NULL,0,'[]','[]',NULL,NULL,'declined',1795478857099,1795478857095,1795478857099,'{}','name:linus torvalds|');
INSERT INTO guests VALUES('5e03ad93-e83b-4398-bcdb-8f9bbeebf281','aaf9ae49-1a7a-41cd-b201-1212431c8438','radia-perlman','Radia Perlman','radia@demo.rushday.example',NULL,2,'[]','[]',NULL,NULL,'invited',1795478857105,1795478857105,1795478857105,'{}','email:radia@demo.rushday.example');
CREATE TABLE guest_questions (
    event_id   TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    key        TEXT    NOT NULL,
    kind       TEXT    NOT NULL
        CONSTRAINT kind CHECK (kind IN ('text', 'choice', 'yes-no')),
    choices    TEXT    NOT NULL DEFAULT '[]',
    prompt     TEXT,
    position   INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (event_id, key)
);
CREATE TABLE budget_lines (
    event_id     TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    category     TEXT    NOT NULL,
    amount_minor INTEGER NOT NULL
        CONSTRAINT amount CHECK (amount_minor >= 0),
    currency     TEXT    NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (event_id, category)
);
INSERT INTO budget_lines VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','catering',260000,'EUR',1795478857155);
INSERT INTO budget_lines VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','decor',50000,'EUR',1795478857163);
INSERT INTO budget_lines VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','music',90000,'EUR',1795478857161);
INSERT INTO budget_lines VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438','venue',400000,'EUR',1795478857148);
CREATE TABLE expenses (
    id                TEXT    NOT NULL PRIMARY KEY,
    event_id          TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    number            INTEGER NOT NULL,
    amount_minor      INTEGER NOT NULL
        CONSTRAINT amount CHECK (amount_minor > 0),
    currency          TEXT    NOT NULL,
    original_minor    INTEGER,
    original_currency TEXT,
    rate              TEXT,
    category          TEXT    NOT NULL,
    payee             TEXT    NOT NULL,
    day               TEXT    NOT NULL,
    paid_by           TEXT    NOT NULL,
    split             TEXT    NOT NULL
        CONSTRAINT split CHECK (split IN ('equal', 'shares', 'exact')),
    note              TEXT,
    receipt           TEXT,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL,
    UNIQUE (event_id, number)
);
INSERT INTO expenses VALUES('d28742de-6104-488f-b9ea-4673fd8c451b','aaf9ae49-1a7a-41cd-b201-1212431c8438',1,200000,'EUR',NULL,NULL,NULL,'venue','Kulturbrauerei (deposit)','2026-11-24','27f252bb-e088-4e73-95d3-bb6c6dadd295','equal',NULL,NULL,1795478857170,1795478857170);
INSERT INTO expenses VALUES('4bfb46e2-1056-4160-b7b4-1eca446e12bb','aaf9ae49-1a7a-41cd-b201-1212431c8438',2,145050,'EUR',NULL,NULL,NULL,'catering','Markthalle Neun','2026-11-24','cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5','equal',NULL,NULL,1795478857178,1795478857178);
INSERT INTO expenses VALUES('ee3750ef-bd79-4e8b-b445-a5ac753bf180','aaf9ae49-1a7a-41cd-b201-1212431c8438',3,35000,'EUR',NULL,NULL,NULL,'music','DJ Ada','2026-11-24','27f252bb-e088-4e73-95d3-bb6c6dadd295','equal',NULL,NULL,1795478857188,1795478857188);
INSERT INTO expenses VALUES('0177692f-12d8-428d-b99c-b902df0624af','aaf9ae49-1a7a-41cd-b201-1212431c8438',4,18999,'EUR',NULL,NULL,NULL,'decor','Blumen Berlin','2026-11-24','cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5','equal',NULL,NULL,1795478857191,1795478857191);
CREATE TABLE expense_shares (
    expense_id   TEXT    NOT NULL REFERENCES expenses(id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    member       TEXT    NOT NULL,
    weight       INTEGER NOT NULL,
    amount_minor INTEGER NOT NULL,
    PRIMARY KEY (expense_id, position)
);
INSERT INTO expense_shares VALUES('d28742de-6104-488f-b9ea-4673fd8c451b',0,'27f252bb-e088-4e73-95d3-bb6c6dadd295',1,100000);
INSERT INTO expense_shares VALUES('d28742de-6104-488f-b9ea-4673fd8c451b',1,'cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5',1,100000);
INSERT INTO expense_shares VALUES('4bfb46e2-1056-4160-b7b4-1eca446e12bb',0,'27f252bb-e088-4e73-95d3-bb6c6dadd295',1,72525);
INSERT INTO expense_shares VALUES('4bfb46e2-1056-4160-b7b4-1eca446e12bb',1,'cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5',1,72525);
INSERT INTO expense_shares VALUES('ee3750ef-bd79-4e8b-b445-a5ac753bf180',0,'27f252bb-e088-4e73-95d3-bb6c6dadd295',1,17500);
INSERT INTO expense_shares VALUES('ee3750ef-bd79-4e8b-b445-a5ac753bf180',1,'cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5',1,17500);
INSERT INTO expense_shares VALUES('0177692f-12d8-428d-b99c-b902df0624af',0,'27f252bb-e088-4e73-95d3-bb6c6dadd295',1,9500);
INSERT INTO expense_shares VALUES('0177692f-12d8-428d-b99c-b902df0624af',1,'cc0b7f5c-e64c-4b0a-9e2d-1a910e7fede5',1,9499);
CREATE TABLE ticket_pools (
    event_id TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    handle   TEXT    NOT NULL,
    quota    INTEGER NOT NULL
        CONSTRAINT quota CHECK (quota >= 0),
    PRIMARY KEY (event_id, handle)
);
CREATE TABLE ticket_types (
    id            TEXT    NOT NULL PRIMARY KEY,
    event_id      TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL
        CONSTRAINT number CHECK (number BETWEEN 1 AND 255),
    handle        TEXT    NOT NULL,
    name          TEXT    NOT NULL,
    price_minor   INTEGER NOT NULL
        CONSTRAINT price CHECK (price_minor >= 0),
    currency      TEXT    NOT NULL,
    quota         INTEGER
        CONSTRAINT quota CHECK (quota IS NULL OR quota >= 0),
    pool          TEXT,
    sales_open    INTEGER,
    sales_close   INTEGER,
    max_per_issue INTEGER NOT NULL
        CONSTRAINT max_per_issue CHECK (max_per_issue >= 1),
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    UNIQUE (event_id, number),
    UNIQUE (event_id, handle)
);
INSERT INTO ticket_types VALUES('5b3af9fd-d70c-4aff-830e-b015f0c62c16','aaf9ae49-1a7a-41cd-b201-1212431c8438',1,'regular','Regular',4500,'EUR',150,NULL,NULL,NULL,6,1795478857109,1795478857109);
INSERT INTO ticket_types VALUES('c789186a-3796-467b-9fd1-691c754af3c5','aaf9ae49-1a7a-41cd-b201-1212431c8438',2,'vip','VIP',12000,'EUR',20,NULL,NULL,NULL,2,1795478857117,1795478857117);
CREATE TABLE tickets (
    id           TEXT    NOT NULL PRIMARY KEY,
    event_id     TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    type_id      TEXT    NOT NULL REFERENCES ticket_types(id),
    reference    TEXT    NOT NULL UNIQUE,
    holder       TEXT    NOT NULL,
    email        TEXT,
    guest_id     TEXT,
    price_minor  INTEGER NOT NULL,
    currency     TEXT    NOT NULL,
    status       TEXT    NOT NULL
        CONSTRAINT status CHECK (status IN ('valid', 'cancelled')),
    issued_at    INTEGER NOT NULL,
    cancelled_at INTEGER
);
INSERT INTO tickets VALUES('6ee0ee34-01ac-4a30-a21b-e4bde0685657','aaf9ae49-1a7a-41cd-b201-1212431c8438','5b3af9fd-d70c-4aff-830e-b015f0c62c16','QQG6GNJQ','Katherine Johnson','katherine@demo.rushday.example','7dfffd25-00e2-4975-a527-adf039cba01c',4500,'EUR','valid',1795478857124,NULL);
INSERT INTO tickets VALUES('7746e27f-15e1-42ed-8e89-1c9aa5da92d3','aaf9ae49-1a7a-41cd-b201-1212431c8438','5b3af9fd-d70c-4aff-830e-b015f0c62c16','KAJXN4PK','Katherine Johnson +1',NULL,'7dfffd25-00e2-4975-a527-adf039cba01c',4500,'EUR','valid',1795478857124,NULL);
INSERT INTO tickets VALUES('899ca732-19f4-47eb-b775-f6ba66b83b5f','aaf9ae49-1a7a-41cd-b201-1212431c8438','5b3af9fd-d70c-4aff-830e-b015f0c62c16','Q9KBGETZ','Alan Turing','alan@demo.rushday.example','618e1f15-b557-4544-b1cd-e547066ace47',4500,'EUR','valid',1795478857132,NULL);
INSERT INTO tickets VALUES('91cfe127-9da8-454c-aeaf-e667bd7b790f','aaf9ae49-1a7a-41cd-b201-1212431c8438','c789186a-3796-467b-9fd1-691c754af3c5','CYYQPY8F','Hedy Lamarr',NULL,'caa53034-5b85-45ac-8731-11e21331f2fc',12000,'EUR','valid',1795478857137,NULL);
INSERT INTO tickets VALUES('1e945f30-6d98-4a9a-87c5-715359c89f27','aaf9ae49-1a7a-41cd-b201-1212431c8438','c789186a-3796-467b-9fd1-691c754af3c5','ADCWH7S7','George Antheil',NULL,'caa53034-5b85-45ac-8731-11e21331f2fc',12000,'EUR','valid',1795478857137,NULL);
INSERT INTO tickets VALUES('69acadc3-616c-4567-b8ca-db277f16eef2','aaf9ae49-1a7a-41cd-b201-1212431c8438','5b3af9fd-d70c-4aff-830e-b015f0c62c16','4XZHDVQJ','Walk-in',NULL,NULL,4500,'EUR','valid',1795478857145,NULL);
INSERT INTO tickets VALUES('afe87e41-3244-4a09-b089-2f1550f43e74','aaf9ae49-1a7a-41cd-b201-1212431c8438','5b3af9fd-d70c-4aff-830e-b015f0c62c16','2N8F8FKM','Walk-in',NULL,NULL,4500,'EUR','valid',1795478857145,NULL);
INSERT INTO tickets VALUES('7215e780-ef08-4bc1-9062-ccb9555d58c8','aaf9ae49-1a7a-41cd-b201-1212431c8438','5b3af9fd-d70c-4aff-830e-b015f0c62c16','Q5ANTP68','Walk-in',NULL,NULL,4500,'EUR','valid',1795478857145,NULL);
CREATE TABLE check_in_scans (
    sequence  INTEGER PRIMARY KEY,
    ticket_id TEXT    NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    event_id  TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    direction TEXT    NOT NULL
        CONSTRAINT direction CHECK (direction IN ('entry', 'exit')),
    device    TEXT    NOT NULL,
    at        INTEGER NOT NULL
);
INSERT INTO check_in_scans VALUES(1,'7746e27f-15e1-42ed-8e89-1c9aa5da92d3','aaf9ae49-1a7a-41cd-b201-1212431c8438','entry','door',1795478879130);
CREATE TABLE event_signing_keys (
    event_id    TEXT    NOT NULL PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
    public_key  BLOB    NOT NULL,
    private_key BLOB    NOT NULL,
    created_at  INTEGER NOT NULL
);
INSERT INTO event_signing_keys VALUES('aaf9ae49-1a7a-41cd-b201-1212431c8438',X'7ac053623990b816625f41ada5038d876d717d57d1ed680e7fd3d9b9d74cca1d',X'd61c59e7c4d7f5efd662e36be3c0e556d0fd99896189d8a1dba94bdfbf5dad98',1795478857121);
CREATE TABLE agenda_sessions (
    id          TEXT    NOT NULL PRIMARY KEY,
    event_id    TEXT    NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    handle      TEXT    NOT NULL,
    title       TEXT    NOT NULL,
    starts_at   INTEGER NOT NULL,
    ends_at     INTEGER NOT NULL,
    room        TEXT,
    track       TEXT,
    speakers    TEXT    NOT NULL DEFAULT '[]',
    description TEXT,
    capacity    INTEGER
        CONSTRAINT capacity CHECK (capacity IS NULL OR capacity > 0),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,
    CONSTRAINT ends CHECK (ends_at > starts_at),
    UNIQUE (event_id, handle)
);
INSERT INTO agenda_sessions VALUES('9e73b48a-522c-40da-beae-3da9f481e3be','aaf9ae49-1a7a-41cd-b201-1212431c8438','doors-open','Doors open',1797357600000,1797359400000,'Foyer','Social','[]',NULL,NULL,1795478857198,1795478857198);
INSERT INTO agenda_sessions VALUES('2b32bf90-f642-43aa-aa0a-2283e8be748b','aaf9ae49-1a7a-41cd-b201-1212431c8438','welcome','Welcome',1797359400000,1797360600000,'Main stage','Talks','[{"email":"ada@demo.rushday.example","name":"Ada Lovelace"}]',NULL,NULL,1795478857206,1795478857206);
INSERT INTO agenda_sessions VALUES('effeef96-d801-4b56-b4c4-26fef12eb089','aaf9ae49-1a7a-41cd-b201-1212431c8438','the-compiler-live','The compiler, live',1797360600000,1797363000000,'Main stage','Talks','[{"name":"Grace Hopper","email":"grace@demo.rushday.example"}]',NULL,NULL,1795478857209,1795478857209);
INSERT INTO agenda_sessions VALUES('20f51d5d-235e-49c6-b8c6-87697cab91ae','aaf9ae49-1a7a-41cd-b201-1212431c8438','dinner','Dinner',1797363000000,1797368400000,'Foyer','Social','[]',NULL,NULL,1795478857214,1795478857214);
INSERT INTO agenda_sessions VALUES('2768cbb9-d616-4a37-916a-0a343f557df8','aaf9ae49-1a7a-41cd-b201-1212431c8438','dj-set','DJ set',1797368400000,1797373800000,'Main stage','Social','[]',NULL,NULL,1795478857221,1795478857221);
CREATE INDEX sessions_by_user ON sessions(user_id);
CREATE INDEX events_by_start ON events(starts_at, handle);
CREATE INDEX memberships_by_user ON memberships(user_id, event_id);
CREATE INDEX guests_by_event ON guests(event_id, created_at, handle);
CREATE INDEX guests_by_match_key ON guests(event_id, match_key);
CREATE INDEX tickets_by_event ON tickets(event_id, issued_at, reference);
CREATE INDEX tickets_by_type ON tickets(type_id);
CREATE INDEX check_in_scans_by_ticket ON check_in_scans(ticket_id, sequence);
CREATE INDEX check_in_scans_by_event ON check_in_scans(event_id, sequence);
CREATE INDEX agenda_sessions_by_event ON agenda_sessions(event_id, starts_at, ends_at, handle);
CREATE INDEX guests_waitlist ON guests(event_id, status_changed_at, created_at, handle)
WHERE status = 'waitlisted';
COMMIT;
