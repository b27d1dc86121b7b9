package org.jantaku.bench;

import java.util.concurrent.TimeUnit;
import org.jantaku.riichi.game.RiichiGame;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.sample.Bot;
import org.jantaku.riichi.sample.SelfPlay;
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
 * Whole Tenhou-rules hanchan played by four bots (random legal play, or tsumogiri) through the
 * engine contract, in hanchan per second on one thread; the same work as {@code jantaku bench engine}.
 * Each invocation plays {@value #GAMES} games with the next seeds, so every invocation plays new games.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EngineBenchmark {
    /** Games per invocation. */
    public static final int GAMES = 10;

    /** {@code random} or {@code tsumogiri}. */
    @Param({"random", "tsumogiri"})
    public String agents;

    private SelfPlay play;
    private long nextSeed;

    @Setup
    public void setUp() {
        play = new SelfPlay(new RiichiGame(), RiichiPresets.TENHOU.rules(), Bot.parse(agents));
        nextSeed = 1;
    }

    @Benchmark
    @OperationsPerInvocation(GAMES)
    public long hanchan() {
        long sum = 0;
        for (int i = 0; i < GAMES; i++) {
            sum += play.play(nextSeed++).checksum();
        }
        return sum;
    }
}
