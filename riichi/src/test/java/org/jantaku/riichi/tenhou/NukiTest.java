package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.junit.jupiter.api.Test;

/**
 * The North extraction's meld code (北抜き): the North's id shifted by 8 with the bit 0x20. The four codes are
 * those of public sanma logs (30752, 31008, 31264, 31520; /work/notes/sanma-rules.md §2), here made from the rule.
 */
class NukiTest {
    @Test
    void theFourNorthsDecodeToThemselves() {
        int[] codes = {30752, 31008, 31264, 31520};
        for (int copy = 0; copy < 4; copy++) {
            Tile north = Tile.of(120 + copy);
            assertThat(Nuki.code(north)).isEqualTo(codes[copy]);
            assertThat(Nuki.isNuki(codes[copy])).isTrue();
            assertThat(Nuki.decode(codes[copy])).isEqualTo(north);
            assertThat(Nuki.of(2, north)).isEqualTo(new Nuki(2, codes[copy], north));
        }
    }

    @Test
    void aPonOrAddedKanWhoseCopyBitIs0x20IsNoNuki() {
        // a pon of North whose unused copy is 1 (bit 0x20 of the copy field) from kamicha
        int pon = TenhouMeld.encode(new Pon(java.util.List.of(Tile.of(120), Tile.of(122), Tile.of(123)), Tile.of(120),
                org.jantaku.core.hand.From.KAMICHA));
        assertThat(pon & 0x20).isNotZero();
        assertThat(Nuki.isNuki(pon)).isFalse();
        assertThat(TenhouMeld.decode(pon, 0).meld()).isInstanceOf(Pon.class);
    }

    @Test
    void badCodesAreRefusedWithTheCodeInTheMessage() {
        assertThatThrownBy(() -> Nuki.decode(108 << 8 | 0x20)).hasMessageContaining("27680")
                .hasMessageContaining("tile id 108, which is not a North");
        assertThatThrownBy(() -> Nuki.decode(30752 | 1)).hasMessageContaining("30753")
                .hasMessageContaining("low byte is 0x21");
        assertThatThrownBy(() -> Nuki.decode(136 << 8 | 0x20)).hasMessageContaining("tile id 136");
        assertThatThrownBy(() -> Nuki.decode(0x10000)).hasMessageContaining("outside 0-65535");
        assertThatThrownBy(() -> TenhouMeld.decode(30752, 0)).hasMessageContaining("North extraction")
                .hasMessageContaining("not a meld");
        assertThatThrownBy(() -> new Nuki(0, 27680, Tile.of(108))).hasMessageContaining("sets aside a North, not 1z");
        assertThatThrownBy(() -> new Nuki(0, 31008, Tile.of(120))).hasMessageContaining("not the North extraction");
    }

    @Test
    void aBadNukiInAnAgariIsReportedAgainstItsAttribute() {
        String log = SanmaLogTest.MJLOG.replace("m=\"30752\" machi", "m=\"30753\" machi");
        MjlogException e = catchThrowableOfType(MjlogException.class, () -> MjlogFiles.parse(log));
        assertThat(e).hasMessageContaining("<AGARI>").hasMessageContaining("attribute m=\"30753\"")
                .hasMessageContaining("low byte is 0x21");
        assertThat(e.attribute()).hasValue("m");
    }
}
