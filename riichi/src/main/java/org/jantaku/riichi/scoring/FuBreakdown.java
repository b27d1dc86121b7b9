package org.jantaku.riichi.scoring;

import java.util.AbstractList;
import java.util.List;

/**
 * The fu lines of a scored reading, worked out only when first read: scoring a hand keeps just a few
 * values (packed melds, the reading's pair and triplets, the facts), since most callers (simulations, benchmarks, the JSON scorer) never look
 * at the breakdown. Immutable once built; safe to share between threads.
 */
final class FuBreakdown extends AbstractList<FuPart> {
    /** The melds, {@link Melds#pack() packed}. */
    private final long melds;
    private final int pair;
    /** The triplets of the concealed tiles, a bit per kind (runs give no fu). */
    private final long triplets;
    private final WaitShape wait;
    private final int winKind;
    private final int facts;
    private final Candidate.Form form;
    private final boolean pinfu;
    private final int fu;
    private volatile List<FuPart> parts;

    /** The breakdown of a hand's chosen reading; keeps only values, not the scorer's reused buffers. */
    FuBreakdown(Candidate c, WinFacts f) {
        this.melds = f.melds.pack();
        this.pair = c.reading.pair;
        this.triplets = c.reading.triplets;
        this.wait = c.wait;
        this.winKind = f.winKind;
        this.facts = f.fuFacts;
        this.form = c.form;
        this.pinfu = c.pinfu;
        this.fu = c.fu;
    }

    private List<FuPart> parts() {
        List<FuPart> p = parts;
        if (p == null) {
            p = List.copyOf(YakuEvaluator.fuParts(form, pinfu, fu, Melds.unpack(melds), pair, triplets, wait, winKind,
                    facts));
            parts = p;
        }
        return p;
    }

    @Override
    public FuPart get(int index) {
        return parts().get(index);
    }

    @Override
    public int size() {
        return parts().size();
    }
}
