package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/** Meld codes taken from the shared logs, decoded by hand and checked against the play around them. */
class TenhouMeldTest {

    private static List<Tile> tiles(int... ids) {
        return IntStream.of(ids).mapToObj(Tile::of).toList();
    }

    @Test
    void chiFromTheFirstGamesFirstWin() {
        // 2010081709gm-00a9-0000-fe3371ad: <D11/><N who="1" m="6367"/>, and the first AGARI (who=1)
        // hai="21,27,30,109,111" m="6367,43051,45067": a chi of 3m4m5m calling seat 0's 3m (id 11).
        TenhouMeld d = TenhouMeld.decode(6367, 1);
        assertThat(d.meld()).isEqualTo(new Chi(tiles(11, 14, 17), Tile.of(11)));
        assertThat(d.fromSeat()).isZero();
    }

    @Test
    void ponsFromTheFirstGamesFirstWin() {
        // <D112/><N who="1" m="43051"/>: pon of South (ids 112-115 less 113) calling 112 from kamicha.
        TenhouMeld south = TenhouMeld.decode(43051, 1);
        assertThat(south.meld()).isEqualTo(new Pon(tiles(112, 114, 115), Tile.of(112), From.KAMICHA));
        assertThat(south.fromSeat()).isZero();
        // <D118/><N who="1" m="45067"/>: pon of West (117, 118, 119), the called tile the middle one.
        TenhouMeld west = TenhouMeld.decode(45067, 1);
        assertThat(west.meld()).isEqualTo(new Pon(tiles(117, 118, 119), Tile.of(118), From.KAMICHA));
        assertThat(west.fromSeat()).isZero();
    }

    @Test
    void ponFromShimocha() {
        // Same game, first call: <D120/><N who="3" m="46185"/>: seat 3 pons North 120 from seat 0 (shimocha).
        TenhouMeld d = TenhouMeld.decode(46185, 3);
        assertThat(d.meld()).isEqualTo(new Pon(tiles(120, 121, 122), Tile.of(120), From.SHIMOCHA));
        assertThat(d.fromSeat()).isZero();
    }

    @Test
    void closedKanAndPonOfASanshokuDoukou() {
        // 2010122717gm-00a9-0000-8e787e61: <U7/><N who="1" m="1024"/>, later
        // <AGARI hai="0,1,2,40,41,43,88,91" m="1024,29193" who="1" fromWho="1" yaku="29,2,28,2,26,2,54,1">:
        // a closed kan of 2m, a pon of 2s (77, 78, 79 called 77 from shimocha), 1m and 2p triplets: 2-2-2.
        TenhouMeld kan = TenhouMeld.decode(1024, 1);
        assertThat(kan.meld()).isEqualTo(new ClosedKan(tiles(4, 5, 6, 7)));
        assertThat(kan.fromSeat()).isEqualTo(1);
        TenhouMeld pon = TenhouMeld.decode(29193, 1);
        assertThat(pon.meld()).isEqualTo(new Pon(tiles(77, 78, 79), Tile.of(77), From.SHIMOCHA));
        assertThat(pon.fromSeat()).isEqualTo(2);
    }

    @Test
    void closedKanOfFivesNamesANonRedCopy() {
        // 2016052515gm-00a9-0000-c4d72066: <T16/><N who="0" m="4608"/>: m >> 8 = 18 (a plain 5m), the
        // kan is all four 5m including the red one (16) just drawn.
        TenhouMeld d = TenhouMeld.decode(4608, 0);
        assertThat(d.meld()).isEqualTo(new ClosedKan(tiles(16, 17, 18, 19)));
        assertThat(d.fromSeat()).isZero();
    }

    @Test
    void addedKans() {
        // 2017082021gm-00a9-0000-b8cc6957: AGARI who=1 m="10240,43601": closed kan of 2p and an added
        // kan of South: pon 112, 113, 115 (113 called from shimocha, seat 2) plus 114 added.
        assertThat(TenhouMeld.decode(10240, 1).meld()).isEqualTo(new ClosedKan(tiles(40, 41, 42, 43)));
        TenhouMeld d = TenhouMeld.decode(43601, 1);
        assertThat(d.meld()).isEqualTo(
                new AddedKan(tiles(112, 113, 114, 115), Tile.of(113), From.SHIMOCHA, Tile.of(114)));
        assertThat(d.fromSeat()).isEqualTo(2);
        // 2011020415gm-00a9-0000-e037b629: <T124/><N who="0" m="48657"/>: White, 124 added to a pon
        // that called 127 from seat 1.
        TenhouMeld white = TenhouMeld.decode(48657, 0);
        assertThat(white.meld()).isEqualTo(
                new AddedKan(tiles(124, 125, 126, 127), Tile.of(127), From.SHIMOCHA, Tile.of(124)));
        assertThat(white.fromSeat()).isEqualTo(1);
    }

    @Test
    void openKans() {
        // 2011020415gm-00a9-0000-e037b629: <F106/><N who="3" m="27139"/>: 9s kan calling 106 from seat 2.
        TenhouMeld a = TenhouMeld.decode(27139, 3);
        assertThat(a.meld()).isEqualTo(new OpenKan(tiles(104, 105, 106, 107), Tile.of(106), From.KAMICHA));
        assertThat(a.fromSeat()).isEqualTo(2);
        // 2011020416gm-00a9-0000-025480d4: <D59/><N who="2" m="15106"/>: 6p kan calling 59 from seat 0.
        TenhouMeld b = TenhouMeld.decode(15106, 2);
        assertThat(b.meld()).isEqualTo(new OpenKan(tiles(56, 57, 58, 59), Tile.of(59), From.TOIMEN));
        assertThat(b.fromSeat()).isZero();
    }

    @Test
    void badCodesAreRejectedWithTheCodeInTheMessage() {
        assertThatThrownBy(() -> TenhouMeld.decode((120 << 8) | 0x20, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("North extraction")
                .hasMessageContaining("30752");
        assertThatThrownBy(() -> TenhouMeld.decode(-1, 0)).hasMessageContaining("outside 0-65535");
        assertThatThrownBy(() -> TenhouMeld.decode(0x10000, 0)).hasMessageContaining("outside 0-65535");
        assertThatThrownBy(() -> TenhouMeld.decode(6367 & ~3 | 1, 1)).hasMessageContaining("not kamicha");
        assertThatThrownBy(() -> TenhouMeld.decode((63 << 10) | 0x4 | 3, 0)).hasMessageContaining("run number 21");
        assertThatThrownBy(() -> TenhouMeld.decode((102 << 9) | 0x8 | 1, 0)).hasMessageContaining("tile kind 34");
        assertThatThrownBy(() -> TenhouMeld.decode(43051 & ~3, 1)).hasMessageContaining("no source");
        assertThatThrownBy(() -> TenhouMeld.decode((136 << 8) | 1, 0)).hasMessageContaining("tile id 136");
        assertThatThrownBy(() -> TenhouMeld.decode(43051 | 0x10, 1)).hasMessageContaining("both");
        assertThatThrownBy(() -> TenhouMeld.decode(6367, 4)).hasMessageContaining("callerSeat 4");
    }

    @Test
    void aWinsMeldsMatchItsHand() {
        // 2010122717gm-00a9-0000-8e787e61: <AGARI ba="0,1" hai="0,1,2,40,41,43,88,91" m="1024,29193"
        //  machi="41" ten="60,18000,2" yaku="29,2,28,2,26,2,54,1" who="1" fromWho="1" .../>
        // sanankou, toitoi, sanshoku doukou of 2s, one red five: 111m 222p + kan 2222m + pon 222s + 55s.
        Path file = MjlogFiles.games().stream()
                .filter(p -> p.getFileName().toString().startsWith("2010122717gm")).findFirst().orElseThrow();
        Agari a = MjlogFiles.read(file).eventsOf(Agari.class).stream()
                .filter(x -> x.melds().size() == 2 && x.melds().get(0) instanceof ClosedKan).findFirst().orElseThrow();
        assertThat(a.hai()).isEqualTo(tiles(0, 1, 2, 40, 41, 43, 88, 91));
        assertThat(a.melds()).containsExactly(new ClosedKan(tiles(4, 5, 6, 7)),
                new Pon(tiles(77, 78, 79), Tile.of(77), From.SHIMOCHA));
        assertThat(a.machi()).isEqualTo(Tile.of(41));
        assertThat(a.isTsumo()).isTrue();
        assertThat(a.yaku()).extracting(YakuHan::yaku).extracting(java.util.Optional::orElseThrow).containsExactly(
                TenhouYaku.SANANKOU, TenhouYaku.TOITOI, TenhouYaku.SANSHOKU_DOUKOU, TenhouYaku.AKA_DORA);
        assertThat(a.hai().stream().filter(Tile::isRed)).containsExactly(Tile.of(88));
        // the three triplets of 2s: 2m (kind 1) in the kan, 2p (kind 10) in hand, 2s (kind 19) in the pon
        assertThat(a.melds().get(0).kind().mpsz()).isEqualTo("2m");
        assertThat(a.hai().get(3).kind().mpsz()).isEqualTo("2p");
        assertThat(a.melds().get(1).kind().mpsz()).isEqualTo("2s");
        assertThat(a.limit()).isEqualTo(Agari.HANEMAN);
    }
}
