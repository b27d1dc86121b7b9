package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The table flow at a table of three or four: the deal, the turn order, the claim window and the scores count the seats there are. */
class TableFlowSeatsTest {
    private static final RuleSet RULES = PairsFlow.CATALOG.defaults();

    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void dealsThirteenToEachSeatThereIsAndTheDealerDraws(int players) {
        PairsFlow game = new PairsFlow(players);
        PairsFlow.State s = game.start(RULES, new Walls.Seeded(game.tileSet(RULES), 7)).state();
        assertThat(s.players()).isEqualTo(players);
        assertThat(s.scores().size()).isEqualTo(players);
        assertThat(s.handSizes().toList()).hasSize(players);
        for (int seat = 0; seat < players; seat++) {
            assertThat(s.seat(seat).handSize()).isEqualTo(seat == 0 ? 14 : 13);
        }
        assertThat(s.head()).isEqualTo(13 * players + 1);
        assertThat(game.toAct(s)).containsExactly(0);
    }

    /** Random games: every listed action is legal, the tiles are all somewhere, only seats at the table act, the turn goes round them. */
    @ParameterizedTest
    @ValueSource(ints = {3, 4})
    void randomGamesKeepEveryTileAndOnlySeatedPlayersAct(int players) {
        PairsFlow game = new PairsFlow(players);
        Random random = new Random(players);
        int wins = 0;
        int calls = 0;
        for (long seed = 0; seed < 60; seed++) {
            PairsFlow.State s = game.start(RULES, new Walls.Seeded(game.tileSet(RULES), seed)).state();
            int steps = 0;
            while (!game.isOver(s)) {
                Set<Integer> toAct = game.toAct(s);
                assertThat(toAct).isNotEmpty().allMatch(seat -> seat >= 0 && seat < players);
                int seat = toAct.iterator().next();
                List<PairsFlow.Act> legal = game.legalActions(s, seat);
                PairsFlow.Act a = legal.get(random.nextInt(legal.size()));
                Result<List<PairsFlow.Ev>> r = game.play(s, seat, a);
                assertThat(r.isOk()).as("%s by seat %d", a, seat).isTrue();
                for (PairsFlow.Ev e : r.orThrow()) {
                    wins += e.what().startsWith("won") ? 1 : 0;
                    calls += e.what().startsWith("called") ? 1 : 0;
                }
                List<String> what = r.orThrow().stream().map(PairsFlow.Ev::what).toList();
                if (a.move() == Move.DISCARD && what.equals(List.of("discarded", "drew"))) {
                    assertThat(s.turnSeat()).as("the seat after %d draws", seat).isEqualTo((seat + 1) % players);
                }
                if (!game.isOver(s)) {
                    assertThat(tilesHeld(s)).isEqualTo(s.wall().size() - s.tilesLeft());
                }
                assertThat(++steps).isLessThan(2000);
            }
            assertThat(s.scores().toList().stream().mapToInt(Integer::intValue).sum()).isZero();
        }
        assertThat(wins).as("wins in 60 games").isPositive();
        assertThat(calls).as("calls in 60 games").isPositive();
    }

    /** Tiles in the seats' hands, ponds and melds. */
    private static int tilesHeld(PairsFlow.State s) {
        List<Tile> all = new ArrayList<>();
        for (int seat = 0; seat < s.players(); seat++) {
            all.addAll(s.seat(seat).hand());
            all.addAll(s.seat(seat).pond());
            s.seat(seat).melds().forEach(m -> all.addAll(m.tiles()));
        }
        assertThat(all).doesNotHaveDuplicates();
        return all.size();
    }

    @Test
    void aTableSeatsThreeOrFour() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new PairsFlow.State(RULES, new Walls.Seeded(
                new PairsFlow(4).tileSet(RULES), 1), TableSettings.STANDARD, 5)).hasMessageContaining("three or four");
    }
}
