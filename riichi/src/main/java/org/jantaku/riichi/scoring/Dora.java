package org.jantaku.riichi.scoring;

import java.util.List;
import org.jantaku.core.tile.Tile;

/** Dora, red fives and ura-dora of a hand (the same for every reading); reused from hand to hand. */
final class Dora {
    private int dora;
    private int aka;
    private int ura;

    /** The dora kind each indicator kind points at (9→1, North→East, Red→White). */
    private static final int[] NEXT = new int[34];

    static {
        for (int k = 0; k < 34; k++) {
            NEXT[k] = org.jantaku.core.tile.TileKind.of(k).successor().index();
        }
    }

    /** Counts the dora of a loaded hand. */
    void count(WinRequest r, WinFacts f) {
        int dora = 0;
        List<Tile> indicators = r.doraIndicators();
        for (int i = 0; i < indicators.size(); i++) {
            dora += f.held(NEXT[indicators.get(i).id() >> 2]);
        }
        int ura = 0;
        if (r.situation().inRiichi() && f.options.uraDora()) {
            List<Tile> uras = r.uraIndicators();
            for (int i = 0; i < uras.size(); i++) {
                ura += f.held(NEXT[uras.get(i).id() >> 2]);
            }
        }
        this.dora = dora;
        this.aka = f.redFives;
        this.ura = ura;
    }

    int total() {
        return dora + aka + ura;
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
        return at;
    }
}
