package org.jantaku.guangdong.settle;

import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;

/**
 * Tiles as the settle format writes them: mpsz ({@code 123m 55p 777z}), where an honour may also be
 * written by its letter, as the spec does: {@code E S W N} for 东南西北, {@code P F C} for 白 发 中
 * (upper case, standing alone: {@code EEE CCC}).
 */
final class TileText {
    private static final String LETTERS = "ESWNPFC";

    private TileText() {
    }

    static List<TileKind> parse(String text) {
        StringBuilder mpsz = new StringBuilder();
        char previous = ' ';
        for (char c : text.toCharArray()) {
            int honor = LETTERS.indexOf(c);
            if (honor >= 0 && !Character.isDigit(previous)) {
                mpsz.append(honor + 1).append('z');
            } else {
                mpsz.append(c);
            }
            if (!Character.isWhitespace(c)) {
                previous = c;
            }
        }
        List<TileFace> faces = Notation.parse(mpsz.toString());
        for (TileFace f : faces) {
            if (f.red()) {
                throw new IllegalArgumentException("广东麻将 has no red fives: '0' in " + text);
            }
        }
        return faces.stream().map(TileFace::kind).toList();
    }

    static TileKind parseOne(String text) {
        List<TileKind> kinds = parse(text);
        if (kinds.size() != 1) {
            throw new IllegalArgumentException("expected one tile, not " + kinds.size() + " in '" + text + "'");
        }
        return kinds.get(0);
    }
}
