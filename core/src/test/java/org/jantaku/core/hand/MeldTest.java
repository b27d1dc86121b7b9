package org.jantaku.core.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Shape checks and properties of the five meld records, and {@link Meld#of}. */
class MeldTest {

    /** Distinct physical tiles for mpsz (red fives on), from a fresh allocator. */
    private static List<Tile> tiles(String mpsz) {
        return new TileAllocator(TileSet.STANDARD_136, true).takeAll(Notation.parse(mpsz));
    }

    private static List<Tile> ids(int... ids) {
        List<Tile> out = new ArrayList<>();
        for (int id : ids) {
            out.add(Tile.of(id));
        }
        return out;
    }

    // ---------------------------------------------------------------- Chi

    @ParameterizedTest
    @ValueSource(strings = {"123m", "789m", "345p", "406p", "067s", "789s", "312m", "978p"})
    void chiAcceptsThreeConsecutiveTilesOfANumberedSuit(String mpsz) {
        List<Tile> t = tiles(mpsz);
        Chi chi = new Chi(t, t.get(1));
        assertThat(chi.tiles()).containsExactlyInAnyOrderElementsOf(t);
        assertThat(chi.called()).isEqualTo(t.get(1));
    }

    @Test
    void chiSortsItsTilesById() {
        Chi chi = new Chi(ids(20, 12, 16), Tile.of(16));
        assertThat(chi.tiles()).extracting(Tile::id).containsExactly(12, 16, 20);
        assertThat(chi.kind()).isEqualTo(TileKind.M4);
    }

    @ParameterizedTest(name = "chi of {0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "124m   | a chi needs three consecutive tiles of one suit, not 124m",
        "135p   | a chi needs three consecutive tiles of one suit, not 135p",
        "111m   | a chi needs three consecutive tiles of one suit, not 111m",
        "112s   | a chi needs three consecutive tiles of one suit, not 112s",
        "123z   | a chi needs three consecutive tiles of one suit, not 123z",
        "567z   | a chi needs three consecutive tiles of one suit, not 567z",
        "89m1p  | a chi needs three consecutive tiles of one suit, not 89m1p",
        "9m12p  | a chi needs three consecutive tiles of one suit, not 9m12p",
        "89p1s  | a chi needs three consecutive tiles of one suit, not 89p1s",
        "89s1z  | a chi needs three consecutive tiles of one suit, not 89s1z",
        "9s12z  | a chi needs three consecutive tiles of one suit, not 9s12z",
        "2m3p4s | a chi needs three consecutive tiles of one suit, not 2m3p4s",
        "12m    | a chi needs 3 tiles, not 2",
        "1234m  | a chi needs 3 tiles, not 4"})
    void chiRejectsBadShapes(String mpsz, String message) {
        List<Tile> t = tiles(mpsz);
        assertThatThrownBy(() -> new Chi(t, t.get(0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void chiRejectsTheSamePhysicalTileTwice() {
        assertThatThrownBy(() -> new Chi(ids(0, 4, 0), Tile.of(4)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a chi uses tile 1m#0 twice");
    }

    @Test
    void chiRejectsACalledTileNotInTheMeld() {
        assertThatThrownBy(() -> new Chi(tiles("123m"), Tile.of(12)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the called tile 4m is not one of the meld's tiles");
    }

    @Test
    void chiRejectsAnotherCopyOfAKindInTheMeldAsTheCalledTile() {
        // ids 1, 5, 9 are 1m 2m 3m; id 4 is another 2m, not one of these tiles
        assertThatThrownBy(() -> new Chi(ids(1, 5, 9), Tile.of(4)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the called tile 2m is not one of the meld's tiles");
    }

    // ---------------------------------------------------------------- Pon

    @ParameterizedTest
    @ValueSource(strings = {"555z", "111m", "999s", "055p", "777z"})
    void ponAcceptsThreeOfAKind(String mpsz) {
        List<Tile> t = tiles(mpsz);
        Pon pon = new Pon(t, t.get(2), From.KAMICHA);
        assertThat(pon.tiles()).containsExactlyInAnyOrderElementsOf(t);
        assertThat(pon.called()).isEqualTo(t.get(2));
        assertThat(pon.from()).isEqualTo(From.KAMICHA);
        assertThat(pon.kind()).isEqualTo(t.get(0).kind());
    }

    @ParameterizedTest(name = "pon of {0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "556z  | a pon needs 3 tiles of one kind, not 556z",
        "123m  | a pon needs 3 tiles of one kind, not 123m",
        "1m1p1s| a pon needs 3 tiles of one kind, not 1m1p1s",
        "55z   | a pon needs 3 tiles, not 2",
        "5555z | a pon needs 3 tiles, not 4",
        "5z    | a pon needs 3 tiles, not 1"})
    void ponRejectsBadShapes(String mpsz, String message) {
        List<Tile> t = tiles(mpsz);
        assertThatThrownBy(() -> new Pon(t, t.get(0), From.TOIMEN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void ponRejectsNoTiles() {
        assertThatThrownBy(() -> new Pon(List.of(), Tile.of(0), From.TOIMEN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a pon needs 3 tiles, not 0");
    }

    @Test
    void ponRejectsTheSamePhysicalTileTwice() {
        assertThatThrownBy(() -> new Pon(ids(125, 124, 125), Tile.of(124), From.TOIMEN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a pon uses tile 5z#125 twice");
    }

    @Test
    void ponRejectsACalledTileNotInTheMeld() {
        assertThatThrownBy(() -> new Pon(ids(125, 126, 127), Tile.of(124), From.TOIMEN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the called tile 5z is not one of the meld's tiles");
    }

    @Test
    void ponNeedsASource() {
        assertThatThrownBy(() -> new Pon(ids(124, 125, 126), Tile.of(124), null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("from");
    }

    // ---------------------------------------------------------------- OpenKan

    @Test
    void openKanAcceptsFourOfAKind() {
        OpenKan kan = new OpenKan(ids(7, 6, 5, 4), Tile.of(6), From.SHIMOCHA);
        assertThat(kan.tiles()).extracting(Tile::id).containsExactly(4, 5, 6, 7);
        assertThat(kan.called()).isEqualTo(Tile.of(6));
        assertThat(kan.from()).isEqualTo(From.SHIMOCHA);
        assertThat(kan.kind()).isEqualTo(TileKind.M2);
    }

    @ParameterizedTest(name = "open kan of {0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "1112m  | an open kan needs 4 tiles of one kind, not 1112m",
        "1111z1m| an open kan needs 4 tiles, not 5",
        "111m   | an open kan needs 4 tiles, not 3"})
    void openKanRejectsBadShapes(String mpsz, String message) {
        List<Tile> t = tiles(mpsz);
        assertThatThrownBy(() -> new OpenKan(t, t.get(0), From.TOIMEN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void openKanRejectsACalledTileNotInTheMeldAndANullSource() {
        List<Tile> t = ids(0, 1, 2, 3);
        assertThatThrownBy(() -> new OpenKan(t, Tile.of(4), From.TOIMEN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the called tile 2m is not one of the meld's tiles");
        assertThatThrownBy(() -> new OpenKan(t, Tile.of(0), null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("from");
    }

    // ---------------------------------------------------------------- ClosedKan

    @Test
    void closedKanAcceptsFourOfAKind() {
        ClosedKan kan = new ClosedKan(ids(135, 132, 134, 133));
        assertThat(kan.tiles()).extracting(Tile::id).containsExactly(132, 133, 134, 135);
        assertThat(kan.kind()).isEqualTo(TileKind.RED);
    }

    @Test
    void closedKanKeepsItsRedFive() {
        ClosedKan kan = new ClosedKan(tiles("0555m"));
        assertThat(kan.tiles()).extracting(Tile::id).containsExactly(16, 17, 18, 19);
        assertThat(kan.tiles()).filteredOn(Tile::isRed).hasSize(1);
    }

    @ParameterizedTest(name = "closed kan of {0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "1119m  | a closed kan needs 4 tiles of one kind, not 1119m",
        "111m   | a closed kan needs 4 tiles, not 3",
        "11z    | a closed kan needs 4 tiles, not 2"})
    void closedKanRejectsBadShapes(String mpsz, String message) {
        List<Tile> t = tiles(mpsz);
        assertThatThrownBy(() -> new ClosedKan(t))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void closedKanRejectsTheSamePhysicalTileTwice() {
        assertThatThrownBy(() -> new ClosedKan(ids(0, 1, 2, 2)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a closed kan uses tile 1m#2 twice");
    }

    // ---------------------------------------------------------------- AddedKan

    @Test
    void addedKanAcceptsAPonPlusTheFourthTile() {
        AddedKan kan = new AddedKan(ids(111, 108, 109, 110), Tile.of(109), From.KAMICHA, Tile.of(111));
        assertThat(kan.tiles()).extracting(Tile::id).containsExactly(108, 109, 110, 111);
        assertThat(kan.called()).isEqualTo(Tile.of(109));
        assertThat(kan.added()).isEqualTo(Tile.of(111));
        assertThat(kan.from()).isEqualTo(From.KAMICHA);
        assertThat(kan.kind()).isEqualTo(TileKind.EAST);
    }

    @Test
    void addedKanRejectsAnAddedTileEqualToTheCalledOne() {
        assertThatThrownBy(() -> new AddedKan(ids(108, 109, 110, 111), Tile.of(109), From.KAMICHA, Tile.of(109)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an added kan's added tile cannot be the called tile");
    }

    @Test
    void addedKanRejectsTilesOutsideTheMeld() {
        List<Tile> t = ids(108, 109, 110, 111);
        assertThatThrownBy(() -> new AddedKan(t, Tile.of(0), From.KAMICHA, Tile.of(109)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the called tile 1m is not one of the meld's tiles");
        assertThatThrownBy(() -> new AddedKan(t, Tile.of(109), From.KAMICHA, Tile.of(112)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the added tile 2z is not one of the meld's tiles");
    }

    @Test
    void addedKanRejectsBadShapesAndANullSource() {
        assertThatThrownBy(() -> new AddedKan(ids(108, 109, 110), Tile.of(108), From.KAMICHA, Tile.of(110)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an added kan needs 4 tiles, not 3");
        assertThatThrownBy(() -> new AddedKan(ids(108, 109, 110, 112), Tile.of(108), From.KAMICHA, Tile.of(110)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an added kan needs 4 tiles of one kind, not 1112z");
        assertThatThrownBy(() -> new AddedKan(ids(108, 109, 110, 111), Tile.of(108), null, Tile.of(110)))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("from");
    }

    // ---------------------------------------------------------------- common properties

    @Test
    void propertiesOfEachMeldType() {
        List<Tile> run = tiles("345p");
        Meld chi = new Chi(run, run.get(0));
        Meld pon = new Pon(ids(124, 125, 126), Tile.of(124), From.TOIMEN);
        Meld openKan = new OpenKan(ids(0, 1, 2, 3), Tile.of(0), From.TOIMEN);
        Meld closedKan = new ClosedKan(ids(4, 5, 6, 7));
        Meld addedKan = new AddedKan(ids(8, 9, 10, 11), Tile.of(8), From.TOIMEN, Tile.of(11));

        assertThat(List.of(chi, pon, openKan, closedKan, addedKan)).extracting(Meld::shape).containsExactly(
                MeldShape.CHI, MeldShape.PUNG, MeldShape.EXPOSED_KONG, MeldShape.CONCEALED_KONG, MeldShape.ADDED_KONG);
        assertThat(List.of(chi, pon, openKan, closedKan, addedKan)).extracting(Meld::isOpen)
                .containsExactly(true, true, true, false, true);
        assertThat(List.of(chi, pon, openKan, closedKan, addedKan)).extracting(Meld::isKong)
                .containsExactly(false, false, true, true, true);
        assertThat(List.of(chi, pon, openKan, closedKan, addedKan)).extracting(Meld::isRun)
                .containsExactly(true, false, false, false, false);
        assertThat(List.of(chi, pon, openKan, closedKan, addedKan)).extracting(Meld::kind)
                .containsExactly(TileKind.P3, TileKind.WHITE, TileKind.M1, TileKind.M2, TileKind.M3);
    }

    @Test
    void theKindOfARunIsItsLowestKindWhateverTheOrderWritten() {
        List<Tile> t = tiles("978s");
        assertThat(new Chi(t, t.get(0)).kind()).isEqualTo(TileKind.S7);
    }

    @Test
    void meldTilesAreAnUnmodifiableCopy() {
        List<Tile> input = new ArrayList<>(ids(2, 1, 0));
        Pon pon = new Pon(input, Tile.of(0), From.TOIMEN);
        input.set(0, Tile.of(100));
        assertThat(pon.tiles()).extracting(Tile::id).containsExactly(0, 1, 2);
        assertThatThrownBy(() -> pon.tiles().add(Tile.of(3))).isInstanceOf(UnsupportedOperationException.class);
    }

    // ---------------------------------------------------------------- Meld.of

    @Test
    void meldOfTakesTheFirstTileAsCalledFromTheUsualSource() {
        List<Tile> three = ids(126, 124, 125);
        List<Tile> four = ids(3, 1, 0, 2);

        Chi chi = (Chi) Meld.of(MeldShape.CHI, ids(20, 12, 16));
        assertThat(chi.called()).isEqualTo(Tile.of(20));

        Pon pon = (Pon) Meld.of(MeldShape.PUNG, three);
        assertThat(pon.called()).isEqualTo(Tile.of(126));
        assertThat(pon.from()).isEqualTo(From.TOIMEN);

        OpenKan openKan = (OpenKan) Meld.of(MeldShape.EXPOSED_KONG, four);
        assertThat(openKan.called()).isEqualTo(Tile.of(3));
        assertThat(openKan.from()).isEqualTo(From.TOIMEN);

        assertThat(Meld.of(MeldShape.CONCEALED_KONG, four)).isInstanceOf(ClosedKan.class);

        AddedKan addedKan = (AddedKan) Meld.of(MeldShape.ADDED_KONG, four);
        assertThat(addedKan.called()).isEqualTo(Tile.of(3));
        assertThat(addedKan.added()).isEqualTo(Tile.of(2));
        assertThat(addedKan.from()).isEqualTo(From.TOIMEN);
    }

    @ParameterizedTest
    @EnumSource(MeldShape.class)
    void meldOfBuildsTheRecordOfEachType(MeldShape type) {
        List<Tile> t = type == MeldShape.CHI ? tiles("789p") : tiles(type.isKong() ? "9999p" : "999p");
        Meld meld = Meld.of(type, t);
        assertThat(meld.shape()).isEqualTo(type);
        assertThat(meld.tiles()).hasSize(type.size()).containsExactlyInAnyOrderElementsOf(t);
    }

    @ParameterizedTest(name = "{0} of {1} tiles -> {2}")
    @CsvSource(delimiter = '|', value = {
        "CHI            | 0 | a chi needs 3 tiles, not 0",
        "CHI            | 2 | a chi needs 3 tiles, not 2",
        "PUNG           | 0 | a pon needs 3 tiles, not 0",
        "PUNG           | 4 | a pon needs 3 tiles, not 4",
        "EXPOSED_KONG   | 3 | an open kan needs 4 tiles, not 3",
        "CONCEALED_KONG | 0 | a closed kan needs 4 tiles, not 0",
        "ADDED_KONG     | 0 | an added kan needs 4 tiles, not 0",
        "ADDED_KONG     | 3 | an added kan needs 4 tiles, not 3"})
    void meldOfRejectsAWrongNumberOfTilesWithTheRecordsMessage(MeldShape type, int count, String message) {
        List<Tile> t = ids(0, 1, 2, 3).subList(0, count);
        assertThatThrownBy(() -> Meld.of(type, t))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }
}
