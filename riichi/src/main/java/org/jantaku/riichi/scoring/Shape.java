package org.jantaku.riichi.scoring;

import org.jantaku.core.analysis.Block;
import org.jantaku.core.analysis.Decomposition;
import org.jantaku.core.hand.Meld;

/**
 * A standard reading as flat arrays for yaku and fu: the pair and four sets, each with its kind
 * (lowest kind of a run), type, whether it is an open meld and whether it counts as concealed
 * (暗刻 / 暗槓: not an open meld and not a triplet completed by ron).
 */
final class Shape {
    static final int RUN = 0;
    static final int TRIPLET = 1;
    static final int KAN = 2;

    int pair;
    final int[] kind = new int[4];
    final int[] type = new int[4];
    final boolean[] openMeld = new boolean[4];
    final boolean[] concealed = new boolean[4];
    /** Index of the first set made of concealed tiles; sets before it are melds. */
    int firstConcealed;

    static Shape of(Decomposition.Standard d) {
        Shape s = new Shape();
        s.pair = d.pair().index();
        int i = 0;
        for (Meld m : d.melds()) {
            s.kind[i] = m.kind().index();
            s.type[i] = m.isRun() ? RUN : m.isKan() ? KAN : TRIPLET;
            s.openMeld[i] = m.isOpen();
            s.concealed[i] = !m.isOpen();
            i++;
        }
        s.firstConcealed = i;
        for (Block b : d.sets()) {
            s.kind[i] = b.first().index();
            s.type[i] = b.type() == Block.Type.RUN ? RUN : TRIPLET;
            s.openMeld[i] = false;
            s.concealed[i] = true;
            i++;
        }
        return s;
    }

    boolean isRun(int i) {
        return type[i] == RUN;
    }

    /** Whether set {@code i} contains tile kind {@code k}. */
    boolean contains(int i, int k) {
        return type[i] == RUN ? k >= kind[i] && k <= kind[i] + 2 : k == kind[i];
    }
}
