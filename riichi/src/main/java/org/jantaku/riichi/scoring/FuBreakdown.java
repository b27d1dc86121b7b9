package org.jantaku.riichi.scoring;

import java.util.AbstractList;
import java.util.List;

/**
 * The fu lines of a scored reading, worked out only when first read: scoring a hand keeps just the
 * packed shape and facts, since most callers (simulations, benchmarks, the JSON scorer) never look
 * at the breakdown. Immutable once built; safe to share between threads.
 */
final class FuBreakdown extends AbstractList<FuPart> {
    private final long shape;
    private final WaitShape wait;
    private final int wonSet;
    private final int facts;
    private final Candidate.Form form;
    private final boolean pinfu;
    private final int fu;
    private volatile List<FuPart> parts;

    FuBreakdown(long shape, WaitShape wait, int wonSet, int facts, Candidate.Form form, boolean pinfu, int fu) {
        this.shape = shape;
        this.wait = wait;
        this.wonSet = wonSet;
        this.facts = facts;
        this.form = form;
        this.pinfu = pinfu;
        this.fu = fu;
    }

    private List<FuPart> parts() {
        List<FuPart> p = parts;
        if (p == null) {
            p = List.copyOf(YakuEvaluator.fuParts(form, pinfu, fu, Shape.unpack(shape), wait, wonSet, facts));
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
