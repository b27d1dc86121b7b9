package org.jantaku.riichi.keep;

import java.util.Collection;
import java.util.OptionalInt;

/**
 * Seat numbers: 0-3 (0-2 with three players, {@code riichi.players=3}), seat 0 being the first
 * dealer (起家), seat 1 his shimocha (下家), and so on round the table.
 */
final class Seats {
    private Seats() {
    }

    /** A seat as any table may have it (0-3), as a report is read before its session is known. */
    static int check(String field, int seat) {
        if (seat < 0 || seat > 3) {
            throw new KeepException(field, "a seat is 0-3, not " + seat);
        }
        return seat;
    }

    static void checkAll(String field, Collection<Integer> seats) {
        seats.forEach(s -> check(field, s));
    }

    /** A seat at a table of {@code players}: with three players seat 3 is refused. */
    static void check(String field, int seat, int players) {
        if (seat < 0 || seat >= players) {
            throw new KeepException(field, "a seat is 0-" + (players - 1) + " at a table of " + players + ", not " + seat);
        }
    }

    /** Every seat a report names, checked against the table's {@code players}. */
    static void checkReport(Report r, int players) {
        switch (r) {
            case Report.Riichi x -> check("seat", x.seat(), players);
            case Report.Win w -> {
                for (Claim c : w.winners()) {
                    check("winners", c.seat(), players);
                    c.liable().ifPresent(l -> check("liable", l, players));
                }
                w.from().ifPresent(f -> check("from", f, players));
            }
            case Report.Draw d -> {
                d.tenpai().forEach(s -> check("tenpai", s, players));
                d.nagashi().forEach(s -> check("nagashi", s, players));
            }
            case Report.Foul f -> {
                check("seat", f.seat(), players);
                OptionalInt other = f.facts().other();
                other.ifPresent(o -> check("facts.other", o, players));
            }
            case Report.Pay p -> {
                if (p.from() != Payment.TABLE) {
                    check("from", p.from(), players);
                }
                if (p.to() != Payment.TABLE) {
                    check("to", p.to(), players);
                }
            }
            case Report.Abortive a -> {
            }
            case Report.DealerChoice c -> {
            }
            case Report.Undo u -> {
            }
        }
    }

    /** The {@code players} seats from {@code first} in turn order (counter-clockwise, 下家 next). */
    static int[] from(int first, int players) {
        int[] out = new int[players];
        for (int i = 0; i < players; i++) {
            out[i] = (first + i) % players;
        }
        return out;
    }
}
