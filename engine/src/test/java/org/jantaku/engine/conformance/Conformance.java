package org.jantaku.engine.conformance;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.LongStream;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.Result;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.record.Recorder;
import org.jantaku.engine.record.Replayed;
import org.jantaku.engine.record.Replayer;
import org.jantaku.engine.table.HandEvent;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.engine.table.TableParts;

/**
 * The conformance suite every variant runs: seeded play of many games to their end, with the
 * engine's contract checked after every step, and each game's record written, read back and
 * replayed to the identical state.
 *
 * <p>Checked on every step: the game ends within {@link Settings#maxSteps}; a game that is not over
 * has a seat to act, and every seat to act has a legal action while no other seat has one; an
 * action that is not legal for the seat (taken from the actions seen earlier in the game, or from
 * the variant's own {@link IllegalProbe}) is refused with a reason, and so is a legal action played
 * by a seat that is not to act; every seat's observation and the all-open view can be taken; a
 * table's points only move ({@link TableParts}: its scores and its pot sum to what they did at the
 * start, since every payment is a zero-sum transfer with the pot as a party); the variant's
 * {@link Invariants} hold (tiles conserved, points conserved, settlements summing to zero
 * …). After the game: its record reads back equal to what was written and replays to the same state
 * and events.
 *
 * <p>Games run in parallel; each depends only on the rules and its seed, so the outcome does not
 * depend on the threads. A failure names the game's seed and the step.
 *
 * @param <S> state
 * @param <A> actions
 * @param <E> events
 * @param <O> observations
 */
public final class Conformance<S, A extends Action, E extends Event, O> {
    private final RecordedVariant<S, A, E, O> recorded;
    private final Variant<S, A, E, O> game;
    private final Invariants<S, E> invariants;
    private final Policy<S, A> policy;
    private final IllegalProbe<S, A> probe;

    /** What the variant's rules promise after every step, beyond the engine's contract. */
    @FunctionalInterface
    public interface Invariants<S, E> {
        /**
         * The broken invariants after a step (empty when all hold).
         *
         * @param state the state after the step
         * @param events the events of the step
         */
        List<String> violations(S state, List<E> events);
    }

    /** How the suite chooses among the legal actions (uniform by default). */
    @FunctionalInterface
    public interface Policy<S, A> {
        A choose(S state, int seat, List<A> legal, SplittableRandom random);
    }

    /** Extra actions to try on a step that should be refused when they are not legal (none by default). */
    @FunctionalInterface
    public interface IllegalProbe<S, A> {
        List<A> candidates(S state, int seat, SplittableRandom random);
    }

    /** How many games, from which seed, and the step limit per game. */
    public record Settings(int games, long firstSeed, int maxSteps) {
        public Settings {
            if (games < 0 || maxSteps < 1) {
                throw new IllegalArgumentException("games must be >= 0 and maxSteps >= 1");
            }
        }
    }

    /**
     * What the games did.
     *
     * @param games games played to their end
     * @param steps actions applied in all
     * @param refused illegal attempts refused (all of them, or the suite would have failed)
     * @param events how many events of each kind (by the event record's simple name) happened
     */
    public record Tally(long games, long steps, long refused, Map<String, Long> events) {
        public Tally {
            events = Map.copyOf(events);
        }

        static final Tally NONE = new Tally(0, 0, 0, Map.of());

        /** How many events of a kind happened (the event record's simple name). */
        public long count(String eventKind) {
            return events.getOrDefault(eventKind, 0L);
        }

        Tally plus(Tally o) {
            Map<String, Long> sum = new TreeMap<>(events);
            o.events.forEach((k, v) -> sum.merge(k, v, Long::sum));
            return new Tally(games + o.games, steps + o.steps, refused + o.refused, sum);
        }

        @Override
        public String toString() {
            return games + " games, " + steps + " steps, " + refused + " illegal attempts refused, events " + new TreeMap<>(events);
        }
    }

    private Conformance(RecordedVariant<S, A, E, O> recorded, Invariants<S, E> invariants, Policy<S, A> policy,
            IllegalProbe<S, A> probe) {
        this.recorded = Objects.requireNonNull(recorded, "recorded");
        this.game = recorded.variant();
        this.invariants = Objects.requireNonNull(invariants, "invariants");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.probe = Objects.requireNonNull(probe, "probe");
    }

    /** The suite for a variant, with uniform random play, no extra invariants and no extra probes. */
    public static <S, A extends Action, E extends Event, O> Conformance<S, A, E, O> of(RecordedVariant<S, A, E, O> variant) {
        return new Conformance<>(variant, (s, e) -> List.of(), (s, seat, legal, r) -> legal.get(r.nextInt(legal.size())),
                (s, seat, r) -> List.of());
    }

    public Conformance<S, A, E, O> withInvariants(Invariants<S, E> inv) {
        return new Conformance<>(recorded, inv, policy, probe);
    }

    public Conformance<S, A, E, O> withPolicy(Policy<S, A> p) {
        return new Conformance<>(recorded, invariants, p, probe);
    }

    public Conformance<S, A, E, O> withProbe(IllegalProbe<S, A> p) {
        return new Conformance<>(recorded, invariants, policy, p);
    }

    /**
     * Plays the games (in parallel) and checks them.
     *
     * @throws AssertionError at the first broken rule, naming the game's seed and the step
     */
    public Tally run(RuleSet rules, Settings settings) {
        return LongStream.range(0, settings.games()).parallel()
                .mapToObj(i -> playAndCheck(rules, settings.firstSeed() + i, settings.maxSteps()))
                .reduce(Tally.NONE, Tally::plus);
    }

    /** Plays one game with every check; what it did. */
    public Tally playAndCheck(RuleSet rules, long seed, int maxSteps) {
        StringWriter out = new StringWriter();
        Walls walls = new Walls.Seeded(game.tileSet(rules), seed);
        Recorder<S, A, E, O> recorder = Recorder.start(recorded,
                RecordHeader.of(recorded.name(), rules, walls, List.of("A", "B", "C", "D")), out);
        SplittableRandom random = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
        List<A> seen = new ArrayList<>();
        Map<String, Long> counts = new TreeMap<>();
        List<E> events = new ArrayList<>(game.start(rules, walls).events());
        long refused = 0;
        int steps = 0;
        int seats = game.seats(rules);
        long points = points(recorder.state());
        while (!game.isOver(recorder.state())) {
            S s = recorder.state();
            check(++steps <= maxSteps, seed, steps, () -> "the game has not ended after " + maxSteps + " steps");
            int seat = checkSeatsToAct(s, seats, seed, steps);
            List<A> legal = game.legalActions(s, seat);
            refused += checkIllegalIsRefused(s, seat, seats, legal, seen, random, seed, steps);
            checkObservations(s, seats, seed, steps);
            A action = policy.choose(s, seat, legal, random);
            check(legal.contains(action), seed, steps, () -> "the policy chose " + action + ", which is not legal");
            if (seen.size() < 512 && !seen.contains(action)) {
                seen.add(action);
            }
            Result<Transition<S, E>> r = recorder.apply(seat, action);
            if (!(r instanceof Result.Ok<Transition<S, E>> ok)) {
                throw failure(seed, steps, "the legal action " + action + " of seat " + seat + " was refused: " + r);
            }
            for (E e : ok.value().events()) {
                Object counted = e instanceof TableEvent.Carrier c ? c.event() : e instanceof HandEvent.Carrier h ? h.event() : e;
                counts.merge(counted.getClass().getSimpleName(), 1L, Long::sum);
            }
            events.addAll(ok.value().events());
            checkPointsKept(ok.value().state(), points, seed, steps);
            List<String> broken = invariants.violations(ok.value().state(), ok.value().events());
            check(broken.isEmpty(), seed, steps, () -> "after seat " + seat + " played " + action + ": " + String.join("; ", broken));
        }
        check(game.toAct(recorder.state()).isEmpty(), seed, steps, "the game is over but seats are still to act");
        var read = RecordReader.read(out.toString(), recorded);
        check(read.equals(recorder.record()), seed, steps, "the record read back differs from the one written");
        Replayed<S, E> replayed = Replayer.replay(read);
        check(replayed.state().equals(recorder.state()), seed, steps, "the replayed state differs from the live state");
        check(replayed.events().equals(events), seed, steps, "the replayed events differ from the live events");
        return new Tally(1, steps, refused, counts);
    }

    /** A table's points: every seat's score and the table's pot (−1 for a state that is no table's). */
    private static long points(Object s) {
        if (!(s instanceof TableParts<?> t)) {
            return -1;
        }
        long sum = t.pot();
        for (int seat = 0; seat < t.players(); seat++) {
            sum += t.score(seat);
        }
        return sum;
    }

    /** Points only move (zero-sum transfers, the pot a party): the scores and the pot sum to what they did at the start. */
    private static void checkPointsKept(Object s, long start, long seed, int step) {
        long now = points(s);
        check(now == start, seed, step, () -> "the scores and the pot sum to " + now + ", not " + start + " as at the start");
    }

    private int checkSeatsToAct(S s, int seats, long seed, int step) {
        Set<Integer> toAct = game.toAct(s);
        check(!toAct.isEmpty(), seed, step, () -> "nobody is to act in a game that is not over");
        int first = -1;
        for (int i = 0; i < seats; i++) {
            int seat = i;
            List<A> legal = game.legalActions(s, seat);
            if (toAct.contains(seat)) {
                check(!legal.isEmpty(), seed, step, () -> "seat " + seat + " is to act but has no legal action");
                check(legal.stream().distinct().count() == legal.size(), seed, step,
                        () -> "seat " + seat + "'s legal actions repeat an action: " + legal);
                first = first < 0 ? seat : first;
            } else {
                check(legal.isEmpty(), seed, step, () -> "seat " + seat + " is not to act but has legal actions " + legal);
            }
        }
        return first;
    }

    private long checkIllegalIsRefused(S s, int seat, int seats, List<A> legal, List<A> seen, SplittableRandom random, long seed, int step) {
        long refused = 0;
        List<A> attempts = new ArrayList<>(probe.candidates(s, seat, random));
        if (!seen.isEmpty()) {
            attempts.add(seen.get(random.nextInt(seen.size())));
        }
        for (A attempt : attempts) {
            if (!legal.contains(attempt)) {
                Result<Transition<S, E>> r = game.apply(s, seat, attempt);
                check(r instanceof Result.Illegal<?> bad && !bad.reason().isBlank(), seed, step,
                        () -> attempt + " is not legal for seat " + seat + ", yet it was not refused with a reason: " + r);
                refused++;
            }
        }
        int other = Math.floorMod(seat + 1 + random.nextInt(seats - 1), seats);
        if (!game.toAct(s).contains(other)) {
            check(game.apply(s, other, legal.get(0)) instanceof Result.Illegal, seed, step,
                    () -> "seat " + other + " is not to act, yet its " + legal.get(0) + " was accepted");
            refused++;
        }
        return refused;
    }

    private void checkObservations(S s, int seats, long seed, int step) {
        for (int seat = 0; seat < seats; seat++) {
            if (game.observe(s, seat) == null) {
                throw failure(seed, step, "no observation for seat " + seat);
            }
        }
        check(game.observeAll(s) != null, seed, step, "no all-open view");
    }

    private static void check(boolean ok, long seed, int step, String what) {
        if (!ok) {
            throw failure(seed, step, what);
        }
    }

    /** A check whose message is built only when it fails (the checks run on every step). */
    private static void check(boolean ok, long seed, int step, java.util.function.Supplier<String> what) {
        if (!ok) {
            throw failure(seed, step, what.get());
        }
    }

    private static AssertionError failure(long seed, int step, String what) {
        return new AssertionError("game " + seed + ", step " + step + ": " + what);
    }
}
