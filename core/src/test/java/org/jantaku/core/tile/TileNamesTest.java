package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Display names of tiles in English, Japanese and Chinese, and {@link Lang}. */
class TileNamesTest {

    @ParameterizedTest(name = "{0}: {1} / {2} / {3}")
    @CsvSource({
        // mpsz, EN, JA, ZH
        "1m, 1-man, 一萬, 一万",
        "2m, 2-man, 二萬, 二万",
        "5m, 5-man, 五萬, 五万",
        "9m, 9-man, 九萬, 九万",
        "1p, 1-pin, 一筒, 一筒",
        "9p, 9-pin, 九筒, 九筒",
        "3s, 3-sou, 三索, 三条",
        "4s, 4-sou, 四索, 四条",
        "6s, 6-sou, 六索, 六条",
        "7s, 7-sou, 七索, 七条",
        "8p, 8-pin, 八筒, 八筒",
        "1z, East, 東, 东",
        "2z, South, 南, 南",
        "3z, West, 西, 西",
        "4z, North, 北, 北",
        "5z, White, 白, 白",
        "6z, Green, 發, 发",
        "7z, Red, 中, 中",
        "0m, red 5-man, 赤五萬, 红五万",
        "0p, red 5-pin, 赤五筒, 红五筒",
        "0s, red 5-sou, 赤五索, 红五条"})
    void namesInEnglishJapaneseAndChinese(String mpsz, String en, String ja, String zh) {
        TileFace face = Notation.parseOne(mpsz);
        assertThat(face.displayName(Lang.EN)).isEqualTo(en);
        assertThat(face.displayName(Lang.JA)).isEqualTo(ja);
        assertThat(face.displayName(Lang.ZH)).isEqualTo(zh);
    }

    @ParameterizedTest(name = "tile {0}: {1} / {2} / {3}")
    @CsvSource({
        "16, red 5-man, 赤五萬, 红五万",
        "17, 5-man, 五萬, 五万",
        "52, red 5-pin, 赤五筒, 红五筒",
        "88, red 5-sou, 赤五索, 红五条",
        "91, 5-sou, 五索, 五条",
        "135, Red, 中, 中"})
    void physicalTilesAreNamedByTheirFace(int id, String en, String ja, String zh) {
        Tile t = Tile.of(id);
        assertThat(t.displayName(Lang.EN)).isEqualTo(en);
        assertThat(t.displayName(Lang.JA)).isEqualTo(ja);
        assertThat(t.displayName(Lang.ZH)).isEqualTo(zh);
    }

    @Test
    void numeralsOneToNineInJapaneseAndChinese() {
        List<String> numerals = List.of("一", "二", "三", "四", "五", "六", "七", "八", "九");
        for (int n = 1; n <= 9; n++) {
            String numeral = numerals.get(n - 1);
            assertThat(TileKind.of(Suit.MAN, n).displayName(Lang.JA)).isEqualTo(numeral + "萬");
            assertThat(TileKind.of(Suit.MAN, n).displayName(Lang.ZH)).isEqualTo(numeral + "万");
            assertThat(TileKind.of(Suit.PIN, n).displayName(Lang.JA)).isEqualTo(numeral + "筒");
            assertThat(TileKind.of(Suit.PIN, n).displayName(Lang.ZH)).isEqualTo(numeral + "筒");
            assertThat(TileKind.of(Suit.SOU, n).displayName(Lang.JA)).isEqualTo(numeral + "索");
            assertThat(TileKind.of(Suit.SOU, n).displayName(Lang.ZH)).isEqualTo(numeral + "条");
            assertThat(TileKind.of(Suit.SOU, n).displayName(Lang.EN)).isEqualTo(n + "-sou");
        }
    }

    @ParameterizedTest
    @EnumSource(Lang.class)
    void the37FacesHaveDistinctNamesInEachLanguage(Lang lang) {
        Set<String> names = new HashSet<>();
        for (TileKind k : TileKind.all()) {
            names.add(k.displayName(lang));
            if (k.number() == 5 && !k.isHonor()) {
                names.add(new TileFace(k, true).displayName(lang));
            }
        }
        assertThat(names).hasSize(37);
    }

    // ---------------------------------------------------------------- Lang

    @ParameterizedTest
    @CsvSource({"en, EN", "EN, EN", "ja, JA", "Ja, JA", "zh, ZH", "ZH, ZH"})
    void langParsesItsCodeIgnoringCase(String code, Lang expected) {
        assertThat(Lang.parse(code)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "", "english", "jp", "cn", " en"})
    void langRejectsOtherCodes(String code) {
        assertThatThrownBy(() -> Lang.parse(code))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown language '" + code + "' (expected en, ja or zh)");
    }
}
