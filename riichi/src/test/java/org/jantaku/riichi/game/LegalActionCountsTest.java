package org.jantaku.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Replays the golden games ({@link GoldenGames}) and compares them with the recorded files: the
 * legal-action counts of the sampled steps, the number of steps, the final scores and the hashes of
 * every step's legal actions, every state and the event stream. Locks the engine's behaviour while
 * it is made faster. With {@code -Djantaku.golden.write=true} it writes the files instead.
 */
class LegalActionCountsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tenhou", "tonpuu-kiriage", "headBump-noAbortive"})
    void gamesPlayAsRecorded(String variant) throws IOException {
        if (Boolean.getBoolean("jantaku.golden.write")) {
            GoldenGames.write(GoldenGames.SOURCE_DIR, variant);
            return;
        }
        List<GoldenGames.Game> expected = read(variant);
        assertThat(expected).as("games in " + GoldenGames.fileName(variant)).hasSize(GoldenGames.GAMES);
        RiichiGame game = new RiichiGame();
        for (GoldenGames.Game want : expected) {
            GoldenGames.Game got = GoldenGames.play(game, GoldenGames.variants().get(variant), want.seed());
            compare(variant, want, got);
        }
    }

    private static void compare(String variant, GoldenGames.Game want, GoldenGames.Game got) {
        String game = variant + " seed " + want.seed();
        int n = Math.min(want.samples().size(), got.samples().size());
        for (int i = 0; i < n; i++) {
            GoldenGames.Sample w = want.samples().get(i);
            GoldenGames.Sample g = got.samples().get(i);
            if (!w.equals(g)) {
                fail("%s, step %d: expected seat %d with %d legal actions, actual seat %d with %d (step %d)",
                        game, w.step(), w.seat(), w.count(), g.seat(), g.count(), g.step());
            }
        }
        check(game, "steps", want.steps(), got.steps());
        check(game, "final scores", want.scores(), got.scores());
        check(game, "hash of the legal actions of every step", Long.toHexString(want.actionsHash()),
                Long.toHexString(got.actionsHash()));
        check(game, "hash of the states of every step", Long.toHexString(want.statesHash()),
                Long.toHexString(got.statesHash()));
        check(game, "hash of the event stream", Long.toHexString(want.eventsHash()), Long.toHexString(got.eventsHash()));
    }

    private static void check(String game, String what, Object expected, Object actual) {
        if (!expected.equals(actual)) {
            fail("%s: %s: expected %s, actual %s", game, what, expected, actual);
        }
    }

    private static List<GoldenGames.Game> read(String variant) throws IOException {
        String name = GoldenGames.fileName(variant);
        String text;
        try (InputStream in = LegalActionCountsTest.class.getResourceAsStream(name)) {
            assertThat(in).as("resource " + name).isNotNull();
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<GoldenGames.Game> out = new ArrayList<>();
        String[] head = null;
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.strip().split(" ");
            if (f[0].equals("game")) {
                head = f;
            } else if (f[0].equals("counts") && head != null) {
                out.add(parse(head, Arrays.asList(f).subList(1, f.length)));
                head = null;
            } else {
                throw new IllegalStateException(name + ": unexpected line '" + line + "'");
            }
        }
        return out;
    }

    private static GoldenGames.Game parse(String[] head, List<String> counts) {
        List<Integer> scores = Arrays.stream(value(head[3]).split(",")).map(Integer::valueOf).toList();
        return new GoldenGames.Game(Long.parseLong(head[1]), Integer.parseInt(value(head[2])), scores,
                Long.parseUnsignedLong(value(head[4]), 16), Long.parseUnsignedLong(value(head[5]), 16),
                Long.parseUnsignedLong(value(head[6]), 16), counts.stream().map(GoldenGames.Sample::parse).toList());
    }

    private static String value(String field) {
        return field.substring(field.indexOf('=') + 1);
    }
}
