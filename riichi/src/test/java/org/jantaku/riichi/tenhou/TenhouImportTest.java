package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringWriter;
import java.nio.file.Path;
import org.jantaku.engine.record.RecordReader;
import org.jantaku.engine.record.Replayer;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.junit.jupiter.api.Test;

/** Tenhou games imported into engine records replay to the same game, ending as Tenhou recorded. */
class TenhouImportTest {

    @Test
    void everySharedGameBecomesARecordThatReplays() {
        int games = 0;
        for (Path file : MjlogFiles.games()) {
            if (file.getFileName().toString().contains("-no-")) {
                continue; // cut logs are imported in their own test
            }
            Mjlog log = MjlogFiles.read(file);
            StringWriter out = new StringWriter();
            RiichiState live = TenhouImport.write(log, out).state();
            var record = RecordReader.read(out.toString(), RiichiRecordCodec.RIICHI);
            var replayed = Replayer.replay(record);
            assertThat(replayed.state()).as(file.getFileName().toString()).isEqualTo(live);
            assertThat(record.header().walls()).isInstanceOf(org.jantaku.core.wall.Walls.Given.class);
            var owari = log.eventsOf(Agari.class).stream().flatMap(a -> a.owari().stream()).findFirst()
                    .or(() -> log.eventsOf(Ryuukyoku.class).stream().flatMap(r -> r.owari().stream()).findFirst());
            if (owari.isPresent()) {
                assertThat(live.isOver()).isTrue();
                RiichiEvent last = replayed.events().get(replayed.events().size() - 1);
                assertThat(last).isInstanceOfSatisfying(RiichiEvent.GameEnded.class,
                        e -> assertThat(e.result().scores()).isEqualTo(owari.get().scores()));
                games++;
            }
        }
        assertThat(games).isGreaterThan(30);
    }

    @Test
    void aCutLogImportsAsFarAsItGoes() {
        Path cut = MjlogFiles.games().stream().filter(p -> p.getFileName().toString().endsWith("-no-round-end.mjlog"))
                .findFirst().orElseThrow();
        StringWriter out = new StringWriter();
        RiichiState live = TenhouImport.write(MjlogFiles.read(cut), out).state();
        assertThat(live.isOver()).isFalse();
        assertThat(Replayer.replay(RecordReader.read(out.toString(), RiichiRecordCodec.RIICHI)).state()).isEqualTo(live);
    }

    @Test
    void aGameThatDoesNotReplayIsRefusedWithItsDifference() {
        String xml = MjlogFiles.text(MjlogFiles.games().get(0));
        int init = xml.indexOf("<INIT");
        int d = xml.indexOf("<D", init);
        String tampered = xml.substring(0, d) + "<D135/>" + xml.substring(xml.indexOf("/>", d) + 2);
        assertThatThrownBy(() -> TenhouImport.write(MjlogFiles.parse(tampered), new StringWriter()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("East 1, 0 honba does not replay through the engine")
                .hasMessageContaining("is not legal");
    }

    @Test
    void aGameOfUnknownRulesIsRefused() {
        Mjlog log = Tenhou6Reader.read(Tenhou6ErrorTest.HEAD.replace("鳳南喰赤", "般南喰赤祝5") + Tenhou6ErrorTest.HAND
                + "]}", "custom.json");
        assertThatThrownBy(() -> TenhouImport.write(log, new StringWriter()))
                .hasMessage("custom.json: rules not known: rule.disp '般南喰赤祝5' holds '祝5', which names no known lobby rule");
    }
}
