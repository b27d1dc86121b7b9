package org.jantaku.riichi.game;

import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable list over an array handed over by its maker, which never changes it afterwards:
 * a seat's hand or pond is built once into a fresh array and wrapped without a second copy. Equal
 * to any list with the same elements in order, as every list is.
 */
final class FrozenList<T> extends AbstractList<T> implements RandomAccess {
    private final T[] items;

    private FrozenList(T[] items) {
        this.items = items;
    }

    /** Wraps {@code items}; the caller must never change the array again. */
    static <T> FrozenList<T> wrap(T[] items) {
        return new FrozenList<>(items);
    }

    @Override
    public T get(int index) {
        return items[index];
    }

    @Override
    public int size() {
        return items.length;
    }
}
