package org.jantaku.engine.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The first difference between a recorded JSON value and a replayed one, as a path and the two
 * values. Numbers compare by value (a parsed {@code 5} equals an encoded {@code 5} whatever their
 * Java types); object members compare by name, not order.
 */
final class JsonDiff {
    private JsonDiff() {
    }

    /** A difference at {@code path}. */
    record Difference(String path, JsonNode recorded, JsonNode replayed) {
        String describe() {
            return "recorded " + Json.show(recorded) + ", replayed " + Json.show(replayed);
        }
    }

    static Optional<Difference> first(String path, JsonNode recorded, JsonNode replayed) {
        if (recorded.isNumber() && replayed.isNumber()) {
            return recorded.decimalValue().compareTo(replayed.decimalValue()) == 0 ? Optional.empty()
                    : Optional.of(new Difference(path, recorded, replayed));
        }
        if (recorded.getNodeType() != replayed.getNodeType()) {
            return Optional.of(new Difference(path, recorded, replayed));
        }
        if (recorded.isArray()) {
            for (int i = 0; i < Math.max(recorded.size(), replayed.size()); i++) {
                Optional<Difference> d = first(path + "[" + i + "]", recorded.path(i), replayed.path(i));
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        if (recorded.isObject()) {
            Set<String> names = new LinkedHashSet<>();
            recorded.fieldNames().forEachRemaining(names::add);
            replayed.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                Optional<Difference> d = first(path + "." + name, member(recorded, name), member(replayed, name));
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        return recorded.equals(replayed) ? Optional.empty() : Optional.of(new Difference(path, recorded, replayed));
    }

    private static JsonNode member(JsonNode object, String name) {
        JsonNode v = object.get(name);
        return v == null ? MissingNode.getInstance() : v;
    }
}
