package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
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
 * The conformance suite: seeded play ({@link SeededPolicy}) to the end of many games (3,400 per
 * rule variant, over 10,000 in all), with the invariants checked after every step, illegal actions
 * tried on every step, and each game replayed from its seed and actions. Games run on parallel
 * threads; each depends only on its rules and seed, so the outcome does not depend on the threads.
 */
class RiichiConformanceTest {
    private static final RiichiGame GAME = new RiichiGame();
    /** Games per rule variant (3,400; fewer for a quick run with {@code -Djantaku.conformance.games=N}). */
    private static final int GAMES = Integer.getInteger("jantaku.conformance.games", 3_400);

    /** One seat's move. */
    record Move(int seat, RiichiAction action) {
    }

    /** What happened in some games: wins, draws, calls (kans included) and kans. */
    record Tally(int wins, int draws, int calls, int kans) {
        static final Tally NONE = new Tally(0, 0, 0, 0);

        Tally plus(Tally o) {
            return new Tally(wins + o.wins, draws + o.draws, calls + o.calls, kans + o.kans);
        }
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
        Tally tally = IntStream.range(0, GAMES).parallel()
                .mapToObj(g -> playAndCheck(rules, 1000L * variant.hashCode() + g))
                .reduce(Tally.NONE, Tally::plus);
        System.out.println(variant + ": " + GAMES + " games, " + tally);
        // About half of what the policy gives under the shortest rules (tonpuu: per game 0.9 wins, 6 draws, 60 calls, 2 kans).
        assertThat(tally.wins()).as("wins happen").isGreaterThan(GAMES / 2);
        assertThat(tally.draws()).as("draws happen").isGreaterThan(GAMES * 3);
        assertThat(tally.calls()).as("calls happen").isGreaterThan(GAMES * 30);
        assertThat(tally.kans()).as("kans happen").isGreaterThan(GAMES);
    }

    /** Plays one game with the checks of every step, then replays it; what happened in it. */
    private static Tally playAndCheck(RuleSet rules, long seed) {
        int wins = 0;
        int draws = 0;
        int calls = 0;
        int kans = 0;
        List<Move> moves = new ArrayList<>();
        Transition<RiichiState, RiichiEvent> start = GAME.start(rules, seed);
        RiichiState s = start.state();
        List<RiichiEvent> events = new ArrayList<>(start.events());
        SplittableRandom rnd = new SplittableRandom(seed);
        int steps = 0;
        while (!GAME.isOver(s)) {
            check(++steps < 20_000, seed, steps, "the game has not ended after 20,000 steps");
            int seat = firstToAct(s, seed, steps);
            List<RiichiAction> legal = GAME.legalActions(s, seat);
            check(!legal.isEmpty(), seed, steps, "seat " + seat + " is to act but has no legal action");
            checkIllegalIsRefused(s, seat, legal, rnd, seed, steps);
            RiichiAction a = SeededPolicy.choose(s, seat, legal, rnd);
            Transition<RiichiState, RiichiEvent> t = GAME.apply(s, seat, a).orThrow();
            for (RiichiEvent e : t.events()) {
                switch (e) {
                    case RiichiEvent.Won w -> wins++;
                    case RiichiEvent.HandDrawn d -> draws++;
                    case RiichiEvent.Called c -> {
                        calls++;
                        kans += c.meld().isKan() ? 1 : 0;
                    }
                    default -> {
                    }
                }
            }
            moves.add(new Move(seat, a));
            events.addAll(t.events());
            s = t.state();
            checkInvariants(s, t.events(), seed, steps);
        }
        assertThat(replay(rules, seed, moves)).as("replay of game %d", seed).isEqualTo(new Replayed(s, events));
        return new Tally(wins, draws, calls, kans);
    }

    private static int firstToAct(RiichiState s, long seed, int step) {
        var toAct = GAME.toAct(s);
        for (int seat = 0; seat < 4; seat++) {
            if (toAct.contains(seat)) {
                return seat;
            }
        }
        throw failure(seed, step, "nobody is to act in a game that is not over");
    }

    /** A random action that is not legal, and a legal one of a seat that is not to act, are refused with a reason. */
    private static void checkIllegalIsRefused(RiichiState s, int seat, List<RiichiAction> legal, SplittableRandom rnd,
            long seed, int step) {
        RiichiAction attempt = switch (rnd.nextInt(4)) {
            case 0 -> new RiichiAction.Discard(Tile.of(rnd.nextInt(136)));
            case 1 -> new RiichiAction.Ron();
            case 2 -> new RiichiAction.Tsumo();
            default -> new RiichiAction.Pass();
        };
        int other = (seat + 1 + rnd.nextInt(3)) % 4;
        if (!GAME.toAct(s).contains(other)) {
            check(GAME.apply(s, other, legal.get(0)) instanceof Result.Illegal, seed, step,
                    "seat " + other + " is not to act, yet " + legal.get(0) + " was accepted");
        }
        if (!legal.contains(attempt)) {
            Result<Transition<RiichiState, RiichiEvent>> r = GAME.apply(s, seat, attempt);
            check(r instanceof Result.Illegal<?> bad && !bad.reason().isBlank(), seed, step,
                    attempt + " is not legal for seat " + seat + ", yet it was not refused with a reason: " + r);
        }
    }

    private static void checkInvariants(RiichiState s, List<RiichiEvent> events, long seed, int step) {
        int total = s.riichiSticks() * s.rules().get(RiichiRules.RIICHI_DEPOSIT);
        for (int seat = 0; seat < 4; seat++) {
            total += s.scores().get(seat);
        }
        check(total == 4 * s.rules().get(RiichiRules.STARTING_POINTS), seed, step, "points plus sticks are " + total);
        if (!s.isOver()) {
            // Live tiles left, the 14 of the dead wall, hands, melds and the ponds' uncalled discards.
            int tiles = s.liveTilesLeft() + 14;
            for (SeatState seat : s.seats().toList()) {
                tiles += seat.hand().size();
                for (PondTile p : seat.pond()) {
                    tiles += p.called() ? 0 : 1;
                }
                for (var m : seat.melds()) {
                    tiles += m.tiles().size();
                }
            }
            check(tiles == 136, seed, step, "tiles are not conserved: " + tiles);
        }
        for (RiichiEvent e : events) {
            List<Transfer> transfers = switch (e) {
                case RiichiEvent.Won w -> w.transfers();
                case RiichiEvent.HandDrawn d -> d.transfers();
                default -> List.of();
            };
            for (Transfer t : transfers) {
                check(t.points() > 0, seed, step, "a transfer is not positive: " + t);
            }
            if (e instanceof RiichiEvent.GameEnded end) {
                int sum = 0;
                for (int p : end.result().points()) {
                    sum += p;
                }
                check(sum == 0, seed, step, "the final settlement does not sum to zero: " + end.result());
            }
        }
    }

    private static void check(boolean ok, long seed, int step, String what) {
        if (!ok) {
            throw failure(seed, step, what);
        }
    }

    private static AssertionError failure(long seed, int step, String what) {
        return new AssertionError("game " + seed + ", step " + step + ": " + what);
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
