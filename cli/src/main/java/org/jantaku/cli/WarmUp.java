package org.jantaku.cli;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayDeque;
import java.util.function.LongSupplier;

/**
 * The untimed runs before a benchmark times anything: at least a given time, then on until the JIT
 * compiler has settled, or a time limit is reached.
 *
 * <p>A fixed few seconds are not enough. Self-play runs a long tail of rare code: calls, wins, hand
 * ends and the next deal. On two cores, C2 reaches that code only after 10-20 seconds, so a run timed
 * at 3 seconds measures the engine's rarer steps in C1 code. The efficiency agents then show about
 * two thirds of their steady-state speed (docs/performance.md, "Tenth pass"). The compiler counts as
 * settled once the last runs, adding up to {@link #WINDOW_NANOS} of wall time or more, spent under
 * {@link #SETTLED} of that time compiling.
 *
 * @param runs the untimed runs made
 * @param seconds the wall time they took
 * @param settled whether the JIT compiler had settled (always, when the JVM does not report compile time)
 */
record WarmUp(int runs, double seconds, boolean settled) {
    /** The least wall time of the last runs over which compiling is weighed. */
    static final long WINDOW_NANOS = 2_000_000_000L;
    /** The share of that time the compiler may still spend compiling. */
    static final double SETTLED = 0.03;

    /** Warms up on this JVM: its clock and its JIT compiler's accumulated compile time. */
    static WarmUp run(double minSeconds, double limitSeconds, Runnable once) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        LongSupplier compileMillis = jit != null && jit.isCompilationTimeMonitoringSupported()
                ? jit::getTotalCompilationTime : () -> -1;
        return run(minSeconds, limitSeconds, once, System::nanoTime, compileMillis);
    }

    /**
     * Makes untimed runs of {@code once}. It always makes at least one run. It stops once
     * {@code minSeconds} have gone by and the compiler has settled, or once {@code limitSeconds}
     * have gone by, whichever comes first.
     *
     * @param clock nanoseconds, as {@link System#nanoTime}
     * @param compileMillis the compiler's accumulated compile time in milliseconds; negative when unknown
     */
    static WarmUp run(double minSeconds, double limitSeconds, Runnable once, LongSupplier clock, LongSupplier compileMillis) {
        long start = clock.getAsLong();
        long min = (long) (minSeconds * 1e9);
        long limit = (long) (limitSeconds * 1e9);
        ArrayDeque<long[]> window = new ArrayDeque<>(); // per run: {wall nanos, compile millis}
        long windowWall = 0;
        long windowCompile = 0;
        int runs = 0;
        while (true) {
            long t0 = clock.getAsLong();
            long c0 = compileMillis.getAsLong();
            once.run();
            long t1 = clock.getAsLong();
            long c1 = compileMillis.getAsLong();
            runs++;
            boolean known = c0 >= 0 && c1 >= 0;
            long[] last = {t1 - t0, known ? c1 - c0 : 0};
            window.addLast(last);
            windowWall += last[0];
            windowCompile += last[1];
            while (window.size() > 1 && windowWall - window.peekFirst()[0] >= WINDOW_NANOS) {
                long[] first = window.removeFirst();
                windowWall -= first[0];
                windowCompile -= first[1];
            }
            boolean settled = !known || windowWall >= WINDOW_NANOS && windowCompile * 1e6 < SETTLED * windowWall;
            long elapsed = t1 - start;
            if (elapsed >= min && settled || elapsed >= limit) {
                return new WarmUp(runs, elapsed / 1e9, settled);
            }
        }
    }
}
