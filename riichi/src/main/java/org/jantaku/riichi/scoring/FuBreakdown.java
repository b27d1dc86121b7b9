package org.jantaku.riichi.scoring;

import java.util.AbstractList;
import java.util.List;

/**
 * The fu lines of a scored reading, worked out only when first read: scoring a hand keeps just a few
 * packed values (the melds, the reading's pair and concealed triplets, the wait, the facts), since
 * most callers (simulations, benchmarks, the JSON scorer) never look at the breakdown. Immutable
 * once built; safe to share between threads.
 */
final class FuBreakdown extends AbstractList<FuPart> {
    private static final WaitShape[] WAITS = WaitShape.values();
    private static final Candidate.Form[] FORMS = Candidate.Form.values();

    /** The melds, {@link Melds#pack() packed}. */
    private final long melds;
    /** The triplets of the concealed tiles, a bit per kind (runs give no fu). */
    private final long triplets;
    /** The hand's {@link FuFacts}. */
    private final int facts;
    /** Pair kind (bits 0-5), winning kind (6-11), fu (12-19), wait (20-22), form (23-24), pinfu (25). */
    private final int reading;
    private volatile List<FuPart> parts;

    /** The breakdown of a hand's chosen reading; keeps only values, not the scorer's reused buffers. */
    FuBreakdown(Candidate c, WinFacts f) {
        this.melds = f.melds.pack();
        this.triplets = c.reading.triplets;
        this.facts = f.fuFacts;
        this.reading = c.reading.pair | f.winKind << 6 | c.fu << 12 | c.wait.ordinal() << 20 | c.form.ordinal() << 23
                | (c.pinfu ? 1 << 25 : 0);
    }

    private List<FuPart> parts() {
        List<FuPart> p = parts;
        if (p == null) {
            int r = reading;
            p = List.copyOf(YakuEvaluator.fuParts(FORMS[r >>> 23 & 3], (r >>> 25 & 1) != 0, r >>> 12 & 0xFF,
                    Melds.unpack(melds), r & 63, triplets, WAITS[r >>> 20 & 7], r >>> 6 & 63, facts));
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
