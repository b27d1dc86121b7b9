package org.jantaku.riichi.game;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.riichi.wall.DeadWall;

/**
 * A hand's wall built from what a test wants: each seat's 13 tiles, the live draws in order (the
 * dealer's first draw first), replacement tiles and dora indicators; every other tile fills the rest
 * in id order. Fives are taken non-red first, unless written red ({@code 0m}). The next hands are
 * dealt from seeded walls.
 */
final class Deal {
    private final Tile[] wall = new Tile[136];
    private final boolean[] used = new boolean[136];
    private final int dealer;

    private Deal(int dealer) {
        this.dealer = dealer;
    }

    static Deal dealer(int dealer) {
        return new Deal(dealer);
    }

    /** A seat's 13 starting tiles (mpsz). */
    Deal hand(int seat, String tiles) {
        List<TileFace> faces = Notation.parse(tiles);
        if (faces.size() != 13) {
            throw new IllegalArgumentException("a starting hand has 13 tiles, not " + faces.size() + ": " + tiles);
        }
        int j = Math.floorMod(seat - dealer, 4);
        for (int i = 0; i < 13; i++) {
            put(13 * j + i, faces.get(i));
        }
        return this;
    }

    /** The 13 starting tiles of seats 0, 1, 2 and 3 (mpsz). */
    Deal hands(String seat0, String seat1, String seat2, String seat3) {
        return hand(0, seat0).hand(1, seat1).hand(2, seat2).hand(3, seat3);
    }

    /** The live wall's draws in order from the dealer's first draw (mpsz). */
    Deal draws(String tiles) {
        List<TileFace> faces = Notation.parse(tiles);
        for (int i = 0; i < faces.size(); i++) {
            put(52 + i, faces.get(i));
        }
        return this;
    }

    /** The {@code i}-th live draw (0 = the dealer's first), leaving the draws before it to the filler. */
    Deal draw(int i, String tile) {
        put(52 + i, Notation.parseOne(tile));
        return this;
    }

    /** The replacement tile of the {@code k}-th kan. */
    Deal rinshan(int k, String tile) {
        put(DeadWall.rinshanIndex(k), Notation.parseOne(tile));
        return this;
    }

    /** The {@code i}-th dora indicator. */
    Deal indicator(int i, String tile) {
        put(DeadWall.doraIndicatorIndex(i), Notation.parseOne(tile));
        return this;
    }

    private void put(int index, TileFace face) {
        if (wall[index] != null) {
            throw new IllegalStateException("wall position " + index + " is set twice");
        }
        wall[index] = take(face);
    }

    private Tile take(TileFace face) {
        int kind = face.kind().index();
        int[] order = face.red() ? new int[] {0} : new int[] {1, 2, 3, 0};
        for (int copy : order) {
            int id = kind * 4 + copy;
            Tile t = Tile.of(id);
            if (!used[id] && t.isRed() == face.red()) {
                used[id] = true;
                return t;
            }
        }
        throw new IllegalStateException("no copy of " + face + " left");
    }

    /** The wall: the set tiles, the rest in id order. */
    Wall wall() {
        Tile[] out = wall.clone();
        int next = 0;
        for (int i = 0; i < 136; i++) {
            if (out[i] == null) {
                while (used[next]) {
                    next++;
                }
                out[i] = Tile.of(next++);
            }
        }
        return new Wall(List.of(out));
    }

    /** This hand dealt as hand 0 of a game, then seeded walls for the hands after it. */
    RiichiState start(RuleSet rules, int round, int honba, int sticks, BySeat<Integer> scores) {
        List<Wall> walls = new ArrayList<>(List.of(wall()));
        for (int i = 1; i < 40; i++) {
            walls.add(Wall.shuffled(TileSet.STANDARD_136, i));
        }
        return new RiichiGame().startHand(rules, new Walls.Given(walls), 0, round, dealer, honba, sticks, scores).state();
    }
}
