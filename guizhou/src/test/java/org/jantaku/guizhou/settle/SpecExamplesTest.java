package org.jantaku.guizhou.settle;

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
import java.util.Set;
import java.util.stream.Stream;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every worked example of spec §12 and test case of §14 ({@code guizhou/settle/spec-examples.jsonl}),
 * through the table-side settler: the expected nets, next dealer and streak, transfers and patterns,
 * or the expected error. Every settlement sums to zero, and a burned seat never receives 豆 or 鸡.
 */
class SpecExamplesTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final GuizhouSettler SETTLER = new GuizhouSettler();
    private static final Set<String> DOU_AND_JI = Set.of("diandou", "mendou", "zhuanwandou", "ji", "chongfengji", "zerenji", "baoji");

    static Stream<Arguments> lines() throws IOException {
        return read("/guizhou/settle/spec-examples.jsonl").stream().map(n -> Arguments.of(n.path("case").asText(), n));
    }

    static List<JsonNode> read(String resource) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        try (InputStream in = SpecExamplesTest.class.getResourceAsStream(resource)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(MAPPER.readTree(line));
                }
            }
        }
        return out;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lines")
    void settlesAsTheSpecSays(String name, JsonNode line) {
        JsonNode expect = line.path("expect");
        if (expect.has("error")) {
            assertThatThrownBy(() -> SETTLER.settle(GuizhouPresets.LIUPANSHUI, line))
                    .isInstanceOf(SettleException.class).hasMessageContaining(expect.get("error").asText());
            return;
        }
        ObjectNode out = SETTLER.settle(GuizhouPresets.LIUPANSHUI, line);
        check(line, out);
    }

    /** Compares a settler's answer with the line's expectations; shared with the command-line test. */
    static void check(JsonNode line, JsonNode out) {
        JsonNode expect = line.path("expect");
        int sum = 0;
        for (JsonNode n : out.get("net")) {
            sum += n.asInt();
        }
        assertThat(sum).as("the settlement sums to zero").isZero();
        for (JsonNode t : out.get("transfers")) {
            assertThat(t.get("points").asInt()).isPositive();
            for (JsonNode b : out.get("burned")) {
                assertThat(t.get("to").asInt() == b.asInt() && DOU_AND_JI.contains(t.get("reason").asText()))
                        .as("burned seat %s receives %s", b, t).isFalse();
            }
        }
        if (expect.has("net")) {
            assertThat(out.get("net")).as("net").isEqualTo(expect.get("net"));
        }
        if (expect.has("next_dealer")) {
            assertThat(out.get("next_dealer")).as("next dealer").isEqualTo(expect.get("next_dealer"));
        }
        if (expect.has("next_streak")) {
            assertThat(out.get("next_streak")).as("next streak").isEqualTo(expect.get("next_streak"));
        }
        if (expect.has("transfers")) {
            List<String> got = new ArrayList<>();
            out.get("transfers").forEach(t -> got.add(t.get("from") + ">" + t.get("to") + " " + t.get("points") + " " + t.get("reason").asText()));
            List<String> want = new ArrayList<>();
            expect.get("transfers").forEach(t -> want.add(t.get(0) + ">" + t.get(1) + " " + t.get(2) + " " + t.get(3).asText()));
            assertThat(got).as("transfers").containsExactlyInAnyOrderElementsOf(want);
        }
        if (expect.has("wins")) {
            List<String> got = new ArrayList<>();
            out.get("wins").forEach(w -> got.add(w.get("pattern").asText() + " " + w.get("value")));
            List<String> want = new ArrayList<>();
            expect.get("wins").forEach(w -> want.add(w.get(0).asText() + " " + w.get(1)));
            assertThat(got).as("patterns").containsExactlyElementsOf(want);
        }
    }
}
