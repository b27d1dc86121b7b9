package org.jantaku.bots.sim;

import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.core.rules.Preset;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.agent.Agent;
import org.jantaku.engine.agent.AgentFactory;
import org.jantaku.engine.agent.WatchingAgent;
import org.jantaku.engine.agent.Decision;
import org.jantaku.engine.agent.DecidingAgent;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.engine.contract.InPlaceVariant;
import org.jantaku.engine.contract.Transition;
import org.jantaku.engine.contract.Variant;
import org.jantaku.engine.record.RecordHeader;
import org.jantaku.engine.record.Recorder;

/**
 * Plays whole games of one variant through the engine contract, each seat's decisions by its agent,
 * and tallies their events. When several seats are to act (a claim window) the lowest seat answers
 * first; a seat with a single legal action is not asked. An {@link InPlaceVariant} is played in place,
 * one state from deal to end; an agent that decides from a {@link Decision} ({@link DecidingAgent})
 * is asked so, its observation built only if it asks. Agents that watch the game ({@link WatchingAgent}:
 * mjai bots) are told every step's events and closed when the game ends, their faults counted. Given a
 * {@link Recording}, it plays each game through a {@link Recorder} and hands the game's record to the sink
 * as the game ends. Not shared between threads.
 */
final class GamePlayer<S, A extends Action, E extends Event, O> implements GameRunner {
    /** What agents are told they may take per decision (bots answer at once). */
    private static final Duration TIME_LIMIT = Duration.ofSeconds(1);

    private final VariantBots<S, A, E, O> bots;
    private final Variant<S, A, E, O> variant;
    private final RuleSet rules;
    private final List<AgentFactory<A, O>> factories;
    private final List<String> agentNames;
    private final Optional<Recorded> recording;
    @SuppressWarnings("unchecked")
    private final Agent<A, O>[] agents;
    private final Offered offered = new Offered();

    /** What a recording player records: the games of {@code preset} into {@code recording}. */
    private record Recorded(Preset preset, Recording recording) {
    }

    GamePlayer(VariantBots<S, A, E, O> bots, RuleSet rules, List<String> agentNames, BridgeOptions bridge) {
        this(bots, rules, agentNames, Optional.empty(), bridge);
    }

    /** A player that records every game it plays into {@code recording}, its header naming {@code preset}. */
    GamePlayer(VariantBots<S, A, E, O> bots, Preset preset, List<String> agentNames, Recording recording,
            BridgeOptions bridge) {
        this(bots, preset.rules(), agentNames, Optional.of(new Recorded(preset, recording)), bridge);
    }

    private GamePlayer(VariantBots<S, A, E, O> bots, RuleSet rules, List<String> agentNames, Optional<Recorded> recording,
            BridgeOptions bridge) {
        this.bots = bots;
        this.variant = bots.variant();
        this.rules = rules;
        this.agentNames = List.copyOf(agentNames);
        this.recording = recording;
        this.factories = agentNames.stream().map(n -> bots.agent(n, rules, bridge)).toList();
        @SuppressWarnings("unchecked")
        Agent<A, O>[] a = new Agent[variant.seats(rules)];
        this.agents = a;
    }

    @Override
    public long play(long seed, long game, Tally tally) {
        long gameSeed = Seeds.game(seed, game);
        for (int seat = 0; seat < agents.length; seat++) {
            agents[seat] = factories.get(Seeds.agentIndex(game, seat, agents.length)).create(seat, Seeds.agent(gameSeed, seat));
        }
        try {
            long steps = recording.isPresent() ? recorded(game, gameSeed, recording.get(), tally)
                    : played(game, gameSeed, tally);
            for (int seat = 0; seat < agents.length; seat++) {
                tally.botFaults(seat, WatchingAgent.faults(agents[seat]));
            }
            return steps;
        } finally {
            for (Agent<A, O> a : agents) {
                WatchingAgent.close(a);
            }
        }
    }

    private long played(long game, long gameSeed, Tally tally) {
        Transition<S, E> t = variant.start(rules, gameSeed);
        read(t.events(), tally);
        S s = t.state();
        long steps = 0;
        while (!variant.isOver(s)) {
            if (++steps > MAX_STEPS) {
                throw GameRunner.stuck(game, gameSeed);
            }
            int seat = firstToAct(s);
            List<A> legal = variant.legalActions(s, seat);
            A action = legal.size() == 1 ? legal.get(0) : ask(s, seat, legal);
            if (variant instanceof InPlaceVariant<S, A, E, O> inPlace) {
                read(inPlace.play(s, seat, action).orThrow(), tally); // one state from deal to end, never copied
            } else {
                t = variant.apply(s, seat, action).orThrow();
                read(t.events(), tally);
                s = t.state();
            }
        }
        return steps;
    }

    /**
     * The same game through a {@link Recorder} (the engine's record writer, a line per applied
     * action), its record handed to the sink once it ends: only this game's record is held.
     */
    private long recorded(long game, long gameSeed, Recorded r, Tally tally) {
        Recording rec = r.recording();
        List<String> players = new ArrayList<>(agents.length);
        for (int seat = 0; seat < agents.length; seat++) {
            players.add(agentNames.get(Seeds.agentIndex(game, seat, agents.length)));
        }
        RecordHeader header = RecordHeader.of(variant.name(), r.preset(), new Walls.Seeded(variant.tileSet(rules), gameSeed),
                players);
        StringWriter lines = new StringWriter(); // the engine's record, a line per step, as the recorder writes it
        Recorder<S, A, E, O> recorder = Recorder.start(bots.recorded(), header, lines);
        read(variant.start(rules, gameSeed).events(), tally); // the same start again, for its typed events: one deal
        long steps = 0;
        while (!variant.isOver(recorder.state())) {
            if (++steps > MAX_STEPS) {
                throw GameRunner.stuck(game, gameSeed);
            }
            S s = recorder.state();
            int seat = firstToAct(s);
            List<A> legal = variant.legalActions(s, seat);
            // Asked through choose, never a Decision: a recorded game keeps every step (no standing answers).
            A action = legal.size() == 1 ? legal.get(0)
                    : agents[seat].choose(variant.observe(s, seat), legal, TIME_LIMIT);
            read(recorder.apply(seat, action).orThrow().events(), tally);
        }
        String text = rec.format() == RecordFormat.JSONL ? lines.toString() : rec.format().text(recorder.record());
        rec.sink().write(rec.format().fileName(game, gameSeed), text);
        return steps;
    }

    /** The seat's agent's choice among {@code legal} in {@code s}. */
    @SuppressWarnings("unchecked")
    private A ask(S s, int seat, List<A> legal) {
        Agent<A, O> agent = agents[seat];
        if (agent instanceof DecidingAgent<?, ?, ?> deciding) {
            offered.offer(s, seat, legal);
            return ((DecidingAgent<S, A, O>) deciding).decide(offered);
        }
        return agent.choose(variant.observe(s, seat), legal, TIME_LIMIT);
    }

    /** The decision offered to an agent, reused from step to step. */
    private final class Offered implements Decision<S, A, O> {
        private S state;
        private int seat;
        private List<A> legal;
        private O observation;

        void offer(S s, int at, List<A> actions) {
            state = s;
            seat = at;
            legal = actions;
            observation = null;
        }

        @Override
        public int seat() {
            return seat;
        }

        @Override
        public S state() {
            return state;
        }

        @Override
        public List<A> legal() {
            return legal;
        }

        @Override
        public O observation() {
            O o = observation;
            if (o == null) {
                o = variant.observe(state, seat);
                observation = o;
            }
            return o;
        }
    }

    /** Counts a step's (or the start's) events, and tells them to the agents that watch the game. */
    private void read(List<E> events, Tally tally) {
        for (int i = 0, n = events.size(); i < n; i++) {
            bots.tally(events.get(i), tally);
        }
        for (Agent<A, O> a : agents) {
            WatchingAgent.tell(a, events);
        }
    }

    private int firstToAct(S s) {
        Set<Integer> toAct = variant.toAct(s);
        if (toAct.size() == 1) {
            return toAct.iterator().next(); // nearly every step: one seat to act
        }
        for (int seat = 0; seat < agents.length; seat++) {
            if (toAct.contains(seat)) {
                return seat;
            }
        }
        throw new IllegalStateException("nobody is to act in a game that is not over");
    }
}
