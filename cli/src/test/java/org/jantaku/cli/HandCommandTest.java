package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code jantaku hand}: the analysis printed for a hand, and its errors. */
class HandCommandTest {
    private static final Pattern DISCARD = Pattern.compile("  (\\d[mpsz]) (.{8}) shanten (\\d+)  (.*)  \\((\\d+) unseen tiles\\)");

    @Test
    void fourteenTileTenpaiHandShowsShantenAndBestDiscards() {
        List<String> out = CliRun.of("hand", "123m456p789s1122z3z").assertSuccess();
        assertThat(out.get(0)).isEqualTo("Hand:     123m456p789s11223z  (14 tiles)");
        assertThat(out.get(1)).isEqualTo("Tiles:    1-man 2-man 3-man 4-pin 5-pin 6-pin 7-sou 8-sou 9-sou East East South South West");
        assertThat(out.get(2)).isEqualTo("Shanten:  0 (tenpai)  (standard 0, seven pairs 4, thirteen orphans 7)");
        assertThat(out.get(3)).isEqualTo("Discards (best first):");
        List<String> discards = out.subList(4, out.size());
        assertThat(discards).hasSize(8).allMatch(l -> DISCARD.matcher(l).matches());
        // Only discarding the West keeps tenpai, waiting on 1z and 2z (two of each left).
        assertThat(discards.get(0)).isEqualTo("  3z West     shanten 0  1z×2 2z×2  (4 unseen tiles)");
        // Then the 1-shanten discards, most unseen useful tiles first; the four that leave a two-sided wait come next.
        int lastShanten = -1;
        int lastUnseen = Integer.MAX_VALUE;
        for (String line : discards) {
            Matcher m = DISCARD.matcher(line);
            assertThat(m.matches()).isTrue();
            int shanten = Integer.parseInt(m.group(3));
            int unseen = Integer.parseInt(m.group(5));
            assertThat(shanten).as(line).isGreaterThanOrEqualTo(lastShanten);
            if (shanten == lastShanten) {
                assertThat(unseen).as(line).isLessThanOrEqualTo(lastUnseen);
            }
            lastShanten = shanten;
            lastUnseen = unseen;
        }
        assertThat(discards.subList(1, 8)).allMatch(l -> l.contains(" shanten 1 "));
        assertThat(discards.subList(1, 5)).extracting(l -> l.substring(2, 4)).containsExactlyInAnyOrder("1m", "4p", "6p", "9s");
        assertThat(discards).contains("  1m 1-man    shanten 1  1m×3 4m×4 1z×2 2z×2  (11 unseen tiles)");
        assertThat(discards.subList(5, 8)).allMatch(l -> l.endsWith("(7 unseen tiles)"));
    }

    @Test
    void thirteenTileTenpaiHandShowsItsWaits() {
        List<String> out = CliRun.of("hand", "123m456p789s1122z").assertSuccess();
        assertThat(out).containsExactly(
                "Hand:     123m456p789s1122z  (13 tiles)",
                "Tiles:    1-man 2-man 3-man 4-pin 5-pin 6-pin 7-sou 8-sou 9-sou East East South South",
                "Shanten:  0 (tenpai)  (standard 0, seven pairs 4, thirteen orphans 8)",
                "Waits:    1z East, 2z South",
                "Useful:   1z×2 2z×2  (4 unseen tiles)");
    }

    @Test
    void completeHandShowsItsReading() {
        List<String> out = CliRun.of("hand", "11123456789999m").assertSuccess();
        assertThat(out).containsExactly(
                "Hand:     11123456789999m  (14 tiles)",
                "Tiles:    1-man 1-man 1-man 2-man 3-man 4-man 5-man 6-man 7-man 8-man 9-man 9-man 9-man 9-man",
                "Shanten:  -1 (complete)  (standard -1, seven pairs 4, thirteen orphans 10)",
                "Readings: 1",
                "  sets 123m 456m 789m 999m, pair 11m");
    }

    @Test
    void completeSevenPairsAndThirteenOrphansHands() {
        assertThat(CliRun.of("hand", "1122m3344p5566s77z").assertSuccess()).contains(
                "Shanten:  -1 (complete)  (standard 3, seven pairs -1, thirteen orphans 10)",
                "Readings: 1",
                "  seven pairs 1m 2m 3p 4p 5s 6s 7z");
        assertThat(CliRun.of("hand", "19m19p19s12345677z").assertSuccess()).contains(
                "Shanten:  -1 (complete)  (standard 7, seven pairs 5, thirteen orphans -1)",
                "Readings: 1",
                "  thirteen orphans, pair 7z");
    }

    @Test
    void japaneseTileNames() {
        List<String> out = CliRun.of("hand", "123m456p789s1122z3z", "--lang", "ja").assertSuccess();
        assertThat(out.get(1)).isEqualTo("Tiles:    一萬 二萬 三萬 四筒 五筒 六筒 七索 八索 九索 東 東 南 南 西");
        assertThat(out.get(4)).startsWith("  3z 西 ").endsWith("shanten 0  1z×2 2z×2  (4 unseen tiles)");
        assertThat(String.join("\n", out)).doesNotContain("-man", "East", "West");
    }

    @Test
    void chineseTileNames() {
        List<String> out = CliRun.of("hand", "--lang", "zh", "123m456p789s1122z3z").assertSuccess();
        assertThat(out.get(1)).isEqualTo("Tiles:    一万 二万 三万 四筒 五筒 六筒 七条 八条 九条 东 东 南 南 西");
        assertThat(out).contains("  1m 一万     shanten 1  1m×3 4m×4 1z×2 2z×2  (11 unseen tiles)");
        assertThat(String.join("\n", out)).doesNotContain("-man", "East", "萬", "東");
    }

    @Test
    void languageIsCaseInsensitive() {
        assertThat(CliRun.of("hand", "123m456p789s1122z", "--lang", "JA").assertSuccess().get(1))
                .isEqualTo("Tiles:    一萬 二萬 三萬 四筒 五筒 六筒 七索 八索 九索 東 東 南 南");
    }

    @Test
    void completeHandWithAPonAndElevenConcealedTiles() {
        List<String> out = CliRun.of("hand", "123m456p789s11z", "-m", "pon:555z").assertSuccess();
        assertThat(out).containsExactly(
                "Hand:     123m456p789s11z pon:555z  (14 tiles)",
                "Tiles:    1-man 2-man 3-man 4-pin 5-pin 6-pin 7-sou 8-sou 9-sou East East",
                // With a meld only the standard form applies.
                "Shanten:  -1 (complete)  (standard -1)",
                "Readings: 1",
                "  sets 123m 456p 789s [pon:555z], pair 11z");
    }

    @Test
    void meldTilesCountAsSeenForTheWaits() {
        // A single 5z waiting with the other three copies in the pon: the wait is all the player's own.
        List<String> out = CliRun.of("hand", "123m456p789s5z", "--meld", "pon:555z").assertSuccess();
        assertThat(out).containsExactly(
                "Hand:     123m456p789s5z pon:555z  (13 tiles)",
                "Tiles:    1-man 2-man 3-man 4-pin 5-pin 6-pin 7-sou 8-sou 9-sou White",
                "Shanten:  0 (tenpai)  (standard 0)",
                "Waits:    5z White (all four in your hand)",
                "          Not tenpai under the usual rule: every wait's four copies are your own.",
                "Useful:   5z×0  (0 unseen tiles)");
    }

    @Test
    void invalidNotationNamesTheHandAndPosition() {
        CliRun run = CliRun.of("hand", "1234x");
        assertThat(run.assertError(1)).isEqualTo("jantaku: invalid hand '1234x': unknown suit 'x' at position 5");
        assertThat(run.err()).isEqualTo("jantaku: invalid hand '1234x': unknown suit 'x' at position 5" + System.lineSeparator());
    }

    @Test
    void twelveTilesIsAnError() {
        String line = CliRun.of("hand", "123m456p789s112z").assertError(1);
        assertThat(line).contains("needs 13 or 14 concealed tiles").endsWith("not 12");
    }

    @Test
    void elevenConcealedTilesWithoutAMeldIsAnError() {
        assertThat(CliRun.of("hand", "123m456p789s11z").assertError(1)).endsWith("needs 13 or 14 concealed tiles, not 11");
    }

    @Test
    void fifthCopyOfATileIsAnError() {
        assertThat(CliRun.of("hand", "11111m456p789s11z").assertError(1)).isEqualTo("jantaku: more than four 1m");
        // ... also counting the tiles of a meld.
        assertThat(CliRun.of("hand", "123m456p789s55z", "-m", "pon:555z").assertError(1)).isEqualTo("jantaku: more than four 5z");
    }

    @Test
    void visibleTilesBeyondFourCopiesAreAnError() {
        assertThat(CliRun.of("hand", "123m456p789s1122z", "--visible", "1z1z1z").assertError(1))
                .isEqualTo("jantaku: more than four 1z between the hand, its melds and --visible");
    }

    @Test
    void unknownLanguageIsAnErrorNamingIt() {
        String line = CliRun.of("hand", "123m456p789s1122z", "--lang", "fr").assertError(1);
        assertThat(line).contains("'fr'").contains("en, ja or zh");
    }

    @Test
    void badMeldIsAnError() {
        assertThat(CliRun.of("hand", "123m456p789s11z", "-m", "pan:555z").assertError(1)).contains("'pan'");
        assertThat(CliRun.of("hand", "123m456p789s11z", "-m", "555z").assertError(1)).contains("'555z'").contains("type:tiles");
    }

    @Test
    void honoursAreNotInThe108TileSet() {
        assertThat(CliRun.of("hand", "123m456p789s1122z", "--set", "108").assertError(1))
                .isEqualTo("jantaku: tile 1z is not in the 108-tile set");
        assertThat(CliRun.of("hand", "123m456p789s1122z", "--set", "99").assertError(1)).contains("'99'");
    }

    @Test
    void missingTilesIsAUsageError() {
        assertThat(CliRun.of("hand").assertError(2)).contains("TILES");
    }
}
