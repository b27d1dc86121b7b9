package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Wall;
import org.jantaku.riichi.wall.DeadWall;

/**
 * Rebuilds the wall of a logged hand in the engine's layout: seat {@code dealer + j} is dealt the
 * tiles {@code 13j … 13j + 12}, live draws come from 52 onward, replacement draws, dora and ura-dora
 * indicators from their {@link DeadWall} positions. A log shows only the tiles that were seen; the
 * other positions get the remaining tiles in id order (nothing in the hand ever reads them).
 */
public final class LoggedWall {
    private final Tile[] slots = new Tile[Tile.COUNT];
    private final boolean[] placed = new boolean[Tile.COUNT];
    private final LoggedHand hand;

    private LoggedWall(LoggedHand hand) {
        this.hand = hand;
    }

    /**
     * The wall of a hand.
     *
     * @throws IllegalArgumentException when the log places a tile twice or draws past the live wall
     */
    public static Wall of(LoggedHand hand) {
        return new LoggedWall(hand).build();
    }

    private Wall build() {
        Init init = hand.init();
        for (int j = 0; j < 4; j++) {
            List<Tile> dealt = init.hands().get((init.dealer() + j) % 4);
            if (dealt.size() != 13) {
                throw new IllegalArgumentException("seat " + (init.dealer() + j) % 4 + " is dealt " + dealt.size()
                        + " tiles, not 13 (three-player logs are not supported)");
            }
            for (int k = 0; k < 13; k++) {
                place(13 * j + k, dealt.get(k), "the deal");
            }
        }
        place(DeadWall.doraIndicatorIndex(0), init.doraIndicator(), "the first dora indicator");
        int live = 52;
        int kans = 0;
        int dora = 1;
        boolean afterKan = false;
        for (MjlogEvent e : hand.events()) {
            switch (e) {
                case Draw d -> {
                    if (afterKan) {
                        place(DeadWall.rinshanIndex(kans - 1), d.tile(), "replacement draw " + kans);
                    } else {
                        if (live >= Tile.COUNT - DeadWall.SIZE) {
                            throw new IllegalArgumentException("draw of " + d.tile() + " goes past the live wall");
                        }
                        place(live++, d.tile(), "live draw " + (live - 52));
                    }
                    afterKan = false;
                }
                case Call c -> {
                    if (c.meld() instanceof ClosedKan || c.meld() instanceof OpenKan || c.meld() instanceof AddedKan) {
                        if (kans == 4) {
                            throw new IllegalArgumentException("a fifth kan");
                        }
                        kans++;
                        afterKan = true;
                    }
                }
                case Dora d -> {
                    if (dora > 4) {
                        throw new IllegalArgumentException("a sixth dora indicator " + d.indicator());
                    }
                    place(DeadWall.doraIndicatorIndex(dora), d.indicator(), "dora indicator " + (dora + 1));
                    dora++;
                }
                case Agari a -> {
                    for (int i = 0; i < a.uraIndicators().size() && i <= 4; i++) {
                        placeOrCheck(DeadWall.uraIndicatorIndex(i), a.uraIndicators().get(i), "ura-dora indicator " + (i + 1));
                    }
                }
                default -> {
                }
            }
        }
        return new Wall(filled());
    }

    private void place(int index, Tile t, String what) {
        if (placed[t.id()]) {
            throw new IllegalArgumentException(what + ": tile " + t + " (id " + t.id() + ") was already placed");
        }
        if (slots[index] != null) {
            throw new IllegalArgumentException(what + ": wall position " + index + " already holds " + slots[index]);
        }
        slots[index] = t;
        placed[t.id()] = true;
    }

    /** A double ron shows the same ura-dora indicators twice. */
    private void placeOrCheck(int index, Tile t, String what) {
        if (t.equals(slots[index])) {
            return;
        }
        place(index, t, what);
    }

    private List<Tile> filled() {
        List<Tile> rest = new ArrayList<>();
        for (int id = 0; id < Tile.COUNT; id++) {
            if (!placed[id]) {
                rest.add(Tile.of(id));
            }
        }
        List<Tile> tiles = new ArrayList<>(Tile.COUNT);
        int next = 0;
        for (Tile t : slots) {
            tiles.add(t != null ? t : rest.get(next++));
        }
        return tiles;
    }
}
