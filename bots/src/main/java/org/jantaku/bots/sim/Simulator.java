package org.jantaku.bots.sim;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import org.jantaku.bots.Bots;
import org.jantaku.bots.VariantBots;
import org.jantaku.bots.mjai.BridgeOptions;
import org.jantaku.bots.mjai.MjaiCommand;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.contract.Action;
import org.jantaku.engine.contract.Event;
import org.jantaku.riichi.record.RiichiRecordCodec;

/**
 * Self-play of many games over any variant, on several threads. Game {@code i} depends only on the
 * setup and {@code i} ({@link Seeds}), and the statistics are sums, so the result is the same for
 * any number of threads and any split of the games (the Spark job relies on it).
 *
 * @param bots the variant's bots
 * @param preset the rules
 * @param agents four agent names, the seats of game 0 (they rotate, {@link Seeds#agentIndex})
 * @param seed the simulation's seed
 * @param recording where every game's record goes as the game ends, if anywhere: the games are then
 *     played through a {@link org.jantaku.engine.record.Recorder} (every step kept: the same games),
 *     each record written by the thread that played it, so only the games in play are held
 * @param bridge how external bots ({@code mjai:COMMAND}) are run: their time limits and where their faults are
 *     written
 */
public record Simulator(VariantBots<?, ?, ?, ?> bots, Preset preset, List<String> agents, long seed,
        Optional<Recording> recording, BridgeOptions bridge) {

    /** Games a thread takes at a time. */
    private static final int CHUNK = 8;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** The simulator that records nothing. */
    public Simulator(VariantBots<?, ?, ?, ?> bots, Preset preset, List<String> agents, long seed) {
        this(bots, preset, agents, seed, Optional.empty(), BridgeOptions.DEFAULT);
    }

    /** This simulator running external bots ({@code mjai:COMMAND}) with {@code options}. */
    public Simulator withBridge(BridgeOptions options) {
        return new Simulator(bots, preset, agents, seed, recording, options);
    }

    /**
     * This simulator writing every game's record to {@code to}.
     *
     * @throws IllegalArgumentException for a format Riichi only ({@link RecordFormat#riichiOnly}) and another variant
     */
    public Simulator withRecording(Recording to) {
        return new Simulator(bots, preset, agents, seed, Optional.of(to), bridge);
    }

    public Simulator {
        agents = List.copyOf(agents);
        Objects.requireNonNull(recording, "recording");
        Objects.requireNonNull(bridge, "bridge");
        if (recording.isPresent() && recording.get().format().riichiOnly()
                && !bots.variant().name().equals(RiichiRecordCodec.RIICHI.name())) {
            throw new IllegalArgumentException("the " + recording.get().format().label() + " format holds Riichi games only; "
                    + preset.name() + " is a " + bots.variant().name() + " preset (write its records as jsonl)");
        }
        int seats = bots.variant().seats(preset.rules());
        if (agents.size() != seats) {
            throw new IllegalArgumentException((seats == 4 ? "four" : "three") + " agents are needed, one per seat, not "
                    + agents.size() + " " + agents);
        }
        for (String a : agents) {
            bots.agent(a, preset.rules(), bridge); // an unknown name fails here, naming the known ones
        }
    }

    /**
     * The simulator of preset {@code presetName}, whatever variant plays it: one agent per seat, or one
     * agent name for every seat.
     *
     * @throws IllegalArgumentException for an unknown preset or agent, naming the known ones
     */
    public static Simulator of(String presetName, List<String> agents, long seed) {
        Bots.Game found = Bots.forPreset(presetName).orElseThrow(() -> new IllegalArgumentException(
                "unknown rules preset '" + presetName + "' (known: " + String.join(", ", Bots.presetNames()) + ")"));
        int seats = found.bots().variant().seats(found.preset().rules());
        List<String> each = agents.size() == 1 ? java.util.Collections.nCopies(seats, agents.get(0)) : agents;
        return new Simulator(found.bots(), found.preset(), each, seed);
    }

    /**
     * What a run gave.
     *
     * @param stats the statistics
     * @param steps actions applied in all
     * @param cpuNanos CPU time of the playing threads together (what the games cost per core,
     *     whatever else the machine runs)
     */
    public record Outcome(SimStats stats, long steps, long cpuNanos) {
    }

    /**
     * Plays games {@code first … first + games − 1} on {@code threads} threads.
     *
     * @param progress told how many more games are done, from the playing threads
     */
    public Outcome run(long first, long games, int threads, LongConsumer progress) {
        if (games < 0 || first < 0 || threads < 1) {
            throw new IllegalArgumentException("games and the first game cannot be negative, threads must be at least 1");
        }
        AtomicLong next = new AtomicLong(first);
        long end = first + games;
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulator");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Outcome>> parts = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                parts.add(pool.submit(() -> work(bots, next, end, progress)));
            }
            Outcome total = new Outcome(SimStats.empty(bots.variant().name(), preset.name(), agents, seed), 0, 0);
            for (Future<Outcome> f : parts) {
                Outcome o = f.get();
                total = new Outcome(total.stats().plus(o.stats()), total.steps() + o.steps(), total.cpuNanos() + o.cpuNanos());
            }
            return total;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException re ? re : new IllegalStateException(cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Plays chunks of games until none is left, into its own counters. */
    private <S, A extends Action, E extends Event, O> Outcome work(VariantBots<S, A, E, O> vb, AtomicLong next, long end,
            LongConsumer progress) {
        long cpuStart = CPU.getCurrentThreadCpuTime();
        GameRunner player = recording.isPresent() ? new GamePlayer<>(vb, preset, agents, recording.get(), bridge)
                : GameRunner.of(vb, preset.rules(), agents, bridge);
        int n = agents.size();
        Counter[] seats = new Counter[n];
        for (int seat = 0; seat < n; seat++) {
            seats[seat] = new Counter();
        }
        Map<String, Counter> byAgent = new HashMap<>();
        for (String a : agents) {
            byAgent.putIfAbsent(a, new Counter());
        }
        long steps = 0;
        long hands = 0;
        long games = 0;
        while (true) {
            long from = next.getAndAdd(CHUNK);
            if (from >= end) {
                break;
            }
            long to = Math.min(end, from + CHUNK);
            for (long g = from; g < to; g++) {
                Counter[] inSeat = new Counter[n];
                for (int seat = 0; seat < n; seat++) {
                    inSeat[seat] = byAgent.get(agents.get(Seeds.agentIndex(g, seat, n)));
                }
                long handsBefore = seats[0].hands;
                try {
                    steps += player.play(seed, g, new GameTally(seats, inSeat));
                } catch (RuntimeException e) {
                    throw new IllegalStateException("game " + g + " of seed " + seed + ": " + e.getMessage(), e);
                }
                hands += seats[0].hands - handsBefore;
                games++;
            }
            progress.accept(to - from);
        }
        Map<String, PlayerStats> agentStats = new HashMap<>();
        byAgent.forEach((k, v) -> agentStats.put(k, v.toStats()));
        List<PlayerStats> seatStats = new ArrayList<>(n);
        for (Counter c : seats) {
            seatStats.add(c.toStats());
        }
        return new Outcome(new SimStats(bots.variant().name(), preset.name(), agents, seed, games, hands, agentStats,
                seatStats), steps, CPU.getCurrentThreadCpuTime() - cpuStart);
    }
}
