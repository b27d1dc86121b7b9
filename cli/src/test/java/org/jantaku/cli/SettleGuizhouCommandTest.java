package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code jantaku settle --rules guizhou-liupanshui} on every worked example and test case of the
 * Guizhou spec (the data file of the guizhou module's tests): one answer per hand, in order, with
 * the expected nets, next dealer and streak, or the expected error naming the line.
 */
class SettleGuizhouCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path EXAMPLES = Path.of("../guizhou/src/test/resources/guizhou/settle/spec-examples.jsonl");

    @Test
    void settlesEverySpecExample() throws IOException {
        List<String> in = Files.readAllLines(EXAMPLES).stream().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        CliRun run = CliRun.of("settle", "--rules", "guizhou-liupanshui", EXAMPLES.toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).as("some example lines are errors on purpose").isEqualTo(1);
        List<String> out = run.outLines();
        assertThat(out).hasSize(in.size());
        for (int i = 0; i < in.size(); i++) {
            JsonNode line = MAPPER.readTree(in.get(i));
            JsonNode answer = MAPPER.readTree(out.get(i));
            JsonNode expect = line.get("expect");
            assertThat(answer.get("id")).isEqualTo(line.get("id"));
            if (expect.has("error")) {
                assertThat(answer.get("ok").asBoolean()).isFalse();
                assertThat(answer.get("error").asText()).contains("spec-examples.jsonl:").contains(expect.get("error").asText());
                continue;
            }
            assertThat(answer.get("ok").asBoolean()).as(answer.toString()).isTrue();
            for (String field : List.of("net", "next_dealer", "next_streak")) {
                if (expect.has(field)) {
                    assertThat(answer.get(field)).as("%s of %s", field, line.get("id")).isEqualTo(expect.get(field));
                }
            }
        }
    }

    @Test
    void aBadLineNamesTheField() {
        CliRun run = CliRun.of("settle", "--rules", "guizhou-liupanshui", "../guizhou/src/test/resources/guizhou/settle/bad.jsonl");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.outLines()).hasSize(2);
        assertThat(run.outLines().get(0)).contains("\"ok\":false").contains("bad.jsonl:1: field seats[2].hand");
        assertThat(run.outLines().get(1)).contains("\"ok\":false").contains("bad.jsonl:2: field wins[0].way");
    }
}
