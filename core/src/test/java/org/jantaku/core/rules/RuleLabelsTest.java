package org.jantaku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RuleLabelsTest {
    static final RuleKey<Boolean> OPEN = RuleKey.bool("test.open", true, "open tanyao");
    static final RuleKey<String> LENGTH = RuleKey.choice("test.length", "hanchan", "game length", "tonpuu", "hanchan");
    static final RuleKey<Set<String>> PAO = new RuleKey<>("test.pao", RuleType.Subset.of("daisangen", "daisuushii"),
            Set.of("daisangen"), "pao yakuman");
    static final RuleCatalog CATALOG = RuleCatalog.builder("test").add(OPEN, LENGTH, PAO).build();
    static final Preset PRESET = new Preset("house", "house rules", CATALOG.defaults(), Map.of());

    static final String COMPLETE = """
            name.en = Test mahjong
            name.ja = テスト麻雀
            name.zh = 测试麻将
            groups = game, yaku
            group.game.en = Game
            group.game.ja = 対局
            group.game.zh = 对局
            group.yaku.en = Yaku
            group.yaku.ja = 役
            group.yaku.zh = 役种
            test.open.group = yaku
            test.open.label.en = Open tanyao
            test.open.label.ja = 喰いタン
            test.open.label.zh = 食断
            test.open.help.en = All simples counts in an open hand.
            test.open.help.ja = 鳴いてもタンヤオが付く。
            test.open.help.zh = 副露后断幺九仍然成立。
            test.length.group = game
            test.length.label.en = Game length
            test.length.label.ja = 対局の長さ
            test.length.label.zh = 对局长度
            test.length.help.en = East round only, or East and South.
            test.length.help.ja = 東風戦か半荘戦か。
            test.length.help.zh = 东风战或半庄战。
            test.length.value.tonpuu.en = East only
            test.length.value.tonpuu.ja = 東風戦
            test.length.value.tonpuu.zh = 东风战
            test.length.value.hanchan.en = East and South
            test.length.value.hanchan.ja = 半荘戦
            test.length.value.hanchan.zh = 半庄战
            test.pao.group = yaku
            test.pao.label.en = Liability (pao)
            test.pao.label.ja = 包 (パオ)
            test.pao.label.zh = 包牌
            test.pao.help.en = Feeding the last set of these yakuman makes the feeder liable.
            test.pao.help.ja = これらの役満の最後の面子を鳴かせた者が責任を負う。
            test.pao.help.zh = 让人鸣到这些役满的最后一组者负责。
            test.pao.value.daisangen.en = Big three dragons
            test.pao.value.daisangen.ja = 大三元
            test.pao.value.daisangen.zh = 大三元
            test.pao.value.daisuushii.en = Big four winds
            test.pao.value.daisuushii.ja = 大四喜
            test.pao.value.daisuushii.zh = 大四喜
            preset.house.title.en = House rules
            preset.house.title.ja = ハウスルール
            preset.house.title.zh = 本店规则
            preset.house.summary.en = Our rules.
            preset.house.summary.ja = 当店のルール。
            preset.house.summary.zh = 本店的规则。
            """;

    static RuleLabels labels(String text) {
        try {
            return RuleLabels.read("test", TextResource.parse("test", new StringReader(text)));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static String without(String line) {
        assertThat(COMPLETE).contains(line + "\n");
        return COMPLETE.replace(line + "\n", "");
    }

    @Test
    void completeLabelsHaveNoProblemAndAreRead() {
        RuleLabels l = labels(COMPLETE);
        assertThat(l.problems(CATALOG, List.of(PRESET))).isEmpty();
        assertThat(l.groups(CATALOG)).extracting(RuleLabels.Group::id).containsExactly("game", "yaku");
        RuleLabels.OptionLabel length = l.option(LENGTH);
        assertThat(length.group()).isEqualTo("game");
        assertThat(length.label().ja()).isEqualTo("対局の長さ");
        assertThat(length.values()).containsOnlyKeys("tonpuu", "hanchan");
        assertThat(length.values().get("tonpuu").zh()).isEqualTo("东风战");
        assertThat(l.option(OPEN).values()).isEmpty();
        assertThat(l.preset(PRESET).summary().ja()).isEqualTo("当店のルール。");
        assertThat(l.name(CATALOG).zh()).isEqualTo("测试麻将");
    }

    @Test
    void aCatalogWithoutLabelsIsNamedByItsName() {
        assertThat(labels("").name(CATALOG).ja()).isEqualTo("test");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "test.open.label.ja = 喰いタン | test.open label: no ja text",
        "test.open.help.zh = 副露后断幺九仍然成立。 | test.open help: no zh text",
        "test.open.group = yaku | test.open: no group",
        "test.length.value.tonpuu.ja = 東風戦 | test.length value 'tonpuu': no ja text",
        "test.pao.value.daisuushii.en = Big four winds | test.pao value 'daisuushii': no en text",
        "group.yaku.zh = 役种 | group yaku: no zh text",
        "preset.house.summary.en = Our rules. | preset house summary: no en text",
        "preset.house.title.ja = ハウスルール | preset house title: no ja text",
        "name.ja = テスト麻雀 | the name of test: no ja text",
    })
    void aMissingTextIsAProblem(String line, String problem) {
        assertThat(labels(without(line)).problems(CATALOG, List.of(PRESET))).contains(problem);
    }

    @Test
    void anOptionWithoutAnyLabelIsAProblem() {
        String text = COMPLETE.lines().filter(s -> !s.startsWith("test.open.")).reduce("", (a, b) -> a + b + "\n");
        assertThat(labels(text).problems(CATALOG, List.of(PRESET))).contains("test.open: no labels");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "test.kuitan.label.en = Open tanyao | labels name 'test.kuitan', which is not an option of test",
        "test.length.value.west.en = West | test.length: a label for 'west', which is not one of its values [tonpuu, hanchan]",
        "test.open.value.true.en = Yes | test.open: a label for 'true', which is not one of its values []",
        "preset.tenhou.title.en = Tenhou | labels name preset 'tenhou', which is not a preset of test",
        "group.dora.en = Dora | group dora has names but is not in the groups line",
        "test.open.lable.en = Open | test: 'test.open.lable.en' is not a label line",
        "test.open.label.fr = Tanyao ouvert | test: 'test.open.label.fr' is not a label line",
    })
    void aLabelOfNothingIsAProblem(String line, String problem) {
        assertThat(labels(COMPLETE + line + "\n").problems(CATALOG, List.of(PRESET))).contains(problem);
    }

    @Test
    void anUntranslatedOrUnusedOrUndeclaredGroupIsAProblem() {
        assertThat(labels(COMPLETE.replace("test.open.label.ja = 喰いタン", "test.open.label.ja = Open tanyao"))
                .problems(CATALOG, List.of(PRESET))).containsExactly("test.open label: the ja text is the English one");
        assertThat(labels(COMPLETE.replace("groups = game, yaku", "groups = game, yaku, dora") + "group.dora.en = Dora\n"
                + "group.dora.ja = ドラ\ngroup.dora.zh = 宝牌\n").problems(CATALOG, List.of(PRESET)))
                .containsExactly("group dora: no option is in it");
        assertThat(labels(COMPLETE.replace("test.open.group = yaku", "test.open.group = dora")).problems(CATALOG, List.of(PRESET)))
                .containsExactly("test.open: group 'dora' is not in the groups line");
    }

    @Test
    void aKeyEndingInValueIsReadAsAKey() {
        RuleKey<String> fan = RuleKey.choice("test.jh.value", "power", "what a fan is worth", "power", "count");
        RuleCatalog c = RuleCatalog.builder("test").add(fan).build();
        RuleLabels l = labels("""
                name.en = Guangdong
                name.ja = 広東麻雀
                name.zh = 广东麻将
                groups = jihu
                group.jihu.en = Chicken hand
                group.jihu.ja = 鶏胡
                group.jihu.zh = 鸡胡
                test.jh.value.group = jihu
                test.jh.value.label.en = Fan value
                test.jh.value.label.ja = 1番の意味
                test.jh.value.label.zh = 番的定义
                test.jh.value.help.en = Doubling or counting.
                test.jh.value.help.ja = 倍か数か。
                test.jh.value.help.zh = 翻倍或计数。
                test.jh.value.value.power.en = Doubles
                test.jh.value.value.power.ja = 倍
                test.jh.value.value.power.zh = 翻倍
                test.jh.value.value.count.en = Counts
                test.jh.value.value.count.ja = 数
                test.jh.value.value.count.zh = 计数
                """);
        assertThat(l.problems(c, List.of())).isEmpty();
        assertThat(l.option(fan).label().zh()).isEqualTo("番的定义");
        assertThat(l.option(fan).values().get("count").ja()).isEqualTo("数");
    }

    @Test
    void aNameDefinedTwiceIsRefused() {
        assertThatThrownBy(() -> labels(COMPLETE + "test.open.label.en = Kuitan\n"))
                .hasMessageContaining("'test.open.label.en' is defined twice");
    }

    @Test
    void missingLabelsFallBackToEnglishThenTheKeyAndDoc() {
        RuleLabels l = labels(without("test.length.label.zh = 对局长度"));
        assertThat(l.option(LENGTH).label().zh()).isEqualTo("Game length");
        RuleLabels none = labels("");
        RuleLabels.OptionLabel bare = none.option(LENGTH);
        assertThat(bare.label()).isEqualTo(Localized.same("test.length"));
        assertThat(bare.help()).isEqualTo(Localized.same("game length"));
        assertThat(bare.group()).isEqualTo(RuleLabels.OTHER.id());
        assertThat(bare.values().get("tonpuu")).isEqualTo(Localized.same("tonpuu"));
        assertThat(none.groups(CATALOG)).containsExactly(RuleLabels.OTHER);
        assertThat(none.preset(PRESET).title()).isEqualTo(Localized.same("house"));
    }

    @Test
    void aCatalogWithoutAFileHasFallbacksOnly() {
        RuleLabels l = RuleLabels.forCatalog(CATALOG);
        assertThat(l.option(OPEN).label().ja()).isEqualTo("test.open");
        assertThat(l.problems(CATALOG, List.of())).contains("test.open: no labels");
    }
}
