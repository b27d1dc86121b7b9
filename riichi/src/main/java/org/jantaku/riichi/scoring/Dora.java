package org.jantaku.riichi.scoring;

import java.util.List;
import org.jantaku.core.tile.Tile;

/** Dora, red fives and ura-dora of a hand (the same for every reading); reused from hand to hand. */
final class Dora {
    private int dora;
    private int aka;
    private int ura;
    private int nuki;

    /** The dora kind each indicator kind points at (9→1, North→East, Red→White). */
    private static final int[] NEXT = new int[34];

    static {
        for (int k = 0; k < 34; k++) {
            NEXT[k] = org.jantaku.core.tile.TileKind.of(k).successor().index();
        }
    }

    /** The same with three players (三人麻雀): 1m shows 9m and 9m shows 1m (2m-8m are not in the set). */
    private static final int[] NEXT_3 = NEXT.clone();

    static {
        NEXT_3[0] = 8;
        NEXT_3[8] = 0;
    }

    private static final int NORTH = 30;

    /** Counts the dora of a loaded hand. */
    void count(WinRequest r, WinFacts f) {
        int[] next = f.options.players() == 3 ? NEXT_3 : NEXT;
        int nuki = r.nukiDora();
        int dora = 0;
        List<Tile> indicators = r.doraIndicators();
        for (int i = 0; i < indicators.size(); i++) {
            int k = next[indicators.get(i).id() >> 2];
            dora += f.held(k) + (k == NORTH ? nuki : 0);
        }
        int ura = 0;
        if (r.situation().inRiichi() && f.options.uraDora()) {
            List<Tile> uras = r.uraIndicators();
            for (int i = 0; i < uras.size(); i++) {
                int k = next[uras.get(i).id() >> 2];
                ura += f.held(k) + (k == NORTH ? nuki : 0);
            }
        }
        this.dora = dora;
        this.nuki = nuki;
        this.aka = f.redFives;
        this.ura = ura;
    }

    int total() {
        return dora + aka + ura + nuki;
    }

    /** Puts the dora entries (one per kind present) into {@code list} from index {@code at} on; returns the index after them. */
    int addTo(YakuHan[] list, int at) {
        if (dora > 0) {
            list[at++] = YakuHan.of(Yaku.DORA, dora);
        }
        if (aka > 0) {
            list[at++] = YakuHan.of(Yaku.AKA_DORA, aka);
        }
        if (ura > 0) {
            list[at++] = YakuHan.of(Yaku.URA_DORA, ura);
        }
        if (nuki > 0) {
            list[at++] = YakuHan.of(Yaku.NUKI_DORA, nuki);
        }
        return at;
    }
}
