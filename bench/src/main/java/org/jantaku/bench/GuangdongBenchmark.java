package org.jantaku.bench;

import java.util.Collections;
import java.util.concurrent.TimeUnit;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.guangdong.game.GuangdongAction;
import org.jantaku.guangdong.game.GuangdongGame;
import org.jantaku.guangdong.rules.GuangdongPresets;
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
 * 广东麻将 (鸡胡 and 推倒胡) on the table flow, one thread: {@code simulator} plays whole games through
 * the simulator with four tsumogiri agents (the work of {@code jantaku bench sim --rules PRESET
 * --agents tsumogiri --threads 1}), in games per second; {@code steps} plays the game in place with the
 * tsumogiri choice made on the state (legal actions listed, no observation), and its {@code steps}
 * counter is engine steps per second.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class GuangdongBenchmark {
    /** Games per invocation of {@code simulator}. */
    public static final int GAMES = 20;

    private static final GuangdongGame GAME = new GuangdongGame();

    @Param({"guangdong-jihu", "guangdong-tuidaohu"})
    public String preset;

    private RuleSet rules;
    private Simulator sim;
    private long next;
    private long seed;

    @Setup
    public void setUp() {
        rules = GuangdongPresets.byName(preset).orElseThrow().rules();
        sim = Simulator.of(preset, Collections.nCopies(4, "tsumogiri"), 1);
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
        long n = TsumogiriSteps.play(GAME, rules, seed++, a -> a instanceof GuangdongAction.SelfDrawWin || a instanceof GuangdongAction.Win, t -> GuangdongGame.discard(t.kind()));
        counter.steps += n;
        return n;
    }
}
