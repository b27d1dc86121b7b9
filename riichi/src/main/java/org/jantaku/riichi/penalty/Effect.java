package org.jantaku.riichi.penalty;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What an option letter of the penalty chapter does (spec §4, "effect vocabulary"). A foul's
 * effects apply to the offender unless wrapped in {@link Other}. Flags ({@code CH@draw}, {@code HK},
 * {@code TG} …) stay on the offender's hand until the hand ends; settings ({@link AfterChombo},
 * {@link ChomboDeposits} …) are read when a chombo or a draw is settled.
 */
public sealed interface Effect {
    /** The vocabulary's short form, e.g. {@code CH}, {@code DEP(1000)}, {@code deliberate ? CH : NONE}. */
    String code();

    /** {@code CH}: chombo now; the payment is option 7-01's, the hand ends as 7-02 and 7-03 say. */
    record Chombo() implements Effect {
        @Override
        public String code() {
            return "CH";
        }
    }

    /** {@code CH@draw}: chombo only if the hand ends in an exhaustive draw (nothing if someone wins). */
    record ChomboAtDraw() implements Effect {
        @Override
        public String code() {
            return "CH@draw";
        }
    }

    /** {@code CH+HK(fee now|end)}: the chombo fee is charged now or when the hand ends; the hand goes on, the offender's dead. */
    record ChomboDeadHand(boolean feeNow) implements Effect {
        @Override
        public String code() {
            return "CH+HK(fee " + (feeNow ? "now" : "end") + ")";
        }
    }

    /** {@code CH(play on)}: the chombo fee is charged now and the hand goes on, with no other restriction. */
    record ChomboPlayOn() implements Effect {
        @Override
        public String code() {
            return "CH(play on)";
        }
    }

    /** {@code CH@win}: a win by the offender this hand is a chombo instead (Kyoto's illegal riichi kan). */
    record ChomboOnWin() implements Effect {
        @Override
        public String code() {
            return "CH@win";
        }
    }

    /** {@code HK}: agari-houki, a dead hand: no win, no call, governed by 7-09-*. */
    record DeadHand() implements Effect {
        @Override
        public String code() {
            return "HK";
        }
    }

    /** {@code NOWIN}: cannot win this hand, but may call; counts noten at a draw. */
    record NoWin() implements Effect {
        @Override
        public String code() {
            return "NOWIN";
        }
    }

    /**
     * {@code NOCALL(until turn)}: no call and no ron on a discard before the offender's own next turn (7-05-10 d and
     * the Kyoto club's 先ヅモ: 「上家の打牌後、ツモ山に触った場合は鳴く事やあがる事はできません」).
     */
    record NoCallBeforeTurn() implements Effect {
        @Override
        public String code() {
            return "NOCALL(until turn)";
        }
    }

    /** {@code RIICHI(noten)}: a riichi of the offender counts as a noten riichi at an exhaustive draw (7-04-02 h, 立直計不聽立直). */
    record RiichiCountsNoten() implements Effect {
        @Override
        public String code() {
            return "RIICHI(noten)";
        }
    }

    /** {@code DRAW(tenpai|noten)}: how the offender counts at an exhaustive draw, whatever his hand. */
    record CountsAtDraw(boolean tenpai) implements Effect {
        @Override
        public String code() {
            return "DRAW(" + (tenpai ? "tenpai" : "noten") + ")";
        }
    }

    /** {@code DEP(n)}: {@code points} to the table (供託罰符), per revealed tile if {@code perTile}; subject to 7-08-06. */
    record Deposit(int points, boolean perTile) implements Effect {
        @Override
        public String code() {
            return "DEP(" + points + (perTile ? "/tile" : "") + ")";
        }
    }

    /** {@code VOID}: the call, declaration or win the item is about is cancelled (a riichi's stick goes back). */
    record Void(String what) implements Effect {
        @Override
        public String code() {
            return "VOID";
        }
    }

    /** {@code TG}: tsumogiri until the hand ends. */
    record Tsumogiri() implements Effect {
        @Override
        public String code() {
            return "TG";
        }
    }

    /** {@code FR}: treated as a furiten riichi (計振聽立直): hand locked, self-draw wins only, no stick. */
    record FuritenRiichi() implements Effect {
        @Override
        public String code() {
            return "FR";
        }
    }

    /** {@code REDEAL}: the hand is replayed, honba unchanged, this hand's riichi sticks returned; nobody pays. */
    record Redeal() implements Effect {
        @Override
        public String code() {
            return "REDEAL";
        }
    }

    /** {@code PAY(x)}: the offender pays {@code each} to each other player. */
    record Pay(int each) implements Effect {
        @Override
        public String code() {
            return "PAY(" + each + ")";
        }
    }

    /**
     * {@code PAY(limit)}: the offender pays what a self-draw of {@code basePoints} costs (reverse mangan
     * at 2000: a non-dealer pays the dealer 4000 and the others 2000; a dealer pays 4000 each).
     */
    record PayLimit(int basePoints) implements Effect {
        @Override
        public String code() {
            return "PAY(" + switch (basePoints) {
                case 2000 -> "mangan";
                case 3000 -> "haneman";
                case 8000 -> "yakuman";
                default -> "base " + basePoints;
            } + ")";
        }
    }

    /** {@code SESS(x)}: {@code points} are deducted at the end of the game and paid to its top. */
    record SessionDeduction(int points) implements Effect {
        @Override
        public String code() {
            return "SESS(" + points + ")";
        }
    }

    /** {@code RANK−1}: the offender's final rank is lowered by one. */
    record RankDown() implements Effect {
        @Override
        public String code() {
            return "RANK-1";
        }
    }

    /** {@code TOBI}: the offender is treated as bust; the game ends. */
    record Bust() implements Effect {
        @Override
        public String code() {
            return "TOBI";
        }
    }

    /** {@code FORCEWIN}: the offender must win on the first winning tile drawn or discarded. */
    record ForceWin() implements Effect {
        @Override
        public String code() {
            return "FORCEWIN";
        }
    }

    /** {@code NONE}: no penalty; {@code procedure} says what the table does (restore the tiles …), if anything. */
    record None(String procedure) implements Effect {
        @Override
        public String code() {
            return "NONE";
        }
    }

    /** {@code REF}: the players decide; the result is entered by hand (a {@code pay} report). */
    record Referee(String what) implements Effect {
        @Override
        public String code() {
            return "REF";
        }
    }

    /** {@code ADMIN}: outside the engine (the club or organiser acts). */
    record Admin(String what) implements Effect {
        @Override
        public String code() {
            return "ADMIN";
        }
    }

    /** The effects of {@code then} when the condition holds, otherwise those of {@code otherwise}. */
    record When(Condition condition, List<Effect> then, List<Effect> otherwise) implements Effect {
        public When {
            then = List.copyOf(then);
            otherwise = List.copyOf(otherwise);
        }

        @Override
        public String code() {
            return condition.text() + " ? " + codes(then) + " : " + codes(otherwise);
        }
    }

    /** The effect falls on the other seat the report names, not on the offender. */
    record Other(Effect effect) implements Effect {
        @Override
        public String code() {
            return "other:" + effect.code();
        }
    }

    /** A definition that changes no points (7-05-01-02, 7-05-10-01). */
    record Definition(String meaning) implements Effect {
        @Override
        public String code() {
            return "DEF";
        }
    }

    /** 7-02: who deals after a chombo. */
    record AfterChombo(Deal deal) implements Effect {
        /** The choices of 7-02. */
        public enum Deal {
            /** a: 連荘: the dealer keeps the deal and, as after any 連荘, one more honba (本場) is added. */
            DEALER_KEEPS,
            /** b: a dealer's chombo passes the deal; a non-dealer's is a 連荘 (as a). */
            PASSES_IF_DEALER,
            /** c: the deal passes. */
            PASSES,
            /** d: as if nothing happened: the hand is replayed under the same conditions, honba unchanged. */
            REPLAY
        }

        @Override
        public String code() {
            return "DEAL(" + deal.name().toLowerCase(java.util.Locale.ROOT) + ")";
        }
    }

    /** 7-02-01: whether a chombo that passes the deal in the final hand ends the game. */
    record FinalHandChombo(boolean endsGame) implements Effect {
        @Override
        public String code() {
            return endsGame ? "FINAL(ends)" : "FINAL(replay)";
        }
    }

    /** 7-03: whether the riichi sticks and penalty deposits put out in a chombo hand go back to their owners. */
    record ChomboDeposits(boolean returnRiichi, boolean returnPenalty) implements Effect {
        @Override
        public String code() {
            return "DEPOSITS(riichi " + (returnRiichi ? "returned" : "carried") + ", penalty "
                    + (returnPenalty ? "returned" : "carried") + ")";
        }
    }

    /** 7-05-01-01: a false ron together with a valid ron on the same tile. */
    record FalseAndValidRon(Resolution resolution) implements Effect {
        /** The choices of 7-05-01-01. */
        public enum Resolution {
            /** a: only the valid ron counts. */
            VALID_ONLY,
            /** b: the win is settled and the chombo charged. */
            BOTH,
            /** c: only the chombo counts. */
            CHOMBO_ONLY,
            /** d: head bump: the one nearer the discarder. */
            HEAD_BUMP
        }

        @Override
        public String code() {
            return "FALSE+VALID(" + resolution.name().toLowerCase(java.util.Locale.ROOT) + ")";
        }
    }

    /** 7-08-06: a penalty deposit owed by a player with fewer than 1000 points. */
    record LowPointsDeposit(Exemption exemption) implements Effect {
        /** The choices of 7-08-06 (and Kyoto's). */
        public enum Exemption {
            /** a: no exemption: the deposit is owed and the score may go negative. */
            NONE,
            /** b: exempt: nothing is paid. */
            EXEMPT,
            /** Kyoto (seed 002): nothing is paid, the player's hand is dead instead. */
            DEAD_HAND
        }

        @Override
        public String code() {
            return "LOWDEP(" + exemption.name().toLowerCase(java.util.Locale.ROOT) + ")";
        }
    }

    /** 7-09-05: a dead hand counts tenpai or noten at an exhaustive draw. */
    record DeadHandAtDraw(boolean tenpai) implements Effect {
        @Override
        public String code() {
            return "HK@draw(" + (tenpai ? "tenpai" : "noten") + ")";
        }
    }

    /** 7-09-06: whether a dead hand's nagashi mangan is recognised. */
    record DeadHandNagashi(boolean recognised) implements Effect {
        @Override
        public String code() {
            return "HK@nagashi(" + (recognised ? "yes" : "no") + ")";
        }
    }

    /** 7-06-05-01: whether permission to look excuses looking. */
    record Permission(boolean excuses) implements Effect {
        @Override
        public String code() {
            return "PERMISSION(" + (excuses ? "excuses" : "no") + ")";
        }
    }

    /** The codes of a list, joined with {@code +}. */
    static String codes(List<Effect> effects) {
        return effects.stream().map(Effect::code).collect(Collectors.joining("+"));
    }
}
