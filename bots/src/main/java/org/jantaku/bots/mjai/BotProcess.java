package org.jantaku.bots.mjai;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * One running bot program: lines written to its standard input, lines read from its standard output with a time
 * limit, its standard error drained all along (so it can never block on a full pipe) and its last lines kept for
 * the log. Each stream is read by its own daemon thread, which ends when the stream does. {@link #close} ends the
 * program: its input closed, a moment to exit, then killed, and waited for (no zombie).
 */
final class BotProcess implements AutoCloseable {
    /** Lines of standard error kept for the log. */
    private static final int ERR_LINES = 20;
    /** How long a bot whose input is closed has to exit before it is killed. */
    private static final Duration GRACE = Duration.ofMillis(500);
    /** How long an ended program (its output closed) is given to exit and to have its last standard error read. */
    private static final Duration END_WAIT = Duration.ofSeconds(5);

    private final Process process;
    private final OutputStream in;
    private final BlockingQueue<Line> out = new LinkedBlockingQueue<>();
    private final Deque<String> err = new ArrayDeque<>();
    private final Thread outReader;
    private final Thread errReader;

    /** A line of the bot's standard output, or its end. */
    private record Line(String text, boolean end) {
    }

    /** What a read gave: a line, the end of the bot's output (it exited), or nothing in time. */
    sealed interface Read permits Answered, Ended, TimedOut {
    }

    record Answered(String line) implements Read {
    }

    record Ended() implements Read {
    }

    record TimedOut() implements Read {
    }

    private BotProcess(Process process, String name) {
        this.process = process;
        this.in = process.getOutputStream();
        this.outReader = daemon(name + " stdout", () -> pump(process.getInputStream()));
        this.errReader = daemon(name + " stderr", () -> drain(process.getErrorStream()));
    }

    /**
     * Starts {@code words} (program and arguments).
     *
     * @throws IOException when the program cannot be started (not found, not executable)
     */
    static BotProcess start(List<String> words, String name) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(words);
        pb.environment().putIfAbsent("PYTHONUNBUFFERED", "1");
        return new BotProcess(pb.start(), name);
    }

    private static Thread daemon(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private void pump(InputStream s) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(s, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                out.add(new Line(line, false));
            }
        } catch (IOException e) {
            // the stream closed under us: the end
        }
        out.add(new Line("", true));
    }

    private void drain(InputStream s) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(s, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                synchronized (err) {
                    err.addLast(line.length() > 500 ? line.substring(0, 500) + "…" : line);
                    if (err.size() > ERR_LINES) {
                        err.removeFirst();
                    }
                }
            }
        } catch (IOException e) {
            // closed: nothing more to keep
        }
    }

    /**
     * Writes one line (a newline added) and flushes it.
     *
     * @throws IOException when the bot no longer reads (it exited)
     */
    void send(String line) throws IOException {
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** The bot's next line of output, waiting at most {@code limit}. */
    Read read(Duration limit) throws InterruptedException {
        Line l = out.poll(limit.toNanos(), TimeUnit.NANOSECONDS);
        if (l == null) {
            return new TimedOut();
        }
        if (l.end()) {
            out.add(l); // every later read sees the end too
            return new Ended();
        }
        return new Answered(l.text());
    }

    /** The last lines the bot wrote to standard error (at most {@value #ERR_LINES}), one string. */
    String errTail() {
        if (process.isAlive()) {
            sleepQuietly(Duration.ofMillis(20)); // what it wrote just now: give the drain a moment
        } else {
            try {
                errReader.join(END_WAIT.toMillis()); // an ended program's last words: the drain reads to the end of the pipe
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (err) {
            return String.join("\n", err);
        }
    }

    /**
     * How the program stands: its exit code once it has ended (a program that closed its output is given
     * {@link #END_WAIT} to end: on a loaded machine a crashing program's exit and last words come late).
     */
    String exitStatus() {
        try {
            process.waitFor(END_WAIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return process.isAlive() ? "still running" : "exit code " + process.exitValue();
    }

    /** Ends the program (input closed, a moment to exit, then killed) and waits for it and its reading threads. */
    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroy();
                if (!process.waitFor(GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    process.waitFor(5, TimeUnit.SECONDS);
                }
            }
            outReader.join(1000);
            errReader.join(1000);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Ends the program at once (it did not answer in time): killed and waited for. */
    void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
            in.close();
            outReader.join(1000);
            errReader.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException e) {
            // already gone
        }
    }

    private static void sleepQuietly(Duration d) {
        try {
            Thread.sleep(d);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
