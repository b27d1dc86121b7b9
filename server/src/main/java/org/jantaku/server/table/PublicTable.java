package org.jantaku.server.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Optional;
import java.util.logging.Logger;
import org.jantaku.engine.contract.Variant;
import org.jantaku.server.storage.Storage;
import org.jantaku.server.storage.TableRow;
import org.jantaku.server.view.ViewJson;

/**
 * The public side of one table: its seats ({@link TableInfo}), its status, its public version (the number
 * of public steps), the state everyone sees at that version with its scores, the final standings once the
 * game is over, and the summary (docs/server.md) made from them. The table's lock guards every change;
 * what the HTTP side reads (info, version, status, summary) is published in volatile fields and read
 * without the lock, the summary always before the status that goes with it.
 */
final class PublicTable<S> {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Variant<S, ?, ?, ?> variant;
    private final StateMessages<S, ?, ?> messages;
    private final Presence presence;
    private final Storage storage;
    private volatile TableInfo info;
    /** The final standings, once the game is over. */
    private Optional<ArrayNode> standings = Optional.empty();
    /** The state at the public version, and its scores as JSON when the view has them (for the summary). */
    private S shown;
    private Optional<JsonNode> shownScores;
    private volatile int version;
    private volatile String status;
    private volatile ObjectNode published;
    /** Whether the table takes no more moves (the server shut down, or closed the table before its end). */
    private boolean closed;

    PublicTable(TableInfo info, Variant<S, ?, ?, ?> variant, StateMessages<S, ?, ?> messages, Presence presence, Storage storage,
            Shown<S, ?> shown) {
        this.info = info;
        this.variant = variant;
        this.messages = messages;
        this.presence = presence;
        this.storage = storage;
        this.shown = shown.state();
        this.version = shown.version();
        this.status = variant.isOver(shown.state()) ? TableRow.FINISHED : TableRow.RUNNING;
        this.shownScores = scores(shown.state());
        if (finished()) {
            standings = finalStandings();
        }
        publish();
    }

    TableInfo info() {
        return info;
    }

    /** The public version: the number of public steps so far (read without the table's lock). */
    int version() {
        return version;
    }

    /** {@code running}, {@code finished} or {@code abandoned} (read without the table's lock). */
    String status() {
        return status;
    }

    boolean finished() {
        return TableRow.FINISHED.equals(status);
    }

    boolean running() {
        return TableRow.RUNNING.equals(status);
    }

    /** Whether the table takes no more moves (read under the table's lock). */
    boolean closed() {
        return closed;
    }

    /** The table takes no more moves: the server shuts down or closes it. */
    void close() {
        closed = true;
    }

    /** The state everyone sees (at the public version). */
    S shown() {
        return shown;
    }

    /** The summary as last published (read without the table's lock): not to be changed. */
    ObjectNode summary() {
        return published;
    }

    /** A seat changes hands (its person gave it up, or its 逃跑 was recorded): stored at once. */
    void seat(SeatSpec changed) {
        info = info.withSeat(changed);
        storage.updateSeats(info.id(), SeatSpec.stored(info.seats()).toString());
    }

    /**
     * A new public step shows {@code state}; true when it ends the game, which is then stored as finished
     * and its standings read. The summary is published by the caller ({@link #publish(String)} with
     * {@code finished} when the game ended).
     */
    boolean step(S state) {
        shown = state;
        shownScores = scores(state);
        version++;
        boolean ended = variant.isOver(state) && !finished();
        if (ended) {
            storage.finish(info.id(), Instant.now().toString());
            standings = finalStandings();
        }
        return ended;
    }

    /** Publishes the summary as the table now is, with its status. */
    void publish() {
        publish(status);
    }

    /**
     * Publishes the summary of the table as it now is, with the status {@code as}, which the table then has: a
     * reader without the lock that sees the new status sees the summary that goes with it.
     */
    void publish(String as) {
        ObjectNode o = info.summary(as);
        o.put("version", version);
        o.set("to_act", messages.publicToAct(shown));
        shownScores.ifPresent(x -> o.set("scores", x.deepCopy()));
        standings.ifPresent(x -> o.set("standings", x.deepCopy()));
        ArrayNode seats = o.putArray("seats");
        for (SeatSpec s : info.seats()) {
            ObjectNode p = s.pub();
            p.put("connected", presence.holds(s.seat()));
            seats.add(p);
        }
        published = o;
        status = as;
    }

    /** The scores in a state's public view (or in the table's part of it), when the variant's view has them. */
    private Optional<JsonNode> scores(S state) {
        JsonNode view = ViewJson.encode(variant.observe(state, 0));
        return Optional.ofNullable(view.has("table") ? view.get("table").get("scores") : view.get("scores"));
    }

    /** The final standings from the stored record's last line (the game's end). */
    private Optional<ArrayNode> finalStandings() {
        try {
            Optional<String> last = storage.lastLine(info.id());
            return last.isEmpty() ? Optional.empty() : Standings.of(JSON.readTree(last.get()), info.seats());
        } catch (JsonProcessingException e) {
            LOG.warning("table " + info.id() + ": the last record line is not JSON: " + e.getOriginalMessage());
            return Optional.empty();
        }
    }
}
