package org.jantaku.server.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The scorekeeping tables of the storage (migration V4, docs/clubs.md): clubs, their sessions, each
 * session's log of reports and its audit trail. Every write is one transaction on the storage's
 * connection, under its lock.
 */
public final class KeepStore {
    private final Storage storage;

    public KeepStore(Storage storage) {
        this.storage = storage;
    }

    /**
     * A club.
     *
     * @param keyHash the SHA-256 of the club's key
     * @param created ISO-8601 instant
     */
    public record Club(String id, String name, String keyHash, String created) {
        public Club {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(keyHash, "keyHash");
            Objects.requireNonNull(created, "created");
        }
    }

    /**
     * A session (one game at one table) as stored.
     *
     * @param options the rule option overrides, a JSON object (text)
     * @param players the four names, seat 0 first, a JSON array (text)
     * @param played the day it was played, {@code YYYY-MM-DD}
     * @param label the table's name or number at the club (may be empty)
     * @param tokenHash the SHA-256 of the session's token
     * @param status {@code playing}, {@code over} or {@code void}
     * @param result the final settlement as JSON (text), once over
     */
    public record Session(String id, String clubId, String preset, String variant, String options, String players, String played,
            String label, String tokenHash, String status, Optional<String> result, String created, String updated) {
        public static final String PLAYING = "playing";
        public static final String OVER = "over";
        public static final String VOID = "void";

        public Session {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(clubId, "clubId");
            Objects.requireNonNull(preset, "preset");
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(options, "options");
            Objects.requireNonNull(players, "players");
            Objects.requireNonNull(played, "played");
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(tokenHash, "tokenHash");
            Objects.requireNonNull(status, "status");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(created, "created");
            Objects.requireNonNull(updated, "updated");
        }

        /** The same session with what a report or correction changed. */
        public Session with(String players, String played, String status, Optional<String> result, String updated) {
            return new Session(id, clubId, preset, variant, options, players, played, label, tokenHash, status, result, created,
                    updated);
        }
    }

    /** One line of a session's log: a report as JSON text, and when it was taken. */
    public record Line(int lineNo, String text, String at) {
    }

    /** One entry of a session's audit trail: who did what, when; {@code detail} is JSON text. */
    public record Audit(int seq, String at, String who, String action, String detail) {
    }

    public void insertClub(Club c) {
        storage.transaction("create club " + c.id(), conn -> update(conn,
                "INSERT INTO keep_clubs (id, name, key_hash, created) VALUES (?, ?, ?, ?)", c.id(), c.name(), c.keyHash(),
                c.created()));
    }

    public Optional<Club> club(String id) {
        return storage.transaction("read club " + id, conn -> {
            try (PreparedStatement p = conn.prepareStatement("SELECT * FROM keep_clubs WHERE id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? Optional.of(new Club(r.getString("id"), r.getString("name"), r.getString("key_hash"),
                            r.getString("created"))) : Optional.empty();
                }
            }
        });
    }

    /** Stores a new session with the first entry of its audit trail. */
    public void insertSession(Session s, Audit created) {
        storage.transaction("create session " + s.id(), conn -> {
            update(conn, "INSERT INTO keep_sessions (id, club_id, preset, variant, options, players, played, label, token_hash,"
                    + " status, result, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", s.id(), s.clubId(),
                    s.preset(), s.variant(), s.options(), s.players(), s.played(), s.label(), s.tokenHash(), s.status(),
                    s.result().orElse(null), s.created(), s.updated());
            insertAudit(conn, s.id(), created);
            return null;
        });
    }

    public Optional<Session> session(String id) {
        return storage.transaction("read session " + id, conn -> sessions(conn, "SELECT * FROM keep_sessions WHERE id = ?", id)
                .stream().findFirst());
    }

    /** A club's sessions played from {@code from} to {@code to} (days, inclusive), newest first. */
    public List<Session> sessions(String clubId, String from, String to) {
        return storage.transaction("read the sessions of club " + clubId, conn -> sessions(conn,
                "SELECT * FROM keep_sessions WHERE club_id = ? AND played >= ? AND played <= ? ORDER BY played DESC, created DESC",
                clubId, from, to));
    }

    /** A session's log, in order. */
    public List<Line> lines(String sessionId) {
        return storage.transaction("read the log of session " + sessionId, conn -> {
            List<Line> out = new ArrayList<>();
            try (PreparedStatement p = conn.prepareStatement(
                    "SELECT line_no, text, at FROM keep_reports WHERE session_id = ? ORDER BY line_no")) {
                p.setString(1, sessionId);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Line(r.getInt(1), r.getString(2), r.getString(3)));
                    }
                }
            }
            return out;
        });
    }

    /** A session's audit trail, in order. */
    public List<Audit> audit(String sessionId) {
        return storage.transaction("read the audit trail of session " + sessionId, conn -> {
            List<Audit> out = new ArrayList<>();
            try (PreparedStatement p = conn.prepareStatement(
                    "SELECT seq, at, who, action, detail FROM keep_audit WHERE session_id = ? ORDER BY seq")) {
                p.setString(1, sessionId);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Audit(r.getInt(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5)));
                    }
                }
            }
            return out;
        });
    }

    /** Appends one line to a session's log and stores what it changed (status, result), in one transaction. */
    public void append(Session changed, Line line) {
        storage.transaction("write line " + line.lineNo() + " of session " + changed.id(), conn -> {
            update(conn, "INSERT INTO keep_reports (session_id, line_no, text, at) VALUES (?, ?, ?, ?)", changed.id(),
                    line.lineNo(), line.text(), line.at());
            updateSession(conn, changed);
            return null;
        });
    }

    /** Replaces a session's whole log (a correction) and adds an entry to its audit trail, in one transaction. */
    public void rewrite(Session changed, List<Line> log, Audit entry) {
        storage.transaction("correct session " + changed.id(), conn -> {
            update(conn, "DELETE FROM keep_reports WHERE session_id = ?", changed.id());
            for (Line l : log) {
                update(conn, "INSERT INTO keep_reports (session_id, line_no, text, at) VALUES (?, ?, ?, ?)", changed.id(),
                        l.lineNo(), l.text(), l.at());
            }
            updateSession(conn, changed);
            insertAudit(conn, changed.id(), entry);
            return null;
        });
    }

    private static void updateSession(Connection conn, Session s) throws SQLException {
        update(conn, "UPDATE keep_sessions SET players = ?, played = ?, status = ?, result = ?, updated = ? WHERE id = ?",
                s.players(), s.played(), s.status(), s.result().orElse(null), s.updated(), s.id());
    }

    private static void insertAudit(Connection conn, String sessionId, Audit a) throws SQLException {
        int seq;
        try (PreparedStatement p = conn.prepareStatement("SELECT COALESCE(MAX(seq), 0) + 1 FROM keep_audit WHERE session_id = ?")) {
            p.setString(1, sessionId);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                seq = r.getInt(1);
            }
        }
        update(conn, "INSERT INTO keep_audit (session_id, seq, at, who, action, detail) VALUES (?, ?, ?, ?, ?, ?)", sessionId, seq,
                a.at(), a.who(), a.action(), a.detail());
    }

    private static List<Session> sessions(Connection conn, String sql, String... args) throws SQLException {
        List<Session> out = new ArrayList<>();
        try (PreparedStatement p = conn.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                p.setString(i + 1, args[i]);
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new Session(r.getString("id"), r.getString("club_id"), r.getString("preset"), r.getString("variant"),
                            r.getString("options"), r.getString("players"), r.getString("played"), r.getString("label"),
                            r.getString("token_hash"), r.getString("status"), Optional.ofNullable(r.getString("result")),
                            r.getString("created"), r.getString("updated")));
                }
            }
        }
        return out;
    }

    private static Void update(Connection conn, String sql, Object... args) throws SQLException {
        try (PreparedStatement p = conn.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                p.setObject(i + 1, args[i]);
            }
            p.executeUpdate();
        }
        return null;
    }
}
