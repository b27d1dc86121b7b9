package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Human mode of {@code jantaku score}. */
class ScoreCommandTest {

    @Test
    void englishBreakdown() {
        List<String> out = CliRun.of("score", "234m56799p234678s", "--win", "8s", "--tsumo", "--riichi", "--dora", "1m").assertSuccess();
        String all = String.join("\n", out);
        assertThat(all).contains("Riichi", "Menzen Tsumo", "Pinfu", "Dora", "4 han 20 fu",
                "Payment: the dealer pays 2600, each other player 1300", "Total: 5200");
    }

    @Test
    void japaneseAndChineseBreakdowns() {
        String ja = String.join("\n", CliRun.of("score", "234m56799p234678s", "--win", "8s", "--tsumo", "--riichi",
                "--lang", "ja").assertSuccess());
        assertThat(ja).contains("立直", "門前清自摸和", "平和", "3 翻 20 符", "合計: 2700");
        String zh = String.join("\n", CliRun.of("score", "123m456p789s11z222z", "--win", "2z", "--seat", "S",
                "--lang", "zh").assertSuccess());
        assertThat(zh).contains("门风 南", "符数明细", "明刻 222z", "放铳者支付 1300");
    }

    @Test
    void fuBreakdownListsEachSource() {
        String out = String.join("\n", CliRun.of("score", "123m456p789s11z222z", "--win", "2z", "--seat", "S").assertSuccess());
        // A ron on the 11z/22z shanpon: 222z counts as an open triplet (4 fu), 11z is the round wind pair.
        assertThat(out).contains("1 han 40 fu", "closed ron", "value pair 11z", "open triplet 222z", "rounded up to 10");
    }

    @Test
    void meldsAndRulesPresetAndOverrides() {
        String out = String.join("\n", CliRun.of("score", "234m678p33s", "--win", "3s", "-m", "chi:456s", "-m", "pon:888m",
                "--rules", "tenhou").assertSuccess());
        assertThat(out).contains("Tanyao");
        assertThat(CliRun.of("score", "234m678p33s", "--win", "3s", "--melds", "chi:456s,pon:888m", "--rule", "kuitan=false")
                .assertError(1)).isEqualTo("jantaku: no_yaku");
    }

    @Test
    void errorsAreOneLine() {
        assertThat(CliRun.of("score", "234m56799p234678s", "--win", "8s", "--ippatsu").assertError(1))
                .isEqualTo("jantaku: ippatsu_without_riichi");
        assertThat(CliRun.of("score", "234m56799p234678s").assertError(2)).contains("--win");
        assertThat(CliRun.of("score", "234m56799p234678s", "--win", "8s", "--rules", "x").assertError(2))
                .contains("--rules: ").contains("unknown rules preset 'x'");
    }

    /** A bad --rule is a usage error (exit 2) naming the option, as for keep and settle. */
    @Test
    void aBadRuleIsAUsageError() {
        assertThat(CliRun.of("score", "234m56799p234678s", "--win", "8s", "--rule", "nope=1").assertError(2))
                .contains("--rule: unsupported_rule: nope");
        assertThat(CliRun.of("score", "234m56799p234678s", "--win", "8s", "--rule", "riichi.uma=abc").assertError(2))
                .contains("--rule: ").contains("uma");
    }
}
