package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.jantaku.core.testing.SharedData;
import org.jantaku.core.tile.Tile;
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
            kans += (int) fromJson.eventsOf(Call.class).stream().filter(c -> c.meld().isKong()).count();
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
        assertThat(calls).isEqualTo(653);
        assertThat(kans).isEqualTo(35);
        assertThat(riichi).isEqualTo(231);
        assertThat(dora).isEqualTo(31);
        assertThat(events).isGreaterThan(32_000);
    }

    @Test
    void aWholeGameInOneObjectReadsLikeOneHandPerLine() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        int checked = 0;
        for (Path json : jsonGames()) {
            List<String> lines = Files.readAllLines(json).stream().filter(l -> !l.isBlank()).toList();
            ObjectNode whole = (ObjectNode) mapper.readTree(lines.get(0));
            ArrayNode log = whole.putArray("log");
            for (String line : lines) {
                mapper.readTree(line).get("log").forEach(log::add);
            }
            Mjlog one = Tenhou6Reader.read(mapper.writeValueAsString(whole), "whole.json");
            assertThat(one.events()).as(json.getFileName().toString()).isEqualTo(readJson(json).events());
            checked++;
        }
        assertThat(checked).isEqualTo(31);
    }

    /** Each physical tile has one id per hand: dealt, drawn and turned tiles are new; discards and calls use held tiles. */
    @Test
    void tileIdsFollowTheTiles() {
        int discards = 0;
        for (Path json : jsonGames()) {
            Set<Tile> seen = new HashSet<>();
            List<Set<Tile>> held = new ArrayList<>();
            Tile lastDiscard = null;
            for (MjlogEvent e : readJson(json).events()) {
                switch (e) {
                    case Init i -> {
                        seen.clear();
                        held.clear();
                        i.hands().forEach(h -> held.add(new HashSet<>(h)));
                        i.hands().forEach(h -> h.forEach(t -> assertThat(seen.add(t)).isTrue()));
                        assertThat(seen.add(i.doraIndicator())).isTrue();
                    }
                    case Draw d -> {
                        assertThat(seen.add(d.tile())).as("%s drawn twice", d.tile()).isTrue();
                        held.get(d.seat()).add(d.tile());
                    }
                    case Dora d -> assertThat(seen.add(d.indicator())).isTrue();
                    case Discard d -> {
                        assertThat(held.get(d.seat()).remove(d.tile())).as("%s held", d).isTrue();
                        lastDiscard = d.tile();
                        discards++;
                    }
                    case Call c -> {
                        for (Tile t : c.meld().tiles()) {
                            boolean fromHand = held.get(c.seat()).remove(t);
                            boolean called = t.equals(lastDiscard) && c.fromSeat() != c.seat();
                            boolean wasMelded = c.meld() instanceof org.jantaku.core.hand.AddedKan k && !t.equals(k.added());
                            assertThat(fromHand || called || wasMelded).as("%s in %s", t, c).isTrue();
                        }
                    }
                    case Agari a -> {
                        Set<Tile> hand = new HashSet<>(held.get(a.who()));
                        hand.add(a.machi());
                        assertThat(new HashSet<>(a.hai())).isEqualTo(hand);
                        a.uraIndicators().forEach(t -> assertThat(seen.contains(t) && !a.doraIndicators().contains(t)
                                || seen.add(t)).isTrue());
                    }
                    default -> {
                    }
                }
            }
        }
        assertThat(discards).isGreaterThan(15_000);
    }
}
