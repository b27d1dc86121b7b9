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
 * A three-player hand's wall (108 tiles, 2m-8m left out) built from what a test wants, as {@link Deal}
 * builds a four-player one: each seat's 13 tiles, the live draws from the dealer's first on (index
 * 39), replacement tiles and dora indicators; the rest filled in id order. Fives are plain unless
 * written red.
 */
final class SanmaDeal {
    private static final int SIZE = 108;
    private final Tile[] wall = new Tile[SIZE];
    private final boolean[] used = new boolean[Tile.COUNT];
    private final int dealer;

    private SanmaDeal(int dealer) {
        this.dealer = dealer;
    }

    static SanmaDeal dealer(int dealer) {
        return new SanmaDeal(dealer);
    }

    SanmaDeal hands(String seat0, String seat1, String seat2) {
        String[] h = {seat0, seat1, seat2};
        for (int seat = 0; seat < 3; seat++) {
            List<TileFace> faces = Notation.parse(h[seat]);
            int j = Math.floorMod(seat - dealer, 3);
            for (int i = 0; i < 13; i++) {
                put(13 * j + i, faces.get(i));
            }
        }
        return this;
    }

    /** The live draws in order from the dealer's first (mpsz). */
    SanmaDeal draws(String tiles) {
        List<TileFace> faces = Notation.parse(tiles);
        for (int i = 0; i < faces.size(); i++) {
            put(39 + i, faces.get(i));
        }
        return this;
    }

    /** The {@code k}-th replacement tile (kans and Norths together). */
    SanmaDeal rinshan(int k, String tile) {
        put(DeadWall.rinshanIndex(k, SIZE), Notation.parseOne(tile));
        return this;
    }

    SanmaDeal indicator(int i, String tile) {
        put(DeadWall.doraIndicatorIndex(i, SIZE), Notation.parseOne(tile));
        return this;
    }

    private void put(int index, TileFace face) {
        if (wall[index] != null) {
            throw new IllegalStateException("wall position " + index + " is set twice");
        }
        int kind = face.kind().index();
        for (int copy : face.red() ? new int[] {0} : new int[] {1, 2, 3, 0}) {
            Tile t = Tile.of(kind * 4 + copy);
            if (!used[t.id()] && t.isRed() == face.red() && TileSet.THREE_PLAYER_108.contains(t)) {
                used[t.id()] = true;
                wall[index] = t;
                return;
            }
        }
        throw new IllegalStateException("no copy of " + face + " left in the three-player set");
    }

    Wall wall() {
        Tile[] out = wall.clone();
        List<Tile> rest = new ArrayList<>();
        for (Tile t : TileSet.THREE_PLAYER_108.tiles()) {
            if (!used[t.id()]) {
                rest.add(t);
            }
        }
        int next = 0;
        for (int i = 0; i < SIZE; i++) {
            if (out[i] == null) {
                out[i] = rest.get(next++);
            }
        }
        return new Wall(List.of(out));
    }

    /** This hand dealt as hand 0, seeded three-player walls after it. */
    RiichiState start(RuleSet rules, int round, int honba, int sticks, BySeat<Integer> scores) {
        List<Wall> walls = new ArrayList<>(List.of(wall()));
        for (int i = 1; i < 40; i++) {
            walls.add(Wall.shuffled(TileSet.THREE_PLAYER_108, i));
        }
        return new RiichiGame().startHand(rules, new Walls.Given(walls), 0, round, dealer, honba, sticks, scores).state();
    }
}
