package org.jantaku.riichi.scoring;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The yaku of a scored hand: an unmodifiable list over an array of its exact size, which
 * {@link HandScore} keeps without a copy. Immutable once built; safe to share between threads.
 */
final class YakuList extends AbstractList<YakuHan> implements RandomAccess {
    private final YakuHan[] items;

    private YakuList(YakuHan[] items) {
        this.items = items;
    }

    /**
     * An unmodifiable list of the first {@code n} of {@code scratch}, built with as little garbage as
     * the size allows: {@link List#of} up to two (no array), else a list over an exact copy.
     */
    static List<YakuHan> of(YakuHan[] scratch, int n) {
        return switch (n) {
            case 0 -> List.of();
            case 1 -> List.of(scratch[0]);
            case 2 -> List.of(scratch[0], scratch[1]);
            default -> new YakuList(Arrays.copyOf(scratch, n));
        };
    }

    @Override
    public YakuHan get(int index) {
        return items[index];
    }

    @Override
    public int size() {
        return items.length;
    }
}
