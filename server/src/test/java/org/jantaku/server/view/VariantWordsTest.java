package org.jantaku.server.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.rules.Preset;
import org.jantaku.engine.record.RecordedVariant;
import org.jantaku.engine.spi.VariantModule;
import org.jantaku.engine.spi.VariantModules;
import org.jantaku.engine.view.PageWords;
import org.jantaku.engine.view.VariantViews;
import org.junit.jupiter.api.Test;

/** The variants' words as the pages import them: every language, no key worded twice, none that the pages word already. */
class VariantWordsTest {

    /** A variant known only by its name (the words are found by it). */
    private static VariantModule named(String name) {
        return new VariantModule() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public RecordedVariant<?, ?, ?, ?> recorded() {
                throw new UnsupportedOperationException();
            }

            @Override
            public List<Preset> presets() {
                return List.of();
            }

            @Override
            public VariantViews<?, ?> views() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int order() {
                return 0;
            }
        };
    }

    private static String resource(String file) throws IOException {
        try (InputStream in = VariantWordsTest.class.getClassLoader().getResourceAsStream("web/js/" + file)) {
            assertThat(in).as(file).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Set<String> keys(String text) {
        Set<String> out = new HashSet<>();
        Matcher m = Pattern.compile("'([A-Za-z0-9_.]+)':").matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void theModuleExportsEachLanguage() {
        String module = VariantWords.module(List.of(named("wordsb")));
        assertThat(module).contains("export const en = {\"wa.mark.same\":\"B\",\"wb.mark.own\":\"Own\"};")
                .contains("export const ja = {\"wa.mark.same\":\"ビー\",\"wb.mark.own\":\"自分\"};")
                .contains("export const zh = {\"wa.mark.same\":\"乙\",\"wb.mark.own\":\"自己\"};");
    }

    @Test
    void twoVariantsWordingOneKeyAreRefusedByName() {
        assertThatThrownBy(() -> VariantWords.module(List.of(named("wordsa"), named("wordsb"))))
                .hasMessage("two variants word the same page keys: wa.mark.same (wordsa and wordsb)");
    }

    @Test
    void theRegisteredVariantsWordsAreCompleteAndNewToThePages() throws IOException {
        Set<String> page = new HashSet<>();
        String strings = resource("strings.js");
        page.addAll(keys(strings));
        Matcher part = Pattern.compile("from '\\./(strings/[a-z-]+\\.js)'").matcher(strings);
        int parts = 0;
        while (part.find()) {
            if (!part.group(1).equals("strings/variants.js")) {
                page.addAll(keys(resource(part.group(1))));
                parts++;
            }
        }
        assertThat(parts).as("the parts strings.js imports").isGreaterThan(5);
        assertThat(page).as("the pages' own keys").contains("board.dealer", "act.Pass");
        for (VariantModule v : VariantModules.all()) {
            PageWords words = PageWords.of(v.name());
            assertThat(words.problems()).as(v.name()).isEmpty();
            assertThat(words.in(org.jantaku.core.tile.Lang.EN).keySet()).as(v.name() + "'s words the pages word already")
                    .doesNotContainAnyElementsOf(page);
        }
        assertThat(VariantWords.module()).startsWith("// The words the registered variants bring");
    }
}
