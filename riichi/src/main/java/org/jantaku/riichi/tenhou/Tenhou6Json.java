package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Typed reads of tenhou.net/6 JSON values; a missing or wrongly typed value is an
 * {@link MjlogException} naming its JSON path, never a {@code NullPointerException}.
 */
final class Tenhou6Json {
    private Tenhou6Json() {
    }

    /** An array; {@code size} items exactly, or any number when {@code size} is negative. */
    static JsonNode array(Tenhou6Where where, JsonNode node, String path, int size) {
        if (node == null || node.isMissingNode()) {
            throw where.error(path, "missing (expected an array)");
        }
        if (!node.isArray()) {
            throw where.error(path, "expected an array, found " + shown(node));
        }
        if (size >= 0 && node.size() != size) {
            throw where.error(path, "expected " + size + " items, found " + node.size());
        }
        return node;
    }

    /** An integer. */
    static int integer(Tenhou6Where where, JsonNode node, String path) {
        if (node == null || node.isMissingNode()) {
            throw where.error(path, "missing (expected an integer)");
        }
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw where.error(path, "expected an integer, found " + shown(node));
        }
        return node.intValue();
    }

    /** An array of integers. */
    static List<Integer> integers(Tenhou6Where where, JsonNode node, String path, int size) {
        JsonNode a = array(where, node, path, size);
        List<Integer> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            out.add(integer(where, a.get(i), path + "[" + i + "]"));
        }
        return List.copyOf(out);
    }

    /** A string. */
    static String string(Tenhou6Where where, JsonNode node, String path) {
        if (node == null || node.isMissingNode()) {
            throw where.error(path, "missing (expected a string)");
        }
        if (!node.isTextual()) {
            throw where.error(path, "expected a string, found " + shown(node));
        }
        return node.textValue();
    }

    /** A value as it reads in the file, shortened for messages. */
    static String shown(JsonNode node) {
        String s = node.toString();
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }
}
