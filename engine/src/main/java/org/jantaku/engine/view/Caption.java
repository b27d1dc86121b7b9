package org.jantaku.engine.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A line of text a page shows as the view says, in the page's language: a message key of the page's
 * strings ({@code round.riichi}: "East 1", 東1局) and its arguments, each a number or the key of a word the
 * page translates too ({@code wind.E}). A variant that words its rounds like another needs no page change.
 *
 * @param key the message key, {@code group.name}
 * @param args the arguments by name, in order: {@link Integer}s and {@link String} keys
 */
@JsonPropertyOrder({"key", "args"})
public record Caption(@JsonProperty("key") String key, @JsonProperty("args") Map<String, Object> args) {
    public Caption {
        Objects.requireNonNull(key, "key");
        if (!key.matches("[a-z]+(\\.[A-Za-z0-9_]+)+")) {
            throw new IllegalArgumentException("a caption key is group.name, not '" + key + "'");
        }
        args.forEach((name, value) -> {
            if (!(value instanceof Integer) && !(value instanceof String)) {
                throw new IllegalArgumentException("the argument '" + name + "' of " + key + " is a number or a key, not " + value);
            }
        });
        args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
    }

    /** A caption of a key and its arguments as name, value pairs ({@code "n", 2}). */
    public static Caption of(String key, Object... pairs) {
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("the arguments of " + key + " come in name, value pairs");
        }
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            args.put((String) pairs[i], pairs[i + 1]);
        }
        return new Caption(key, args);
    }
}
