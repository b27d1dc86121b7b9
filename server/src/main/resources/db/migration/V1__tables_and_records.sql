-- One row per table (a game in progress or finished) and its game record, one row per line.
CREATE TABLE game_tables (
    id       VARCHAR(64)  NOT NULL PRIMARY KEY,
    preset   VARCHAR(100) NOT NULL,
    variant  VARCHAR(50)  NOT NULL,
    options  TEXT         NOT NULL,
    seats    TEXT         NOT NULL,
    seed     BIGINT       NOT NULL,
    status   VARCHAR(16)  NOT NULL,
    created  VARCHAR(40)  NOT NULL,
    finished VARCHAR(40)
);

CREATE TABLE record_lines (
    table_id VARCHAR(64) NOT NULL REFERENCES game_tables (id),
    line_no  INTEGER     NOT NULL,
    text     TEXT        NOT NULL,
    PRIMARY KEY (table_id, line_no)
);

CREATE INDEX game_tables_status ON game_tables (status);
