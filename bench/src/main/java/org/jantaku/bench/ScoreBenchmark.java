package org.jantaku.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.sample.RandomWins;
import org.jantaku.riichi.scoring.RiichiScorer;
import org.jantaku.riichi.scoring.ScoreOutcome;
import org.jantaku.riichi.scoring.WinRequest;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Full Riichi scoring (readings, yaku, fu, points, payments) of 10,000 seeded random winning
 * hands, in nanoseconds per hand; the same work as {@code jantaku bench score}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ScoreBenchmark {
    /** Hands per invocation. */
    public static final int HANDS = 10_000;

    private List<WinRequest> requests;
    private RiichiScorer scorer;

    @Setup
    public void setUp() {
        requests = new RandomWins(1).next(HANDS);
        scorer = new RiichiScorer(RiichiPresets.SCORE_DEFAULT.rules());
    }

    @Benchmark
    @OperationsPerInvocation(HANDS)
    public long scoreRandomWins() {
        long sum = 0;
        for (WinRequest r : requests) {
            if (scorer.score(r) instanceof ScoreOutcome.Scored s) {
                sum += s.cost().total();
            }
        }
        return sum;
    }
}
