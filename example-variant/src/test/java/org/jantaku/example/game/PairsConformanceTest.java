package org.jantaku.example.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.engine.conformance.Conformance;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.Seat;
import org.jantaku.example.bots.PairsAgent;
import org.jantaku.example.record.PairsRecordCodec;
import org.jantaku.example.rules.PairsPresets;
import org.jantaku.example.rules.PairsRules;
import org.junit.jupiter.api.Test;

/**
 * The engine's conformance suite for pairs 七对: seeded games played to their end (mostly by the {@code efficiency}
 * agent; a third of the claims and a tenth of the turns at random, so that pungs and kongs are made), the contract checked after
 * every step, illegal actions tried, each record read back and replayed; and the variant's invariants: 136 tiles
 * conserved, scores summing to 0, every settlement summing to 0, every win fourteen tiles in seven pairs, and a
 * self-draw offered exactly when the seat on turn holds seven pairs with no meld.
 */
class PairsConformanceTest {
    /** Games (500; fewer with {@code -Djantaku.conformance.games=N}). */
    private static final int GAMES = Integer.getInteger("jantaku.conformance.games", 500);
    private static final PairsGame GAME = new PairsGame();
    private static final PairsAgent AGENT = new PairsAgent();

    private static final Conformance<PairsState, PairsAction, PairsEvent, PairsObservation> SUITE = Conformance.of(PairsRecordCodec.PAIRS)
            .withPolicy(PairsConformanceTest::choose)
            .withProbe(PairsConformanceTest::probes)
            .withInvariants(PairsConformanceTest::violations);

    @Test
    void seededGamesKeepEveryInvariant() {
        RuleSet rules = PairsPresets.PAIRS.rules();
        Conformance.Tally tally = SUITE.run(rules, new Conformance.Settings(GAMES, 27, 5_000));
        System.out.println("pairs: " + tally);
        int hands = GAMES * rules.get(PairsRules.GAME_HANDS);
        assertThat(tally.count("Settled")).isEqualTo(hands);
        assertThat(tally.count("Won")).as("wins happen").isGreaterThan(hands / 10);
        assertThat(tally.count("Called")).as("calls happen").isGreaterThan(hands / 2);
        assertThat(tally.refused()).as("illegal attempts refused").isGreaterThan(tally.steps() / 2);
    }

    private static PairsAction choose(PairsState s, int seat, List<PairsAction> legal, SplittableRandom r) {
        boolean atRandom = s.inClaims() ? r.nextInt(3) == 0 : r.nextInt(10) == 0;
        return atRandom ? legal.get(r.nextInt(legal.size())) : AGENT.choose(GAME.observe(s, seat), legal, Duration.ZERO);
    }

    private static List<PairsAction> probes(PairsState s, int seat, SplittableRandom r) {
        return List.of(switch (r.nextInt(6)) {
            case 0 -> new PairsAction.Discard(Tile.of(r.nextInt(136)));
            case 1 -> new PairsAction.Win();
            case 2 -> new PairsAction.SelfDraw();
            case 3 -> new PairsAction.Pong();
            case 4 -> new PairsAction.ConcealedKong(TileKind.of(r.nextInt(34)));
            default -> new PairsAction.Pass();
        });
    }

    static List<String> violations(PairsState s, List<PairsEvent> events) {
        List<String> broken = new ArrayList<>();
        int sum = s.scores().toList().stream().mapToInt(Integer::intValue).sum();
        if (sum != 0) {
            broken.add("the scores sum to " + sum);
        }
        if (!s.isOver()) {
            int tiles = s.tilesLeft();
            for (Seat<Meld> seat : s.seats().toList()) {
                tiles += seat.hand().size() + seat.pond().size() + seat.melds().stream().mapToInt(m -> m.tiles().size()).sum();
            }
            if (tiles != 136) {
                broken.add("tiles are not conserved: " + tiles);
            }
            if (!s.inClaims()) {
                int seat = s.turnSeat();
                Seat<Meld> me = s.seat(seat);
                boolean sevenPairs = s.drawn().isPresent() && me.melds().isEmpty() && allEven(me.hand());
                boolean offered = GAME.legalActions(s, seat).contains(new PairsAction.SelfDraw());
                if (sevenPairs != offered) {
                    broken.add("seat " + seat + " holding " + me.hand() + (offered ? " is offered" : " is not offered") + " a self-draw");
                }
            }
        }
        for (PairsEvent e : events) {
            if (e instanceof PairsEvent.Won w && (w.hand().size() != 14 || !allEven(w.hand()))) {
                broken.add("a win that is no seven pairs: " + w);
            }
            if (e instanceof PairsEvent.Hand(HandEvent.Settled<HandEvent.Plain, PairsSettlement> h)) {
                int net = h.settlement().net().toList().stream().mapToInt(Integer::intValue).sum();
                if (net != 0) {
                    broken.add("a settlement sums to " + net);
                }
            }
        }
        return broken;
    }

    private static boolean allEven(List<Tile> hand) {
        int[] c = new int[TileKind.COUNT];
        hand.forEach(t -> c[t.kind().index()]++);
        for (int n : c) {
            if ((n & 1) != 0) {
                return false;
            }
        }
        return true;
    }
}
