package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.core.testing.SharedData;
import org.junit.jupiter.api.Test;

/**
 * Every game in the shared data that exists both as tenhou.net/6 JSON ({@code tenhou/mjscore}) and as an
 * mjlog ({@code tenhou/games}, same file stem) reads to the same events from either format, compared by
 * tile face ({@link Tenhou6Normal}).
 */
class Tenhou6ReaderTest {

    static List<Path> jsonGames() {
        Path dir = SharedData.require("tenhou/mjscore");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Mjlog readJson(Path p) {
        try {
            return Tenhou6Reader.read(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyJsonGameReadsLikeItsMjlog() {
        List<String> problems = new ArrayList<>();
        int games = 0;
        int hands = 0;
        int wins = 0;
        int draws = 0;
        int calls = 0;
        int kans = 0;
        int riichi = 0;
        int dora = 0;
        int events = 0;
        for (Path json : jsonGames()) {
            String stem = json.getFileName().toString().replace(".json", "");
            Path xml = json.getParent().resolveSibling("games").resolve(stem + ".mjlog");
            if (!Files.exists(xml)) {
                continue;
            }
            games++;
            Mjlog fromJson = readJson(json);
            Mjlog fromXml = MjlogFiles.read(xml);
            assertThat(fromJson.type()).as(stem).isEqualTo(fromXml.type());
            assertThat(fromJson.firstDealer()).as(stem).isEqualTo(fromXml.firstDealer());
            List<String> a = Tenhou6Normal.of(fromJson);
            List<String> b = Tenhou6Normal.of(fromXml);
            int n = Math.min(a.size(), b.size());
            int diff = 0;
            while (diff < n && a.get(diff).equals(b.get(diff))) {
                diff++;
            }
            if (diff < n || a.size() != b.size()) {
                problems.add(stem + " event " + diff + ":\n  json " + (diff < a.size() ? a.get(diff) : "<end>")
                        + "\n  xml  " + (diff < b.size() ? b.get(diff) : "<end>") + "\n  before: "
                        + a.subList(Math.max(0, diff - 4), diff));
                continue;
            }
            events += a.size();
            hands += fromJson.eventsOf(Init.class).size();
            wins += fromJson.eventsOf(Agari.class).size();
            draws += fromJson.eventsOf(Ryuukyoku.class).size();
            calls += fromJson.eventsOf(Call.class).size();
            kans += (int) fromJson.eventsOf(Call.class).stream().filter(c -> c.meld().isKan()).count();
            riichi += (int) fromJson.eventsOf(Riichi.class).stream().filter(r -> r.step() == 1).count();
            dora += fromJson.eventsOf(Dora.class).size();
        }
        assertThat(problems).as("%d games differ", problems.size()).isEmpty();
        System.out.printf("tenhou6 vs mjlog: %d games, %d hands, %d wins, %d draws, %d calls (%d kans), %d riichi,"
                + " %d kan dora, %d events%n", games, hands, wins, draws, calls, kans, riichi, dora, events);
        assertThat(games).isEqualTo(31);
        assertThat(hands).isEqualTo(326);
        assertThat(wins).isEqualTo(265);
        assertThat(draws).isEqualTo(62);
    }
}
