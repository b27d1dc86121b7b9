package org.jantaku.riichi.penalty;

import java.util.List;

/** Short names for writing the catalog: the effect vocabulary of spec §4 and a builder for items. */
final class Vocabulary {
    private Vocabulary() {
    }

    static final Effect CH = new Effect.Chombo();
    static final Effect CH_AT_DRAW = new Effect.ChomboAtDraw();
    static final Effect CH_HK_NOW = new Effect.ChomboDeadHand(true);
    static final Effect CH_HK_END = new Effect.ChomboDeadHand(false);
    static final Effect CH_PLAY_ON = new Effect.ChomboPlayOn();
    static final Effect HK = new Effect.DeadHand();
    static final Effect TG = new Effect.Tsumogiri();
    static final Effect FR = new Effect.FuritenRiichi();
    static final Effect REDEAL = new Effect.Redeal();
    static final Effect DEP1000 = dep(1000);
    static final Effect CONTINUE = none("");

    static Effect dep(int points) {
        return new Effect.Deposit(points, false);
    }

    static Effect none(String procedure) {
        return new Effect.None(procedure);
    }

    static Effect voided(String what) {
        return new Effect.Void(what);
    }

    static Effect when(Fact fact, Effect then, Effect otherwise) {
        return new Effect.When(new Condition.Is(fact), List.of(then), List.of(otherwise));
    }

    static Effect when(Condition c, List<Effect> then, List<Effect> otherwise) {
        return new Effect.When(c, then, otherwise);
    }

    static Letter l(String letter, String meaning, Effect... effects) {
        return new Letter(letter, meaning, List.of(effects));
    }

    static PenaltyItem item(String id, String term, String english, Subject subject, String def, Letter... letters) {
        return new PenaltyItem(id, term, english, subject, def, List.of(letters), "");
    }

    static PenaltyItem item(String id, String term, String english, Subject subject, String def, String note,
            Letter... letters) {
        return new PenaltyItem(id, term, english, subject, def, List.of(letters), note);
    }

    /** The three letters a–c many items share: CH, CH+HK(fee now), CH+HK(fee end). */
    static Letter[] chomboFees() {
        return new Letter[] {
            l("a", "chombo on discovery", CH),
            l("b", "chombo on discovery, dead hand, play on (fee paid on discovery)", CH_HK_NOW),
            l("c", "chombo on discovery, dead hand, play on (fee paid at the hand's end)", CH_HK_END)};
    }

    /** Letters a–d of 7-05-02 to 7-05-05: {@link #chomboFees()} and d, a dead hand. */
    static Letter[] chomboOrDeadHand() {
        return and(chomboFees(), l("d", "dead hand after discovery", HK));
    }

    /** {@code first} followed by {@code rest}. */
    static Letter[] and(Letter[] first, Letter... rest) {
        Letter[] out = java.util.Arrays.copyOf(first, first.length + rest.length);
        System.arraycopy(rest, 0, out, first.length, rest.length);
        return out;
    }
}
