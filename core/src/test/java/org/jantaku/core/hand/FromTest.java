package org.jantaku.core.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class FromTest {

    @ParameterizedTest
    @CsvSource({"SHIMOCHA, 1", "TOIMEN, 2", "KAMICHA, 3"})
    void seatOffsets(From from, int offset) {
        assertThat(from.seatOffset()).isEqualTo(offset);
        assertThat(From.ofSeatOffset(offset)).isEqualTo(from);
    }

    @ParameterizedTest
    @EnumSource(From.class)
    void ofSeatOffsetInvertsSeatOffset(From from) {
        assertThat(From.ofSeatOffset(from.seatOffset())).isEqualTo(from);
    }

    @ParameterizedTest(name = "offset {0} is {1}")
    @CsvSource({"5, SHIMOCHA", "6, TOIMEN", "7, KAMICHA", "-1, KAMICHA", "-2, TOIMEN", "-3, SHIMOCHA"})
    void ofSeatOffsetWorksModuloFourSeats(int offset, From expected) {
        assertThat(From.ofSeatOffset(offset)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 4, -4, 8})
    void aPlayerCannotCallHisOwnTile(int offset) {
        assertThatThrownBy(() -> From.ofSeatOffset(offset))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a player cannot call his own tile");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "kamicha, KAMICHA", "left, KAMICHA", "shangjia, KAMICHA", "Kamicha, KAMICHA", "LEFT, KAMICHA",
        "toimen, TOIMEN", "across, TOIMEN", "duijia, TOIMEN", "TOIMEN, TOIMEN",
        "shimocha, SHIMOCHA", "right, SHIMOCHA", "xiajia, SHIMOCHA", "Right, SHIMOCHA"})
    void parseAcceptsNamesAndAliasesIgnoringCase(String text, From expected) {
        assertThat(From.parse(text)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"north", "", "self", " left", "opposite"})
    void parseRejectsOtherNames(String text) {
        assertThatThrownBy(() -> From.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown source '" + text + "' (expected kamicha, toimen or shimocha)");
    }
}
