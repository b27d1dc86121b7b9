package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The server's tables, views and scorekeeping know no variant: no source file under {@code table/},
 * {@code view/} or {@code keep/} names a class of a variant module ({@code org.jantaku.riichi},
 * {@code .guizhou}, {@code .guangdong}), in an import or written out; they reach every variant through the
 * registry's modules ({@link org.jantaku.engine.view.VariantViews}, {@link org.jantaku.engine.keep.ReportKeeping},
 * the table-side settler).
 */
class NoVariantNamedTest {
    private static final Path SERVER = Path.of("src", "main", "java", "org", "jantaku", "server");
    private static final Pattern VARIANT = Pattern.compile("org\\.jantaku\\.(riichi|guizhou|guangdong)\\b");

    @Test
    void noTableViewOrKeepSourceNamesAVariantPackage() throws IOException {
        List<String> found = new ArrayList<>();
        int files = 0;
        for (String dir : List.of("table", "view", "keep")) {
            try (Stream<Path> sources = Files.walk(SERVER.resolve(dir))) {
                for (Path p : sources.filter(f -> f.toString().endsWith(".java")).toList()) {
                    files++;
                    List<String> lines = Files.readAllLines(p);
                    for (int i = 0; i < lines.size(); i++) {
                        Matcher m = VARIANT.matcher(lines.get(i));
                        if (m.find()) {
                            found.add(SERVER.relativize(p) + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertThat(files).as("source files read under table/, view/ and keep/").isGreaterThan(40);
        assertThat(found).as("lines of the server's tables, views and scorekeeping that name a variant's package").isEmpty();
    }

    @Test
    void theCheckFindsAVariantImport() {
        assertThat(VARIANT.matcher("import org.jantaku.guizhou.game.GuizhouState;").find()).isTrue();
        assertThat(VARIANT.matcher("case org.jantaku.riichi.game.RiichiState s ->").find()).isTrue();
        assertThat(VARIANT.matcher("import org.jantaku.engine.view.VariantViews;").find()).isFalse();
        assertThat(VARIANT.matcher("import org.jantaku.riichiextra.Thing;").find()).isFalse();
    }
}
