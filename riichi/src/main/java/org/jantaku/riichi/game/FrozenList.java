package org.jantaku.riichi.game;

import java.util.AbstractList;
import java.util.Iterator;
import java.util.NoSuchElementException;
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

    /**
     * Reads the array directly. The iterator {@link AbstractList} gives calls {@link #get} through a
     * call site shared by every list class built on it, which the JIT cannot inline once it has seen
     * several: a for-each over a seat's hand or pond would pay a call per element.
     */
    @Override
    public Iterator<T> iterator() {
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < items.length;
            }

            @Override
            public T next() {
                if (next >= items.length) {
                    throw new NoSuchElementException();
                }
                return items[next++];
            }
        };
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
