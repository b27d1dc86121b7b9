package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.riichi.wall.DeadWall;

/**
 * Rebuilds the wall of a logged hand in the engine's layout: seat {@code dealer + j} is dealt the
 * tiles {@code 13j … 13j + 12}, live draws come from {@code 13 × players} onward (52, or 39 with three
 * players), replacement draws, dora and ura-dora indicators from their {@link DeadWall} positions. A
 * three-player hand (Tenhou's fourth seat empty) is built from the 108 tiles of
 * {@link TileSet#THREE_PLAYER_108}, and a North set aside (北抜き) takes the next replacement draw
 * exactly as a kan does (one count for both, up to eight; no dora indicator). A log shows only the
 * tiles that were seen; the other positions get the remaining tiles in id order (nothing in the hand
 * ever reads them).
 */
public final class LoggedWall {
    private final TileSet set;
    private final int players;
    private final Tile[] slots;
    private final boolean[] placed = new boolean[Tile.COUNT];
    private final LoggedHand hand;

    private LoggedWall(LoggedHand hand, int players) {
        this.hand = hand;
        this.players = players;
        this.set = players == 3 ? TileSet.THREE_PLAYER_108 : TileSet.STANDARD_136;
        this.slots = new Tile[set.size()];
    }

    /**
     * The wall of a hand of a game of {@code players} seats (4, or 3: Tenhou's seats 0-2).
     *
     * @throws IllegalArgumentException when the log places a tile twice, a tile not in the set, or
     *         draws past the live wall
     */
    public static Wall of(LoggedHand hand, int players) {
        return new LoggedWall(hand, players).build();
    }

    private Wall build() {
        Init init = hand.init();
        int size = set.size();
        for (int j = 0; j < players; j++) {
            int seat = (init.dealer() + j) % players;
            List<Tile> dealt = init.hands().get(seat);
            if (dealt.size() != 13) {
                throw new IllegalArgumentException("seat " + seat + " is dealt " + dealt.size() + " tiles, not 13");
            }
            for (int k = 0; k < 13; k++) {
                place(13 * j + k, dealt.get(k), "the deal");
            }
        }
        if (players == 3 && !init.hands().get(3).isEmpty()) {
            throw new IllegalArgumentException("the empty fourth seat of a three-player game is dealt "
                    + init.hands().get(3).size() + " tiles");
        }
        place(DeadWall.doraIndicatorIndex(0, size), init.doraIndicator(), "the first dora indicator");
        int first = 13 * players;
        int live = first;
        int replacements = 0;
        int kans = 0;
        int dora = 1;
        boolean afterKan = false;
        for (MjlogEvent e : hand.events()) {
            switch (e) {
                case Draw d -> {
                    if (afterKan) {
                        place(DeadWall.rinshanIndex(replacements - 1, size), d.tile(), "replacement draw " + replacements);
                    } else {
                        if (live >= size - DeadWall.SIZE) { // a replacement draw's live tile is caught by place()
                            throw new IllegalArgumentException("draw of " + d.tile() + " goes past the live wall");
                        }
                        place(live++, d.tile(), "live draw " + (live - first));
                    }
                    afterKan = false;
                }
                case Call c -> {
                    if (c.meld() instanceof ClosedKan || c.meld() instanceof OpenKan || c.meld() instanceof AddedKan) {
                        if (kans == 4) {
                            throw new IllegalArgumentException("a fifth kan");
                        }
                        kans++;
                        replacements = replacement(replacements, "a kan");
                        afterKan = true;
                    }
                }
                case Nuki n -> {
                    replacements = replacement(replacements, "North " + n.tile() + " set aside");
                    afterKan = true;
                }
                case Dora d -> {
                    if (dora > 4) {
                        throw new IllegalArgumentException("a sixth dora indicator " + d.indicator());
                    }
                    place(DeadWall.doraIndicatorIndex(dora, size), d.indicator(), "dora indicator " + (dora + 1));
                    dora++;
                }
                case Agari a -> {
                    for (int i = 0; i < a.uraIndicators().size() && i <= 4; i++) {
                        placeOrCheck(DeadWall.uraIndicatorIndex(i, size), a.uraIndicators().get(i),
                                "ura-dora indicator " + (i + 1));
                    }
                }
                default -> {
                }
            }
        }
        return new Wall(filled());
    }

    /** One more replacement draw (kans and Norths together): four in a 136-tile wall, eight in a 108-tile wall. */
    private int replacement(int made, String what) {
        int max = players == 3 ? 8 : 4;
        if (made == max) {
            throw new IllegalArgumentException(what + " needs replacement draw " + (made + 1) + "; the dead wall gives " + max);
        }
        return made + 1;
    }

    private void place(int index, Tile t, String what) {
        if (!set.contains(t)) {
            throw new IllegalArgumentException(what + ": tile " + t + " (id " + t.id() + ") is not in a "
                    + set.size() + "-tile wall");
        }
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
        for (Tile t : set.tiles()) {
            if (!placed[t.id()]) {
                rest.add(t);
            }
        }
        List<Tile> tiles = new ArrayList<>(slots.length);
        int next = 0;
        for (Tile t : slots) {
            tiles.add(t != null ? t : rest.get(next++));
        }
        return tiles;
    }
}
