package org.jantaku.bench;

import java.util.Collections;
import java.util.concurrent.TimeUnit;
import org.jantaku.bots.sim.Simulator;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.table.TableFlow;
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
 * A table-flow variant's preset (六盘水捉鸡麻将, 广东 鸡胡 and 推倒胡; any preset of a variant on the flow, {@code -p
 * preset=NAME}), one thread: {@code simulator} plays whole games through the simulator with four tsumogiri agents (the
 * work of {@code jantaku bench sim --rules PRESET --agents tsumogiri --threads 1}), in games per second; {@code steps}
 * plays the game in place with the tsumogiri choice made on the state (legal actions listed, no observation), and its
 * {@code steps} counter is engine steps per second. The variant is found by its preset ({@link VariantModules}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FlowBenchmark {
    /** Games per invocation of {@code simulator}. */
    public static final int GAMES = 20;

    @Param({"guizhou-liupanshui", "guangdong-jihu", "guangdong-tuidaohu"})
    public String preset;

    private TableFlow<?, ?, ?, ?, ?> game;
    private RuleSet rules;
    private Simulator sim;
    private long next;
    private long seed;

    @Setup
    public void setUp() {
        VariantModules.Found found = VariantModules.preset(preset)
                .orElseThrow(() -> new IllegalArgumentException("no preset " + preset + "; presets: " + VariantModules.presetNames()));
        if (!(found.module().recorded().variant() instanceof TableFlow<?, ?, ?, ?, ?> flow)) {
            throw new IllegalArgumentException(preset + " is not a table-flow variant's preset");
        }
        game = flow;
        rules = found.preset().rules();
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
        long n = TsumogiriSteps.play(game, rules, seed++);
        counter.steps += n;
        return n;
    }
}
