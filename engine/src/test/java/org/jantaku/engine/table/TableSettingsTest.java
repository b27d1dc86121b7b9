package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;
import org.junit.jupiter.api.Test;

/** The table's settings as one value: each change touches its own member, and the flow follows them. */
class TableSettingsTest {
    private static final RuleSet RULES = PairsFlow.CATALOG.defaults();

    @Test
    void eachChangeTouchesOnlyItsMember() {
        TableSettings s = TableSettings.STANDARD;
        assertThat(s.dealtBy(Deal.BY_HANDS))
                .isEqualTo(new TableSettings(Deal.BY_HANDS, false, false, false, true, s.callOrder(), false, false, false));
        assertThat(s.withChi(true).chi()).isTrue();
        assertThat(s.withPassLock(true, true)).extracting(TableSettings::passLocks, TableSettings::callEndsLock)
                .containsExactly(true, true);
        assertThat(s.withPassLock(false, true).callEndsLock()).as("no lock, nothing for a call to end").isFalse();
        assertThat(s.withCallsOnLastTile(false).callsOnLastTile()).isFalse();
        assertThat(s.withCallOrder(Move.PUNG, Move.KONG, Move.CHI).callOrder()).containsExactly(Move.PUNG, Move.KONG, Move.CHI);
        assertThat(s.withConcealedKongsFirst(true).concealedKongsFirst()).isTrue();
        assertThat(s.withEachTile(true).eachTile()).isTrue();
        assertThat(s.withEachTile(true).withChi(true)).isEqualTo(s.withChi(true).withEachTile(true));
        assertThat(s.withLateKongs(true).withChi(true)).isEqualTo(s.withChi(true).withLateKongs(true));
    }

    @Test
    void aCallOrderListsKongPungAndChiOnceEach() {
        assertThatThrownBy(() -> TableSettings.STANDARD.withCallOrder(Move.PUNG, Move.PUNG, Move.CHI))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("once each");
        assertThatThrownBy(() -> TableSettings.STANDARD.withCallOrder(Move.WIN, Move.KONG, Move.CHI))
                .hasMessageContaining("[WIN, KONG, CHI]");
    }

    @Test
    void aHandDealtByHandsGivesTheDealerFourteenAndNoDraw() {
        PairsFlow byFours = new PairsFlow(4);
        PairsFlow byHands = new PairsFlow(4, TableSettings.STANDARD.dealtBy(Deal.BY_HANDS));
        Walls walls = new Walls.Seeded(byFours.tileSet(RULES), 3);
        PairsFlow.State fours = byFours.start(RULES, walls).state();
        PairsFlow.State hands = byHands.start(RULES, walls).state();
        assertThat(fours.drawn()).isPresent();
        assertThat(hands.drawn()).isEmpty();
        assertThat(hands.seat(0).hand()).hasSize(14).containsAll(fours.wall().tiles().subList(0, 13)).contains(fours.wall().at(52));
    }

    /** In random games, wherever a claim window offers a kong and a pung, they come in the settings' order. */
    @Test
    void aClaimWindowListsTheCallsInTheSettingsOrder() {
        for (List<Move> order : List.of(List.of(Move.KONG, Move.PUNG, Move.CHI), List.of(Move.PUNG, Move.KONG, Move.CHI))) {
            PairsFlow game = new PairsFlow(4, TableSettings.STANDARD.withCallOrder(order.get(0), order.get(1), order.get(2)));
            Random random = new Random(5);
            int seen = 0;
            for (long seed = 0; seed < 200 && seen < 3; seed++) {
                PairsFlow.State s = game.start(RULES, new Walls.Seeded(game.tileSet(RULES), seed)).state();
                while (!game.isOver(s)) {
                    int seat = game.toAct(s).iterator().next();
                    List<Move> moves = game.legalActions(s, seat).stream().map(TableAction::move).toList();
                    if (moves.contains(Move.KONG) && moves.contains(Move.PUNG)) {
                        seen++;
                        assertThat(moves.indexOf(Move.KONG) < moves.indexOf(Move.PUNG)).isEqualTo(order.get(0) == Move.KONG);
                    }
                    List<PairsFlow.Act> legal = game.legalActions(s, seat);
                    game.play(s, seat, legal.get(random.nextInt(legal.size()))).orThrow();
                }
            }
            assertThat(seen).as("claim windows offering a kong and a pung under %s", order).isPositive();
        }
    }
}
