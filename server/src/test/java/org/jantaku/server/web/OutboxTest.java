package org.jantaku.server.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bounded outbound queue of a socket, over a fake transport that completes writes now or later. */
class OutboxTest {
    /** A transport whose writes finish at once ({@code later} false) or when {@link #finish} is called. */
    private static final class Fake implements Outbox.Transport {
        final List<String> written = new ArrayList<>();
        final ArrayDeque<Runnable> pendingDone = new ArrayDeque<>();
        final ArrayDeque<Runnable> pendingFailed = new ArrayDeque<>();
        final List<String> drops = new ArrayList<>();
        final List<String> closes = new ArrayList<>();
        boolean later;
        int inFlight;
        int maxInFlight;

        @Override
        public void write(String message, Runnable done, Runnable failed) {
            written.add(message);
            inFlight++;
            maxInFlight = Math.max(maxInFlight, inFlight);
            if (later) {
                pendingDone.add(done);
                pendingFailed.add(failed);
            } else {
                inFlight--;
                done.run();
            }
        }

        void finish() {
            inFlight--;
            pendingFailed.poll();
            pendingDone.poll().run();
        }

        void fail() {
            inFlight--;
            pendingDone.poll();
            pendingFailed.poll().run();
        }

        @Override
        public void drop(int code, String reason) {
            drops.add(code + " " + reason);
        }

        @Override
        public void close(int code, String reason) {
            closes.add(code + " " + reason);
        }
    }

    @Test
    void writesAtOnceInOrderWithoutRecursing() {
        Fake f = new Fake();
        Outbox o = new Outbox(f, 10, 1000);
        for (int i = 0; i < 100_000; i++) {
            assertThat(o.offer("m" + i)).isTrue();
        }
        assertThat(f.written).hasSize(100_000).startsWith("m0", "m1").endsWith("m99999");
        assertThat(o.queued()).isZero();
    }

    @Test
    void oneWriteAtATimeAndTheRestQueued() {
        Fake f = new Fake();
        f.later = true;
        Outbox o = new Outbox(f, 10, 1000);
        o.offer("a");
        o.offer("b");
        o.offer("c");
        assertThat(f.written).containsExactly("a");
        assertThat(o.queued()).isEqualTo(3);
        f.finish();
        assertThat(f.written).containsExactly("a", "b");
        f.finish();
        f.finish();
        assertThat(f.written).containsExactly("a", "b", "c");
        assertThat(f.maxInFlight).isEqualTo(1);
        assertThat(o.queued()).isZero();
        o.offer("d");
        assertThat(f.written).endsWith("d");
    }

    @Test
    void aClientTooFarBehindIsDroppedOnce() {
        Fake f = new Fake();
        f.later = true;
        Outbox o = new Outbox(f, 3, 1000);
        assertThat(o.offer("1")).isTrue();
        assertThat(o.offer("2")).isTrue();
        assertThat(o.offer("3")).isTrue();
        assertThat(o.offer("4")).isFalse();
        assertThat(o.offer("5")).isFalse();
        assertThat(f.drops).hasSize(1).allMatch(d -> d.startsWith(Outbox.TOO_SLOW + " too_slow"));
        assertThat(o.dropped()).isTrue();
        f.finish();
        assertThat(f.written).containsExactly("1");
    }

    @Test
    void charactersAreBoundedToo() {
        Fake f = new Fake();
        f.later = true;
        Outbox o = new Outbox(f, 100, 10);
        assertThat(o.offer("12345")).isTrue();
        assertThat(o.offer("123456")).isFalse();
        assertThat(f.drops).hasSize(1);
    }

    @Test
    void closesAfterTheLastQueuedMessage() {
        Fake f = new Fake();
        f.later = true;
        Outbox o = new Outbox(f, 10, 1000);
        o.offer("error");
        o.offer("bye");
        o.closeAfterSent(4010, "closed");
        assertThat(o.offer("late")).isFalse();
        assertThat(f.closes).isEmpty();
        f.finish();
        assertThat(f.closes).isEmpty();
        f.finish();
        assertThat(f.written).containsExactly("error", "bye");
        assertThat(f.closes).containsExactly("4010 closed");
    }

    @Test
    void aFailedWriteStopsTheQueue() {
        Fake f = new Fake();
        f.later = true;
        Outbox o = new Outbox(f, 10, 1000);
        o.offer("a");
        o.offer("b");
        f.fail();
        assertThat(f.written).containsExactly("a");
        assertThat(o.offer("c")).isFalse();
        assertThat(o.dropped()).isTrue();
    }
}
