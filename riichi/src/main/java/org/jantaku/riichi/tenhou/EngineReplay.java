package org.jantaku.riichi.tenhou;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.seat.BySeat;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.wall.Wall;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.table.Phase;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.game.RiichiPhase;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Replays a Tenhou game through the rules engine: the walls are rebuilt from the log, every
 * recorded decision is applied as a legal action, and each hand's end, the next hand's start
 * (dealer, honba, sticks, scores) and the final result are compared with the log. After a hand
 * that differs, the next one is taken up from the log's own start so that one difference does not
 * hide the rest.
 */
public final class EngineReplay {
    private final RiichiGame game = new RiichiGame();

    /**
     * Replays a whole log under the rules of its game type and era ({@link TenhouRules#of(Mjlog)}; a
     * log cut short is checked as far as it goes).
     */
    public ReplayedGame replay(Mjlog log) {
        return replay(log, TenhouRules.of(log));
    }

    /** Replays a whole log under the given rules (to see what another rule set would have made of it). */
    public ReplayedGame replay(Mjlog log, RuleSet rules) {
        return run(log, rules, new ArrayList<>()).game();
    }

    /**
     * A replay with the moves it applied.
     *
     * @param game how each hand compared
     * @param walls the walls the engine dealt from (the log's, then one more for a hand past the log's end)
     * @param moves every applied action in order; complete only when {@code chained}
     * @param chained every hand followed from the one before, none taken up again from the log
     */
    record Run(ReplayedGame game, Walls walls, List<Move> moves, boolean chained) {
    }

    /** One seat's action as applied. */
    record Move(int seat, RiichiAction action) {
    }

    Run run(Mjlog log, RuleSet rules, List<Move> moves) {
        List<LoggedHand> hands = LoggedHand.of(log);
        List<ReplayedHand> out = new ArrayList<>();
        if (log.firstDealer() != 0) {
            String why = "the first dealer is seat " + log.firstDealer() + "; the engine seats the first dealer at 0";
            hands.forEach(h -> out.add(new ReplayedHand(h.index(), h.label(), h.finished(), Optional.of(why))));
            return new Run(new ReplayedGame(log.sourceName(), out, false), new Walls.Given(List.of()), moves, false);
        }
        int players = players(log);
        TileSet set = game.tileSet(rules);
        if (rules.get(RiichiRules.PLAYERS) != players) {
            String why = "the log is a " + players + "-player game, the rules are for " + rules.get(RiichiRules.PLAYERS);
            hands.forEach(h -> out.add(new ReplayedHand(h.index(), h.label(), h.finished(), Optional.of(why))));
            return new Run(new ReplayedGame(log.sourceName(), out, false), new Walls.Given(List.of()), moves, false);
        }
        List<Wall> walls = new ArrayList<>();
        List<Optional<String>> wallErrors = new ArrayList<>();
        for (LoggedHand h : hands) {
            try {
                walls.add(LoggedWall.of(h, players));
                wallErrors.add(Optional.empty());
            } catch (IllegalArgumentException e) {
                walls.add(Wall.shuffled(set, h.index()));
                wallErrors.add(Optional.of("the log's tiles do not make a wall: " + e.getMessage()));
            }
        }
        walls.add(Wall.shuffled(set, hands.size())); // dealt if the engine goes on past the log
        Walls given = new Walls.Given(walls);
        boolean finalChecked = false;
        boolean chained = true;
        RiichiState state = null;
        List<RiichiEvent> pending = List.of();
        for (LoggedHand h : hands) {
            if (state == null) {
                chained &= h.index() == 0;
                Transition<RiichiState, RiichiEvent> t = begin(rules, given, h);
                state = t.state();
                pending = t.events();
            }
            Optional<String> difference = wallErrors.get(h.index());
            HandReplay replay = new HandReplay(game, h, players, state, pending, moves);
            if (difference.isEmpty()) {
                difference = run(replay);
            }
            state = null;
            if (difference.isEmpty() && h.finished()) {
                Optional<LoggedHand> next = h.index() + 1 < hands.size() ? Optional.of(hands.get(h.index() + 1)) : Optional.empty();
                Optional<Owari> owari = owari(h);
                difference = dealerChoice(replay, next.isPresent(), owari.isPresent());
                if (difference.isEmpty()) {
                    difference = checkWhatFollows(replay.after(), next, owari, players);
                }
                finalChecked |= owari.isPresent() && difference.isEmpty();
                if (difference.isEmpty() && next.isPresent()) {
                    state = replay.state();
                    pending = replay.after();
                }
            }
            out.add(new ReplayedHand(h.index(), h.label(), h.finished(), difference));
        }
        return new Run(new ReplayedGame(log.sourceName(), out, finalChecked), given, moves, chained);
    }

    private static Optional<String> run(HandReplay replay) {
        try {
            replay.run();
            return Optional.empty();
        } catch (HandReplay.Mismatch m) {
            return Optional.of(m.getMessage());
        } catch (RuntimeException e) {
            return Optional.of("engine error: " + e);
        }
    }

    /**
     * The dealer's choice after the last hand, when the rules give one ({@code riichi.agariYame} /
     * {@code tenpaiYame} = {@code kyoto}): to play on when the log goes on with a next hand, to end the
     * game when the log ends it; nothing when the log stops there.
     */
    private static Optional<String> dealerChoice(HandReplay replay, boolean nextHand, boolean gameEnds) {
        if (!(replay.state().phase() instanceof RiichiPhase.DealerChoice) || !nextHand && !gameEnds) {
            return Optional.empty();
        }
        try {
            replay.chooseForDealer(nextHand);
            return Optional.empty();
        } catch (HandReplay.Mismatch m) {
            return Optional.of(m.getMessage());
        }
    }

    /** The game's start for the first hand, otherwise the hand taken up from the log's {@code INIT}. */
    private Transition<RiichiState, RiichiEvent> begin(RuleSet rules, Walls walls, LoggedHand h) {
        Init init = h.init();
        int start = rules.get(RiichiRules.STARTING_POINTS);
        if (h.index() == 0 && init.round() == 0 && init.honba() == 0 && init.riichiSticks() == 0 && init.dealer() == 0
                && init.scores().stream().limit(rules.get(RiichiRules.PLAYERS)).allMatch(p -> p == start)) {
            return game.start(rules, walls);
        }
        return game.startHand(rules, walls, h.index(), init.round(), init.dealer(), init.honba(), init.riichiSticks(),
                BySeat.of(rules.get(RiichiRules.PLAYERS), init.scores()::get));
    }

    /** Seats of a logged game: 3 for a three-player game type (bit 0x10; Tenhou's fourth seat is empty), else 4. */
    static int players(Mjlog log) {
        return log.type().threePlayer() ? 3 : 4;
    }

    private static Optional<Owari> owari(LoggedHand h) {
        Optional<Owari> found = Optional.empty();
        for (MjlogEvent e : h.events()) {
            if (e instanceof Agari a && a.owari().isPresent()) {
                found = a.owari();
            } else if (e instanceof Ryuukyoku r && r.owari().isPresent()) {
                found = r.owari();
            }
        }
        return found;
    }

    /** After a hand: the next hand as the log deals it, or the game's end with the log's final result. */
    private static Optional<String> checkWhatFollows(List<RiichiEvent> after, Optional<LoggedHand> next,
            Optional<Owari> owari, int players) {
        RiichiEvent first = after.isEmpty() ? null : after.get(0);
        if (next.isPresent()) {
            Init init = next.get().init();
            if (!(first instanceof RiichiEvent.HandStarted started)) {
                return Optional.of("the engine ends the game; the log goes on with " + next.get().label());
            }
            List<String> diffs = new ArrayList<>();
            if (started.round() != init.round() || started.honba() != init.honba()) {
                diffs.add("round " + started.round() + " honba " + started.honba() + " vs round " + init.round() + " honba "
                        + init.honba());
            }
            if (started.dealer() != init.dealer()) {
                diffs.add("dealer " + started.dealer() + " vs " + init.dealer());
            }
            if (started.riichiSticks() != init.riichiSticks()) {
                diffs.add("riichi sticks " + started.riichiSticks() + " vs " + init.riichiSticks());
            }
            if (!started.scores().toList().equals(init.scores().subList(0, players))) {
                diffs.add("scores " + started.scores().toList() + " vs " + init.scores().subList(0, players));
            }
            return diffs.isEmpty() ? Optional.empty()
                    : Optional.of("next hand (" + next.get().label() + "): " + String.join("; ", diffs));
        }
        if (owari.isEmpty()) {
            return Optional.empty(); // the log stops without the game's end: nothing more to compare
        }
        var ended = after.stream().filter(e -> e instanceof RiichiEvent.GameEnded).findFirst();
        if (ended.isEmpty()) {
            return Optional.of("the log ends the game; the engine goes on with " + first);
        }
        var result = ((RiichiEvent.GameEnded) ended.get()).result();
        List<Integer> points = owari.get().points().stream().limit(players)
                .map(p -> p.multiply(BigDecimal.TEN).intValueExact()).toList();
        List<Integer> scores = owari.get().scores().stream().limit(players).toList();
        boolean scoresDiffer = !scores.isEmpty() && !result.scores().equals(scores);
        boolean pointsDiffer = !points.isEmpty() && !result.points().equals(points);
        if (scoresDiffer || pointsDiffer) {
            return Optional.of("final result " + result + " vs the log's " + owari.get());
        }
        return Optional.empty();
    }
}
