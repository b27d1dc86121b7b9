package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RulesCommandTest {

    @Test
    void listsThePresets() {
        assertThat(CliRun.of("rules").assertSuccess()).anyMatch(l -> l.startsWith("tenhou "))
                .anyMatch(l -> l.startsWith("guizhou-liupanshui  (guizhou)"));
    }

    @Test
    void showsAPresetsOptionsWithTheirSources() {
        var lines = CliRun.of("rules", "guizhou-liupanshui").assertSuccess();
        assertThat(lines).contains("gz.gameHands=8", "gz.shuanglong=additive", "gz.chickenScope=hand", "gz.extraChickens=[]")
                .anyMatch(l -> l.contains("source: seed §五(一)4(3)"));
    }

    @Test
    void anUnknownPresetIsAUsageError() {
        assertThat(CliRun.of("rules", "nope").assertError(2)).contains("unknown preset 'nope'").contains("guizhou-liupanshui");
    }
}
