package org.jantaku.cli.score;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jantaku.core.tile.Lang;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The batch scorer against shared/spec/score-jsonl.md. */
class ScoreJsonLinesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ScoreJsonLines scorer = new ScoreJsonLines(Lang.EN);

    private JsonNode answer(String line) throws Exception {
        return JSON.readTree(scorer.answer(line));
    }

    @Test
    void contractExamplePinfuTsumo() throws Exception {
        JsonNode a = answer("{\"id\":\"pinfu_tsumo\",\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"tsumo\":true,\"riichi\":true}");
        assertThat(a.get("id").asText()).isEqualTo("pinfu_tsumo");
        assertThat(a.get("ok").asBoolean()).isTrue();
        assertThat(a.get("han").asInt()).isEqualTo(3);
        assertThat(a.get("fu").asInt()).isEqualTo(20);
        assertThat(a.get("yakuman").asInt()).isZero();
        assertThat(a.get("level").asText()).isEmpty();
        assertThat(a.get("cost").toString()).isEqualTo(
                "{\"main\":1300,\"additional\":700,\"main_bonus\":0,\"additional_bonus\":0,\"kyoutaku_bonus\":0,\"total\":2700}");
        assertThat(a.get("yaku").findValuesAsText("key")).containsExactlyInAnyOrder("riichi", "menzen_tsumo", "pinfu");
        assertThat(a.get("yaku").get(0).has("name")).isTrue();
    }

    @Test
    void contractExampleKuitanOff() throws Exception {
        assertThat(scorer.answer("{\"id\":\"kuitan_off\",\"hand\":\"234m678p33s\",\"win\":\"3s\",\"melds\":[\"chi:456s\",\"pon:888m\"],\"rules\":{\"kuitan\":false}}"))
                .isEqualTo("{\"id\":\"kuitan_off\",\"ok\":false,\"error\":\"no_yaku\"}");
    }

    @Test
    void idIsEchoedUnchangedWhateverItIs() throws Exception {
        assertThat(answer("{\"id\":{\"n\":[1,2]},\"hand\":\"1m\",\"win\":\"1m\"}").get("id").toString()).isEqualTo("{\"n\":[1,2]}");
        assertThat(answer("{\"hand\":\"1m\",\"win\":\"1m\"}").has("id")).isFalse();
    }

    @Test
    void yakumanReportsNullFuAndTheMultiplier() throws Exception {
        JsonNode a = answer("{\"hand\":\"111222333m444p55z\",\"win\":\"5z\",\"tsumo\":true}");
        assertThat(a.get("fu").isNull()).isTrue();
        assertThat(a.get("yakuman").asInt()).isEqualTo(2);
        assertThat(a.get("han").asInt()).isEqualTo(26);
        assertThat(a.get("level").asText()).isEqualTo("2x_yakuman");
        assertThat(a.get("yaku").get(0).get("key").asText()).isEqualTo("suuankou_tanki");
        // double_yakuman off: the key stays, the value is single.
        JsonNode single = answer("{\"hand\":\"111222333m444p55z\",\"win\":\"5z\",\"tsumo\":true,\"rules\":{\"double_yakuman\":false}}");
        assertThat(single.get("yakuman").asInt()).isEqualTo(1);
        assertThat(single.get("yaku").get(0).get("key").asText()).isEqualTo("suuankou_tanki");
    }

    @Test
    void honbaAndSticks() throws Exception {
        JsonNode a = answer("{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"tsumo\":true,\"riichi\":true,\"honba\":2,\"riichi_sticks\":1}");
        assertThat(a.get("cost").toString()).isEqualTo(
                "{\"main\":1300,\"additional\":700,\"main_bonus\":200,\"additional_bonus\":200,\"kyoutaku_bonus\":1000,\"total\":4300}");
        JsonNode aliases = answer("{\"tiles\":\"234m56799p234678s\",\"win\":\"8s\",\"tsumo\":true,\"riichi\":true,\"tsumi\":2,\"kyotaku\":1}");
        assertThat(aliases.get("cost")).isEqualTo(a.get("cost"));
    }

    @Test
    void doraAsListOrStringAndUraOnlyWithRiichi() throws Exception {
        String base = "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"tsumo\":true,";
        assertThat(answer(base + "\"riichi\":true,\"dora\":[\"1m\",\"8p\"]}").get("han").asInt()).isEqualTo(6);
        assertThat(answer(base + "\"riichi\":true,\"dora_indicators\":\"1m8p\"}").get("han").asInt()).isEqualTo(6);
        assertThat(answer(base + "\"riichi\":true,\"ura\":\"1m\"}").get("han").asInt()).isEqualTo(4);
        assertThat(answer(base + "\"ura\":\"1m\"}").get("han").asInt()).isEqualTo(2);
    }

    @Test
    void akaOffMakesZeroAPlainFive() throws Exception {
        String hand = "{\"hand\":\"234m406p234678s99p\",\"win\":\"9p\",\"riichi\":true";
        assertThat(answer(hand + "}").get("yaku").findValuesAsText("key")).contains("aka_dora");
        assertThat(answer(hand + ",\"aka\":false}").get("yaku").findValuesAsText("key")).doesNotContain("aka_dora");
        assertThat(answer(hand + ",\"rules\":{\"aka\":false}}").get("yaku").findValuesAsText("key")).doesNotContain("aka_dora");
    }

    @Test
    void presetsAndCatalogKeys() throws Exception {
        String renhou = "{\"hand\":\"234m567p234678s55p\",\"win\":\"5p\",\"renhou\":true,\"rules\":";
        assertThat(answer(renhou + "\"score-default\"}").get("yaku").findValuesAsText("key")).contains("renhou");
        assertThat(answer(renhou + "{\"preset\":\"score-default\",\"riichi.renhou\":\"yakuman\"}}").get("level").asText()).isEqualTo("yakuman");
        assertThat(answer(renhou + "{\"renhou\":\"yakuman\"}}").get("level").asText()).isEqualTo("yakuman");
        assertThat(answer(renhou + "\"tenhou\"}").get("error").asText()).startsWith("invalid_input: renhou is not a yaku");
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"rules\":{\"nonsense\":1}} => unsupported_rule: nonsense",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"rules\":{\"kazoe\":\"lots\"}} => invalid_input: rule option riichi.kazoeYakuman: expected one of yakuman|sanbaiman|unlimited, not lots",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"rules\":\"nope\"} => invalid_input: unknown rules preset 'nope' (known: tenhou, kyoto-club, baochong, score-default, tenhou-sanma)",
        "{\"hand\":\"234m56799x234678s\",\"win\":\"8s\"} => invalid_input: hand: unknown suit 'x' at position 10",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"1m\"} => invalid_input: win: the winning tile 1m is not among the concealed tiles",
        "{\"hand\":\"234m56799p23467s\",\"win\":\"7s\"} => invalid_input: hand has 13 concealed tiles; with 0 meld(s) it needs 14 (the winning tile included, meld tiles excluded)",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"melds\":[\"pan:555z\"]} => invalid_input: melds[0]: unknown meld type 'pan' (expected chi, pon, minkan, ankan or kakan)",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"tsumo\":\"yes\"} => invalid_input: field 'tsumo' must be true or false, not \"yes\"",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"colour\":1} => invalid_input: unknown field 'colour'",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"honba\":-1} => invalid_input: field 'honba' must be a whole number 0 or more, not -1",
        "{\"hand\":\"5555m6799p234678s\",\"win\":\"8s\"} => invalid_input: hand: more than three plain 5m (with red fives, one of the four is 0m)",
        "{\"hand\":\"123m456p789s12345z\",\"win\":\"5z\"} => hand_not_winning",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"ippatsu\":true} => ippatsu_without_riichi",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"chankan\":true,\"tsumo\":true} => chankan_with_tsumo",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"tenhou\":true,\"tsumo\":true} => tenhou_not_dealer",
        "{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"nuki\":1} => invalid_input: field 'nuki' (Norths set aside) needs three-player rules, e.g. \"rules\": \"tenhou-sanma\"",
        "{\"hand\":\"123p456p789s11s444z\",\"win\":\"1s\",\"rules\":\"tenhou-sanma\",\"nuki\":2} => invalid_input: field 'nuki': 2 Norths set aside and 3 in the hand and melds make more than the four there are",
        "{\"hand\":\"123p456p789s11s444z\",\"win\":\"1s\",\"rules\":{\"preset\":\"tenhou-sanma\",\"nukiDora\":false},\"nuki\":1} => invalid_input: field 'nuki': these rules set no North aside (riichi.nukiDora is false)",
        "[1,2] => invalid_input: a request is a JSON object"})
    void badLinesGetTheirError(String line, String error) throws Exception {
        assertThat(answer(line).get("error").asText()).isEqualTo(error);
        assertThat(answer(line).get("ok").asBoolean()).isFalse();
    }

    @Test
    void skipsBlankAndCommentLinesAndKeepsGoingAfterErrors() throws Exception {
        StringWriter out = new StringWriter();
        int n = scorer.run(new BufferedReader(new StringReader(
                "# a comment\n\n{\"id\":1,\"hand\":\"x\",\"win\":\"1m\"}\nnot json\n{\"id\":3,\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"riichi\":true}\n")),
                new PrintWriter(out));
        assertThat(n).isEqualTo(3);
        var lines = out.toString().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("{\"id\":1,\"ok\":false");
        assertThat(lines.get(1)).startsWith("{\"ok\":false,\"error\":\"invalid_input: not JSON");
        assertThat(lines.get(2)).startsWith("{\"id\":3,\"ok\":true");
    }

    /** Lines the JSON reader cannot take, or takes only with surprises; each with how its error starts. */
    private static final String[][] HOSTILE = {
        {"[".repeat(5000), "invalid_input: not JSON: Document nesting depth (1001) exceeds the maximum allowed (1000"},
        {"{\"a\":".repeat(5000), "invalid_input: not JSON: Document nesting depth (1001) exceeds the maximum allowed (1000"},
        {"{\"id\":1,\"rules\":" + "[".repeat(999) + "]".repeat(999) + "}", "invalid_input: "},
        {"{\"id\":2,\"hand\":\"" + "1m".repeat(50_000) + "\",\"win\":\"1m\"}", "invalid_input: "},
        {"{\"id\":\"\\ud800\",\"hand\":\"\\udc00\ud800\",\"win\":\"1m\"}", "invalid_input: hand: "},
        {"{\"id\":\"\ud800\",\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"honba\":" + "9".repeat(2000) + "}",
            "invalid_input: not JSON: Number value length (2000) exceeds the maximum allowed (1000"},
        {"{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"honba\":99999999999999999999}",
            "invalid_input: field 'honba' must be a whole number 0 or more, not 99999999999999999999"},
        {"{\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"honba\":1e999999}", "invalid_input: field 'honba'"},
    };

    @Test
    void linesTheJsonReaderCannotTakeAreAnsweredWithAnError() throws Exception {
        for (String[] c : HOSTILE) {
            String line = c[0];
            String shown = line.length() > 60 ? line.substring(0, 60) + "…" : line;
            JsonNode a = answer(line);
            assertThat(a.get("ok").asBoolean()).as(shown).isFalse();
            assertThat(a.get("error").asText()).as(shown).startsWith(c[1]).doesNotContain("Exception").hasSizeLessThan(1000);
        }
    }

    @Test
    void theBatchGoesOnAfterEachSuchLine() throws Exception {
        String good = "{\"id\":\"next\",\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"riichi\":true}";
        StringBuilder in = new StringBuilder();
        for (String[] c : HOSTILE) {
            in.append(c[0]).append('\n').append(good).append('\n');
        }
        StringWriter out = new StringWriter();
        assertThat(scorer.run(new BufferedReader(new StringReader(in.toString())), new PrintWriter(out))).isEqualTo(2 * HOSTILE.length);
        var lines = out.toString().lines().toList();
        assertThat(lines).hasSize(2 * HOSTILE.length);
        for (int i = 0; i < lines.size(); i++) {
            JsonNode a = JSON.readTree(lines.get(i));
            if (i % 2 == 0) {
                assertThat(a.get("ok").asBoolean()).as(lines.get(i)).isFalse();
            } else {
                assertThat(a.get("id").asText()).isEqualTo("next");
                assertThat(a.get("ok").asBoolean()).isTrue();
            }
        }
    }

    @Test
    void answersEachLineBeforeTheNextIsWritten() throws Exception {
        PipedWriter toScorer = new PipedWriter();
        BufferedReader in = new BufferedReader(new PipedReader(toScorer));
        LinkedBlockingQueue<String> answers = new LinkedBlockingQueue<>();
        StringWriter sink = new StringWriter() {
            @Override
            public void flush() {
                String s = toString();
                if (!s.isEmpty()) {
                    s.lines().forEach(answers::add);
                    getBuffer().setLength(0);
                }
            }
        };
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> {
            try {
                return scorer.run(in, new PrintWriter(sink));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        for (int i = 0; i < 3; i++) {
            toScorer.write("{\"id\":" + i + ",\"hand\":\"234m56799p234678s\",\"win\":\"8s\",\"riichi\":true}\n");
            toScorer.flush();
            String a = answers.poll(20, TimeUnit.SECONDS);
            assertThat(a).as("answer to line %d before the next line is written", i).startsWith("{\"id\":" + i + ",");
        }
        toScorer.close();
        assertThat(running.get(20, TimeUnit.SECONDS)).isEqualTo(3);
    }
}
