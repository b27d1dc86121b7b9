package org.jantaku.riichi.tenhou;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.core.tile.Tile;

/**
 * One mjlog tag as read from the file, with typed attribute getters. Every getter reports a bad or
 * missing value as an {@link MjlogException} naming the file, the tag, its position and the
 * attribute; nothing here lets a bare {@link NumberFormatException} escape.
 */
final class Element {
    private final String source;
    private final String name;
    private final int index;
    private final int line;
    private final int column;
    private final Map<String, String> attributes;

    /**
     * @param source file or stream name
     * @param name the tag name, e.g. {@code INIT} or {@code T77}
     * @param index 1-based position of the tag among the file's elements (the root is element 0)
     * @param line line of the tag's end as reported by the XML parser (-1 when unknown)
     * @param column column of the tag's end (-1 when unknown)
     * @param attributes the attributes in file order
     */
    Element(String source, String name, int index, int line, int column, Map<String, String> attributes) {
        this.source = source;
        this.name = name;
        this.index = index;
        this.line = line;
        this.column = column;
        this.attributes = Map.copyOf(attributes);
    }

    String name() {
        return name;
    }

    boolean has(String attribute) {
        return attributes.containsKey(attribute);
    }

    /** Where the tag is, for messages: {@code <N> (element 17, line 1, column 5230)}. */
    String where() {
        StringBuilder b = new StringBuilder().append('<').append(name).append("> (element ").append(index);
        if (line >= 0) {
            b.append(", line ").append(line).append(", column ").append(column);
        }
        return b.append(')').toString();
    }

    /** An error in the tag as a whole. */
    MjlogException error(String problem) {
        return error(problem, null);
    }

    /** An error in the tag as a whole, with its cause. */
    MjlogException error(String problem, Throwable cause) {
        return new MjlogException(source + ": " + where() + ": " + problem, source, name, null, cause);
    }

    /** An error in one attribute. */
    MjlogException error(String attribute, String problem, Throwable cause) {
        String value = attributes.get(attribute);
        String shown = value == null ? " (missing)" : "=\"" + value + "\"";
        return new MjlogException(source + ": " + where() + " attribute " + attribute + shown + ": " + problem,
                source, name, attribute, cause);
    }

    /** The attribute's text; an error when it is missing. */
    String string(String attribute) {
        String v = attributes.get(attribute);
        if (v == null) {
            throw error(attribute, "required attribute is missing", null);
        }
        return v;
    }

    Optional<String> optionalString(String attribute) {
        return Optional.ofNullable(attributes.get(attribute));
    }

    int integer(String attribute) {
        return parseInt(attribute, string(attribute).trim(), null);
    }

    OptionalInt optionalInteger(String attribute) {
        return has(attribute) ? OptionalInt.of(integer(attribute)) : OptionalInt.empty();
    }

    /** A seat number 0-3. */
    int seat(String attribute) {
        int s = integer(attribute);
        if (s < 0 || s > 3) {
            throw error(attribute, "seat " + s + " is outside 0-3", null);
        }
        return s;
    }

    OptionalInt optionalSeat(String attribute) {
        return has(attribute) ? OptionalInt.of(seat(attribute)) : OptionalInt.empty();
    }

    /** A comma-separated list of integers; the empty string is the empty list. */
    List<Integer> integers(String attribute) {
        List<String> items = items(attribute);
        List<Integer> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            out.add(parseInt(attribute, items.get(i), "item " + (i + 1) + " "));
        }
        return List.copyOf(out);
    }

    /** A list of integers that must have exactly {@code count} items. */
    List<Integer> integers(String attribute, int count) {
        List<Integer> v = integers(attribute);
        if (v.size() != count) {
            throw error(attribute, "expected " + count + " comma-separated numbers, found " + v.size(), null);
        }
        return v;
    }

    /** A comma-separated list of decimal numbers. */
    List<BigDecimal> decimals(String attribute) {
        List<BigDecimal> out = new ArrayList<>();
        List<String> items = items(attribute);
        for (int i = 0; i < items.size(); i++) {
            try {
                out.add(new BigDecimal(items.get(i)));
            } catch (NumberFormatException e) {
                throw error(attribute, "item " + (i + 1) + " '" + items.get(i) + "' is not a number", e);
            }
        }
        return List.copyOf(out);
    }

    /** A single tile id 0-135. */
    Tile tile(String attribute) {
        return tileOf(attribute, integer(attribute));
    }

    /** A comma-separated list of tile ids; the empty string is the empty list. */
    List<Tile> tiles(String attribute) {
        List<Integer> ids = integers(attribute);
        List<Tile> out = new ArrayList<>(ids.size());
        for (int id : ids) {
            out.add(tileOf(attribute, id));
        }
        return List.copyOf(out);
    }

    /** The tiles of an optional attribute: the empty list when it is absent. */
    List<Tile> optionalTiles(String attribute) {
        return has(attribute) ? tiles(attribute) : List.of();
    }

    Tile tileOf(String attribute, int id) {
        if (id < 0 || id >= Tile.COUNT) {
            if (attribute == null) {
                throw error("tile id " + id + " is outside 0-135");
            }
            throw error(attribute, "tile id " + id + " is outside 0-135", null);
        }
        return Tile.of(id);
    }

    private List<String> items(String attribute) {
        String text = string(attribute).trim();
        if (text.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String s : text.split(",", -1)) {
            out.add(s.trim());
        }
        return out;
    }

    private int parseInt(String attribute, String text, String item) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            String what = (item == null ? "" : item) + "'" + text + "' is not an integer";
            throw error(attribute, what, e);
        }
    }
}
