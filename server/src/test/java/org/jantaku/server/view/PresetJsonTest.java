package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jantaku.bots.Bots;
import org.jantaku.engine.spi.VariantModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code GET /api/presets}: every preset with its catalog, every text a person reads in English, Japanese and Chinese. */
class PresetJsonTest {
    static Stream<Bots.Game> games() {
        return Bots.all().stream();
    }

    private static JsonNode preset(String name) {
        return PresetJson.encode(Bots.forPreset(name).orElseThrow());
    }

    private static JsonNode option(JsonNode preset, String key) {
        for (JsonNode o : preset.get("options")) {
            if (o.get("key").asText().equals(key)) {
                return o;
            }
        }
        throw new AssertionError("no option " + key);
    }

    /** A {en, ja, zh} object with a text in each language. */
    private static void assertLocal(JsonNode n, String what) {
        assertThat(n).as(what).isNotNull();
        for (String lang : List.of("en", "ja", "zh")) {
            assertThat(n.path(lang).asText()).as(what + " " + lang).isNotBlank();
        }
        assertThat(n.size()).as(what).isEqualTo(3);
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyPresetOptionAndBotIsLocalizedAndKeepsItsFields(Bots.Game g) {
        JsonNode p = PresetJson.encode(g);
        assertThat(p.get("name").asText()).isEqualTo(g.preset().name());
        assertThat(p.get("description").asText()).isEqualTo(g.preset().description());
        assertLocal(p.get("title"), "title");
        assertLocal(p.get("summary"), "summary");
        assertLocal(p.get("variant_title"), "variant title");
        assertThat(p.get("variant_title").get("en").asText()).as("the variant's name, not its key")
                .isNotEqualTo(p.get("variant").asText());
        List<String> agents = new ArrayList<>();
        p.get("agents").forEach(a -> agents.add(a.asText()));
        assertThat(agents).isEqualTo(g.bots().agentNames());
        assertThat(p.get("bots")).hasSize(agents.size());
        for (int i = 0; i < agents.size(); i++) {
            JsonNode bot = p.get("bots").get(i);
            assertThat(bot.get("name").asText()).isEqualTo(agents.get(i));
            assertLocal(bot.get("label"), "bot " + agents.get(i));
            assertLocal(bot.get("help"), "bot help " + agents.get(i));
        }
        Set<String> groups = new HashSet<>();
        for (JsonNode group : p.get("groups")) {
            groups.add(group.get("id").asText());
            assertLocal(group.get("label"), "group " + group.get("id"));
        }
        assertThat(groups).doesNotContain("other");
        Set<String> used = new HashSet<>();
        assertThat(p.get("options")).hasSize(g.preset().rules().catalog().keys().size());
        for (JsonNode o : p.get("options")) {
            String key = o.get("key").asText();
            for (String field : List.of("type", "allowed", "default", "value", "doc")) {
                assertThat(o.has(field)).as(key + " " + field).isTrue();
            }
            assertThat(groups).as(key).contains(o.get("group").asText());
            used.add(o.get("group").asText());
            assertLocal(o.get("label"), key + " label");
            assertLocal(o.get("help"), key + " help");
            String type = o.get("type").asText();
            if (type.equals("choice") || type.equals("subset")) {
                List<String> values = new ArrayList<>();
                o.get("values").forEach(v -> values.add(v.asText()));
                List<String> labelled = new ArrayList<>();
                o.get("value_labels").fieldNames().forEachRemaining(labelled::add);
                assertThat(labelled).as(key).isEqualTo(values);
                o.get("value_labels").forEach(v -> assertLocal(v, key + " value"));
            } else {
                assertThat(o.has("value_labels")).as(key).isFalse();
            }
        }
        assertThat(used).as("every group holds an option").isEqualTo(groups);
    }

    @Test
    void labelsAreTheNativeTerms() {
        JsonNode tenhou = preset("tenhou");
        assertThat(tenhou.get("title").get("ja").asText()).isEqualTo("天鳳 段位戦");
        JsonNode kuitan = option(tenhou, "riichi.kuitan");
        assertThat(kuitan.get("label").get("ja").asText()).contains("喰いタン");
        assertThat(kuitan.get("label").get("zh").asText()).isEqualTo("食断");
        assertThat(kuitan.get("group").asText()).isEqualTo("yaku");
        assertThat(option(tenhou, "riichi.gameLength").get("value_labels").get("tonpuu").get("ja").asText()).isEqualTo("東風戦");
        assertThat(option(tenhou, "penalty.7-05-10").get("label").get("ja").asText()).isEqualTo("7-05-10 先ヅモ");
        assertThat(tenhou.get("bots").get(1).get("label").get("ja").asText()).isEqualTo("ツモ切り");

        JsonNode guizhou = preset("guizhou-liupanshui");
        assertThat(guizhou.get("title").get("zh").asText()).isEqualTo("六盘水捉鸡麻将");
        assertThat(option(guizhou, "gz.chongfengJi").get("label").get("zh").asText()).isEqualTo("冲锋鸡");
        assertThat(guizhou.get("groups").findValuesAsText("zh")).contains("捉鸡");

        JsonNode tuidaohu = preset("guangdong-tuidaohu");
        assertThat(option(tuidaohu, "gd.tdh.maxHorses").get("group").asText()).isEqualTo("horses");
        assertThat(tuidaohu.get("groups").findValuesAsText("zh")).contains("买马");
    }

    @Test
    void aPresetsSourceAndValueStay() {
        JsonNode kyoto = preset("kyoto-club");
        JsonNode uma = option(kyoto, "riichi.uma");
        assertThat(uma.get("value").toString()).isEqualTo("[10,5,-5,-10]");
        assertThat(uma.get("default").toString()).isEqualTo("[20,10,-10,-20]");
        assertThat(uma.get("source").asText()).contains("ウマ");
        assertThat(uma.get("type").asText()).isEqualTo("int-list");
    }

    /** {@code hand_calculator}: what the variant's module says, so the calculator page offers Riichi's presets and no other. */
    @Test
    void theCalculatorsPresetsAreTheScoringVariants() {
        Set<Boolean> seen = new HashSet<>();
        for (Bots.Game g : Bots.all()) {
            JsonNode p = PresetJson.summary(g, List.of());
            boolean scores = VariantModules.find(p.get("variant").asText()).orElseThrow().scoresHands();
            assertThat(p.get("hand_calculator").isBoolean()).as(g.preset().name()).isTrue();
            assertThat(p.get("hand_calculator").asBoolean()).as(g.preset().name()).isEqualTo(scores);
            seen.add(scores);
        }
        assertThat(seen).as("presets the calculator serves and presets it does not").containsExactlyInAnyOrder(true, false);
        assertThat(preset("tenhou-sanma").get("hand_calculator").asBoolean()).isTrue();
        assertThat(preset("guizhou-liupanshui").get("hand_calculator").asBoolean()).isFalse();
    }
}
