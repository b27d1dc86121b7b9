package org.jantaku.bench;

import java.util.Collections;
import java.util.concurrent.TimeUnit;
import org.jantaku.bots.sim.Simulator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Whole hanchan of self-play through the simulator on one thread, statistics included, in hanchan
 * per second: the same work as {@code jantaku bench sim --threads 1}, timed by JMH instead. Four
 * agents of one kind ({@code tsumogiri} or {@code efficiency}) under a preset. Each invocation
 * plays {@value #GAMES} new games, the next of the seed's sequence.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SimBenchmark {
    /** Games per invocation. */
    public static final int GAMES = 50;

    /** The agent in every seat. */
    @Param({"tsumogiri", "efficiency"})
    public String agent;

    /** The rules preset. */
    @Param({"tenhou"})
    public String rules;

    private Simulator sim;
    private long next;

    @Setup
    public void setUp() {
        sim = Simulator.of(rules, Collections.nCopies(4, agent), 1);
        next = 0;
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long hanchan() {
        Simulator.Outcome o = sim.run(next, GAMES, 1, n -> { });
        next += GAMES;
        return o.steps();
    }
}
