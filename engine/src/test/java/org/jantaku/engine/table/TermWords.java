package org.jantaku.engine.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.tile.Lang;

/**
 * For the variants' tests: every word of a variant a person reads is there in English, Japanese and Chinese, and the
 * English is not the Chinese left untranslated.
 */
public final class TermWords {
    private final List<Names> terms = new ArrayList<>();

    /** Adds the named terms (an enum's values). */
    public TermWords add(Names.Named... named) {
        for (Names.Named n : named) {
            terms.add(n.names());
        }
        return this;
    }

    /** Adds every value a {@link Terms} table names. */
    public <V extends Enum<V>> TermWords add(Terms<V> table) {
        table.values().forEach(v -> terms.add(table.names(v)));
        return this;
    }

    /** Asserts every term added has its three words. */
    public void assertInEveryLanguage() {
        assertThat(terms).isNotEmpty();
        for (Names n : terms) {
            for (Lang lang : Lang.values()) {
                assertThat(n.in(lang)).as("%s in %s", n.key(), lang).isNotBlank();
            }
            assertThat(n.in(Lang.EN)).as(n.key()).isNotEqualTo(n.in(Lang.ZH));
        }
    }
}
