package org.jantaku.engine.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class CaptionTest {

    @Test
    void aCaptionIsItsKeyAndItsArgumentsInOrder() throws Exception {
        Caption c = Caption.of("round.riichi", "wind", "wind.S", "n", 3);
        assertThat(new ObjectMapper().writeValueAsString(c)).isEqualTo("{\"key\":\"round.riichi\",\"args\":{\"wind\":\"wind.S\",\"n\":3}}");
    }

    @Test
    void badKeysAndArgumentsAreRefusedSayingWhich() {
        assertThatThrownBy(() -> Caption.of("Round riichi")).hasMessageContaining("'Round riichi'");
        assertThatThrownBy(() -> Caption.of("round.hand", "n")).hasMessageContaining("name, value pairs");
        assertThatThrownBy(() -> Caption.of("round.hand", "n", 1.5)).hasMessageContaining("the argument 'n' of round.hand");
    }
}
