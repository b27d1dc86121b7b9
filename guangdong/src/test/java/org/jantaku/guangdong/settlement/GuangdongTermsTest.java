package org.jantaku.guangdong.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.tile.Lang;
import org.jantaku.engine.table.TermWords;
import org.junit.jupiter.api.Test;

/** Every word of 广东麻将 a person reads (fan, payments, first-go-round wins, melds, ways) is in English, Japanese and Chinese. */
class GuangdongTermsTest {
    @Test
    void everyTermIsInEveryLanguage() {
        new TermWords().add(Fan.values()).add(Reason.values()).add(Special.values()).add(GuangdongTerms.MELDS)
                .add(GuangdongTerms.WAYS).assertInEveryLanguage();
        assertThat(Fan.SHISANYAO.displayName(Lang.JA)).startsWith("国士無双");
        assertThat(Fan.SHISANYAO.displayName(Lang.ZH)).isEqualTo("十三幺");
        assertThat(Fan.SHISANYAO.key()).isEqualTo("shisanyao");
    }
}
