package org.jantaku.guangdong.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.conformance.Conformance;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Seat;
import org.jantaku.guangdong.record.GuangdongRecordCodec;
import org.jantaku.guangdong.rules.GuangdongPresets;
import org.jantaku.guangdong.rules.GuangdongRules;
import org.jantaku.guangdong.settlement.Horses;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine's conformance suite for both Guangdong presets: seeded games ({@link SeededPolicy}) to
 * their end (1,500 per preset), the contract checked on every step, illegal actions tried on every
 * step, every record read back and replayed; and Guangdong's invariants: 136 tiles conserved, points
 * conserved, each hand's transfers summing to zero, the horse count of the dealer's term and the live
 * wall of 136 − 53 − horses at each deal.
 */
class GuangdongConformanceTest {
    /** Games per preset (1,500; fewer for a quick run with {@code -Djantaku.conformance.games=N}). */
    private static final int GAMES = Integer.getInteger("jantaku.conformance.games", 1_500);

    private static final Conformance<GuangdongState, GuangdongAction, GuangdongEvent, GuangdongObservation> SUITE =
            Conformance.of(GuangdongRecordCodec.GUANGDONG)
                    .withPolicy(SeededPolicy::choose)
                    .withProbe(GuangdongConformanceTest::probes)
                    .withInvariants(GuangdongConformanceTest::violations);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"guangdong-jihu", "guangdong-tuidaohu"})
    void randomGamesKeepEveryInvariant(String name) {
        Preset preset = GuangdongPresets.byName(name).orElseThrow();
        Conformance.Tally tally = SUITE.run(preset.rules(), new Conformance.Settings(GAMES, 7919L * name.hashCode(), 50_000));
        System.out.println(name + ": " + tally);
        assertThat(tally.games()).isEqualTo(GAMES);
        assertThat(tally.count("Settled")).as("hands end").isGreaterThan(GAMES * 4L);
        assertThat(tally.count("Called")).as("melds are made").isGreaterThan(GAMES * 4L);
        assertThat(tally.refused()).as("illegal attempts refused").isGreaterThan(tally.steps() / 2);
    }

    private static List<GuangdongAction> probes(GuangdongState s, int seat, SplittableRandom r) {
        TileKind k = TileKind.of(r.nextInt(34));
        return List.of(switch (r.nextInt(7)) {
            case 0 -> new GuangdongAction.Discard(k);
            case 1 -> new GuangdongAction.Win();
            case 2 -> new GuangdongAction.SelfDrawWin();
            case 3 -> new GuangdongAction.Pass();
            case 4 -> new GuangdongAction.Pon();
            case 5 -> new GuangdongAction.Chi(TileKind.of(r.nextInt(7)));
            default -> new GuangdongAction.ConcealedKong(k);
        });
    }

    static List<String> violations(GuangdongState s, List<GuangdongEvent> events) {
        List<String> broken = new ArrayList<>();
        int start = s.rules().get(GuangdongRules.STARTING_POINTS);
        int total = s.scores().toList().stream().mapToInt(Integer::intValue).sum();
        if (total != 4 * start) {
            broken.add("points are not conserved: " + s.scores());
        }
        if (!s.isOver()) {
            int tiles = s.tilesLeft() + s.horses().size();
            for (Seat<Meld> seat : s.seats().toList()) {
                tiles += seat.hand().size() + seat.pond().size();
                for (Meld m : seat.melds()) {
                    tiles += m.tiles().size();
                }
            }
            if (tiles != 136) {
                broken.add("tiles are not conserved: " + tiles);
            }
        }
        for (GuangdongEvent e : events) {
            if (e instanceof GuangdongEvent.Hand(HandEvent.Settled<GuangdongEvent.Deal, HandResult> h)) {
                int sum = h.settlement().settlement().house() + h.settlement().settlement().net().toList().stream()
                        .mapToInt(Integer::intValue).sum();
                if (sum != 0) {
                    broken.add("a hand's transfers sum to " + sum);
                }
            }
            if (e instanceof GuangdongEvent.Hand(HandEvent.Started<GuangdongEvent.Deal, HandResult> h) && !s.isOver()) {
                int expected = GuangdongRules.isTuidaohu(s.rules())
                        ? Horses.count(h.deal().dealerTerm(), s.rules().get(GuangdongRules.TDH_MAX_HORSES)) : 0;
                if (h.deal().horses() != expected || s.tilesLeft() != 136 - 53 - expected) {
                    broken.add("hand " + h.hand() + " dealt " + h.deal().horses() + " horses and " + s.tilesLeft()
                            + " live tiles (term " + h.deal().dealerTerm() + ")");
                }
            }
        }
        return broken;
    }
}
