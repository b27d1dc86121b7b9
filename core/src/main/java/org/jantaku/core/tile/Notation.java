package org.jantaku.core.tile;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * mpsz notation: digits followed by a suit letter, {@code m} man, {@code p} pin, {@code s} sou,
 * {@code z} honours ({@code 1z}-{@code 7z} = East, South, West, North, White, Green, Red);
 * {@code 0} is a red five ({@code 0m}, {@code 0p}, {@code 0s}). Digits may be grouped
 * ({@code 123m406p}) or one per tile ({@code 1m2m}); spaces are ignored.
 */
public final class Notation {
    private Notation() {
    }

    /**
     * Parses mpsz into faces, in the order written.
     *
     * @throws NotationException saying what is wrong and at which position (from 1)
     */
    public static List<TileFace> parse(String text) {
        List<TileFace> out = new ArrayList<>();
        int groupStart = -1; // index of the first digit of the pending group
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                if (groupStart < 0) {
                    groupStart = i;
                }
            } else if (Character.isWhitespace(c)) {
                continue;
            } else if (Character.isLetter(c)) {
                int at = i + 1;
                Suit suit = Suit.ofLetter(Character.toLowerCase(c))
                        .orElseThrow(() -> new NotationException("unknown suit '" + c + "'", at));
                if (groupStart < 0) {
                    throw new NotationException("suit '" + c + "' has no digits before it", i + 1);
                }
                for (int j = groupStart; j < i; j++) {
                    char d = text.charAt(j);
                    if (Character.isWhitespace(d)) {
                        continue;
                    }
                    out.add(face(d - '0', suit, j + 1));
                }
                groupStart = -1;
            } else {
                throw new NotationException("unexpected character '" + c + "'", i + 1);
            }
        }
        if (groupStart >= 0) {
            throw new NotationException(
                    "digits '" + text.substring(groupStart).strip() + "' have no suit letter after them",
                    groupStart + 1);
        }
        return out;
    }

    private static TileFace face(int digit, Suit suit, int position) {
        if (suit == Suit.HONOR) {
            if (digit == 0) {
                throw new NotationException("honours have no red tile: 0z", position);
            }
            if (digit > 7) {
                throw new NotationException("no honour tile " + digit + "z (only 1z-7z)", position);
            }
            return TileFace.of(TileKind.of(suit, digit));
        }
        if (digit == 0) {
            return new TileFace(TileKind.of(suit, 5), true);
        }
        return TileFace.of(TileKind.of(suit, digit));
    }

    /** Parses a single tile such as {@code 5m} or {@code 0p}. */
    public static TileFace parseOne(String text) {
        List<TileFace> faces = parse(text);
        if (faces.size() != 1) {
            throw new NotationException("expected exactly one tile but found " + faces.size(), 1);
        }
        return faces.get(0);
    }

    /** Parses and counts by kind (red fives count as fives). */
    public static int[] parseCounts(String text) {
        return counts(parse(text));
    }

    /** Counts of faces by kind index (34 entries). */
    public static int[] counts(Collection<TileFace> faces) {
        int[] c = new int[TileKind.COUNT];
        for (TileFace f : faces) {
            c[f.kind().index()]++;
        }
        return c;
    }

    /** Grouped mpsz of faces, sorted: {@code 123m406p77z}. */
    public static String format(Collection<TileFace> faces) {
        List<TileFace> sorted = new ArrayList<>(faces);
        sorted.sort(null);
        StringBuilder sb = new StringBuilder();
        Suit current = null;
        for (TileFace f : sorted) {
            Suit s = f.kind().suit();
            if (current != null && s != current) {
                sb.append(current.letter());
            }
            current = s;
            sb.append(f.red() ? '0' : (char) ('0' + f.kind().number()));
        }
        if (current != null) {
            sb.append(current.letter());
        }
        return sb.toString();
    }

    /** Grouped mpsz of physical tiles ({@code 0} for a red five), sorted. */
    public static String formatTiles(Collection<Tile> tiles) {
        return format(tiles.stream().map(Tile::face).toList());
    }

    /** Grouped mpsz of a count vector (34 entries). */
    public static String formatCounts(int[] counts) {
        List<TileFace> faces = new ArrayList<>();
        for (int k = 0; k < counts.length; k++) {
            for (int n = 0; n < counts[k]; n++) {
                faces.add(TileFace.of(TileKind.of(k)));
            }
        }
        return format(faces);
    }
}
