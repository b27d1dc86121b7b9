package org.jantaku.core.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class MeldNotationTest {

    /** A fresh allocator per test (JUnit makes a new instance for each). */
    private final TileAllocator allocator = new TileAllocator(TileSet.STANDARD_136, true);

    private Meld parse(String text) {
        return MeldNotation.parse(text, allocator);
    }

    // ---------------------------------------------------------------- parse

    @Test
    void parsesAPon() {
        Meld meld = parse("pon:555z");
        assertThat(meld).isInstanceOf(Pon.class);
        Pon pon = (Pon) meld;
        assertThat(pon.tiles()).hasSize(3).allMatch(t -> t.kind() == TileKind.WHITE);
        assertThat(pon.tiles()).contains(pon.called());
        assertThat(pon.from()).isEqualTo(From.TOIMEN);
    }

    @Test
    void theFirstTileWrittenIsTheCalledOne() {
        Chi chi = (Chi) parse("chi:406m");
        assertThat(chi.called().kind()).isEqualTo(TileKind.M4);
        assertThat(chi.tiles()).extracting(Tile::mpsz).containsExactly("4m", "0m", "6m");

        Chi other = (Chi) parse("chi:645s");
        assertThat(other.called().kind()).isEqualTo(TileKind.S6);
    }

    @Test
    void parsesAClosedKan() {
        Meld meld = parse("ankan:1111p");
        assertThat(meld).isInstanceOf(ClosedKan.class);
        assertThat(meld.isOpen()).isFalse();
        assertThat(meld.tiles()).extracting(Tile::id).containsExactly(36, 37, 38, 39);
    }

    @Test
    void parsesAnOpenKan() {
        OpenKan kan = (OpenKan) parse("minkan:2222s");
        assertThat(kan.kind()).isEqualTo(TileKind.S2);
        assertThat(kan.from()).isEqualTo(From.TOIMEN);
        assertThat(kan.tiles()).contains(kan.called());
    }

    @Test
    void parsesAnAddedKanWithTheFourthTileWrittenAsTheAddedOne() {
        AddedKan kan = (AddedKan) parse("kakan:0555p");
        assertThat(kan.called().isRed()).isTrue();
        assertThat(kan.added()).isNotEqualTo(kan.called());
        assertThat(kan.added().kind()).isEqualTo(TileKind.P5);
        assertThat(kan.tiles()).contains(kan.called(), kan.added());
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        "chow:645m         | chi:456m",
        "CHI:789p          | chi:789p",
        "pung:777z         | pon:777z",
        "'  pon : 5 5 5z ' | pon:555z",
        "kan:1111z         | minkan:1111z",
        "daiminkan:3333p   | minkan:3333p",
        "open_kan:3333m    | minkan:3333m",
        "concealed_kan:9999s | ankan:9999s",
        "closed_kan:4444m  | ankan:4444m",
        "shouminkan:6666z  | kakan:6666z",
        "added_kan:5055s   | kakan:0555s",
        "chi:6m4m0m        | chi:406m"})
    void parseThenFormatNormalisesTypeAndTiles(String text, String expected) {
        assertThat(MeldNotation.format(parse(text))).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"chi:123m", "chi:406p", "pon:555z", "pon:055s", "minkan:9999m",
        "ankan:1111p", "ankan:0555m", "kakan:7777z"})
    void formatOfParseGivesBackACanonicalMeld(String text) {
        assertThat(MeldNotation.format(parse(text))).isEqualTo(text);
    }

    @Test
    void formatOfMeldsBuiltDirectly() {
        assertThat(MeldNotation.format(new ClosedKan(List.of(Tile.of(19), Tile.of(16), Tile.of(18), Tile.of(17)))))
                .isEqualTo("ankan:0555m");
        assertThat(MeldNotation.format(new Pon(List.of(Tile.of(135), Tile.of(133), Tile.of(134)),
                Tile.of(133), From.KAMICHA))).isEqualTo("pon:777z");
        assertThat(MeldNotation.format(new AddedKan(List.of(Tile.of(0), Tile.of(1), Tile.of(2), Tile.of(3)),
                Tile.of(0), From.SHIMOCHA, Tile.of(3)))).isEqualTo("kakan:1111m");
    }

    // ---------------------------------------------------------------- errors

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
        // no colon
        "pon555z      | meld 'pon555z' should be type:tiles, e.g. pon:555z",
        "''           | meld '' should be type:tiles, e.g. pon:555z",
        // bad type
        "pan:555z     | unknown meld type 'pan' (expected chi, pon, minkan, ankan or kakan)",
        ":555z        | unknown meld type '' (expected chi, pon, minkan, ankan or kakan)",
        "kong:1111z   | unknown meld type 'kong' (expected chi, pon, minkan, ankan or kakan)",
        // wrong tile count for the type
        "pon:5555z    | meld 'pon:5555z': a pon needs 3 tiles, not 4",
        "pon:55z      | meld 'pon:55z': a pon needs 3 tiles, not 2",
        "chi:1234m    | meld 'chi:1234m': a chi needs 3 tiles, not 4",
        "chi:         | meld 'chi:': a chi needs 3 tiles, not 0",
        "ankan:111m   | meld 'ankan:111m': a closed kan needs 4 tiles, not 3",
        "minkan:11111m| more than four 1m",
        // bad tiles: positions count from the start of the whole meld text
        "pon:55x      | meld 'pon:55x': unknown suit 'x' at position 7",
        "' pon : 55x' | meld ' pon : 55x': unknown suit 'x' at position 10",
        "pon:555      | meld 'pon:555': digits '555' have no suit letter after them at position 5",
        "pon:888z     | meld 'pon:888z': no honour tile 8z (only 1z-7z) at position 5",
        "pon:000z     | meld 'pon:000z': honours have no red tile: 0z at position 5",
        "chi:12#3m    | meld 'chi:12#3m': unexpected character '#' at position 7",
        "chi:1:2:3m   | meld 'chi:1:2:3m': unexpected character ':' at position 6",
        "pon:m        | meld 'pon:m': suit 'm' has no digits before it at position 5",
        // tiles that do not make the meld
        "pon:123m     | a pon needs 3 tiles of one kind, not 123m",
        "chi:135m     | a chi needs three consecutive tiles of one suit, not 135m",
        "chi:123z     | a chi needs three consecutive tiles of one suit, not 123z",
        "chi:89m1p    | a chi needs three consecutive tiles of one suit, not 89m1p",
        "ankan:1112m  | a closed kan needs 4 tiles of one kind, not 1112m",
        "kakan:1112m  | an added kan needs 4 tiles of one kind, not 1112m",
        // physical tiles
        "pon:000m     | the red 5m is used twice",
        "ankan:5555m  | more than three plain 5m (with red fives, one of the four is 0m)"})
    void parseRejectsWithAMessage(String text, String message) {
        assertThatThrownBy(() -> parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void theAllocatorIsSharedWithTheRestOfTheHand() {
        allocator.takeAll(Notation.parse("11z"));
        assertThatThrownBy(() -> parse("pon:111z"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("more than four 1z");
    }

    @Test
    void honoursAreRejectedWithThe108Set() {
        TileAllocator suitsOnly = new TileAllocator(TileSet.SUITS_108, false);
        assertThatThrownBy(() -> MeldNotation.parse("pon:111z", suitsOnly))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tile 1z is not in the 108-tile set");
        assertThat(MeldNotation.parse("pon:999s", suitsOnly)).isInstanceOf(Pon.class);
    }
}
