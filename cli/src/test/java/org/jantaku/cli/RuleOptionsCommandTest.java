package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code --rule KEY=VALUE} of {@code keep} and {@code settle}: over the preset, validated, refused with exit 2. */
class RuleOptionsCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private Path file(String... lines) throws IOException {
        Path p = dir.resolve("in.jsonl");
        Files.write(p, List.of(lines), StandardCharsets.UTF_8);
        return p;
    }

    private static JsonNode json(String line) throws IOException {
        return MAPPER.readTree(line);
    }

    @Test
    void aPenaltyLetterChangesAKeepReport() throws IOException {
        Path in = file("{\"type\":\"foul\",\"item\":\"7-05-10\",\"seat\":2}");
        JsonNode tenhou = json(CliRun.of("keep", "--rules", "tenhou", in.toString()).assertSuccess().get(0));
        assertThat(tenhou.get("flags").toString()).isEqualTo("{\"2\":[\"deadHand\"]}");
        assertThat(tenhou.get("changes").toString()).isEqualTo("[]");
        // The club plays the tenhou defaults but an early draw is a chombo (letter a): reverse mangan by a non-dealer.
        JsonNode club = json(CliRun.of("keep", "--rules", "tenhou", "--rule", "penalty.7-05-10=a", in.toString()).assertSuccess().get(0));
        assertThat(club.get("notes").get(0).asText()).contains("letter a");
        assertThat(club.get("scores").toString()).isEqualTo("[29000,27000,17000,27000]");
    }

    @Test
    void aRiichiOptionChangesAKeepWinAndMayLeaveOutItsPrefix() throws IOException {
        Path in = file("{\"type\":\"win\",\"winners\":[{\"seat\":1,\"han\":4,\"fu\":30}],\"from\":2}");
        assertThat(json(CliRun.of("keep", "--rules", "tenhou", in.toString()).assertSuccess().get(0)).get("scores").toString())
                .isEqualTo("[25000,32700,17300,25000]");
        assertThat(json(CliRun.of("keep", "--rules", "tenhou", "--rule", "kiriageMangan=true", in.toString()).assertSuccess().get(0))
                .get("scores").toString()).isEqualTo("[25000,33000,17000,25000]");
        assertThat(json(CliRun.of("keep", "--rules", "tenhou", "--rule", "riichi.kiriageMangan=true", in.toString()).assertSuccess()
                .get(0)).get("scores").toString()).isEqualTo("[25000,33000,17000,25000]");
    }

    @Test
    void anOptionChangesASettlement() throws IOException {
        String example = Files.readAllLines(Path.of("../guizhou/src/test/resources/guizhou/settle/spec-examples.jsonl")).stream()
                .filter(l -> l.contains("\"id\":\"ex2\"")).findFirst().orElseThrow();
        Path in = file(example);
        JsonNode plain = json(CliRun.of("settle", "--rules", "guizhou-liupanshui", in.toString()).assertSuccess().get(0));
        assertThat(plain.get("net").toString()).isEqualTo("[-7,-6,-12,25]");
        JsonNode noGoldenChicken = json(CliRun.of("settle", "--rules", "guizhou-liupanshui", "--rule", "gz.jinJi=false",
                in.toString()).assertSuccess().get(0));
        assertThat(noGoldenChicken.get("ok").asBoolean()).isTrue();
        assertThat(noGoldenChicken.get("net").toString()).isNotEqualTo("[-7,-6,-12,25]");
        JsonNode shortName = json(CliRun.of("settle", "--rules", "guizhou-liupanshui", "--rule", "jinJi=false",
                in.toString()).assertSuccess().get(0));
        assertThat(shortName.get("net")).as("an option named without its prefix gz.").isEqualTo(noGoldenChicken.get("net"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            keep   | tenhou             | riichi.noSuchThing=1              | unknown rule option 'riichi.noSuchThing'
            keep   | tenhou             | penalty.7-05-10=z                 | rule option penalty.7-05-10:
            keep   | tenhou             | riichi.kiriageMangan=maybe        | rule option riichi.kiriageMangan:
            keep   | tenhou             | kiriageMangan                     | --rule kiriageMangan should be KEY=VALUE
            keep   | tenhou             | riichi.honbaValue=100             | riichi.honbaValue must divide by 3
            settle | guizhou-liupanshui | gz.noSuchThing=1                  | unknown rule option 'gz.noSuchThing'
            settle | guizhou-liupanshui | gz.jinJi=perhaps                  | rule option gz.jinJi:
            """)
    void aBadOptionIsRefusedWithExit2(String command, String preset, String option, String message) throws IOException {
        Path in = file("");
        String err = CliRun.of(command, "--rules", preset, "--rule", option, in.toString()).assertError(2);
        assertThat(err).startsWith("jantaku: --rule").contains(message);
        assertThat(err.lines().count()).isEqualTo(1);
    }
}
