package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jantaku bench shanten}: its result line and its errors for bad input files. */
class BenchShantenCommandTest {
    /** 11123456789999m: complete (1m pair, 123m 456m 789m 999m): shanten -1. */
    private static final String COMPLETE = "0 0 0 1 2 3 4 5 6 7 8 8 8 8";
    /** 19m19p19s1234567z + 5m: every terminal and honour once, thirteen orphans tenpai: 0. */
    private static final String KOKUSHI_TENPAI = "0 8 9 17 18 26 27 28 29 30 31 32 33 4";
    /**
     * 123m 456p 78s 11z 2z 5z 6z 7z: standard 8 - 2·2 sets - 1 partial (78s) - 1 pair = 2; seven
     * pairs 6 - 1 pair = 5 (13 kinds); thirteen orphans 13 - 6 kinds (1m 1z 2z 5z 6z 7z) - 1 pair = 6.
     */
    private static final String TWO_SHANTEN = "0 1 2 12 13 14 24 25 27 27 28 31 32 33";

    @TempDir
    Path dir;

    @Test
    void printsHandsChecksumAndTime() throws IOException {
        Path file = write("hands.txt", COMPLETE, KOKUSHI_TENPAI, TWO_SHANTEN);
        List<String> out = CliRun.of("bench", "shanten", "--input", file.toString(), "--repeat", "1").assertSuccess();
        // -1 + 0 + 2
        assertThat(out).hasSize(1);
        assertThat(out.get(0)).matches("hands=3 checksum=1 ns_per_hand=[0-9]+\\.[0-9]");
    }

    @Test
    void checksumIsOnePassWhateverTheRepeat() throws IOException {
        Path file = write("hands.txt", TWO_SHANTEN, TWO_SHANTEN);
        assertThat(CliRun.of("bench", "shanten", "--input", file.toString(), "--repeat", "3").assertSuccess())
                .singleElement().asString().matches("hands=2 checksum=4 ns_per_hand=[0-9]+\\.[0-9]");
    }

    @Test
    void numbersAfterTheFourteenthAreIgnored() throws IOException {
        // What follows the 14th number would be an error if it were read as tile kinds.
        Path file = write("hands.txt", COMPLETE + " 8 99 -1 x", KOKUSHI_TENPAI + "\t33 33 33 33");
        assertThat(CliRun.of("bench", "shanten", "--input", file.toString(), "--repeat", "1").assertSuccess())
                .singleElement().asString().matches("hands=2 checksum=-1 ns_per_hand=[0-9]+\\.[0-9]");
    }

    @Test
    void blankLinesAreSkippedAndLineNumbersCountThem() throws IOException {
        Path file = write("hands.txt", "", COMPLETE, "   ", TWO_SHANTEN, "");
        assertThat(CliRun.of("bench", "shanten", "--input", file.toString(), "--repeat", "1").assertSuccess())
                .singleElement().asString().matches("hands=2 checksum=1 ns_per_hand=[0-9]+\\.[0-9]");
        Path bad = write("bad.txt", "", COMPLETE, "", "1 2 3");
        assertThat(run(bad).assertError(1)).contains(" line 4: ");
    }

    @Test
    void missingFileIsAnErrorNamingIt() {
        Path missing = dir.resolve("no-such-hands.txt");
        String line = run(missing).assertError(1);
        assertThat(line).contains(missing.toString()).contains("does not exist");
    }

    @Test
    void lineWithThirteenNumbersIsAnErrorNamingTheLine() throws IOException {
        Path file = write("hands.txt", COMPLETE, "0 0 0 1 2 3 4 5 6 7 8 8 8", TWO_SHANTEN);
        assertThat(run(file).assertError(1))
                .isEqualTo("jantaku: " + file + " line 2: expected 14 tile kinds, found 13");
    }

    @Test
    void kind34IsAnError() throws IOException {
        Path file = write("hands.txt", COMPLETE, KOKUSHI_TENPAI, "0 1 2 12 13 14 24 25 27 27 28 31 32 34");
        String line = run(file).assertError(1);
        assertThat(line).contains(file + " line 3").contains("34").contains("0-33");
    }

    @Test
    void negativeKindIsAnError() throws IOException {
        Path file = write("hands.txt", "-1 1 2 12 13 14 24 25 27 27 28 31 32 33");
        assertThat(run(file).assertError(1)).contains(" line 1").contains("-1").contains("0-33");
    }

    @Test
    void nonNumberIsAnError() throws IOException {
        Path file = write("hands.txt", "0 1 2 12 13 14 24 25 27 27 28 31 32 7z");
        assertThat(run(file).assertError(1)).contains(" line 1").contains("'7z'");
    }

    @Test
    void kindAppearingFiveTimesIsAnError() throws IOException {
        Path file = write("hands.txt", TWO_SHANTEN, "5 5 5 1 2 3 4 5 6 7 8 5 8 8");
        String line = run(file).assertError(1);
        assertThat(line).contains(file + " line 2").contains("tile kind 5").contains("more than four");
    }

    @Test
    void emptyFileIsAnError() throws IOException {
        Path file = write("empty.txt");
        assertThat(run(file).assertError(1)).contains(file.toString()).contains("no hands");
        Path blank = write("blank.txt", "", "  ");
        assertThat(run(blank).assertError(1)).contains(blank.toString()).contains("no hands");
    }

    @Test
    void repeatZeroIsAUsageError() throws IOException {
        Path file = write("hands.txt", COMPLETE);
        String line = CliRun.of("bench", "shanten", "--input", file.toString(), "--repeat", "0").assertError(2);
        assertThat(line).contains("--repeat").contains("at least 1").endsWith("(see 'jantaku bench shanten --help')");
    }

    @Test
    void nonNumericRepeatIsAUsageError() throws IOException {
        Path file = write("hands.txt", COMPLETE);
        assertThat(CliRun.of("bench", "shanten", "--input", file.toString(), "--repeat", "many").assertError(2))
                .contains("'many'");
    }

    @Test
    void missingInputIsAUsageError() {
        assertThat(CliRun.of("bench", "shanten").assertError(2)).contains("--input");
    }

    @Test
    void directoryIsAnErrorNamingIt() {
        assertThat(run(dir).assertError(1)).contains(dir.toString());
    }

    @Test
    void nonUtf8FileIsAnErrorNamingIt() throws IOException {
        Path file = dir.resolve("latin1.txt");
        Files.write(file, new byte[] {(byte) 0xff, ' ', '1', '\n'});
        assertThat(run(file).assertError(1)).contains(file.toString()).contains("not UTF-8");
    }

    private static CliRun run(Path input) {
        return CliRun.of("bench", "shanten", "--input", input.toString(), "--repeat", "1");
    }

    private Path write(String name, String... lines) throws IOException {
        return Files.write(dir.resolve(name), Arrays.asList(lines));
    }
}
