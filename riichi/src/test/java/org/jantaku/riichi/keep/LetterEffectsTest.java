package org.jantaku.riichi.keep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.penalty.Call;
import org.jantaku.riichi.penalty.Facts;
import org.jantaku.riichi.penalty.Penalties;
import org.jantaku.riichi.rules.RiichiPresets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Every letter of every item, reported once in a fresh game: what it does to scores, deposits, flags and the deal. */
class LetterEffectsTest {
    @ParameterizedTest(name = "{0} {1}: {2}")
    @CsvFileSource(resources = "/penalty/letters.csv", delimiter = ',')
    void eachLetterHasItsEffect(String item, String letter, String outcome) {
        RuleSet rules = RiichiPresets.TENHOU.rules().with(Penalties.key(item), letter);
        if (outcome.equals("refused")) {
            assertThatThrownBy(() -> new KeepSession(rules)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(Penalties.key(item).id());
            return;
        }
        KeepSession session = new KeepSession(rules);
        Report report = new Report.Foul(item, 1, new Facts(Set.of(), 2, OptionalInt.of(2), Optional.of(Call.PON)));
        if (outcome.equals("setting")) {
            assertThatThrownBy(() -> session.report(report)).isInstanceOf(KeepException.class)
                    .hasMessageContaining("is a setting");
            assertThat(session.log()).isEmpty();
            return;
        }
        KeepState s = session.report(report).state();
        String actual = (s.scores().get(1) - 25000) + ";" + (s.scores().get(2) - 25000) + ";" + s.penaltyDeposits() + ";"
                + s.flags().get(1).stream().map(SeatFlag::json).sorted().collect(Collectors.joining("+")) + ";"
                + s.hand() + ";" + s.phase();
        assertThat(actual).isEqualTo(outcome);
        int total = s.scores().stream().mapToInt(Integer::intValue).sum() + s.penaltyDeposits()
                + 1000 * s.riichiSticks();
        assertThat(total).as("points are neither made nor lost").isEqualTo(100_000);
    }
}
