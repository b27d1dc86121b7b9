package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jantaku.engine.contract.Transition;
import org.jantaku.riichi.record.ObservationJson;
import org.jantaku.riichi.record.RiichiRecordCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Single transitions checked against their stored before/after fixtures ({@link TransitionFixtures}):
 * the position is reached again from the game's seed, its all-open view must be the stored one, and
 * the one action must produce exactly the stored events and the stored view after.
 */
class TransitionFixturesTest {
    private static final RiichiGame GAME = new RiichiGame();
    private static final RiichiRecordCodec CODEC = new RiichiRecordCodec();

    static Path dir() throws URISyntaxException {
        return Path.of(TransitionFixturesTest.class.getResource("fixtures").toURI());
    }

    static Stream<Path> fixtures() throws IOException, URISyntaxException {
        Path dir;
        if (Boolean.getBoolean("jantaku.fixtures.write")) {
            TransitionFixtures.write(TransitionFixtures.SOURCE_DIR);
            dir = TransitionFixtures.SOURCE_DIR;
        } else {
            dir = dir();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void theStepDoesWhatTheFixtureSays(Path file) throws IOException {
        JsonNode f = TransitionFixtures.read(file);
        String name = file.getFileName().toString();
        RiichiState before = TransitionFixtures.positionAt(GoldenGames.variants().get(f.get("variant").asText()),
                f.get("seed").asLong(), f.get("step").asInt());
        assertThat(ObservationJson.encode(GAME.observeAll(before))).as("%s: the position before", name).isEqualTo(f.get("before"));
        int seat = f.get("seat").asInt();
        RiichiAction action = CODEC.decodeAction(f.get("action"));
        assertThat(GAME.legalActions(before, seat)).as("%s: the action is legal", name).contains(action);
        Transition<RiichiState, RiichiEvent> t = GAME.apply(before, seat, action).orThrow();
        assertThat(TransitionFixtures.events(t.events())).as("%s: the events", name).isEqualTo(f.get("events"));
        assertThat(ObservationJson.encode(GAME.observeAll(t.state()))).as("%s: the position after", name).isEqualTo(f.get("after"));
        assertThat(TransitionFixtures.label(before, seat, action, t.events())).as("%s: the kind of step", name)
                .contains(f.get("label").asText());
    }

    @Test
    void theFixturesCoverTheTransitionsThatMatter() throws IOException, URISyntaxException {
        List<String> labels = fixtures().map(p -> p.getFileName().toString().replace(".json", "")).toList();
        assertThat(labels).contains("chi", "pon", "open-kan", "closed-kan", "added-kan", "riichi-declared", "riichi-accepted",
                "ron", "tsumo", "draw-exhaustive", "discard-claimable", "ron-passed-furiten", "chankan", "double-ron",
                "rinshan-tsumo");
    }
}
