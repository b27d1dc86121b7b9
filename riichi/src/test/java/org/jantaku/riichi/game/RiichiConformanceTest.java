package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.jantaku.core.game.Result;
import org.jantaku.core.game.Transition;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.Transfer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The conformance suite: seeded random legal play to the end of many games, with the invariants
 * checked after every step, and each game replayed from its seed and actions.
 */
class RiichiConformanceTest {
    private static final RiichiGame GAME = new RiichiGame();

    /** One seat's move. */
    record Move(int seat, RiichiAction action) {
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tenhou", "tonpuu-kiriage", "headBump-noAbortive"})
    void randomGamesKeepEveryInvariant(String variant) {
        RuleSet rules = switch (variant) {
            case "tonpuu-kiriage" -> RiichiPresets.TENHOU.rules().with(RiichiRules.GAME_LENGTH, "tonpuu")
                    .with(RiichiRules.KIRIAGE_MANGAN, true).with(RiichiRules.ABORTIVE_KYUUSHU, "forcedTiles>9");
            case "headBump-noAbortive" -> RiichiPresets.TENHOU.rules().with(RiichiRules.MULTIPLE_RON, "headBump")
                    .with(RiichiRules.ABORTIVE_SUUFON_RENDA, false).with(RiichiRules.NAGASHI_MANGAN, "asWin")
                    .with(RiichiRules.HONBA_ON_DRAW, "onlyRenchan");
            default -> RiichiPresets.TENHOU.rules();
        };
        int wins = 0;
        int draws = 0;
        int calls = 0;
        int kans = 0;
        for (int g = 0; g < 120; g++) {
            long seed = 1000L * variant.hashCode() + g;
            List<Move> moves = new ArrayList<>();
            Transition<RiichiState, RiichiEvent> start = GAME.start(rules, seed);
            RiichiState s = start.state();
            List<RiichiEvent> events = new ArrayList<>(start.events());
            SplittableRandom rnd = new SplittableRandom(seed);
            int steps = 0;
            while (!GAME.isOver(s)) {
                assertThat(++steps).as("game %d ends", g).isLessThan(20_000);
                TreeSet<Integer> toAct = new TreeSet<>(GAME.toAct(s));
                assertThat(toAct).as("someone is to act").isNotEmpty();
                int seat = toAct.first();
                List<RiichiAction> legal = GAME.legalActions(s, seat);
                assertThat(legal).as("legal actions of the seat to act").isNotEmpty();
                checkIllegalIsRefused(s, seat, rnd);
                RiichiAction a = SeededPolicy.choose(s, seat, legal, rnd);
                Result<Transition<RiichiState, RiichiEvent>> r = GAME.apply(s, seat, a);
                Transition<RiichiState, RiichiEvent> t = r.orThrow();
                for (RiichiEvent e : t.events()) {
                    if (e instanceof RiichiEvent.Won) {
                        wins++;
                    } else if (e instanceof RiichiEvent.HandDrawn) {
                        draws++;
                    } else if (e instanceof RiichiEvent.Called called) {
                        calls++;
                        kans += called.meld().isKan() ? 1 : 0;
                    }
                }
                moves.add(new Move(seat, a));
                events.addAll(t.events());
                s = t.state();
                checkInvariants(s, t.events());
            }
            assertThat(replay(rules, seed, moves)).as("replay of game %d", g).isEqualTo(new Replayed(s, events));
        }
        assertThat(wins).as("wins happen").isGreaterThan(100);
        assertThat(draws).as("draws happen").isGreaterThan(20);
        assertThat(calls).as("calls happen").isGreaterThan(200);
        assertThat(kans).as("kans happen").isGreaterThan(10);
    }

    private static void checkIllegalIsRefused(RiichiState s, int seat, SplittableRandom rnd) {
        List<RiichiAction> legal = GAME.legalActions(s, seat);
        RiichiAction attempt = switch (rnd.nextInt(4)) {
            case 0 -> new RiichiAction.Discard(Tile.of(rnd.nextInt(136)));
            case 1 -> new RiichiAction.Ron();
            case 2 -> new RiichiAction.Tsumo();
            default -> new RiichiAction.Pass();
        };
        int other = (seat + 1 + rnd.nextInt(3)) % 4;
        if (!GAME.toAct(s).contains(other)) {
            assertThat(GAME.apply(s, other, legal.get(0))).isInstanceOf(Result.Illegal.class);
        }
        if (!legal.contains(attempt)) {
            Result<Transition<RiichiState, RiichiEvent>> r = GAME.apply(s, seat, attempt);
            assertThat(r).isInstanceOf(Result.Illegal.class);
            assertThat(((Result.Illegal<?>) r).reason()).isNotBlank();
        }
    }

    private static void checkInvariants(RiichiState s, List<RiichiEvent> events) {
        int total = s.scores().toList().stream().mapToInt(Integer::intValue).sum()
                + s.riichiSticks() * s.rules().get(RiichiRules.RIICHI_DEPOSIT);
        assertThat(total).as("points plus sticks").isEqualTo(4 * s.rules().get(RiichiRules.STARTING_POINTS));
        if (!s.isOver()) {
            // Live tiles left, the 14 of the dead wall, hands, melds and the ponds' uncalled discards.
            int tiles = s.liveTilesLeft() + 14;
            for (SeatState seat : s.seats().toList()) {
                tiles += seat.hand().size() + (int) seat.pond().stream().filter(p -> !p.called()).count();
                tiles += seat.melds().stream().mapToInt(m -> m.tiles().size()).sum();
            }
            assertThat(tiles).as("tiles conserved").isEqualTo(136);
        }
        for (RiichiEvent e : events) {
            List<Transfer> transfers = switch (e) {
                case RiichiEvent.Won w -> w.transfers();
                case RiichiEvent.HandDrawn d -> d.transfers();
                default -> List.of();
            };
            for (Transfer t : transfers) {
                assertThat(t.points()).isPositive();
            }
        }
    }

    record Replayed(RiichiState state, List<RiichiEvent> events) {
    }

    private static Replayed replay(RuleSet rules, long seed, List<Move> moves) {
        Transition<RiichiState, RiichiEvent> start = GAME.start(rules, seed);
        RiichiState s = start.state();
        List<RiichiEvent> events = new ArrayList<>(start.events());
        for (Move m : moves) {
            Transition<RiichiState, RiichiEvent> t = GAME.apply(s, m.seat(), m.action()).orThrow();
            events.addAll(t.events());
            s = t.state();
        }
        return new Replayed(s, events);
    }

    @Test
    void observationsHideOtherHands() {
        RiichiState s = GAME.start(RiichiPresets.TENHOU.rules(), 5).state();
        RiichiObservation o = GAME.observe(s, 1);
        assertThat(o.hand()).isEqualTo(s.seats().get(1).hand());
        assertThat(o.drawn()).isEmpty();
        assertThat(GAME.observe(s, 0).drawn()).isPresent();
        assertThat(o.liveTilesLeft()).isEqualTo(69);
    }
}
