package org.jantaku.core.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed mpsz: each case with its exact message and its 1-based position in the original
 * string (spaces counted).
 */
class NotationErrorTest {

    static Stream<Arguments> badInputs() {
        return Stream.of(
                // unknown suit letter: reported at the letter
                arguments("1234x", "unknown suit 'x' at position 5", 5),
                arguments("x", "unknown suit 'x' at position 1", 1),
                arguments("123m45q6p", "unknown suit 'q' at position 7", 7),
                arguments("1 2 3 x", "unknown suit 'x' at position 7", 7),
                arguments("12 m 3 h", "unknown suit 'h' at position 8", 8),
                // a suit letter with no digits before it
                arguments("m", "suit 'm' has no digits before it at position 1", 1),
                arguments("123mp", "suit 'p' has no digits before it at position 5", 5),
                arguments("12 3m p", "suit 'p' has no digits before it at position 7", 7),
                arguments("1z z", "suit 'z' has no digits before it at position 4", 4),
                // digits at the end without a suit: reported at the first digit of the group
                arguments("123", "digits '123' have no suit letter after them at position 1", 1),
                arguments("123m45", "digits '45' have no suit letter after them at position 5", 5),
                arguments("1m 2 3", "digits '2 3' have no suit letter after them at position 4", 4),
                arguments("5m  7 ", "digits '7' have no suit letter after them at position 5", 5),
                // honours 8z and 9z: reported at the digit
                arguments("8z", "no honour tile 8z (only 1z-7z) at position 1", 1),
                arguments("1239z", "no honour tile 9z (only 1z-7z) at position 4", 4),
                arguments("11m 7 8z", "no honour tile 8z (only 1z-7z) at position 7", 7),
                // 0z: honours have no red tile
                arguments("0z", "honours have no red tile: 0z at position 1", 1),
                arguments("12m 0z", "honours have no red tile: 0z at position 5", 5),
                arguments("1 0 z", "honours have no red tile: 0z at position 3", 3),
                // characters that are neither digits, letters nor spaces
                arguments("12#3m", "unexpected character '#' at position 3", 3),
                arguments("1-9m", "unexpected character '-' at position 2", 2),
                arguments("1m,2m", "unexpected character ',' at position 3", 3),
                arguments("#", "unexpected character '#' at position 1", 1),
                arguments("123m 4_5p", "unexpected character '_' at position 7", 7),
                arguments("1m2m:", "unexpected character ':' at position 5", 5));
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @MethodSource("badInputs")
    void parseRejectsWithMessageAndPosition(String text, String message, int position) {
        assertThatThrownBy(() -> Notation.parse(text))
                .isInstanceOf(NotationException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((NotationException) e).position()).isEqualTo(position));
    }

    @ParameterizedTest(name = "parseCounts(\"{0}\") -> {1}")
    @MethodSource("badInputs")
    void parseCountsRejectsTheSameWay(String text, String message, int position) {
        assertThatThrownBy(() -> Notation.parseCounts(text))
                .isInstanceOf(NotationException.class)
                .hasMessage(message);
    }

    static Stream<Arguments> notExactlyOneTile() {
        return Stream.of(
                arguments("", "expected exactly one tile but found 0 at position 1"),
                arguments("   ", "expected exactly one tile but found 0 at position 1"),
                arguments("12m", "expected exactly one tile but found 2 at position 1"),
                arguments("1m 1z", "expected exactly one tile but found 2 at position 1"),
                arguments("1234567z", "expected exactly one tile but found 7 at position 1"));
    }

    @ParameterizedTest(name = "parseOne(\"{0}\") -> {1}")
    @MethodSource("notExactlyOneTile")
    void parseOneNeedsExactlyOneTile(String text, String message) {
        assertThatThrownBy(() -> Notation.parseOne(text))
                .isInstanceOf(NotationException.class)
                .hasMessage(message)
                .satisfies(e -> assertThat(((NotationException) e).position()).isEqualTo(1));
    }

    @ParameterizedTest(name = "parseOne(\"{0}\") -> {1}")
    @MethodSource("badInputs")
    void parseOneReportsSyntaxErrorsBeforeCounting(String text, String message, int position) {
        assertThatThrownBy(() -> Notation.parseOne(text))
                .isInstanceOf(NotationException.class)
                .hasMessage(message);
    }

    @Test
    void notationExceptionIsAnIllegalArgumentExceptionCarryingItsPosition() {
        NotationException e = new NotationException("something odd", 12);
        assertThat(e).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("something odd at position 12");
        assertThat(e.position()).isEqualTo(12);
    }
}
