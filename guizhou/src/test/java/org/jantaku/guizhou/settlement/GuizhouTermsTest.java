package org.jantaku.guizhou.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.tile.Lang;
import org.jantaku.engine.table.TermWords;
import org.junit.jupiter.api.Test;

/** Every word of 捉鸡麻将 a person reads (patterns, payments, melds, ways of winning) is in English, Japanese and Chinese. */
class GuizhouTermsTest {
    @Test
    void everyTermIsInEveryLanguage() {
        new TermWords().add(Pattern.values()).add(Reason.values()).add(GuizhouTerms.MELDS).add(GuizhouTerms.WAYS)
                .assertInEveryLanguage();
        assertThat(Reason.JI.displayName(Lang.JA)).isEqualTo("鶏");
        assertThat(Reason.BAOTING.displayName(Lang.JA)).startsWith("報聴");
        assertThat(Reason.BAOTING.displayName(Lang.ZH)).isEqualTo("报听");
    }
}
