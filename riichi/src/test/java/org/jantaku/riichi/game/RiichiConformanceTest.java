package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.conformance.Conformance;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.Transfer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's conformance suite ({@link Conformance}) for Riichi: seeded play ({@link SeededPolicy})
 * to the end of many games (2,550 per rule variant: four variants, 10,200 games in all), with the contract and
 * Riichi's invariants checked after every step, illegal actions tried on every step, and each
 * game's record read back and replayed. Games run on parallel threads; each depends only on its
 * rules and seed, so the outcome does not depend on the threads.
 */
class RiichiConformanceTest {
    private static final RiichiGame GAME = new RiichiGame();
    /** Games per rule variant (2,550; fewer for a quick run with {@code -Djantaku.conformance.games=N}). */
    private static final int GAMES = Integer.getInteger("jantaku.conformance.games", 2_550);

    private static final Conformance<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> SUITE =
            Conformance.of(RiichiRecordCodec.RIICHI)
                    .withPolicy(SeededPolicy::choose)
                    .withProbe(RiichiConformanceTest::probes)
                    .withInvariants(RiichiConformanceTest::violations);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tenhou", "kyoto-club", "baochong", "tonpuu-headBump-kokushiAnkan-yakuTenpai-tobiPenalty-noAtozuke"})
    void randomGamesKeepEveryInvariant(String variant) {
        RuleSet rules = switch (variant) {
            case "tonpuu-headBump-kokushiAnkan-yakuTenpai-tobiPenalty-noAtozuke" -> RiichiPresets.TENHOU.rules()
                    .with(RiichiRules.GAME_LENGTH, "tonpuu").with(RiichiRules.MULTIPLE_RON, "headBump")
                    .with(RiichiRules.KOKUSHI_ROBS_ANKAN, true).with(RiichiRules.KEISHIKI_TENPAI, false)
                    .with(RiichiRules.TOBI_PENALTY, 10000).with(RiichiRules.HONBA_ON_DRAW, "onlyRenchan")
                    .with(RiichiRules.ATOZUKE, false);
            default -> RiichiPresets.byName(variant).orElseThrow().rules();
        };
        Conformance.Tally tally = SUITE.run(rules, new Conformance.Settings(GAMES, 1000L * variant.hashCode(), 20_000));
        System.out.println(variant + ": " + tally);
        // About half of what the policy gives under the shortest rules (tonpuu: per game 0.9 wins, 6 draws, 60 calls, 2 kans).
        assertThat(tally.count("Won")).as("wins happen").isGreaterThan(GAMES / 2);
        assertThat(tally.count("HandDrawn")).as("draws happen").isGreaterThan(GAMES * 3L);
        assertThat(tally.count("Called")).as("calls happen").isGreaterThan(GAMES * 30L);
        assertThat(tally.refused()).as("illegal attempts refused").isGreaterThan(tally.steps() / 2);
    }

    /** Random actions of every kind to try (the suite keeps those that are not legal). */
    private static List<RiichiAction> probes(RiichiState s, int seat, SplittableRandom rnd) {
        return List.of(switch (rnd.nextInt(4)) {
            case 0 -> new RiichiAction.Discard(Tile.of(rnd.nextInt(136)));
            case 1 -> new RiichiAction.Ron();
            case 2 -> new RiichiAction.Tsumo();
            default -> new RiichiAction.Pass();
        });
    }

    /** Points plus sticks constant, 136 tiles conserved, transfers positive, the final settlement summing to zero. */
    private static List<String> violations(RiichiState s, List<RiichiEvent> events) {
        List<String> broken = new ArrayList<>();
        int total = s.riichiSticks() * s.rules().get(RiichiRules.RIICHI_DEPOSIT);
        for (int seat = 0; seat < 4; seat++) {
            total += s.scores().get(seat);
        }
        if (total != 4 * s.rules().get(RiichiRules.STARTING_POINTS)) {
            broken.add("points plus sticks are " + total);
        }
        if (!s.isOver()) {
            // The wall's undrawn tiles (live and dead: all from the next live draw on, less the replacement
            // tiles drawn), hands, melds and the ponds' uncalled discards.
            int tiles = 136 - s.nextDraw() - s.kans().size();
            for (SeatState seat : s.seats().toList()) {
                tiles += seat.hand().size();
                for (PondTile p : seat.pond()) {
                    tiles += p.called() ? 0 : 1;
                }
                for (var m : seat.melds()) {
                    tiles += m.tiles().size();
                }
            }
            if (tiles != 136) {
                broken.add("tiles are not conserved: " + tiles);
            }
            // Every view tells how many concealed tiles each seat holds: 13 or 14 with three per meld (a kan too).
            RiichiObservation view = GAME.observe(s, 0);
            for (int seat = 0; seat < 4; seat++) {
                SeatState st = s.seats().get(seat);
                int size = st.hand().size();
                if (view.handSizes().get(seat) != size) {
                    broken.add("seat " + seat + " holds " + size + " tiles, its hand size shows " + view.handSizes().get(seat));
                }
                if (size + 3 * st.melds().size() != 13 && size + 3 * st.melds().size() != 14) {
                    broken.add("seat " + seat + " holds " + size + " tiles with " + st.melds().size() + " melds");
                }
            }
        }
        for (RiichiEvent e : events) {
            List<Transfer> transfers = switch (e) {
                case RiichiEvent.Won w -> w.transfers();
                case RiichiEvent.HandDrawn d -> d.transfers();
                default -> List.of();
            };
            for (Transfer t : transfers) {
                if (t.points() <= 0) {
                    broken.add("a transfer is not positive: " + t);
                }
            }
            if (e instanceof RiichiEvent.GameEnded end && end.result().points().stream().mapToInt(Integer::intValue).sum() != 0) {
                broken.add("the final settlement does not sum to zero: " + end.result());
            }
        }
        return broken;
    }

    @Test
    void observationsHideOtherHands() {
        RiichiState s = GAME.start(RiichiPresets.TENHOU.rules(), 5).state();
        RiichiObservation o = GAME.observe(s, 1);
        assertThat(o.hand()).isEqualTo(s.seats().get(1).hand());
        assertThat(o.drawn()).isEmpty();
        assertThat(GAME.observe(s, 0).drawn()).isPresent();
        assertThat(o.liveTilesLeft()).isEqualTo(69);
        for (int other : List.of(0, 2, 3)) {
            assertThat(o.hands().get(other)).as("seat %d's hand in seat 1's view", other).isEmpty();
        }
        assertThat(o.toAct()).containsExactly(0);
    }

    @Test
    void theAllOpenViewShowsEveryHand() {
        RiichiState s = GAME.start(RiichiPresets.TENHOU.rules(), 5).state();
        RiichiObservation all = GAME.observeAll(s);
        assertThat(all.seat()).isEmpty();
        for (int seat = 0; seat < 4; seat++) {
            assertThat(all.hands().get(seat)).contains(s.seats().get(seat).hand());
        }
        assertThat(all.drawn()).isPresent();
        assertThat(all.doraIndicators()).isEqualTo(GAME.observe(s, 2).doraIndicators());
    }
}
