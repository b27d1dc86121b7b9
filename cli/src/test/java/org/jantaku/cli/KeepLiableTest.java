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

/** {@code "liable"} (包) only on a yakuman the rules name ({@code riichi.pao}); any other hand is refused, naming line and seat. */
class KeepLiableTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** 大三元 with the third dragon set ponned from seat 2, won by ron from seat 3. */
    private static final String DAISANGEN = "{\"hand\":\"666z777z123m44p\",\"win\":\"4p\",\"melds\":[\"pon:555z\"]}";
    /** 国士無双: a yakuman no rules make anyone liable for. */
    private static final String KOKUSHI = "{\"hand\":\"19m19p19s12345677z\",\"win\":\"7z\"}";

    @TempDir
    Path dir;

    private String run(String line, String... options) throws IOException {
        Path p = dir.resolve("reports.jsonl");
        Files.write(p, List.of(line), StandardCharsets.UTF_8);
        String[] args = new String[options.length + 4];
        args[0] = "keep";
        args[1] = "--rules";
        args[2] = "tenhou";
        System.arraycopy(options, 0, args, 3, options.length);
        args[args.length - 1] = p.toString();
        CliRun r = CliRun.of(args);
        assertThat(r.outLines()).hasSize(1);
        return r.outLines().get(0);
    }

    private static String win(String value) {
        return "{\"type\":\"win\",\"winners\":[{\"seat\":1," + value + ",\"liable\":2}],\"from\":3}";
    }

    @Test
    void aNamedYakumanTakesItsLiablePlayer() throws IOException {
        JsonNode out = MAPPER.readTree(run(win("\"hand\":" + DAISANGEN)));
        assertThat(out.get("ok").asBoolean()).as(out.toString()).isTrue();
        // riichi.paoRon=half: the liable seat and the discarder pay 16000 each
        assertThat(out.get("scores").toString()).isEqualTo("[25000,57000,9000,9000]");
    }

    @Test
    void aYakumanCountedAtTheTableIsTakenAsTheTableSaysIt() throws IOException {
        assertThat(MAPPER.readTree(run(win("\"yakuman\":1"))).get("ok").asBoolean()).isTrue();
    }

    @Test
    void aHandCountedInHanIsRefused() throws IOException {
        JsonNode out = MAPPER.readTree(run(win("\"han\":13")));
        assertThat(out.get("ok").asBoolean()).isFalse();
        assertThat(out.get("error").asText()).endsWith("reports.jsonl:1: winners: seat 1: liable seat 2: 包 applies only to"
                + " daisangen, daisuushii (riichi.pao); a hand counted as 13 han is no yakuman; report it as \"yakuman\" or by its tiles");
    }

    @Test
    void aYakumanTheRulesDoNotNameIsRefused() throws IOException {
        JsonNode out = MAPPER.readTree(run(win("\"hand\":" + KOKUSHI)));
        assertThat(out.get("ok").asBoolean()).isFalse();
        assertThat(out.get("error").asText()).contains("reports.jsonl:1: winners: seat 1: liable seat 2")
                .contains("daisangen, daisuushii (riichi.pao)").contains("the hand has kokushi");
    }

    @Test
    void rulesWithoutPaoRefuseEveryLiablePlayer() throws IOException {
        for (String value : List.of("\"yakuman\":1", "\"hand\":" + DAISANGEN)) {
            JsonNode out = MAPPER.readTree(run(win(value), "--rule", "riichi.pao=[]"));
            assertThat(out.get("ok").asBoolean()).as(value).isFalse();
            assertThat(out.get("error").asText()).contains("包 applies only to no yakuman under these rules (riichi.pao is empty)");
        }
    }
}
