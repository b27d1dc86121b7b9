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
    private static final long MELDS = (1L << 39) - 1;
    private static final long TRIPLETS = (1L << 34) - 1;

    /** The melds ({@link Melds#pack()}, bits 0-38) and the hand's {@link FuFacts} (bits 39 and up). */
    private final long hand;
    /**
     * The reading: triplets of the concealed tiles (a bit per kind, bits 0-33; runs give no fu), pair
     * kind (34-39), winning kind (40-45), wait (46-48), form (49-50), pinfu (51), fu (52-59).
     */
    private final long reading;
    private volatile List<FuPart> parts;

    /** The breakdown of a hand's chosen reading; keeps only values, not the scorer's reused buffers. */
    FuBreakdown(Candidate c, WinFacts f) {
        this.hand = f.melds.pack() | (long) f.fuFacts << 39;
        this.reading = c.reading.triplets | (long) c.reading.pair << 34 | (long) f.winKind << 40
                | (long) c.wait.ordinal() << 46 | (long) c.form.ordinal() << 49 | (c.pinfu ? 1L << 51 : 0)
                | (long) c.fu << 52;
    }

    private List<FuPart> parts() {
        List<FuPart> p = parts;
        if (p == null) {
            long r = reading;
            p = List.copyOf(YakuEvaluator.fuParts(FORMS[(int) (r >>> 49 & 3)], (r >>> 51 & 1) != 0,
                    (int) (r >>> 52 & 0xFF), Melds.unpack(hand & MELDS), (int) (r >>> 34 & 63), r & TRIPLETS,
                    WAITS[(int) (r >>> 46 & 7)], (int) (r >>> 40 & 63), (int) (hand >>> 39)));
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
