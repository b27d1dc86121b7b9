package org.jantaku.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's inputs: the seeded random hands and the hands file reader. */
class ShantenBenchmarkTest {
    @TempDir
    Path dir;

    @Test
    void randomHandsAreSeededFourteenTileHandsOfTheWall() {
        int[][] a = ShantenBenchmark.randomHands(500, ShantenBenchmark.SEED);
        int[][] b = ShantenBenchmark.randomHands(500, ShantenBenchmark.SEED);
        int[][] c = ShantenBenchmark.randomHands(500, ShantenBenchmark.SEED + 1);
        assertThat(a).isDeepEqualTo(b);
        assertThat(Arrays.deepEquals(a, c)).isFalse();
        for (int[] hand : a) {
            assertThat(hand).hasSize(34);
            assertThat(Arrays.stream(hand).sum()).isEqualTo(14);
            assertThat(Arrays.stream(hand).max().getAsInt()).isLessThanOrEqualTo(4);
        }
        // Every hand is a different one (a collision among 500 random 14-tile hands is practically impossible).
        assertThat(Arrays.stream(a).map(Arrays::toString).distinct().count()).isEqualTo(500);
    }

    @Test
    void readsHandsIgnoringNumbersAfterTheFourteenthAndSkippingBlankAndCommentLines() throws IOException {
        Path file = write("# comment",
                "0 0 0 1 2 3 4 5 6 7 8 8 8 8 33 33 33",
                "",
                "  0 8 9 17 18 26 27 28 29 30 31 32 33 33  ");
        int[][] hands = ShantenBenchmark.readHands(file);
        assertThat(hands).hasNumberOfRows(2);
        int[] first = new int[34];
        first[0] = 3;
        first[8] = 4;
        for (int k = 1; k <= 7; k++) {
            first[k] = 1;
        }
        assertThat(hands[0]).isEqualTo(first);
        assertThat(hands[1][33]).isEqualTo(2);
        assertThat(Arrays.stream(hands[1]).sum()).isEqualTo(14);
    }

    @Test
    void rejectsBadHandsNamingTheLine() throws IOException {
        assertThatThrownBy(() -> ShantenBenchmark.readHands(write("0 1 2 3 4 5 6 7 8 9 10 11 12 13", "0 1 2 3 4 5 6 7 8 9 10 11 12")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageEndingWith("line 2: expected 14 tile kinds, found 13");
        assertThatThrownBy(() -> ShantenBenchmark.readHands(write("0 1 2 3 4 5 6 7 8 9 10 11 12 34")))
                .hasMessageEndingWith("line 1: field 14 tile kind 34 is outside 0-33");
        assertThatThrownBy(() -> ShantenBenchmark.readHands(write("0 0 0 0 0 5 6 7 8 9 10 11 12 13")))
                .hasMessageEndingWith("line 1: tile kind 0 appears more than four times");
        assertThatThrownBy(() -> ShantenBenchmark.readHands(write("0 1 2 3 4 5 6 7 8 9 10 11 x 13")))
                .hasMessageEndingWith("line 1: field 13 'x' is not a tile kind 0-33");
        assertThatThrownBy(() -> ShantenBenchmark.readHands(write("", "# nothing")))
                .hasMessageEndingWith("has no hands");
    }

    @Test
    void blocksRepeatTheHandsToWholeBlocks() {
        int[][] three = ShantenBenchmark.randomHands(3, 1);
        int[][] small = ShantenBenchmark.blocks(three);
        assertThat(small).hasNumberOfRows(ShantenBenchmark.HANDS);
        assertThat(small[0]).isSameAs(three[0]);
        assertThat(small[4]).isSameAs(three[1]);
        assertThat(small[ShantenBenchmark.HANDS - 1]).isSameAs(three[(ShantenBenchmark.HANDS - 1) % 3]);

        int[][] many = ShantenBenchmark.randomHands(ShantenBenchmark.HANDS + 1, 1);
        int[][] big = ShantenBenchmark.blocks(many);
        assertThat(big).hasNumberOfRows(2 * ShantenBenchmark.HANDS);
        assertThat(big[ShantenBenchmark.HANDS]).isSameAs(many[ShantenBenchmark.HANDS]);
        assertThat(big[ShantenBenchmark.HANDS + 1]).isSameAs(many[0]);
    }

    @Test
    void benchmarksSumTheShantenAndFileHandsCyclesThroughTheBlocks() throws IOException {
        ShantenBenchmark bench = new ShantenBenchmark();
        ShantenBenchmark.RandomHands random = new ShantenBenchmark.RandomHands();
        random.setUp();
        long randomSum = bench.randomHands(random);
        long expected = 0;
        for (int[] hand : random.hands) {
            expected += org.jantaku.core.analysis.Shanten.of(hand, 0);
        }
        assertThat(randomSum).isEqualTo(expected).isGreaterThan(0);

        ShantenBenchmark.FileHands noFile = new ShantenBenchmark.FileHands();
        noFile.file = "";
        noFile.setUp();
        assertThat(bench.fileHands(noFile)).isEqualTo(randomSum);

        // complete hand (-1) and kokushi tenpai (0): a block of 10,000 alternates them: 5,000 × -1.
        ShantenBenchmark.FileHands file = new ShantenBenchmark.FileHands();
        file.file = write("0 0 0 1 2 3 4 5 6 7 8 8 8 8", "0 8 9 17 18 26 27 28 29 30 31 32 33 20").toString();
        file.setUp();
        assertThat(bench.fileHands(file)).isEqualTo(-5000);
        assertThat(file.next).isZero();
    }

    private Path write(String... lines) throws IOException {
        Path file = Files.createTempFile(dir, "hands", ".txt");
        Files.write(file, Arrays.asList(lines));
        return file;
    }
}
