package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link WarmUp}: when the untimed runs stop, on a fake clock and a fake JIT compiler. */
class WarmUpTest {
    private static final long SECOND = 1_000_000_000L;

    /** Each run takes half a second; the compiler compiles {@code busyMillis} during each of the first {@code busyRuns} runs, then 1 ms. */
    private static final class FakeJvm {
        final int busyRuns;
        final long busyMillis;
        long nanos;
        long compileMillis;
        int runs;

        FakeJvm(int busyRuns, long busyMillis) {
            this.busyRuns = busyRuns;
            this.busyMillis = busyMillis;
        }

        void run() {
            nanos += SECOND / 2;
            compileMillis += runs < busyRuns ? busyMillis : 1;
            runs++;
        }

        WarmUp warmUp(double minSeconds, double limitSeconds) {
            return WarmUp.run(minSeconds, limitSeconds, this::run, () -> nanos, () -> compileMillis);
        }
    }

    @Test
    void goesOnPastTheLeastTimeUntilTheCompilerSettles() {
        FakeJvm jvm = new FakeJvm(20, 400);
        WarmUp w = jvm.warmUp(3, 120);
        // 20 busy runs (10 s), then four quiet ones fill the 2-second window.
        assertThat(w.runs()).isEqualTo(24);
        assertThat(w.seconds()).isEqualTo(12.0);
        assertThat(w.settled()).isTrue();
    }

    @Test
    void aSettledCompilerStillWaitsForTheLeastTime() {
        FakeJvm jvm = new FakeJvm(0, 0);
        WarmUp w = jvm.warmUp(5, 120);
        assertThat(w.runs()).isEqualTo(10);
        assertThat(w.settled()).isTrue();
    }

    @Test
    void stopsAtTheLimitWhenTheCompilerNeverSettles() {
        FakeJvm jvm = new FakeJvm(Integer.MAX_VALUE, 100); // 20 % of every run
        WarmUp w = jvm.warmUp(3, 30);
        assertThat(w.runs()).isEqualTo(60);
        assertThat(w.seconds()).isEqualTo(30.0);
        assertThat(w.settled()).isFalse();
    }

    @Test
    void compilingJustUnderTheShareCountsAsSettled() {
        FakeJvm jvm = new FakeJvm(Integer.MAX_VALUE, 14); // 2.8 % of every run
        assertThat(jvm.warmUp(0, 120).runs()).isEqualTo(4);
        FakeJvm busier = new FakeJvm(Integer.MAX_VALUE, 16); // 3.2 %
        assertThat(busier.warmUp(0, 120).settled()).isFalse();
    }

    @Test
    void noLimitMeansOneRun() {
        FakeJvm jvm = new FakeJvm(Integer.MAX_VALUE, 400);
        WarmUp w = jvm.warmUp(0, 0);
        assertThat(w.runs()).isEqualTo(1);
        assertThat(w.settled()).isFalse();
    }

    @Test
    void aJvmThatDoesNotReportCompileTimeWarmsUpForTheLeastTime() {
        long[] nanos = {0};
        WarmUp w = WarmUp.run(2, 120, () -> nanos[0] += SECOND / 2, () -> nanos[0], () -> -1);
        assertThat(w.runs()).isEqualTo(4);
        assertThat(w.settled()).isTrue();
    }

    @Test
    void theHelpShowsBothOptionsWithoutAFormatWarning() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        List<String> help;
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            help = CliRun.of("bench", "sim", "--help").assertSuccess();
        } finally {
            System.setErr(err);
        }
        assertThat(captured.toString(StandardCharsets.UTF_8)).as("picocli's warnings").isEmpty();
        assertThat(String.join(" ", help)).contains("--warm-up=SECONDS", "--warm-up-limit=SECONDS", "3 % of their time");
    }

    @Test
    void negativeTimesAreRefused() {
        assertThat(CliRun.of("bench", "sim", "--warm-up", "-1").assertError(2))
                .contains("--warm-up and --warm-up-limit must be at least 0 seconds");
        assertThat(CliRun.of("bench", "engine", "--warm-up-limit", "-2").assertError(2))
                .contains("--warm-up and --warm-up-limit must be at least 0 seconds");
    }
}
