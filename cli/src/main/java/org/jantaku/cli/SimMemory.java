package org.jantaku.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Locale;
import org.jantaku.bots.sim.SimStats;
import org.jantaku.bots.sim.Simulator;

/**
 * {@code jantaku bench sim --memory-every N}: plays many games in blocks of {@code N}, merging each
 * block's statistics into the running total as a long simulation does, and after each block prints
 * the heap used after a full collection. Flat figures show that neither the games nor the merged
 * statistics keep memory that grows with the number of games.
 */
final class SimMemory {
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private SimMemory() {
    }

    static void run(Simulator sim, long games, long every, int threads, PrintWriter out) {
        SimStats total = null;
        long start = System.nanoTime();
        for (long done = 0; done < games; ) {
            long block = Math.min(every, games - done);
            Simulator.Outcome o = sim.run(done, block, threads, n -> { });
            total = total == null ? o.stats() : total.plus(o.stats());
            done += block;
            System.gc();
            double seconds = (System.nanoTime() - start) / 1e9;
            out.println(String.format(Locale.ROOT,
                    "games=%d hands=%d threads=%d heap_used_after_gc_mb=%.1f heap_committed_mb=%.1f seconds=%.1f hanchan_per_second=%.1f",
                    total.games(), total.hands(), threads, MEMORY.getHeapMemoryUsage().getUsed() / 1048576.0,
                    MEMORY.getHeapMemoryUsage().getCommitted() / 1048576.0, seconds, total.games() / seconds));
            out.flush();
        }
    }
}
