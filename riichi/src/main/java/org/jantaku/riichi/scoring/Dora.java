package org.jantaku.riichi.scoring;

import java.util.List;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/** Dora, red fives and ura-dora of a hand (the same for every reading). */
record Dora(int dora, int aka, int ura) {

    static Dora count(WinRequest r, RiichiOptions o) {
        int[] all = new int[34];
        int aka = 0;
        for (Tile t : r.hand().concealed()) {
            all[t.id() >> 2]++;
            aka += red(t, o);
        }
        for (Meld m : r.hand().melds()) {
            for (Tile t : m.tiles()) {
                all[t.id() >> 2]++;
                aka += red(t, o);
            }
        }
        int dora = 0;
        for (Tile i : r.doraIndicators()) {
            dora += all[i.kind().successor().index()];
        }
        int ura = 0;
        if (r.situation().inRiichi() && o.uraDora()) {
            for (Tile i : r.uraIndicators()) {
                ura += all[i.kind().successor().index()];
            }
        }
        return new Dora(dora, aka, ura);
    }

    private static int red(Tile t, RiichiOptions o) {
        return t.isRed() && o.redFives().get(t.id() / 36) == 1 ? 1 : 0;
    }

    int total() {
        return dora + aka + ura;
    }

    void addTo(List<YakuHan> list) {
        if (dora > 0) {
            list.add(new YakuHan(Yaku.DORA, dora));
        }
        if (aka > 0) {
            list.add(new YakuHan(Yaku.AKA_DORA, aka));
        }
        if (ura > 0) {
            list.add(new YakuHan(Yaku.URA_DORA, ura));
        }
    }
}
