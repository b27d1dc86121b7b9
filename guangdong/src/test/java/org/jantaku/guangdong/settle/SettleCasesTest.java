package org.jantaku.guangdong.settle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every worked example (spec A8.1-6, B5.1-4), every settle-able test case of spec section D, and
 * further hands worked from the rules, as JSON lines ({@code settle-cases.jsonl}) run through the
 * settler of {@code jantaku settle}.
 */
class SettleCasesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final GuangdongHandSettler SETTLER = new GuangdongHandSettler();

    /** The cases of the data file, one per line (blank lines and {@code #} comments skipped). */
    static List<JsonNode> cases() throws IOException {
        try (InputStream in = SettleCasesTest.class.getResourceAsStream("/org/jantaku/guangdong/settle-cases.jsonl")) {
            List<JsonNode> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(MAPPER.readTree(line));
                }
            }
            return out;
        }
    }

    static Stream<Arguments> named() throws IOException {
        return cases().stream().map(c -> Arguments.of(c.get("name").asText(), c));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("named")
    void settlesAsWorked(String name, JsonNode c) {
        Preset preset = GuangdongPresets.byName(c.get("preset").asText()).orElseThrow();
        if (c.has("error")) {
            assertThatThrownBy(() -> SETTLER.settle(preset, c.get("hand")))
                    .isInstanceOf(SettleException.class).hasMessageContaining(c.get("error").asText());
            return;
        }
        ObjectNode out = SETTLER.settle(preset, c.get("hand"));
        check(c, out);
    }

    /** Compares a settlement's JSON with what the case expects; the transfers must sum to zero. */
    static void check(JsonNode c, JsonNode out) {
        assertThat(out.get("net")).as("net").isEqualTo(c.get("net"));
        int sum = out.path("house").asInt();
        for (JsonNode n : out.get("net")) {
            sum += n.asInt();
        }
        assertThat(sum).as("transfers sum to zero").isZero();
        for (JsonNode t : out.get("transfers")) {
            assertThat(t.get("points").asInt()).as("a transfer is positive").isPositive();
        }
        if (c.has("values")) {
            List<Integer> values = new ArrayList<>();
            out.get("wins").forEach(w -> values.add(w.get("value").asInt()));
            assertThat(values).as("values").isEqualTo(MAPPER.convertValue(c.get("values"), List.class));
        }
        if (c.has("next_dealer")) {
            assertThat(out.get("next_dealer").asInt()).as("next dealer").isEqualTo(c.get("next_dealer").asInt());
        }
        if (c.has("patterns")) {
            List<List<String>> patterns = new ArrayList<>();
            for (JsonNode w : out.get("wins")) {
                List<String> keys = new ArrayList<>();
                w.get("patterns").forEach(p -> keys.add(p.get("key").asText()));
                patterns.add(keys);
            }
            assertThat(patterns).as("patterns").isEqualTo(MAPPER.convertValue(c.get("patterns"), List.class));
        }
    }
}
