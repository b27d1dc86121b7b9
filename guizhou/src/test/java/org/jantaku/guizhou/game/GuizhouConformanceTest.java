package org.jantaku.guizhou.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.conformance.Conformance;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Seat;
import org.jantaku.guizhou.record.GuizhouRecordCodec;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.jantaku.guizhou.rules.GuizhouRules;
import org.jantaku.guizhou.settlement.Reason;
import org.jantaku.guizhou.settlement.Settlement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's conformance suite for 捉鸡麻将: seeded games ({@link GreedyPolicy}) played to their end
 * under the preset and under a rule set with the other option values, with the contract checked
 * after every step, illegal actions tried, each record read back and replayed; and the variant's
 * invariants: 108 tiles conserved, points conserved (the scores sum to 0), every settlement's
 * transfers positive and summing to zero, a burned seat never paid 豆 or 鸡.
 */
class GuizhouConformanceTest {
    /** Games per rule set (1,000, 2,000 in all; fewer with {@code -Djantaku.conformance.games=N}). */
    private static final int GAMES = Integer.getInteger("jantaku.conformance.games", 1_000);
    private static final Set<Reason> DOU_AND_JI = Set.of(Reason.DIANDOU, Reason.MENDOU, Reason.ZHUANWANDOU, Reason.JI,
            Reason.CHONGFENGJI, Reason.ZERENJI, Reason.BAOJI);

    private static final Conformance<GuizhouState, GuizhouAction, GuizhouEvent, GuizhouObservation> SUITE =
            Conformance.of(GuizhouRecordCodec.GUIZHOU)
                    .withPolicy(GreedyPolicy::choose)
                    .withProbe(GuizhouConformanceTest::probes)
                    .withInvariants(GuizhouConformanceTest::violations);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"guizhou-liupanshui", "alternatives"})
    void seededGamesKeepEveryInvariant(String variant) {
        RuleSet rules = switch (variant) {
            case "alternatives" -> GuizhouPresets.LIUPANSHUI.rules().with(GuizhouRules.GAME_HANDS, 4)
                    .with(GuizhouRules.PASS_LOCK, false).with(GuizhouRules.FORCED_WIN, false)
                    .with(GuizhouRules.BAOTING_TIMING, "dealt13").with(GuizhouRules.DELAYED_KONG_IS_PASS, true)
                    .with(GuizhouRules.CHICKEN_SCOPE, "all").with(GuizhouRules.BAOJI, true)
                    .with(GuizhouRules.EXTRA_CHICKENS, Set.of("benJi", "yaobaiJi", "wuguJi"))
                    .with(GuizhouRules.DIANDOU_PAYER, "konger").with(GuizhouRules.DICE_WALL, "oppositeOnDealerWall")
                    .with(GuizhouRules.SHUANGLONG, "doubling").with(GuizhouRules.ZEREN_RULE, "discarderPays");
            default -> GuizhouPresets.LIUPANSHUI.rules();
        };
        Conformance.Tally tally = SUITE.run(rules, new Conformance.Settings(GAMES, 7000L * variant.length(), 20_000));
        System.out.println(variant + ": " + tally);
        int hands = GAMES * rules.get(GuizhouRules.GAME_HANDS);
        assertThat(tally.count("Settled")).isEqualTo(hands);
        assertThat(tally.count("Won")).as("wins happen").isGreaterThan(hands / 3);
        assertThat(tally.count("ChickenFlipped")).as("flips happen").isGreaterThan(hands / 4);
        assertThat(tally.count("Called")).as("calls happen").isGreaterThan(hands);
        assertThat(tally.count("KongAdding")).as("robbing windows open").isPositive();
        assertThat(tally.refused()).as("illegal attempts refused").isGreaterThan(tally.steps() / 2);
    }

    private static List<GuizhouAction> probes(GuizhouState s, int seat, SplittableRandom r) {
        return List.of(switch (r.nextInt(6)) {
            case 0 -> new GuizhouAction.Discard(Tile.of(r.nextInt(108)));
            case 1 -> new GuizhouAction.Win();
            case 2 -> new GuizhouAction.SelfDraw();
            case 3 -> new GuizhouAction.Pong();
            case 4 -> new GuizhouAction.ConcealedKong(TileKind.of(r.nextInt(27)));
            default -> new GuizhouAction.Pass();
        });
    }

    static List<String> violations(GuizhouState s, List<GuizhouEvent> events) {
        List<String> broken = new ArrayList<>();
        int sum = s.scores().toList().stream().mapToInt(Integer::intValue).sum();
        if (sum != 0) {
            broken.add("the scores sum to " + sum);
        }
        if (!s.isOver()) {
            int tiles = s.tilesLeft();
            for (Seat<Meld> seat : s.seats().toList()) {
                tiles += seat.hand().size() + seat.pond().size();
                for (Meld m : seat.melds()) {
                    tiles += m.tiles().size();
                }
            }
            if (tiles != 108) {
                broken.add("tiles are not conserved: " + tiles);
            }
        }
        for (GuizhouEvent e : events) {
            if (e instanceof GuizhouEvent.Hand(HandEvent.Settled<GuizhouEvent.Deal, Settlement> settled)) {
                int net = settled.settlement().net().toList().stream().mapToInt(Integer::intValue).sum();
                if (net != 0) {
                    broken.add("a settlement sums to " + net);
                }
                for (Transfer<Reason> t : settled.settlement().transfers()) {
                    if (settled.settlement().burned().contains(t.to()) && DOU_AND_JI.contains(t.reason())) {
                        broken.add("burned seat " + t.to() + " receives " + t);
                    }
                }
            }
        }
        return broken;
    }
}
