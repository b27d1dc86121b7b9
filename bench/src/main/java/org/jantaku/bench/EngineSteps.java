package org.jantaku.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Engine steps played, counted per second by JMH beside a benchmark's own score (the table-flow benchmarks). */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class EngineSteps {
    public long steps;

    @Setup(Level.Iteration)
    public void clear() {
        steps = 0;
    }
}
