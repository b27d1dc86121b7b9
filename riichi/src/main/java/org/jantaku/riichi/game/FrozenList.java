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

    @Override
    @SuppressWarnings("unchecked")
    public <U> U[] toArray(U[] a) {
        U[] out = a.length >= items.length ? a : (U[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(),
                items.length);
        System.arraycopy(items, 0, out, 0, items.length);
        if (out.length > items.length) {
            out[items.length] = null; // as the List contract asks
        }
        return out;
    }
}
