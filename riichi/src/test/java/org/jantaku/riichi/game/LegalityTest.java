package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table flow's {@link RiichiGame#isLegal} (a discard told without listing) answers exactly as {@code legalActions(...).contains(action)}: checked in
 * seeded games, at every step, for every seat, on the legal actions and many illegal ones (every
 * discard and riichi declaration, every closed kan, calls made of the hand's tiles, the answers).
 */
class LegalityTest {
    private static final RiichiGame GAME = new RiichiGame();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tenhou", "tonpuu-kiriage", "headBump-noAbortive"})
    void legalityMatchesTheListedActions(String variant) {
        RuleSet rules = GoldenGames.variants().get(variant);
        for (int g = 0; g < 4; g++) {
            long seed = 31L * variant.hashCode() + g;
            RiichiState s = GAME.start(rules, seed).state();
            SplittableRandom rnd = new SplittableRandom(seed);
            int step = 0;
            while (!GAME.isOver(s)) {
                for (int seat = 0; seat < 4; seat++) {
                    List<RiichiAction> legal = GAME.legalActions(s, seat);
                    for (RiichiAction a : candidates(s, seat, legal)) {
                        boolean listed = legal.contains(a);
                        if (GAME.isLegal(s, seat, a) != listed) {
                            fail("game %d, step %d, seat %d: %s is %s, but isLegal says otherwise (phase %s)", seed, step,
                                    seat, a, listed ? "listed" : "not listed", s.phase());
                        }
                    }
                }
                int seat = GAME.toAct(s).stream().mapToInt(Integer::intValue).min().orElseThrow();
                List<RiichiAction> legal = GAME.legalActions(s, seat);
                s = GAME.apply(s, seat, SeededPolicy.choose(s, seat, legal, rnd)).orThrow().state();
                step++;
            }
        }
    }

    private static Set<RiichiAction> candidates(RiichiState s, int seat, List<RiichiAction> legal) {
        Set<RiichiAction> out = new LinkedHashSet<>(legal);
        out.add(new RiichiAction.Tsumo());
        out.add(new RiichiAction.Ron());
        out.add(new RiichiAction.Pass());
        out.add(new RiichiAction.NineTerminals());
        out.add(new RiichiAction.OpenKan());
        for (int id = 0; id < Tile.COUNT; id++) {
            out.add(new RiichiAction.Discard(Tile.of(id)));
            out.add(new RiichiAction.DeclareRiichi(Tile.of(id)));
        }
        for (int k = 0; k < TileKind.COUNT; k++) {
            out.add(new RiichiAction.ClosedKan(TileKind.of(k)));
        }
        List<Tile> hand = new ArrayList<>(s.seats().get(seat).hand());
        for (int i = 0; i < hand.size(); i++) {
            out.add(new RiichiAction.AddedKan(hand.get(i)));
            for (int j = 0; j < hand.size(); j++) {
                if (i != j) {
                    out.add(new RiichiAction.Pon(hand.get(i), hand.get(j)));
                    out.add(new RiichiAction.Chi(hand.get(i), hand.get(j)));
                }
            }
        }
        return out;
    }
}
