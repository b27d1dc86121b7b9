package org.jantaku.riichi.scoring;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The yaku of a scored hand: an unmodifiable list over an array the scorer fills to its exact size
 * and then hands over, so that {@link HandScore} can keep it without a copy. Immutable once built;
 * safe to share between threads.
 */
final class YakuList extends AbstractList<YakuHan> implements RandomAccess {
    private final YakuHan[] items;

    /** Takes {@code items} over: the caller must not write to the array afterwards. */
    YakuList(YakuHan[] items) {
        this.items = items;
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
