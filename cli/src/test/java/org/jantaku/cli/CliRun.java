package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/** One run of {@link Main#run} with its exit code and what it wrote to stdout and stderr. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code;
        try (PrintWriter o = new PrintWriter(out, true); PrintWriter e = new PrintWriter(err, true)) {
            code = Main.run(args, o, e);
        }
        return new CliRun(code, out.toString(), err.toString());
    }

    List<String> outLines() {
        return out.lines().toList();
    }

    List<String> errLines() {
        return err.lines().toList();
    }

    /** Asserts a successful run with nothing on stderr and returns stdout's lines. */
    List<String> assertSuccess() {
        assertThat(err).as("stderr").isEmpty();
        assertThat(exitCode).as("exit code (stdout: %s)", out).isZero();
        return outLines();
    }

    /**
     * Asserts a failed run with the given exit code, nothing on stdout and exactly one line on
     * stderr starting "jantaku: ", and returns that line.
     */
    String assertError(int expectedExitCode) {
        assertThat(exitCode).as("exit code (stderr: %s)", err).isEqualTo(expectedExitCode);
        assertThat(out).as("stdout").isEmpty();
        assertThat(errLines()).as("stderr lines").hasSize(1);
        assertThat(err).as("stderr").endsWith(System.lineSeparator());
        String line = errLines().get(0);
        assertThat(line).startsWith("jantaku: ");
        return line;
    }
}
