package org.jantaku.engine.table;

import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/** A set of seats as a bit mask, ascending; one shared instance per mask, so asking who acts allocates nothing. */
public final class SeatSet extends AbstractSet<Integer> {
    private static final SeatSet[] ALL = new SeatSet[16];

    static {
        for (int m = 0; m < 16; m++) {
            ALL[m] = new SeatSet(m);
        }
    }

    private final int mask;

    private SeatSet(int mask) {
        this.mask = mask;
    }

    /** The seats of {@code mask} (a bit per seat), a shared value. */
    public static Set<Integer> of(int mask) {
        return ALL[mask];
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Integer s && s >= 0 && s < 4 && (mask & 1 << s) != 0;
    }

    @Override
    public int size() {
        return Integer.bitCount(mask);
    }

    @Override
    public Iterator<Integer> iterator() {
        return new Iterator<>() {
            private int left = mask;

            @Override
            public boolean hasNext() {
                return left != 0;
            }

            @Override
            public Integer next() {
                if (left == 0) {
                    throw new NoSuchElementException();
                }
                int s = Integer.numberOfTrailingZeros(left);
                left &= left - 1;
                return s;
            }
        };
    }
}
