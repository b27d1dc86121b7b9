package org.jantaku.riichi.keep;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.riichi.penalty.Facts;

/** What the table reports, in order. A session is the log of these. */
public sealed interface Report {
    /** The report's type name in JSON lines. */
    String type();

    /** A riichi declaration (its stick goes on the table). */
    record Riichi(int seat) implements Report {
        public Riichi {
            Seats.check("seat", seat);
        }

        @Override
        public String type() {
            return "riichi";
        }
    }

    /** A win: one winner on a self-draw ({@code from} empty), one or more on a ron of {@code from}'s discard. */
    record Win(List<Claim> winners, OptionalInt from) implements Report {
        public Win {
            winners = List.copyOf(winners);
            if (winners.isEmpty()) {
                throw new KeepException("winners", "a win needs a winner");
            }
            if (from.isEmpty() && winners.size() > 1) {
                throw new KeepException("winners", "a self-draw has one winner, not " + winners.size());
            }
            if (winners.stream().map(Claim::seat).distinct().count() != winners.size()) {
                throw new KeepException("winners", "a seat wins twice");
            }
            if (from.isPresent()) {
                Seats.check("from", from.getAsInt());
                if (winners.stream().anyMatch(c -> c.seat() == from.getAsInt())) {
                    throw new KeepException("from", "seat " + from.getAsInt() + " cannot ron his own discard");
                }
            }
        }

        @Override
        public String type() {
            return "win";
        }
    }

    /** An exhaustive draw (荒牌流局): who is tenpai, and who has nagashi mangan. */
    record Draw(Set<Integer> tenpai, Set<Integer> nagashi) implements Report {
        public Draw {
            tenpai = Set.copyOf(tenpai);
            nagashi = Set.copyOf(nagashi);
            Seats.checkAll("tenpai", tenpai);
            Seats.checkAll("nagashi", nagashi);
        }

        @Override
        public String type() {
            return "draw";
        }
    }

    /** An abortive draw (途中流局) of any kind. */
    record Abortive(String kind) implements Report {
        @Override
        public String type() {
            return "abortive";
        }
    }

    /** A foul: item {@code itemId} of the penalty chapter by {@code seat}. */
    record Foul(String itemId, int seat, Facts facts) implements Report {
        public Foul {
            Seats.check("seat", seat);
        }

        @Override
        public String type() {
            return "foul";
        }
    }

    /** The all-last dealer's choice where the rules give one (Kyoto): continue or stop. */
    record DealerChoice(boolean continues) implements Report {
        @Override
        public String type() {
            return "dealer";
        }
    }

    /** A payment the players decided themselves (REF): from a seat or the table ({@code -1}) to a seat or the table. */
    record Pay(int from, int to, int points, String reason) implements Report {
        public Pay {
            if (from != Payment.TABLE) {
                Seats.check("from", from);
            }
            if (to != Payment.TABLE) {
                Seats.check("to", to);
            }
            if (from == to) {
                throw new KeepException("to", "a payment goes to someone else");
            }
            if (points <= 0 || points % 100 != 0) {
                throw new KeepException("points", "a payment is a positive multiple of 100, not " + points);
            }
        }

        @Override
        public String type() {
            return "pay";
        }
    }

    /** Takes back the last report that is still in force. */
    record Undo() implements Report {
        @Override
        public String type() {
            return "undo";
        }
    }
}
