package org.jantaku.server.table;

import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;

/**
 * The people's prompts at one table: per seat the id of its current prompt, which seats an open
 * private decision ({@link Windows}) asked and which of them still have to answer, and each prompt's
 * deadline. The table's lock guards it; the table decides when to ask, this keeps the count.
 */
final class Prompts {
    /** A person's prompt and when the server answers it for them: a private one answers with the timeout choice. */
    record Deadline(boolean privately, long atMillis) {
    }

    /** Per seat: how many prompts it was given (the id of its current one). */
    private final int[] ids;
    /** Seats with an open private prompt. */
    private final Set<Integer> asked = new TreeSet<>();
    /** Seats asked in the open private decision: they are shown its state, the others the public one. */
    private final Set<Integer> inWindow = new TreeSet<>();
    private final Map<Integer, Deadline> deadlines = new HashMap<>();

    Prompts(int seats) {
        this.ids = new int[seats];
    }

    /** The id of the seat's current prompt. */
    int id(int seat) {
        return ids[seat];
    }

    /** A new public step: no private decision is open; the seats it waits for get new prompts. */
    void publicStep(Collection<Integer> toAct) {
        asked.clear();
        inWindow.clear();
        for (int seat : toAct) {
            ids[seat]++;
        }
    }

    /** Asks the seat in the open private decision; false when it was already asked. */
    boolean ask(int seat) {
        if (!asked.add(seat)) {
            return false;
        }
        inWindow.add(seat);
        ids[seat]++;
        return true;
    }

    /** The seat answered (or a bot answered for it): its prompt and deadline are gone; it still sees the decision. */
    void answered(int seat) {
        asked.remove(seat);
        deadlines.remove(seat);
    }

    /** The seat left the private decision altogether (its person gave it up); false when it was not asked. */
    boolean leave(int seat) {
        deadlines.remove(seat);
        if (!asked.remove(seat)) {
            return false;
        }
        inWindow.remove(seat);
        return true;
    }

    /** Whether the seat has an open private prompt. */
    boolean asked(int seat) {
        return asked.contains(seat);
    }

    /** Whether the seat was asked in the open private decision (answered or not): it sees that decision's state. */
    boolean inWindow(int seat) {
        return inWindow.contains(seat);
    }

    /**
     * Why an answer to {@code prompt} is refused for the seat: a private prompt must be answered with its
     * id, and an id must be the seat's current one.
     */
    Optional<ProtocolError> check(int seat, OptionalInt prompt) {
        if (asked.contains(seat) && prompt.isEmpty()) {
            return Optional.of(new ProtocolError("malformed", "field \"prompt\": a claim prompt is answered with its prompt id ("
                    + ids[seat] + ")"));
        }
        if (prompt.isPresent() && prompt.getAsInt() != ids[seat]) {
            return Optional.of(new ProtocolError("stale", "the action answers prompt " + prompt.getAsInt() + ", seat " + seat
                    + "'s prompt is " + ids[seat]));
        }
        return Optional.empty();
    }

    /** Starts the seat's deadline of {@code limit} from now, or none when the limit is zero. */
    Optional<Deadline> startDeadline(int seat, boolean privately, Duration limit) {
        if (limit.isZero()) {
            deadlines.remove(seat);
            return Optional.empty();
        }
        Deadline d = new Deadline(privately, System.currentTimeMillis() + limit.toMillis());
        deadlines.put(seat, d);
        return Optional.of(d);
    }

    /** The seat's running deadline. */
    Optional<Deadline> deadline(int seat) {
        return Optional.ofNullable(deadlines.get(seat));
    }

    /** Whether {@code d} is still the seat's running deadline (it did not answer meanwhile). */
    boolean current(int seat, Deadline d) {
        return deadlines.get(seat) == d;
    }

    /** Keeps only the deadlines of these seats. */
    void keepDeadlines(Collection<Integer> seats) {
        deadlines.keySet().retainAll(seats);
    }

    void clearDeadlines() {
        deadlines.clear();
    }
}
