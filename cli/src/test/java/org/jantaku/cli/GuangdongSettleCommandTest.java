package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code jantaku settle --rules guangdong-jihu|guangdong-tuidaohu} on every case of the Guangdong
 * settle data ({@code guangdong/src/test/resources/.../settle-cases.jsonl}: the spec's worked
 * examples and test cases): one output line per input line, the expected nets, errors naming the field.
 */
class GuangdongSettleCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path CASES = Path.of("../guangdong/src/test/resources/org/jantaku/guangdong/settle-cases.jsonl");

    @ParameterizedTest
    @ValueSource(strings = {"guangdong-jihu", "guangdong-tuidaohu"})
    void settlesEveryCaseOfThePreset(String preset, @TempDir Path dir) throws IOException {
        List<JsonNode> cases = new ArrayList<>();
        List<String> input = new ArrayList<>();
        for (String line : Files.readAllLines(CASES, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            JsonNode c = MAPPER.readTree(line);
            if (c.get("preset").asText().equals(preset)) {
                cases.add(c);
                input.add(((com.fasterxml.jackson.databind.node.ObjectNode) c.get("hand").deepCopy())
                        .put("id", c.get("name").asText()).toString());
            }
        }
        Path file = dir.resolve("hands.jsonl");
        Files.write(file, input, StandardCharsets.UTF_8);
        CliRun run = CliRun.of("settle", "--rules", preset, file.toString());
        boolean anyError = cases.stream().anyMatch(c -> c.has("error"));
        assertThat(run.exitCode()).isEqualTo(anyError ? 1 : 0);
        List<String> out = run.outLines();
        assertThat(out).hasSize(cases.size());
        for (int i = 0; i < cases.size(); i++) {
            JsonNode c = cases.get(i);
            JsonNode answer = MAPPER.readTree(out.get(i));
            assertThat(answer.get("id").asText()).isEqualTo(c.get("name").asText());
            if (c.has("error")) {
                assertThat(answer.get("ok").asBoolean()).as(c.get("name").asText()).isFalse();
                assertThat(answer.get("error").asText()).as(c.get("name").asText())
                        .contains("hands.jsonl:" + (i + 1)).contains(c.get("error").asText());
            } else {
                assertThat(answer.get("ok").asBoolean()).as(answer.toString()).isTrue();
                assertThat(answer.get("net")).as(c.get("name").asText()).isEqualTo(c.get("net"));
            }
        }
    }
}
