package org.jantaku.engine.settle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.NotationException;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;

/**
 * Tile kinds in mpsz text ({@code 123m55p1s}) as a table-side description gives them, with errors
 * naming the field: for a tile set without honours, honours are refused; red fives are refused
 * (a description names kinds). An honour may also be written by its letter, as rule books do:
 * {@code E S W N} for 东南西北, {@code P F C} for 白 发 中 (upper case, not after a digit:
 * {@code EEE CCC}).
 */
public final class TileText {
    private TileText() {
    }

    /** The text with honour letters written in mpsz. */
    private static String mpsz(String text) {
        StringBuilder out = new StringBuilder();
        char previous = ' ';
        for (char c : text.toCharArray()) {
            Optional<TileKind> honour = TileKind.ofHonourLetter(c);
            if (honour.isPresent() && !Character.isDigit(previous)) {
                out.append(honour.get().mpsz());
            } else {
                out.append(c);
            }
            if (!Character.isWhitespace(c)) {
                previous = c;
            }
        }
        return out.toString();
    }

    /** The kinds of {@code text}, in order; {@code game} names the game in the refusal of an honour it lacks. */
    public static List<TileKind> kinds(String text, String field, TileSet set, String game) {
        List<TileFace> faces;
        try {
            faces = Notation.parse(mpsz(text));
        } catch (NotationException e) {
            throw new SettleException(field, "'" + text + "' is not mpsz tiles: " + e.getMessage());
        }
        List<TileKind> out = new ArrayList<>();
        for (TileFace f : faces) {
            if (f.kind().isHonor() && set == TileSet.SUITS_108) {
                throw new SettleException(field, game + " has no honour tiles, found " + f.mpsz());
            }
            if (f.red()) {
                throw new SettleException(field, set == TileSet.SUITS_108
                        ? "the 108-tile set has no red fives (0m, 0p, 0s); write 5m, 5p, 5s"
                        : "a description names kinds: write red fives as 5m, 5p, 5s, not " + f.mpsz());
            }
            out.add(f.kind());
        }
        return out;
    }

    /** The one kind of {@code text}. */
    public static TileKind one(String text, String field, TileSet set, String game) {
        List<TileKind> k = kinds(text, field, set, game);
        if (k.size() != 1) {
            throw new SettleException(field, "expected one tile, found '" + text + "'");
        }
        return k.get(0);
    }
}
