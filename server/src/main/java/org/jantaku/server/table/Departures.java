package org.jantaku.server.table;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.logging.Logger;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.record.Recorder;
import org.jantaku.server.view.Faces;
import org.jantaku.server.view.result.ResultJson;

/**
 * People's seats going to bots for good at one table: a person gives their seat up ({@code leave}) or is
 * away too long while another person plays. The change is stored, noted on the record ({@code
 * seat_changes}), and told; where the rules charge for leaving (推倒胡's 逃跑) the seat owes its escape,
 * which the game records when it next waits for the seat. The table's lock guards it; the table decides
 * what happens next (a bot's move, the pause, closing a table left with no person).
 */
final class Departures<S, A extends Action, E extends Event, O> {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());

    private final PublicTable<S> table;
    private final Seating<A, O> seating;
    private final TableBots<A, O> bots;
    private final Recorder<S, A, E, O> recorder;
    private final Faces faces;
    private final Presence presence;
    private final Prompts prompts;

    Departures(PublicTable<S> table, Seating<A, O> seating, TableBots<A, O> bots, Recorder<S, A, E, O> recorder, Faces faces,
            Presence presence, Prompts prompts) {
        this.table = table;
        this.seating = seating;
        this.bots = bots;
        this.recorder = recorder;
        this.faces = faces;
        this.presence = presence;
        this.prompts = prompts;
    }

    /** Whether leaving costs a 逃跑 at this table. */
    boolean escapes() {
        return seating.escape().isPresent();
    }

    /**
     * A person's seat goes to a bot for good: stored, noted on the record's next line (a 逃跑 on its own line
     * later), the person's sockets told ({@code left}) and closed, everyone else told ({@code seat_left}).
     * Returns whether the seat was asked in an open private decision (which the table then settles).
     */
    boolean giveUp(int seat, String reason) {
        boolean owes = escapes();
        SeatSpec before = table.info().seats().get(seat);
        table.seat(before.givenUp(seating.agentName(), new Departure(reason, owes)));
        bots.replace(seat, seating.bot().apply(seat));
        ObjectNode change = seatChange(seat, before.name(), reason, owes);
        if (!owes) {
            seating.record().note(change);
        }
        LOG.info("table " + table.info().id() + ": seat " + seat + " " + reason + "; a bot (" + seating.agentName() + ") plays it");
        // the summary shows the bot before anyone is told, so what a client reads next agrees with what it was told
        table.publish();
        String left = JsonNodeFactory.instance.objectNode().put("type", "left").put("seat", seat).put("reason", reason)
                .put("escape", owes).put("message", Departure.LEFT.equals(reason) ? "you gave up your seat: a bot plays it from now on"
                        : "you were away too long: a bot plays your seat from now on").toString();
        String told = change.deepCopy().put("type", "seat_left").toString();
        for (Client c : presence.clients()) {
            if (c.seat().equals(OptionalInt.of(seat))) {
                c.send(left);
                c.close(LiveTable.LEFT, "left");
                presence.remove(c, table.info().seats());
            } else {
                c.send(told);
            }
        }
        boolean wasAsked = prompts.leave(seat);
        table.publish();
        return wasAsked;
    }

    /** Whether the game is still to record this seat's 逃跑. */
    boolean owesEscape(int seat) {
        return escapes() && table.info().seats().get(seat).escapeOwed();
    }

    /** Records a seat's 逃跑 (the game waits for the seat); its results, or none when the game refuses it (logged). */
    Optional<List<ObjectNode>> recordEscape(int seat) {
        SeatSpec leaver = table.info().seats().get(seat);
        seating.record().note(seatChange(seat, leaver.name(), leaver.departure().map(Departure::reason).orElse(Departure.LEFT), true));
        table.seat(leaver.escapeRecorded());
        S before = recorder.state();
        Result<Transition<S, E>> r = recorder.apply(seat, seating.escape().orElseThrow());
        if (r instanceof Result.Illegal<Transition<S, E>> bad) {
            LOG.warning("table " + table.info().id() + ": the 逃跑 of seat " + seat + " is refused: " + bad.reason());
            return Optional.empty();
        }
        bots.tell(r.orThrow().events());
        return Optional.of(ResultJson.messages(before, r.orThrow().events(), faces));
    }

    /**
     * A seat's change of hands as the record says it ({@code seat_changes}): on the next line written, or for a
     * 逃跑 on the escape's own line (other seats may play before the game waits for the leaver).
     */
    private ObjectNode seatChange(int seat, String name, String reason, boolean escape) {
        return JsonNodeFactory.instance.objectNode().put("seat", seat).put("name", name).put("from", "human").put("to", "bot")
                .put("agent", seating.agentName()).put("reason", reason).put("escape", escape);
    }
}
