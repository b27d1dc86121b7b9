package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.TileFace;

/**
 * One event of an mjai log being read: where it is (source, line, event type) for messages, and typed reads
 * of its fields. A missing or wrongly typed field is an {@link MjlogException} naming source, line and field
 * ({@link MjlogException#attribute()}, e.g. {@code consumed[1]}), never a {@code NullPointerException}.
 *
 * @param source the source name given to the reader
 * @param number the line (1-based)
 * @param type the event's {@code type}, empty when not yet read
 * @param object the event
 */
record MjaiLine(String source, int number, String type, JsonNode object) {

    /** An error in one field. */
    MjlogException error(String field, String problem) {
        return new MjlogException(prefix() + ", field " + field + ": " + problem, source, tagOrNull(), field, null);
    }

    /** An error in one field, with its cause. */
    MjlogException error(String field, String problem, Throwable cause) {
        return new MjlogException(prefix() + ", field " + field + ": " + problem, source, tagOrNull(), field, cause);
    }

    /** An error in the event as a whole. */
    MjlogException error(String problem) {
        return new MjlogException(prefix() + ": " + problem, source, tagOrNull(), null, null);
    }

    private String prefix() {
        return source + ": line " + number + (type.isEmpty() ? "" : " (" + type + ")");
    }

    private String tagOrNull() {
        return type.isEmpty() ? null : type;
    }

    boolean has(String field) {
        JsonNode n = object.get(field);
        return n != null && !n.isNull();
    }

    private JsonNode get(String field, String expected) {
        JsonNode n = object.get(field);
        if (n == null || n.isNull()) {
            throw error(field, "missing (expected " + expected + ")");
        }
        return n;
    }

    /** A whole number in {@code min..max}. */
    int integer(String field, int min, int max) {
        return integer(get(field, "a whole number"), field, min, max);
    }

    private int integer(JsonNode n, String field, int min, int max) {
        if (!n.isIntegralNumber() || !n.canConvertToInt()) {
            throw error(field, "expected a whole number, found " + Tenhou6Json.shown(n));
        }
        int v = n.intValue();
        if (v < min || v > max) {
            throw error(field, v + " is outside " + min + ".." + max);
        }
        return v;
    }

    /** A seat 0-3. */
    int seat(String field) {
        return integer(field, 0, 3);
    }

    boolean bool(String field) {
        JsonNode n = get(field, "true or false");
        if (!n.isBoolean()) {
            throw error(field, "expected true or false, found " + Tenhou6Json.shown(n));
        }
        return n.booleanValue();
    }

    String text(String field) {
        JsonNode n = get(field, "a string");
        if (!n.isTextual()) {
            throw error(field, "expected a string, found " + Tenhou6Json.shown(n));
        }
        return n.textValue();
    }

    /** An array of {@code size} items (any number when negative). */
    JsonNode array(String field, int size) {
        return array(get(field, "an array"), field, size);
    }

    private JsonNode array(JsonNode n, String field, int size) {
        if (!n.isArray()) {
            throw error(field, "expected an array, found " + Tenhou6Json.shown(n));
        }
        if (size >= 0 && n.size() != size) {
            throw error(field, "expected " + size + " items, found " + n.size());
        }
        return n;
    }

    /** Four whole numbers (scores, score changes). */
    List<Integer> fourIntegers(String field) {
        JsonNode a = array(field, 4);
        List<Integer> out = new ArrayList<>(4);
        for (int i = 0; i < 4; i++) {
            out.add(integer(a.get(i), field + "[" + i + "]", Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        return List.copyOf(out);
    }

    /** Four booleans ({@code tenpais}), when present. */
    Optional<List<Boolean>> fourBooleans(String field) {
        if (!has(field)) {
            return Optional.empty();
        }
        JsonNode a = array(field, 4);
        List<Boolean> out = new ArrayList<>(4);
        for (int i = 0; i < 4; i++) {
            if (!a.get(i).isBoolean()) {
                throw error(field + "[" + i + "]", "expected true or false, found " + Tenhou6Json.shown(a.get(i)));
            }
            out.add(a.get(i).booleanValue());
        }
        return Optional.of(List.copyOf(out));
    }

    /** A tile's face ({@link MjaiTiles}). */
    TileFace tile(String field, boolean redFives) {
        return tile(get(field, "a tile"), field, redFives);
    }

    private TileFace tile(JsonNode n, String field, boolean redFives) {
        if (!n.isTextual()) {
            throw error(field, "expected a tile such as \"5m\", found " + Tenhou6Json.shown(n));
        }
        try {
            return MjaiTiles.face(n.textValue(), redFives);
        } catch (IllegalArgumentException e) {
            throw error(field, e.getMessage(), e);
        }
    }

    /** An array of {@code size} tiles (any number when negative). */
    List<TileFace> tiles(String field, int size, boolean redFives) {
        return tiles(get(field, "an array of tiles"), field, size, redFives);
    }

    private List<TileFace> tiles(JsonNode n, String field, int size, boolean redFives) {
        JsonNode a = array(n, field, size);
        List<TileFace> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            out.add(tile(a.get(i), field + "[" + i + "]", redFives));
        }
        return List.copyOf(out);
    }

    /**
     * Four arrays of 13 tiles ({@code tehais}); those of seats from {@code players} on (the empty fourth seat of
     * 三麻) are 13 hidden tiles ({@code ?}), or none, and read as empty.
     */
    List<List<TileFace>> hands(String field, boolean redFives, int players) {
        JsonNode a = array(field, 4);
        List<List<TileFace>> out = new ArrayList<>(4);
        for (int s = 0; s < 4; s++) {
            if (s >= players) {
                JsonNode empty = a.get(s);
                boolean hidden = empty.isArray() && (empty.isEmpty() || empty.size() == 13);
                for (int i = 0; hidden && i < empty.size(); i++) {
                    hidden = empty.get(i).isTextual() && empty.get(i).textValue().equals(MjaiTiles.HIDDEN);
                }
                if (!hidden) {
                    throw error(field + "[" + s + "]", "the empty fourth seat of a three-player game holds no tile"
                            + " (13 \"?\" or none), found " + Tenhou6Json.shown(empty));
                }
                out.add(List.of());
                continue;
            }
            out.add(tiles(a.get(s), field + "[" + s + "]", 13, redFives));
        }
        return List.copyOf(out);
    }
}
