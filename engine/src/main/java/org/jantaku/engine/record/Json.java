package org.jantaku.engine.record;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;

/** The one JSON mapper of the records: compact output, strict input (no duplicate keys, nothing after the value). */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private Json() {
    }

    /** One line of JSON, without the end of line. */
    static String line(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A JSON value as a short text for messages. */
    static String show(JsonNode node) {
        String s = node.isMissingNode() ? "nothing" : line(node);
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
