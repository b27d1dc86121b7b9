package org.jantaku.core.analysis;

/**
 * The min-plus products of pairs of parts ({@link MinPlus}) of one hand, each made when first asked
 * and kept until one of its two parts changes: the searches by parts combine three parts as a
 * kept pair and one more.
 */
public final class PairProducts {
    /** The product of parts {@code a < b} from {@code 10(4a + b)}, valid when bit {@code 4a + b} is in {@link #valid}. */
    private final int[] products = new int[160];
    private int valid;

    /** Forgets every product (a new hand). */
    void forgetAll() {
        valid = 0;
    }

    /** Forgets the products with {@code part} (it changed). */
    public void forget(int part) {
        valid &= ~(0xF << (4 * part) | 0x1111 << part);
    }

    /** Copies the product of parts {@code a < b}, whose entries are in {@code entries}, into {@code out} from {@code at}. */
    public void copy(long[] entries, int a, int b, int[] out, int at) {
        int index = 4 * a + b;
        int from = 10 * index;
        if ((valid & 1 << index) == 0) {
            MinPlus.unpack(entries[a], products, from);
            MinPlus.convolve(products, from, entries[b]);
            valid |= 1 << index;
        }
        System.arraycopy(products, from, out, at, 10);
    }
}
