package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.conformance.Conformance;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
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
                    .withInvariants(RiichiInvariants::violations);

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

    @Test
    void observationsHideOtherHands() {
        RiichiState s = GAME.start(RiichiPresets.TENHOU.rules(), 5).state();
        RiichiObservation o = GAME.observe(s, 1);
        assertThat(o.hand()).isEqualTo(s.seats().get(1).hand());
        assertThat(o.table().drawn()).isEmpty();
        assertThat(GAME.observe(s, 0).table().drawn()).isPresent();
        assertThat(o.liveTilesLeft()).isEqualTo(69);
        for (int other : List.of(0, 2, 3)) {
            assertThat(o.table().hands().get(other)).as("seat %d's hand in seat 1's view", other).isEmpty();
        }
        assertThat(o.table().toAct()).containsExactly(0);
    }

    @Test
    void theAllOpenViewShowsEveryHand() {
        RiichiState s = GAME.start(RiichiPresets.TENHOU.rules(), 5).state();
        RiichiObservation all = GAME.observeAll(s);
        assertThat(all.table().seat()).isEmpty();
        for (int seat = 0; seat < 4; seat++) {
            assertThat(all.table().hands().get(seat)).contains(s.seats().get(seat).hand());
        }
        assertThat(all.table().drawn()).isPresent();
        assertThat(all.doraIndicators()).isEqualTo(GAME.observe(s, 2).doraIndicators());
    }
}
