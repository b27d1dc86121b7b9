package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** Malformed logs give an {@link MjlogException} naming the file, the tag and the attribute. */
class MjlogErrorTest {
    private static final String HEAD = "<mjloggm ver=\"2.3\"><GO type=\"169\" lobby=\"0\"/><TAIKYOKU oya=\"0\"/>";
    private static final String INIT = "<INIT seed=\"0,0,0,3,3,20\" ten=\"250,250,250,250\" oya=\"0\""
            + " hai0=\"34,11,120,19,83,79,69,12,1,99,128,85,73\" hai1=\"57,27,17,119,14,134,126,44,117,68,114,82,109\""
            + " hai2=\"78,93,90,48,100,41,40,81,60,53,92,75,98\" hai3=\"6,104,127,88,87,35,65,135,97,122,25,5,121\"/>";

    private static MjlogException error(String body) {
        return catchThrowableOfType(MjlogException.class, () -> MjlogFiles.parse(HEAD + body + "</mjloggm>"));
    }

    @Test
    void aMinimalLogReads() {
        Mjlog log = MjlogFiles.parse(HEAD + INIT + "<T77/><D120/><UN n2=\"%41%42\"/><BYE who=\"1\"/></mjloggm>");
        assertThat(log.sourceName()).isEqualTo("test.mjlog");
        assertThat(log.players()).isEmpty();
        assertThat(log.shuffle()).isEmpty();
        assertThat(log.lobby()).hasValue(0);
        assertThat(log.events()).hasSize(5);
        assertThat(log.events().get(3)).isEqualTo(new Reconnect(2, "AB"));
        assertThat(log.events().get(4)).isEqualTo(new Disconnect(1));
    }

    @Test
    void badNumberNamesFileTagAndAttribute() {
        MjlogException e = error(INIT + "<N who=\"1\" m=\"12x\"/>");
        assertThat(e).hasMessageStartingWith("test.mjlog: <N> (element 4")
                .hasMessageContaining("attribute m=\"12x\"").hasMessageContaining("'12x' is not an integer")
                .hasCauseInstanceOf(NumberFormatException.class);
        assertThat(e.sourceName()).isEqualTo("test.mjlog");
        assertThat(e.tag()).hasValue("N");
        assertThat(e.attribute()).hasValue("m");
    }

    @Test
    void badListItemSaysWhichItem() {
        MjlogException e = error(INIT.replace("ten=\"250,250,250,250\"", "ten=\"250,250,,250\""));
        assertThat(e).hasMessageContaining("<INIT>").hasMessageContaining("attribute ten=\"250,250,,250\"")
                .hasMessageContaining("item 3 '' is not an integer");
        assertThat(error("<AGARI ba=\"0,1\" hai=\"1,2\" machi=\"1\" ten=\"30,1000,0\" yaku=\"1,1,2\" doraHai=\"3\""
                + " who=\"0\" fromWho=\"1\" sc=\"250,0,250,0,250,0,250,0\" owari=\"250,1.5,x,2\"/>"))
                .hasMessageContaining("attribute yaku=\"1,1,2\"").hasMessageContaining("pairs");
        assertThat(error("<RYUUKYOKU ba=\"0,0\" sc=\"250,0,250,0,250,0,250,0\" owari=\"250,1.5,250,z\"/>"))
                .hasMessageContaining("<RYUUKYOKU>").hasMessageContaining("attribute owari")
                .hasMessageContaining("item 4 'z' is not a number");
    }

    @Test
    void missingAttributeAndWrongCounts() {
        assertThat(error("<AGARI ba=\"0,1\" hai=\"1,2\" ten=\"30,1000,0\" doraHai=\"3\" who=\"0\" fromWho=\"1\""
                + " sc=\"250,0,250,0,250,0,250,0\"/>"))
                .hasMessageContaining("<AGARI>").hasMessageContaining("attribute machi (missing)");
        assertThat(error(INIT.replace("0,0,0,3,3,20", "0,0,0,3,3")))
                .hasMessageContaining("attribute seed=\"0,0,0,3,3\"").hasMessageContaining("expected 6");
        assertThat(error("<REACH who=\"4\" step=\"1\"/>")).hasMessageContaining("<REACH>")
                .hasMessageContaining("attribute who=\"4\": seat 4 is outside 0-3");
        assertThat(error("<REACH who=\"1\" step=\"3\"/>")).hasMessageContaining("attribute step=\"3\"");
        assertThat(error("<DORA hai=\"136\"/>")).hasMessageContaining("<DORA>")
                .hasMessageContaining("attribute hai=\"136\": tile id 136 is outside 0-135");
    }

    @Test
    void badMeldCodeIsReportedAgainstItsAttribute() {
        // 108 << 8 | 0x20: a North extraction of an East
        MjlogException e = error(INIT + "<N who=\"0\" m=\"27680\"/>");
        assertThat(e).hasMessageContaining("<N>").hasMessageContaining("attribute m=\"27680\"")
                .hasMessageContaining("North extraction of tile id 108, which is not a North");
        assertThat(e.attribute()).hasValue("m");
    }

    @Test
    void unknownTagsAndBadTileTags() {
        MjlogException unknown = error(INIT + "<FOO bar=\"1\"/>");
        assertThat(unknown).hasMessageContaining("test.mjlog: <FOO> (element 4").hasMessageContaining("unknown tag");
        assertThat(unknown.tag()).hasValue("FOO");
        assertThat(error("<X12/>")).hasMessageContaining("<X12>").hasMessageContaining("unknown tag");
        assertThat(error("<T1a/>")).hasMessageContaining("<T1a>").hasMessageContaining("unknown tag");
        assertThat(error("<D136/>")).hasMessageContaining("<D136>").hasMessageContaining("tile id 136 is outside");
        assertThat(error("<U99999999999/>")).hasMessageContaining("<U99999999999>")
                .hasMessageContaining("not an integer");
        assertThat(error("<T5><D5/></T5>")).hasMessageContaining("<D5>").hasMessageContaining("nested");
    }

    @Test
    void truncatedXml() throws IOException {
        MjlogException e = catchThrowableOfType(MjlogException.class,
                () -> MjlogFiles.parse(HEAD + INIT + "<T77/><D120/><N who=\"3\" m=\"461"));
        assertThat(e).hasMessageStartingWith("test.mjlog: malformed XML at line 1, column")
                .hasMessageContaining("after <D120>");
        assertThat(e.tag()).hasValue("D120");

        Path game = MjlogFiles.games().get(0);
        String text = MjlogFiles.text(game);
        MjlogException cut = catchThrowableOfType(MjlogException.class, () -> MjlogReader.read(
                new ByteArrayInputStream(text.substring(0, text.length() / 2).getBytes(StandardCharsets.UTF_8)),
                "cut.mjlog"));
        assertThat(cut).hasMessageStartingWith("cut.mjlog: malformed XML");
    }

    @Test
    void structuralErrors() {
        assertThatThrownBy(() -> MjlogFiles.parse("<mjloggm><TAIKYOKU oya=\"0\"/></mjloggm>"))
                .isInstanceOf(MjlogException.class).hasMessage("test.mjlog: the log has no <GO> tag");
        assertThatThrownBy(() -> MjlogFiles.parse("<mjloggm><GO type=\"169\"/></mjloggm>"))
                .hasMessage("test.mjlog: the log has no <TAIKYOKU> tag");
        assertThatThrownBy(() -> MjlogFiles.parse("<log><GO type=\"169\"/></log>"))
                .hasMessageContaining("<log>").hasMessageContaining("root element must be <mjloggm>");
        assertThatThrownBy(() -> MjlogFiles.parse("")).isInstanceOf(MjlogException.class)
                .hasMessageStartingWith("test.mjlog: malformed XML");
        assertThatThrownBy(() -> MjlogFiles.parse(HEAD + "<UN n0=\"%E3%8\"/></mjloggm>"))
                .hasMessageContaining("<UN>").hasMessageContaining("attribute n0");
        assertThatThrownBy(() -> MjlogFiles.parse(HEAD.replace("type=\"169\"", "type=\"abc\"") + "</mjloggm>"))
                .hasMessageContaining("<GO>").hasMessageContaining("attribute type=\"abc\"");
    }

    @Test
    void gzippedLogsAreRead() throws IOException {
        Path game = MjlogFiles.games().get(0);
        byte[] plain = MjlogFiles.text(game).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(zipped)) {
            z.write(plain);
        }
        Mjlog a = MjlogReader.read(new ByteArrayInputStream(plain), "a");
        Mjlog b = MjlogReader.read(new ByteArrayInputStream(zipped.toByteArray()), "a");
        assertThat(b).isEqualTo(a);
    }
}
