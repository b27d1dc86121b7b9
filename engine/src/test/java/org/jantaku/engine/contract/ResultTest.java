package org.jantaku.engine.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ResultTest {

    @Test
    void resultIsAValue() {
        Result<Integer> ok = Result.ok(3);
        Result<Integer> bad = Result.illegal("not your turn");
        assertThat(ok.isOk()).isTrue();
        assertThat(ok.map(x -> x + 1).orThrow()).isEqualTo(4);
        assertThat(bad.map(x -> x + 1)).isEqualTo(Result.illegal("not your turn"));
        assertThatThrownBy(bad::orThrow).hasMessage("not your turn");
    }
}
