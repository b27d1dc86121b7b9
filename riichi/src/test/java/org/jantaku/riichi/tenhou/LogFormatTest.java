package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** Formats are told apart by content. */
class LogFormatTest {

    private static LogFormat detect(String text) throws IOException {
        return LogFormat.detect(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void eachFormatIsKnownByItsContent() throws IOException {
        assertThat(detect("<mjloggm ver=\"2.3\"><GO type=\"169\"/></mjloggm>")).isEqualTo(LogFormat.MJLOG);
        assertThat(detect("\uFEFF  \n{\"title\":[\"\",\"\"],\"name\":[\"a\",\"b\",\"c\",\"d\"],\"rule\":{\"disp\":\"鳳南喰赤\"},"
                + "\"log\":[[[0,0,0]]]}")).isEqualTo(LogFormat.TENHOU6);
        assertThat(detect(MjaiFixturesTest.fixture("double-ron.mjai"))).isEqualTo(LogFormat.MJAI);
        assertThat(detect("{\"type\":\"start_kyoku\",\"bakaze\":\"E\"}\n")).isEqualTo(LogFormat.MJAI);
        assertThat(detect("{\"format\":1,\"variant\":\"riichi\",\"players\":[]}\n{\"step\":0}")).isEqualTo(LogFormat.RECORD);
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
            out.write("<mjloggm ver=\"2.3\"/>".getBytes(StandardCharsets.UTF_8));
        }
        InputStream in = new ByteArrayInputStream(gz.toByteArray());
        assertThat(LogFormat.detect(in)).isEqualTo(LogFormat.MJLOG);
    }

    @Test
    void anythingElseIsNamed() {
        assertThatThrownBy(() -> detect("")).hasMessage("an empty file");
        assertThatThrownBy(() -> detect("hello")).hasMessageStartingWith("neither XML nor JSON: it starts with 'h'");
        assertThatThrownBy(() -> detect("{\"a\":1,\"b\":[2]}")).hasMessageStartingWith("a JSON object with the members [a, b], not a");
        assertThatThrownBy(() -> detect("{\"a\":")).hasMessageStartingWith("not JSON:");
    }
}
