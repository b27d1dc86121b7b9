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

/**
 * The engine's conformance suite ({@link Conformance}) for three-player Riichi ({@code tenhou-sanma},
 * and with 北家折半 and no 北抜き): seeded play to the end of many games, the contract and the
 * three-player invariants checked after every step (108 tiles conserved with the Norths set aside,
 * points conserved, three seats, no chi), illegal actions tried on every step, each game's record
 * read back and replayed.
 */
class SanmaConformanceTest {
    private static final RiichiGame GAME = new RiichiGame();
    /** Games per rule variant (fewer for a quick run with {@code -Djantaku.conformance.games=N}). */
    private static final int GAMES = Integer.getInteger("jantaku.conformance.games", 1_200);

    private static final Conformance<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> SUITE =
            Conformance.of(RiichiRecordCodec.RIICHI)
                    .withPolicy(SanmaConformanceTest::choose)
                    .withProbe(SanmaConformanceTest::probes)
                    .withInvariants(RiichiInvariants::violations);

    @Test
    void tenhouSanmaGamesKeepEveryInvariant() {
        Conformance.Tally tally = SUITE.run(RiichiPresets.TENHOU_SANMA.rules(), new Conformance.Settings(GAMES, 28_000, 20_000));
        System.out.println("tenhou-sanma: " + tally);
        assertThat(tally.count("Won")).as("wins happen").isGreaterThan(GAMES);
        assertThat(tally.count("HandDrawn")).as("draws happen").isGreaterThan(GAMES);
        assertThat(tally.count("Nuki")).as("Norths are set aside").isGreaterThan(GAMES * 5L);
        assertThat(tally.count("Called")).as("calls happen").isGreaterThan(GAMES * 5L);
        assertThat(tally.refused()).as("illegal attempts refused").isGreaterThan(tally.steps() / 2);
    }

    @Test
    void bisectionWithoutNukiKeepsEveryInvariant() {
        RuleSet rules = RiichiPresets.TENHOU_SANMA.rules().with(RiichiRules.TSUMO_LOSS, "bisection")
                .with(RiichiRules.NUKI_DORA, false).with(RiichiRules.GAME_LENGTH, "tonpuu");
        Conformance.Tally tally = SUITE.run(rules, new Conformance.Settings(GAMES / 4, 29_000, 20_000));
        System.out.println("sanma, bisection, no nuki: " + tally);
        assertThat(tally.count("Nuki")).isZero();
        assertThat(tally.count("Won")).isGreaterThan(GAMES / 4);
    }

    /** The test policy, which also sets Norths aside three times in four when it may. */
    private static RiichiAction choose(RiichiState s, int seat, List<RiichiAction> legal, SplittableRandom rnd) {
        boolean win = legal.stream().anyMatch(a -> a instanceof RiichiAction.Tsumo || a instanceof RiichiAction.Ron);
        List<RiichiAction> nukis = legal.stream().filter(a -> a instanceof RiichiAction.Nuki).toList();
        if (!win && !nukis.isEmpty() && rnd.nextInt(4) > 0) {
            return nukis.get(rnd.nextInt(nukis.size()));
        }
        return SeededPolicy.choose(s, seat, legal, rnd);
    }

    /** Random actions to try (the suite keeps those that are not legal): chi and nuki among them. */
    private static List<RiichiAction> probes(RiichiState s, int seat, SplittableRandom rnd) {
        Tile any = Tile.of(rnd.nextInt(136));
        return List.of(switch (rnd.nextInt(6)) {
            case 0 -> new RiichiAction.Discard(any);
            case 1 -> new RiichiAction.Ron();
            case 2 -> new RiichiAction.Tsumo();
            case 3 -> new RiichiAction.Nuki(Tile.of(120 + rnd.nextInt(4)));
            case 4 -> new RiichiAction.Chi(Tile.of(72), Tile.of(76));
            default -> new RiichiAction.Pass();
        });
    }
}
