package org.jantaku.bots.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.engine.agent.Agent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.api.Test;

class TsumogiriAgentTest {
    private final Agent<RiichiAction, RiichiObservation> agent =
            RiichiBots.INSTANCE.agent("tsumogiri", RiichiPresets.TENHOU.rules()).create(2, 9);

    @Test
    void discardsTheDrawnTile() {
        Table t = new Table().hand("123m456p789s2245s7z", true);
        assertThat(agent.choose(t.view(), t.discards(), Duration.ZERO)).isEqualTo(new RiichiAction.Discard(t.held("7z")));
    }

    @Test
    void winsAndNeverCalls() {
        Table t = new Table().hand("123m456p789s2245s3s", true);
        List<RiichiAction> legal = new ArrayList<>(List.of(new RiichiAction.Tsumo()));
        legal.addAll(t.discards());
        assertThat(agent.choose(t.view(), legal, Duration.ZERO)).isEqualTo(new RiichiAction.Tsumo());

        Table c = new Table().hand("123m45p78s99s77z13p", false).claimable("7z");
        List<org.jantaku.core.tile.Tile> pair = c.hand().stream().filter(x -> x.kind().mpsz().equals("7z")).toList();
        assertThat(agent.choose(c.view(), List.of(new RiichiAction.Pon(pair.get(0), pair.get(1)), new RiichiAction.Pass()),
                Duration.ZERO)).isEqualTo(new RiichiAction.Pass());
    }

    @Test
    void namesAreChecked() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> RiichiBots.INSTANCE.agent("smart", RiichiPresets.TENHOU.rules()))
                .hasMessageContaining("unknown agent 'smart' for riichi (known: random, tsumogiri, efficiency, or mjai:COMMAND,"
                        + " an external mjai bot)");
    }
}
