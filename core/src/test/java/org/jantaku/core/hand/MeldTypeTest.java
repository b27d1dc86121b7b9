package org.jantaku.core.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class MeldTypeTest {

    @ParameterizedTest
    @CsvSource({
        "CHI, chi, 3, false", "PON, pon, 3, false", "OPEN_KAN, minkan, 4, true",
        "CLOSED_KAN, ankan, 4, true", "ADDED_KAN, kakan, 4, true"})
    void keysSizesAndKans(MeldType type, String key, int size, boolean kan) {
        assertThat(type.key()).isEqualTo(key);
        assertThat(type.size()).isEqualTo(size);
        assertThat(type.isKan()).isEqualTo(kan);
    }

    @ParameterizedTest
    @EnumSource(MeldType.class)
    void parseOfKeyRoundTrips(MeldType type) {
        assertThat(MeldType.parse(type.key())).isEqualTo(type);
        assertThat(MeldType.parse(type.key().toUpperCase(java.util.Locale.ROOT))).isEqualTo(type);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "chi, CHI", "chow, CHI", "CHOW, CHI",
        "pon, PON", "pung, PON", "Pung, PON",
        "minkan, OPEN_KAN", "daiminkan, OPEN_KAN", "kan, OPEN_KAN", "open_kan, OPEN_KAN", "KAN, OPEN_KAN",
        "ankan, CLOSED_KAN", "closed_kan, CLOSED_KAN", "concealed_kan, CLOSED_KAN",
        "kakan, ADDED_KAN", "shouminkan, ADDED_KAN", "added_kan, ADDED_KAN", "ShouMinKan, ADDED_KAN"})
    void parseAcceptsAliasesIgnoringCase(String key, MeldType expected) {
        assertThat(MeldType.parse(key)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"kong", "", "pon ", "chii", "open-kan", "daiminkan!"})
    void parseRejectsUnknownTypes(String key) {
        assertThatThrownBy(() -> MeldType.parse(key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown meld type '" + key + "' (expected chi, pon, minkan, ankan or kakan)");
    }
}
