package org.jantaku.server.table;

import java.util.List;
import java.util.Optional;

/**
 * The pause between hands of one table (docs/protocol.md, "Between hands"), while one is open: it opens at
 * the public step that ends a hand while a person is connected (and again when a table is resumed just
 * after a hand ended), and ends when every connected person has pressed OK ({@code ready}) or when it
 * runs out; then the play resumes ({@code resume}: people get their prompts, bots and deadlines start).
 * The table's lock guards it; its timer runs under that lock ({@link TableTimers}).
 */
final class BetweenHands {
    private final PublicTable<?> table;
    private final Presence presence;
    private final TableTimers timers;
    private final Runnable resume;
    private Optional<HandPause> pause = Optional.empty();

    /** The pauses of a table; {@code resume} plays on once the pause has ended and everyone was told. */
    BetweenHands(PublicTable<?> table, Presence presence, TableTimers timers, Runnable resume) {
        this.table = table;
        this.presence = presence;
        this.timers = timers;
        this.resume = resume;
    }

    /** Whether a pause is open: nobody may act. */
    boolean open() {
        return pause.isPresent();
    }

    /**
     * A pause holds from now at the public version, with the results to show those who connect; nobody is told
     * yet and no timer runs until {@link #start}.
     */
    void hold(List<String> results) {
        pause = Optional.of(new HandPause(table.version(), results, System.currentTimeMillis() + table.info().nextHand().toMillis()));
    }

    /** The pause held starts running out, and everyone is told whom it waits for. */
    void start() {
        HandPause p = pause.orElseThrow();
        timers.after(p.leftMillis(), () -> ranOut(p));
        tell();
    }

    /** The table closes: its pause is gone (nobody is told). */
    void drop() {
        pause = Optional.empty();
    }

    private void ranOut(HandPause p) {
        if (pause.isPresent() && pause.get() == p && !table.closed()) {
            end();
        }
    }

    /** Why an action is refused now: the table pauses. */
    Optional<ProtocolError> refusal() {
        return pause.map(HandPause::refusal);
    }

    /**
     * A person pressed OK at {@code version}: refused when no pause is open or the OK is for another one;
     * the pause ends if every connected person has pressed OK, else everyone is told.
     */
    Optional<ProtocolError> ready(int seat, int version) {
        if (pause.isEmpty()) {
            return Optional.of(new ProtocolError("stale", "no pause to end: the table plays on at version " + table.version()));
        }
        Optional<ProtocolError> stale = pause.get().ready(seat, version);
        if (stale.isEmpty()) {
            presence.active();
            changed();
        }
        return stale;
    }

    /** A client connected (already told its state): shown the hand's results before its state. */
    void results(Client c) {
        pause.ifPresent(p -> p.results().forEach(c::send));
    }

    /** A client connected and saw its state: a person's socket changes whom the pause waits for (everyone is told), a watcher is told alone. */
    void connected(Client c) {
        if (pause.isEmpty()) {
            return;
        }
        if (c.seat().isPresent()) {
            tell();
        } else {
            c.send(pause.get().message(presence.peopleSeats(table.info().seats())));
        }
    }

    /** Someone pressed OK, connected or left: the pause ends if every connected person has pressed OK, else everyone is told. */
    void changed() {
        if (pause.isEmpty()) {
            return;
        }
        if (pause.get().done(presence.peopleSeats(table.info().seats()))) {
            end();
        } else {
            tell();
        }
    }

    /** Tells every client whom the pause waits for and how long it may last. */
    private void tell() {
        String m = pause.orElseThrow().message(presence.peopleSeats(table.info().seats()));
        for (Client c : presence.clients()) {
            c.send(m);
        }
    }

    /** The pause is over: everyone is told ({@code next_hand}), then the play resumes. */
    private void end() {
        String m = pause.orElseThrow().endMessage();
        pause = Optional.empty();
        for (Client c : presence.clients()) {
            c.send(m);
        }
        resume.run();
    }
}
