-- Scorekeeping at physical tables (docs/keep.md): clubs, their sessions, each session's log of
-- reports (one row per line, undos included) and the audit trail (creation, corrections, voiding).
-- Club keys and session tokens are kept only as SHA-256 hashes.
CREATE TABLE keep_clubs (
    id       VARCHAR(64)  NOT NULL PRIMARY KEY,
    name     VARCHAR(200) NOT NULL,
    key_hash VARCHAR(64)  NOT NULL,
    created  VARCHAR(40)  NOT NULL
);

CREATE TABLE keep_sessions (
    id         VARCHAR(64)  NOT NULL PRIMARY KEY,
    club_id    VARCHAR(64)  NOT NULL REFERENCES keep_clubs (id),
    preset     VARCHAR(100) NOT NULL,
    variant    VARCHAR(50)  NOT NULL,
    options    TEXT         NOT NULL,
    players    TEXT         NOT NULL,
    played     VARCHAR(10)  NOT NULL,
    label      VARCHAR(200) NOT NULL,
    token_hash VARCHAR(64)  NOT NULL,
    status     VARCHAR(16)  NOT NULL,
    result     TEXT,
    created    VARCHAR(40)  NOT NULL,
    updated    VARCHAR(40)  NOT NULL
);

CREATE INDEX keep_sessions_club ON keep_sessions (club_id, played);

CREATE TABLE keep_reports (
    session_id VARCHAR(64) NOT NULL REFERENCES keep_sessions (id),
    line_no    INTEGER     NOT NULL,
    text       TEXT        NOT NULL,
    at         VARCHAR(40) NOT NULL,
    PRIMARY KEY (session_id, line_no)
);

CREATE TABLE keep_audit (
    session_id VARCHAR(64)  NOT NULL REFERENCES keep_sessions (id),
    seq        INTEGER      NOT NULL,
    at         VARCHAR(40)  NOT NULL,
    who        VARCHAR(200) NOT NULL,
    action     VARCHAR(32)  NOT NULL,
    detail     TEXT         NOT NULL,
    PRIMARY KEY (session_id, seq)
);
