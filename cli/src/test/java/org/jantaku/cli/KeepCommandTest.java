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

class KeepCommandTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private static JsonNode json(String line) throws IOException {
        return MAPPER.readTree(line);
    }

    private Path file(String... lines) throws IOException {
        Path p = dir.resolve("reports.jsonl");
        Files.write(p, List.of(lines), StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void theKyotoWorkedSettlement() throws Exception {
        Path example = Path.of(KeepCommandTest.class.getResource("/keep/kyoto-worked.jsonl").toURI());
        List<String> out = CliRun.of("keep", "--rules", "kyoto-club", example.toString()).assertSuccess();
        assertThat(out).hasSize(10);
        JsonNode last = json(out.get(out.size() - 1));
        assertThat(last.get("next").asText()).isEqualTo("over");
        assertThat(last.get("final").get("scores").toString()).isEqualTo("[45300,28300,16700,9700]");
        assertThat(last.get("final").get("ranks").toString()).isEqualTo("[1,2,3,4]");
        assertThat(last.get("final").get("points").toString()).isEqualTo("[44.0,4.0,-18.0,-30.0]");
        JsonNode second = json(out.get(2));
        assertThat(second.get("changes").toString()).isEqualTo("[{\"from\":3,\"to\":1,\"points\":2000,\"reason\":\"hand\"},"
                + "{\"from\":3,\"to\":1,\"points\":300,\"reason\":\"honba\"},{\"from\":\"table\",\"to\":1,\"points\":1000,\"reason\":\"riichi_sticks\"}]");
    }

    @Test
    void aHandGivenByItsTilesIsScored() throws Exception {
        List<String> out = CliRun.of("keep", "--rules", "kyoto-club", file(
                "{\"type\":\"riichi\",\"seat\":1}",
                "{\"type\":\"win\",\"winners\":[{\"seat\":1,\"hand\":{\"hand\":\"234m56799p234678s\",\"win\":\"8s\"}}]}").toString())
                .assertSuccess();
        JsonNode win = json(out.get(1));
        // riichi, menzen tsumo, pinfu: 3 han 20 fu, non-dealer tsumo 700/1300, his own stick back: 25000 - 1000 + 2700 + 1000
        assertThat(win.get("scores").toString()).isEqualTo("[23700,27700,24300,24300]");
        assertThat(win.get("round").asText()).isEqualTo("E2");
    }

    @Test
    void aFoulReportShowsItsLetterAndFlags() throws Exception {
        List<String> out = CliRun.of("keep", "--rules", "kyoto-club", file(
                "{\"type\":\"foul\",\"item\":\"7-05-10\",\"seat\":2,\"facts\":{\"deliberate\":true}}").toString()).assertSuccess();
        JsonNode foul = json(out.get(0));
        assertThat(foul.get("flags").toString()).isEqualTo("{\"2\":[\"deadHand\"]}");
        assertThat(foul.get("notes").get(0).asText()).contains("7-05-10").contains("letter K");
    }

    /** Seed 002: 「チョンボ: 無発声のあがり」 — a silent win is a chombo, told by facts.call. */
    @Test
    void aSilentWinUnderKyotoIsAChombo() throws Exception {
        List<String> out = CliRun.of("keep", "--rules", "kyoto-club", file(
                "{\"type\":\"foul\",\"item\":\"7-05-17\",\"seat\":1,\"facts\":{\"call\":\"win\"}}").toString()).assertSuccess();
        JsonNode foul = json(out.get(0));
        assertThat(foul.get("scores").toString()).isEqualTo("[29000,17000,27000,27000]");
        assertThat(foul.get("notes").get(0).asText()).contains("7-05-17").contains("letter K");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            {"type":"riichi","seat":1                         | not JSON
            {"type":"tsumo"}                                 | type: unknown report type 'tsumo'
            {"type":"riichi"}                                | seat: missing
            {"type":"riichi","seat":4}                       | seat: a seat is 0-3, not 4
            {"type":"riichi","seat":1,"stick":1}             | stick: unknown field for a riichi report
            {"type":"win","winners":[{"seat":1,"han":2,"fu":30}],"from":1} | from: seat 1 cannot ron his own discard
            {"type":"win","winners":[{"seat":1,"han":2,"fu":35}],"from":0} | winners: seat 1: fu must be 20, 25 or 30-110 in tens, not 35
            {"type":"win","winners":[{"seat":1,"han":2,"fu":30,"yakuman":1}]} | winners[0]: give exactly one of han (with fu), yakuman or hand
            {"type":"win","winners":[{"seat":1,"hand":{"hand":"123m","win":"1m"}}]} | winners[0].hand: invalid_input: hand has 3 concealed tiles
            {"type":"foul","item":"7-99","seat":1}           | item: no penalty item '7-99'
            {"type":"foul","item":"7-02","seat":1}           | item: 7-02 (who deals after a chombo) is a setting
            {"type":"foul","item":"7-05-11","seat":1,"facts":{"sober":true}} | facts.sober: unknown fact
            {"type":"foul","item":"7-05-17","seat":1}        | facts.call: item 7-05-17 under letter K depends on what was called
            {"type":"foul","item":"7-05-17","seat":1,"facts":{"call":"shout"}} | facts.call: one of chi, pon, kan, riichi, win, not 'shout'
            {"type":"abortive"}                              | type: these rules have no abortive draws
            {"type":"dealer","choice":"continue"}            | type: no dealer's choice is pending
            {"type":"pay","from":0,"to":0,"points":100}      | to: a payment goes to someone else
            """)
    void aBadLineNamesTheLineAndFieldAndChangesNothing(String bad, String error) throws Exception {
        CliRun run = CliRun.of("keep", "--rules", "kyoto-club", file("{\"type\":\"riichi\",\"seat\":0}", bad,
                "{\"type\":\"riichi\",\"seat\":2}").toString());
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.outLines();
        assertThat(out).hasSize(3);
        JsonNode e = json(out.get(1));
        assertThat(e.get("ok").asBoolean()).isFalse();
        assertThat(e.get("line").asInt()).isEqualTo(2);
        assertThat(e.get("error").asText()).contains("reports.jsonl:2: " + error);
        JsonNode next = json(out.get(2));
        assertThat(next.get("scores").toString()).isEqualTo("[24000,25000,24000,25000]");
        assertThat(next.get("riichiSticks").asInt()).isEqualTo(2);
    }

    /** --lang says the notes in Japanese or Chinese, from the words the scorekeeping page says them with; the keys stay. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Renchan: seat 0 deals again, honba 1               | Foul 7-05-10 (early draw) by seat 2: letter K = | Seat 2: Dead hand
            ja | 連荘: 0番席の親が続きます、1本場                    | 2番席の反則 7-05-10 (                          | 2番席: あがり放棄
            zh | 连庄：0号位继续坐庄，1本场                           | 2号位犯规 7-05-10（先自摸）：选项 K =           | 2号位：放弃和牌
            """)
    void theNotesAreInTheLanguageAsked(String lang, String renchan, String foul, String flag) throws Exception {
        List<String> out = CliRun.of("keep", "--rules", "kyoto-club", "--lang", lang, file(
                "{\"type\":\"win\",\"winners\":[{\"seat\":0,\"han\":1,\"fu\":90}],\"from\":2}",
                "{\"type\":\"foul\",\"item\":\"7-05-10\",\"seat\":2,\"facts\":{\"deliberate\":true}}").toString()).assertSuccess();
        JsonNode win = json(out.get(0));
        assertThat(win.get("notes").toString()).isEqualTo("[\"" + renchan + "\"]");
        assertThat(win.get("noteKeys").toString()).isEqualTo("[{\"key\":\"keep.note.renchan\",\"seat\":0,\"honba\":1}]");
        JsonNode fouled = json(out.get(1));
        assertThat(fouled.get("notes").get(0).asText()).startsWith(foul);
        assertThat(fouled.get("notes").get(1).asText()).isEqualTo(flag);
    }

    @Test
    void anUnknownLanguageIsAUsageErrorNamingTheKnownOnes() {
        String err = CliRun.of("keep", "--rules", "kyoto-club", "--lang", "fr").assertError(2);
        assertThat(err).contains("--lang").contains("'fr'").contains("en, ja or zh");
    }

    @Test
    void anUnknownPresetIsAUsageError() {
        String err = CliRun.of("keep", "--rules", "nope").assertError(2);
        assertThat(err).contains("no Riichi rules preset 'nope'").contains("kyoto-club");
    }
}
