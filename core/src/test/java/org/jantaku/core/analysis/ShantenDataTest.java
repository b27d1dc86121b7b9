package org.jantaku.core.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.testing.SharedData;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The 40,000 cases in ../shared/data/shanten: standard, thirteen orphans and seven pairs shanten. */
class ShantenDataTest {

    @ParameterizedTest
    @ValueSource(strings = {"p_normal_10000.txt", "p_hon_10000.txt", "p_tin_10000.txt", "p_koku_10000.txt"})
    void everyCaseMatches(String file) throws IOException {
        Path path = SharedData.require("shanten/" + file);
        List<String> mismatches = new ArrayList<>();
        int n = 0;
        for (String line : Files.readAllLines(path)) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.trim().split("\\s+");
            int[] counts = new int[34];
            for (int i = 0; i < 14; i++) {
                counts[Integer.parseInt(f[i])]++;
            }
            int standard = Integer.parseInt(f[14]);
            int orphans = Integer.parseInt(f[15]);
            int pairs = Integer.parseInt(f[16]);
            int gotStandard = Shanten.standard(counts, 0);
            int gotOrphans = Shanten.thirteenOrphans(counts);
            int gotPairs = Shanten.sevenPairs(counts);
            if (gotStandard != standard || gotOrphans != orphans || gotPairs != pairs) {
                mismatches.add(line + " -> " + gotStandard + " " + gotOrphans + " " + gotPairs);
            }
            n++;
        }
        assertThat(n).isEqualTo(10_000);
        assertThat(mismatches).as("mismatching lines of %s", file).isEmpty();
    }
}
