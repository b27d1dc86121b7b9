package org.jantaku.bots.sim;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** {@link SimStats} as JSON and back. */
public final class StatsJson {
    /** Derived figures (rates, averages) are written for readers and skipped when read back. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(MapperFeature.USE_GETTERS_AS_SETTERS)
            .build();

    private StatsJson() {
    }

    public static String write(SimStats stats) {
        try {
            return MAPPER.writeValueAsString(stats);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("statistics could not be written as JSON", e);
        }
    }

    /**
     * @throws IllegalArgumentException when the text is not the JSON of statistics (the message says where)
     */
    public static SimStats read(String json) {
        try {
            return MAPPER.readValue(json, SimStats.class);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw new IllegalArgumentException("not simulation statistics: " + e.getOriginalMessage() + where, e);
        }
    }
}
