package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.scoring.Yaku;
import org.junit.jupiter.api.Test;

/**
 * Options whose effect shows only in rare positions: each test finds such a position in seeded play
 * (the same seeds under both settings play identically up to it) and compares the step under the
 * two settings.
 */
class OptionEffectsTest {
    private static final RiichiGame GAME = new RiichiGame();
    private static final RuleSet TENHOU = RiichiPresets.TENHOU.rules();

    /** A position and the step taken from it. */
    record Step(RiichiState before, int seat, RiichiAction action, Transition<RiichiState, RiichiEvent> after) {
    }

    /** The first step of seeded play (hands dealt with {@code honba}) whose events satisfy {@code wanted}. */
    static Optional<Step> find(RuleSet rules, int honba, int games, BiPredicate<RiichiState, List<RiichiEvent>> wanted) {
        for (int g = 0; g < games; g++) {
            long seed = 31L * g + honba;
            RiichiState s = honba == 0 ? GAME.start(rules, seed).state()
                    : GAME.startHand(rules, new Walls.Seeded(TileSet.STANDARD_136, seed), 0, 0, 0, honba, 0,
                            BySeat.all(25000)).state();
            SplittableRandom rnd = new SplittableRandom(seed);
            while (!s.isOver() && (honba == 0 || s.hand() == 0)) {
                int seat = new TreeSet<>(GAME.toAct(s)).first();
                RiichiAction a = SeededPolicy.choose(s, seat, GAME.legalActions(s, seat), rnd);
                Transition<RiichiState, RiichiEvent> t = GAME.apply(s, seat, a).orThrow();
                if (wanted.test(s, t.events())) {
                    return Optional.of(new Step(s, seat, a, t));
                }
                s = t.state();
            }
        }
        return Optional.empty();
    }

    private static RiichiState withRules(RiichiState s, RuleSet rules) {
        return new RiichiState(rules, s.walls(), s.hand(), s.round(), s.dealer(), s.streak(), s.riichiSticks(),
                s.scores(), s.wall(), s.head(), s.kans(), s.doraRevealed(), s.melded(), s.seats(), s.riichiSeats(), s.phase());
    }

    private static Optional<RiichiEvent.Won> won(List<RiichiEvent> events) {
        return events.stream().filter(e -> e instanceof RiichiEvent.Won).map(e -> (RiichiEvent.Won) e).findFirst();
    }

    /**
     * A dealt position: seat 1 holds 111m 234p 567p 789s 5s, the dealer holds the fourth 1m, and the
     * first replacement tile is the 5s that completes seat 1's hand.
     */
    private static RiichiState rinshanAfterOpenKan(RuleSet rules) {
        List<Integer> seat1 = List.of(0, 1, 2, 40, 44, 48, 53, 56, 60, 96, 100, 104, 89);
        Integer[] wall = new Integer[136];
        wall[0] = 3;
        for (int i = 0; i < 13; i++) {
            wall[13 + i] = seat1.get(i);
        }
        wall[org.jantaku.riichi.wall.DeadWall.rinshanIndex(0)] = 90;
        java.util.Set<Integer> used = new java.util.HashSet<>(java.util.Arrays.asList(wall));
        int next = 0;
        for (int i = 0; i < 136; i++) {
            if (wall[i] == null) {
                while (used.contains(next)) {
                    next++;
                }
                wall[i] = next++;
            }
        }
        var tiles = java.util.Arrays.stream(wall).map(org.jantaku.core.tile.Tile::of).toList();
        Walls given = new Walls.Given(List.of(new org.jantaku.core.wall.Wall(tiles),
                org.jantaku.core.wall.Wall.shuffled(TileSet.STANDARD_136, 1)));
        RiichiState s = GAME.startHand(rules, given, 0, 0, 0, 0, 0, BySeat.all(25000)).state();
        s = GAME.apply(s, 0, new RiichiAction.Discard(org.jantaku.core.tile.Tile.of(3))).orThrow().state();
        for (int seat : new TreeSet<>(GAME.toAct(s))) {
            RiichiAction answer = seat == 1 ? new RiichiAction.OpenKan() : new RiichiAction.Pass();
            s = GAME.apply(s, seat, answer).orThrow().state();
        }
        return s;
    }

    @Test
    void daiminkanPaoMakesTheFeederPayARinshanWinAlone() {
        RiichiEvent.Won plain = won(GAME.apply(rinshanAfterOpenKan(TENHOU), 1, new RiichiAction.Tsumo()).orThrow().events())
                .orElseThrow();
        assertThat(plain.score().yaku()).anyMatch(y -> y.yaku() == Yaku.RINSHAN);
        assertThat(plain.transfers().stream().filter(t -> t.from() >= 0).map(Transfer::from).distinct()).hasSize(3);
        RuleSet pao = TENHOU.with(RiichiRules.DAIMINKAN_PAO, true);
        RiichiEvent.Won liable = won(GAME.apply(rinshanAfterOpenKan(pao), 1, new RiichiAction.Tsumo()).orThrow().events())
                .orElseThrow();
        assertThat(liable.transfers().stream().filter(t -> t.from() >= 0).map(Transfer::from).distinct())
                .as("only the dealer, who fed the kan, pays").containsExactly(0);
        assertThat(liable.transfers().stream().mapToInt(Transfer::points).sum()).as("what a ron would cost")
                .isEqualTo(org.jantaku.riichi.scoring.Cost.handPoints(liable.score().basePoints(), false, false));
    }

    @Test
    void ryanhanShibariRefusesAOneHanWinFromFiveHonba() {
        RuleSet shibari = TENHOU.with(RiichiRules.RYANHAN_SHIBARI, true);
        Step step = find(TENHOU, 5, 3000, (s, events) -> won(events).filter(w -> w.score().yakumanMultiplier() == 0
                && w.score().yaku().stream().filter(y -> !y.yaku().isDora()).mapToInt(y -> y.han()).sum() == 1).isPresent())
                .orElseThrow(() -> new AssertionError("no one-han win in 3000 seeded hands"));
        int winner = won(step.after().events()).orElseThrow().seat();
        RiichiAction win = step.action() instanceof RiichiAction.Tsumo ? new RiichiAction.Tsumo() : new RiichiAction.Ron();
        RiichiState before = withRules(step.before(), shibari);
        assertThat(GAME.legalActions(step.before(), winner)).contains(win);
        assertThat(GAME.legalActions(before, winner)).doesNotContain(win);
        RiichiState fourHonba = withRules(new RiichiState(TENHOU, step.before().walls(), 0, 0, 0, 4, 0,
                step.before().scores(), step.before().wall(), step.before().head(), step.before().kans(),
                step.before().doraRevealed(), step.before().melded(), step.before().seats(), step.before().riichiSeats(), step.before().phase()), shibari);
        assertThat(GAME.legalActions(fourHonba, winner)).as("below 5 honba one han is enough").contains(win);
    }

    @Test
    void chankanRevealsKanDoraTurnsTheRobbedKansIndicatorFirst() {
        Step step = find(TENHOU, 0, 2000, (s, events) -> won(events)
                .filter(w -> w.score().yaku().stream().anyMatch(y -> y.yaku() == Yaku.CHANKAN)).isPresent())
                .orElseThrow(() -> new AssertionError("no chankan in 2000 seeded games"));
        assertThat(step.after().events()).noneMatch(e -> e instanceof RiichiEvent.DoraRevealed);
        RiichiState before = withRules(step.before(), TENHOU.with(RiichiRules.CHANKAN_REVEALS_KAN_DORA, true));
        List<RiichiEvent> events = GAME.apply(before, step.seat(), step.action()).orThrow().events();
        assertThat(events.get(0)).isInstanceOf(RiichiEvent.DoraRevealed.class);
        assertThat(((RiichiEvent.DoraRevealed) events.get(0)).indicator())
                .isEqualTo(org.jantaku.riichi.wall.DeadWall.doraIndicator(before.wall(), before.doraRevealed()));
        assertThat(events.get(1)).isInstanceOf(RiichiEvent.Won.class);
    }
}
