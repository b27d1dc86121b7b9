package org.jantaku.core.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class MeldShapeTest {

    @ParameterizedTest
    @CsvSource({
        "CHI, chi, 3, false", "PUNG, pon, 3, false", "EXPOSED_KONG, minkan, 4, true",
        "CONCEALED_KONG, ankan, 4, true", "ADDED_KONG, kakan, 4, true"})
    void keysSizesAndKans(MeldShape type, String key, int size, boolean kan) {
        assertThat(type.key()).isEqualTo(key);
        assertThat(type.size()).isEqualTo(size);
        assertThat(type.isKong()).isEqualTo(kan);
    }

    @ParameterizedTest
    @CsvSource({
        "CHI, chi", "PUNG, pon", "EXPOSED_KONG, daiminkan", "CONCEALED_KONG, ankan", "ADDED_KONG, kakan"})
    void mjaiTypesReadBack(MeldShape type, String mjai) {
        assertThat(type.mjaiType()).isEqualTo(mjai);
        assertThat(MeldShape.ofMjaiType(mjai)).contains(type);
    }

    @ParameterizedTest
    @ValueSource(strings = {"minkan", "Pon", "dahai", "open_kan", ""})
    void anythingElseIsNoMjaiMeldType(String type) {
        assertThat(MeldShape.ofMjaiType(type)).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(MeldShape.class)
    void parseOfKeyRoundTrips(MeldShape type) {
        assertThat(MeldShape.parse(type.key())).isEqualTo(type);
        assertThat(MeldShape.parse(type.key().toUpperCase(java.util.Locale.ROOT))).isEqualTo(type);
        assertThat(MeldShape.parse(type.viewKey())).as("the view key reads back").isEqualTo(type);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "chi, CHI", "chow, CHI", "CHOW, CHI",
        "pon, PUNG", "pung, PUNG", "Pung, PUNG",
        "minkan, EXPOSED_KONG", "daiminkan, EXPOSED_KONG", "kan, EXPOSED_KONG", "open_kan, EXPOSED_KONG", "exposed_kong, EXPOSED_KONG", "KAN, EXPOSED_KONG",
        "ankan, CONCEALED_KONG", "closed_kan, CONCEALED_KONG", "concealed_kan, CONCEALED_KONG", "concealed_kong, CONCEALED_KONG",
        "kakan, ADDED_KONG", "shouminkan, ADDED_KONG", "added_kan, ADDED_KONG", "added_kong, ADDED_KONG", "ShouMinKan, ADDED_KONG"})
    void parseAcceptsAliasesIgnoringCase(String key, MeldShape expected) {
        assertThat(MeldShape.parse(key)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"kong", "", "pon ", "chii", "open-kan", "daiminkan!"})
    void parseRejectsUnknownTypes(String key) {
        assertThatThrownBy(() -> MeldShape.parse(key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown meld type '" + key + "' (expected chi, pon, minkan, ankan or kakan)");
    }
}
