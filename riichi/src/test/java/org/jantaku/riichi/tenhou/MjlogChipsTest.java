package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hand-written mjlogs (from the format, not taken from a log): a chip lobby's {@code sc} of 16 numbers, the
 * usual 8 then chips and their change per seat, and its {@code owari} of 16 (#24 item 7; the layout is that of
 * a public chip-lobby log, docs/tenhou-replay.md), and the lobbies whose rules the project does not know.
 */
class MjlogChipsTest {
    /** A chip lobby's game of one hand: seat 1 rons seat 2 for 2000 points and 2 chips. */
    private static final String SC = "250,0,250,20,250,-20,250,0,0,0,0,2,0,-2,0,0";
    private static final String OWARI = "250,5.0,270,45.0,230,-25.0,250,-25.0,0,0,2,0,-2,0,0,0";
    static final String CHIP_LOG = "<mjloggm ver=\"2.3\"><GO type=\"169\" lobby=\"0\"/><TAIKYOKU oya=\"0\"/>"
            + "<INIT seed=\"0,0,0,1,2,100\" ten=\"250,250,250,250\" chip=\"0,0,0,0\" oya=\"0\""
            + " hai0=\"0,4,8,12,16,20,24,28,32,36,40,44,48\" hai1=\"1,5,9,13,17,21,25,29,33,37,41,45,49\""
            + " hai2=\"2,6,10,14,18,22,26,30,34,38,42,46,50\" hai3=\"3,7,11,15,19,23,27,31,35,39,43,47,51\"/>"
            + "<T52/><D52/><U53/><E53/><V54/><F54/>"
            + "<AGARI ba=\"0,0\" hai=\"1,5,9,13,17,21,25,29,33,37,41,45,49,54\" machi=\"54\" ten=\"30,2000,0\""
            + " yaku=\"0,1,54,1\" chip=\"54,2\" doraHai=\"100\" who=\"1\" fromWho=\"2\""
            + " sc=\"" + SC + "\" owari=\"" + OWARI + "\"/></mjloggm>";

    @Test
    void aChipLobbysWinReadsPointsAndChips() {
        Mjlog log = MjlogFiles.parse(CHIP_LOG);
        Agari win = log.eventsOf(Agari.class).get(0);
        assertThat(win.scores()).containsExactly(25000, 25000, 25000, 25000);
        assertThat(win.deltas()).containsExactly(0, 2000, -2000, 0);
        assertThat(win.chips()).hasValue(new Chips(List.of(0, 0, 0, 0), List.of(0, 2, -2, 0)));
        Owari owari = win.owari().orElseThrow();
        assertThat(owari.scores()).containsExactly(25000, 27000, 23000, 25000);
        assertThat(owari.points()).containsExactly(new BigDecimal("5.0"), new BigDecimal("45.0"),
                new BigDecimal("-25.0"), new BigDecimal("-25.0"));
        assertThat(log.unknownRules()).isEmpty();
    }

    @Test
    void aWinWithoutChipsHasNone() {
        Mjlog log = MjlogFiles.parse(CHIP_LOG.replace(SC, "250,0,250,20,250,-20,250,0").replace(" owari=\"" + OWARI + "\"",
                ""));
        Agari win = log.eventsOf(Agari.class).get(0);
        assertThat(win.deltas()).containsExactly(0, 2000, -2000, 0);
        assertThat(win.chips()).isEmpty();
    }

    @Test
    void anScOfAnotherLengthIsAnError() {
        MjlogException e = catchThrowableOfType(MjlogException.class, () -> MjlogFiles.parse(CHIP_LOG.replace(
                SC, SC.substring(0, SC.length() - "0,-2,0,0".length() - 1))));
        assertThat(e).hasMessageContaining("attribute sc=").hasMessageContaining("expected 8 numbers")
                .hasMessageContaining("found 12");
    }

    @Test
    void customLobbiesAreRulesNotKnown() {
        assertThat(MjlogFiles.parse(CHIP_LOG.replace("lobby=\"0\"", "lobby=\"1234\"")).unknownRules())
                .hasValueSatisfying(r -> assertThat(r).contains("custom lobby 1234"));
        assertThat(MjlogFiles.parse(CHIP_LOG.replace("lobby=\"0\"", "lobby=\"0\" csrule=\"0,0,0,1\"")).unknownRules())
                .hasValueSatisfying(r -> assertThat(r).contains("csrule=\"0,0,0,1\""));
        assertThat(MjlogFiles.parse(CHIP_LOG.replace("type=\"169\"", "type=\"425\"")).unknownRules())
                .hasValueSatisfying(r -> assertThat(r).contains("0x100"));
    }
}
