package org.jantaku.bench;

import java.util.Collections;
import java.util.concurrent.TimeUnit;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.guizhou.game.GuizhouAction;
import org.jantaku.guizhou.game.GuizhouGame;
import org.jantaku.guizhou.rules.GuizhouPresets;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * 六盘水捉鸡麻将 on the table flow, one thread: {@code simulator} plays whole games through the
 * simulator with four tsumogiri agents (the work of {@code jantaku bench sim --rules
 * guizhou-liupanshui --agents tsumogiri --threads 1}), in games per second; {@code steps} plays the
 * game in place with the tsumogiri choice made on the state (legal actions listed, no observation),
 * and its {@code steps} counter is engine steps per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GuizhouBenchmark {
    /** Games per invocation of {@code simulator}. */
    public static final int GAMES = 50;

    private static final GuizhouGame GAME = new GuizhouGame();
    private static final RuleSet RULES = GuizhouPresets.LIUPANSHUI.rules();

    private Simulator sim;
    private long next;
    private long seed;

    @Setup
    public void setUp() {
        sim = Simulator.of(GuizhouPresets.LIUPANSHUI.name(), Collections.nCopies(4, "tsumogiri"), 1);
        next = 0;
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long simulator() {
        Simulator.Outcome o = sim.run(next, GAMES, 1, n -> { });
        next += GAMES;
        return o.steps();
    }

    /** One whole game played in place ({@link TsumogiriSteps}). */
    @Benchmark
    public long steps(EngineSteps counter) {
        long n = TsumogiriSteps.play(GAME, RULES, seed++, a -> a instanceof GuizhouAction.SelfDraw || a instanceof GuizhouAction.Win, GuizhouAction.Discard::new);
        counter.steps += n;
        return n;
    }
}
