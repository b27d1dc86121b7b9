package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Reading the fields of a JSON object with errors that name the field: what codecs use to decode
 * actions. Every method throws a {@link RecordException} naming the field (relative to the object)
 * when the field is missing or of the wrong type or range; none returns null.
 */
public final class JsonFields {
    private JsonFields() {
    }

    /** A new empty object, for encoders. */
    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** A new empty array, for encoders. */
    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /** Checks that a value is an object. */
    public static ObjectNode requireObject(JsonNode node, String field) {
        if (node instanceof ObjectNode o) {
            return o;
        }
        throw RecordException.field(field, "expected an object, found " + Json.show(node));
    }

    /** A field that must be present. */
    public static JsonNode get(JsonNode object, String field) {
        JsonNode v = object.path(field);
        if (v.isMissingNode() || v.isNull()) {
            throw RecordException.field(field, "missing");
        }
        return v;
    }

    /** A text field. */
    public static String text(JsonNode object, String field) {
        JsonNode v = get(object, field);
        if (!v.isTextual()) {
            throw RecordException.field(field, "expected text, found " + Json.show(v));
        }
        return v.textValue();
    }

    /** A whole-number field between {@code min} and {@code max}. */
    public static int integer(JsonNode object, String field, int min, int max) {
        return wholeNumber(get(object, field), field, min, max);
    }

    /** A whole-number value (an array element) between {@code min} and {@code max}; {@code field} names it in errors. */
    public static int wholeNumber(JsonNode value, String field, int min, int max) {
        if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < min || value.intValue() > max) {
            throw RecordException.field(field, "expected a whole number " + min + ".." + max + ", found " + Json.show(value));
        }
        return value.intValue();
    }

    /** A 64-bit whole-number field. */
    public static long longInteger(JsonNode object, String field) {
        JsonNode v = get(object, field);
        if (!v.isIntegralNumber() || !v.canConvertToLong()) {
            throw RecordException.field(field, "expected a 64-bit whole number, found " + Json.show(v));
        }
        return v.longValue();
    }

    /** A true/false field. */
    public static boolean bool(JsonNode object, String field) {
        JsonNode v = get(object, field);
        if (!v.isBoolean()) {
            throw RecordException.field(field, "expected true or false, found " + Json.show(v));
        }
        return v.booleanValue();
    }

    /** An array field, of any length. */
    public static ArrayNode array(JsonNode object, String field) {
        JsonNode v = get(object, field);
        if (v instanceof ArrayNode a) {
            return a;
        }
        throw RecordException.field(field, "expected an array, found " + Json.show(v));
    }

    /** An array field of exactly {@code size} elements. */
    public static ArrayNode array(JsonNode object, String field, int size) {
        ArrayNode a = array(object, field);
        if (a.size() != size) {
            throw RecordException.field(field, "expected " + size + " elements, found " + a.size());
        }
        return a;
    }

    /** Tiles as an array of their ids. */
    public static ArrayNode tileIds(java.util.List<org.jantaku.core.tile.Tile> tiles) {
        ArrayNode a = array();
        tiles.forEach(t -> a.add(t.id()));
        return a;
    }

    /** Each seat's tiles as an array of their ids, seat 0 first (a deal's hands). */
    public static ArrayNode hands(org.jantaku.core.seat.BySeat<java.util.List<org.jantaku.core.tile.Tile>> hands) {
        ArrayNode a = array();
        hands.toList().forEach(h -> a.add(tileIds(h)));
        return a;
    }

    /** The two dice that broke a hand's wall, the first first. */
    public static ArrayNode dice(org.jantaku.core.wall.Dice dice) {
        return array().add(dice.first()).add(dice.second());
    }

    /** One number per seat, seat 0 first. */
    public static ArrayNode bySeat(org.jantaku.core.seat.BySeat<Integer> values) {
        return ints(values.toList());
    }

    /** Numbers as an array, in order. */
    public static ArrayNode ints(java.util.List<Integer> values) {
        ArrayNode a = array();
        values.forEach(a::add);
        return a;
    }
}
