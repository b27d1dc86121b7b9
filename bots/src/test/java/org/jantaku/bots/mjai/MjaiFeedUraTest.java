package org.jantaku.bots.mjai;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.riichi.RiichiBots;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.agent.Agent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.tenhou.MjaiTiles;
import org.jantaku.riichi.wall.DeadWall;
import org.junit.jupiter.api.Test;

/**
 * A live feed's {@code hora} carries the ura indicators (docs/mjai.md: under each turned indicator for a riichi
 * winner, under the first only without kan ura, none for a winner not in riichi), the expected tiles read here from
 * the hand's wall ({@link DeadWall#uraIndicator}) before the winning step.
 */
class MjaiFeedUraTest {
    private static final RiichiGame GAME = new RiichiGame();

    @Test
    void horaCarriesTheUraIndicatorsOfARiichiWinner() {
        int riichiWins = 0;
        int otherWins = 0;
        RuleSet tenhou = RiichiPresets.byName("tenhou").orElseThrow().rules();
        for (RuleSet rules : List.of(tenhou, tenhou.with(RiichiRules.KAN_URA_DORA, false))) {
            for (long seed = 1; seed <= 6; seed++) {
                int[] counts = play(rules, seed);
                riichiWins += counts[0];
                otherWins += counts[1];
            }
        }
        assertThat(riichiWins).as("riichi wins met").isPositive();
        assertThat(otherWins).as("wins not in riichi met").isPositive();
    }

    /** One game with every seat's feed checked at each win; the riichi wins and the others. */
    private static int[] play(RuleSet rules, long seed) {
        boolean kanUra = rules.get(RiichiRules.KAN_URA_DORA);
        boolean uraDora = rules.get(RiichiRules.URA_DORA);
        List<MjaiFeed> feeds = new ArrayList<>();
        List<Agent<RiichiAction, RiichiObservation>> agents = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            feeds.add(new MjaiFeed(rules, seat));
            agents.add(RiichiBots.INSTANCE.agent("efficiency", rules).create(seat, seed * 10 + seat));
        }
        var step = GAME.start(rules, new Walls.Seeded(TileSet.STANDARD_136, seed));
        RiichiState s = step.state();
        int[] counts = new int[2];
        int[] shown = new int[4];
        boolean[][] inRiichi = new boolean[4][4]; // by feed, by seat: reach_accepted this hand
        List<RiichiEvent> events = step.events();
        List<Tile> ura = List.of();
        while (true) {
            for (int f = 0; f < 4; f++) {
                feeds.get(f).seen(events);
                for (ObjectNode e : feeds.get(f).take()) {
                    switch (e.get("type").asText()) {
                        case "start_kyoku" -> {
                            shown[f] = 1;
                            inRiichi[f] = new boolean[4];
                        }
                        case "dora" -> shown[f]++;
                        case "reach_accepted" -> inRiichi[f][e.get("actor").asInt()] = true;
                        case "hora" -> {
                            int winner = e.get("actor").asInt();
                            List<String> expected = new ArrayList<>();
                            if (uraDora && inRiichi[f][winner]) {
                                ura.subList(0, kanUra ? shown[f] : 1).forEach(t -> expected.add(MjaiTiles.name(t, true)));
                            }
                            if (f == 0) {
                                counts[inRiichi[f][winner] ? 0 : 1]++;
                            }
                            List<String> markers = new ArrayList<>();
                            e.get("ura_markers").forEach((JsonNode n) -> markers.add(n.asText()));
                            assertThat(markers).as("kan ura %s, seed %d, seat %d's feed: %s", kanUra, seed, f, e).isEqualTo(expected);
                        }
                        default -> {
                        }
                    }
                }
            }
            if (GAME.isOver(s)) {
                return counts;
            }
            int seat = GAME.toAct(s).stream().mapToInt(Integer::intValue).min().orElseThrow();
            List<Tile> wall = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                wall.add(DeadWall.uraIndicator(s.wall(), i)); // this hand's wall, before the step that may end it
            }
            ura = wall;
            RiichiAction a = agents.get(seat).choose(GAME.observe(s, seat), GAME.legalActions(s, seat), Duration.ofSeconds(1));
            var next = GAME.apply(s, seat, a).orThrow();
            s = next.state();
            events = next.events();
        }
    }
}
