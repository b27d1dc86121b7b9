package org.jantaku.server.table;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The tasks one table runs later on the server's scheduler (a bot's move, a person's deadline, the end of
 * the pause between hands, an outside bot's answer): each runs under the table's lock, the lock its
 * websocket requests take, so a task and a request never interleave; a task that fails is logged and
 * the table goes on.
 */
final class TableTimers {
    private static final Logger LOG = Logger.getLogger(LiveTable.class.getName());

    private final String table;
    private final Object lock;
    private final ScheduledExecutorService scheduler;

    /** The timers of table {@code table}, whose lock is {@code lock}. */
    TableTimers(String table, Object lock, ScheduledExecutorService scheduler) {
        this.table = table;
        this.lock = lock;
        this.scheduler = scheduler;
    }

    /** Runs the task under the table's lock in {@code millis} ms. */
    void after(long millis, Runnable task) {
        scheduler.schedule(() -> locked(task), millis, TimeUnit.MILLISECONDS);
    }

    /** Runs the task under the table's lock as soon as a thread of the scheduler is free. */
    void soon(Runnable task) {
        scheduler.execute(() -> locked(task));
    }

    private void locked(Runnable task) {
        synchronized (lock) {
            try {
                task.run();
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "table " + table + " failed", e);
            }
        }
    }
}
