package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.junit.jupiter.api.Test;

/**
 * The server's tables, views and scorekeeping know no variant: no source file under {@code table/},
 * {@code view/} or {@code keep/} names a class of a variant module ({@code org.jantaku.riichi},
 * {@code .guizhou}, {@code .guangdong}), in an import or written out, nor a registered variant by name in a string
 * ({@code "riichi"}: a capability asked of the variant serves instead); they reach every variant through the
 * registry's modules ({@link org.jantaku.engine.view.VariantViews}, {@link org.jantaku.engine.keep.ReportKeeping},
 * the table-side settler).
 */
class NoVariantNamedTest {
    private static final Path SERVER = Path.of("src", "main", "java", "org", "jantaku", "server");
    private static final Pattern VARIANT = Pattern.compile("org\\.jantaku\\.(riichi|guizhou|guangdong)\\b");
    /** A registered variant's name as a string literal. */
    private static final Pattern NAMED = Pattern.compile("\"(" + VariantModules.all().stream().map(VariantModule::name)
            .map(Pattern::quote).collect(Collectors.joining("|")) + ")\"");

    @Test
    void noTableViewOrKeepSourceNamesAVariant() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String dir : List.of("table", "view", "keep")) {
            try (Stream<Path> sources = Files.walk(SERVER.resolve(dir))) {
                for (Path p : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                    files++;
                    List<String> lines = Files.readAllLines(p);
                    for (int i = 0; i < lines.size(); i++) {
                        if (VARIANT.matcher(lines.get(i)).find() || NAMED.matcher(lines.get(i)).find()) {
                            found.add(SERVER.relativize(p) + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertThat(files).as("source files read under table/, view/ and keep/").isGreaterThan(40);
        assertThat(found).as("lines of the server's tables, views and scorekeeping that name a variant").isEmpty();
    }

    /**
     * The board's centre and the result screen read the variants' counters and tiles of note from the views' captioned
     * lists ({@code counters}, {@code centre_tiles}, {@code tile_lines}, {@code notes}), never a variant's field by name.
     */
    @Test
    void thePageReadsNoVariantFieldOfTheCentreOrTheResult() throws IOException {
        Pattern field = Pattern.compile("\\.(honba|riichi_sticks|dora_indicators|ura_indicators|horses_face_down|horses|burned|riichi)\\b");
        Path js = Path.of("src", "main", "resources", "web", "js");
        List<String> found = new ArrayList<>();
        for (String name : List.of("board.js", "board-centre.js", "results.js")) {
            List<String> lines = Files.readAllLines(js.resolve(name));
            for (int i = 0; i < lines.size(); i++) {
                if (field.matcher(lines.get(i)).find()) {
                    found.add(name + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(found).as("lines of the page that read a variant's field by name").isEmpty();
    }

    @Test
    void theCheckFindsAVariantImport() {
        assertThat(VARIANT.matcher("import org.jantaku.guizhou.game.GuizhouState;").find()).isTrue();
        assertThat(VARIANT.matcher("case org.jantaku.riichi.game.RiichiState s ->").find()).isTrue();
        assertThat(VARIANT.matcher("import org.jantaku.engine.view.VariantViews;").find()).isFalse();
        assertThat(VARIANT.matcher("import org.jantaku.riichiextra.Thing;").find()).isFalse();
        assertThat(NAMED.matcher("if (bots.variant().name().equals(\"riichi\")) {").find()).isTrue();
        assertThat(NAMED.matcher("t(\"riichi.meld\")").find()).isFalse();
    }
}
