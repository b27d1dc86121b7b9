package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The top level of the command line: help, version, usage errors, and the subcommands' help. */
class MainTest {
    @Test
    void helpListsTheHandAndBenchSubcommands() {
        List<String> out = CliRun.of("--help").assertSuccess();
        assertThat(out.get(0)).isEqualTo("Usage: jantaku [-hV] [COMMAND]");
        assertThat(out).contains("Commands:");
        assertThat(out).anyMatch(l -> l.matches("\\s+hand\\s+Analyse a hand.*"));
        assertThat(out).anyMatch(l -> l.matches("\\s+bench\\s+Measure speed.*"));
        assertThat(out).anyMatch(l -> l.matches("\\s+-V, --version\\s+.*"));
    }

    @Test
    void shortHelpOptionIsTheSameAsLong() {
        assertThat(CliRun.of("-h").out()).isEqualTo(CliRun.of("--help").out()).isNotEmpty();
    }

    @Test
    void versionPrintsJantakuAndTheProjectVersion() {
        List<String> out = CliRun.of("--version").assertSuccess();
        // The version comes from Maven resource filtering: a real version, not "unknown" or "${project.version}".
        assertThat(out.get(0)).matches("jantaku [0-9]+\\.[0-9]+\\.[0-9]+(-SNAPSHOT)?");
        assertThat(out.get(1)).startsWith("Java ");
        assertThat(CliRun.of("-V").out()).isEqualTo(CliRun.of("--version").out());
    }

    @Test
    void noArgumentsPrintsTheUsage() {
        List<String> out = CliRun.of().assertSuccess();
        assertThat(out.get(0)).isEqualTo("Usage: jantaku [-hV] [COMMAND]");
        assertThat(String.join("\n", out)).isEqualTo(String.join("\n", CliRun.of("--help").outLines()));
    }

    @Test
    void unknownOptionIsAUsageError() {
        String line = CliRun.of("--bogus").assertError(2);
        assertThat(line).contains("'--bogus'").endsWith("(see 'jantaku --help')");
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        String line = CliRun.of("frob").assertError(2);
        assertThat(line).contains("'frob'").endsWith("(see 'jantaku --help')");
    }

    @Test
    void unknownBenchSubcommandIsAUsageErrorPointingAtBenchHelp() {
        String line = CliRun.of("bench", "frob").assertError(2);
        assertThat(line).contains("'frob'").endsWith("(see 'jantaku bench --help')");
    }

    @Test
    void unknownOptionOfASubcommandIsAUsageErrorPointingAtItsHelp() {
        String line = CliRun.of("hand", "--frob", "123m456p789s1122z").assertError(2);
        assertThat(line).contains("'--frob'").endsWith("(see 'jantaku hand --help')");
    }

    @Test
    void helpOfAnUnknownCommandIsAUsageError() {
        assertThat(CliRun.of("help", "frob").assertError(2)).contains("'frob'");
    }

    @Test
    void benchHelpListsTheShantenBenchmark() {
        List<String> out = CliRun.of("bench", "--help").assertSuccess();
        assertThat(out.get(0)).isEqualTo("Usage: jantaku bench [-hV] [COMMAND]");
        assertThat(out).anyMatch(l -> l.matches("\\s+shanten\\s+Time shanten.*"));
    }

    @Test
    void benchWithoutSubcommandPrintsItsUsage() {
        assertThat(CliRun.of("bench").assertSuccess()).isEqualTo(CliRun.of("bench", "--help").outLines());
    }

    @Test
    void benchShantenHelpDescribesInputAndRepeat() {
        List<String> out = CliRun.of("bench", "shanten", "--help").assertSuccess();
        assertThat(out.get(0)).isEqualTo("Usage: jantaku bench shanten [-hV] --input=FILE [--repeat=R]");
        assertThat(out).anyMatch(l -> l.matches("\\s+--input=FILE\\s+The hands to time\\."));
        assertThat(out).anyMatch(l -> l.matches("\\s+--repeat=R\\s+.*\\(default: 20\\)\\."));
        assertThat(String.join(" ", out)).contains("hands=N checksum=S ns_per_hand=X");
    }

    @Test
    void handHelpDescribesTilesMeldsAndLanguage() {
        List<String> out = CliRun.of("hand", "--help").assertSuccess();
        assertThat(out.get(0)).startsWith("Usage: jantaku hand [-hV] [--lang=LANG]");
        assertThat(out).anyMatch(l -> l.matches("\\s+TILES\\s+Concealed tiles in mpsz notation.*"));
        assertThat(out).anyMatch(l -> l.matches("\\s+--lang=LANG\\s+Tile names in en, ja or zh\\. Default: en\\."));
        assertThat(out).anyMatch(l -> l.matches("\\s+-m, --meld=TYPE:TILES\\s+A meld.*"));
        assertThat(CliRun.of("help", "hand").assertSuccess()).isEqualTo(out);
    }

    @Test
    void subcommandVersionPrintsTheVersion() {
        String version = CliRun.of("--version").outLines().get(0);
        for (String[] args : new String[][] {{"hand", "--version"}, {"bench", "--version"}, {"bench", "shanten", "--version"}}) {
            assertThat(CliRun.of(args).assertSuccess()).as(String.join(" ", args)).startsWith(version);
        }
    }
}
