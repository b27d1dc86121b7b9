package org.jantaku.bots.mjai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@code mjai:COMMAND} is split into words as a shell splits them, quotes and backslashes included. */
class MjaiCommandTest {
    @Test
    void wordsQuotesAndBackslashes() {
        assertThat(MjaiCommand.of("mjai:python3 bots/mjai/example_bot.py").words())
                .containsExactly("python3", "bots/mjai/example_bot.py");
        assertThat(MjaiCommand.of("mjai:  python3   'my bots/bot.py'  \"a \\\"b\\\" \\\\c\" d\\ e 'x'\"y\"z").words())
                .containsExactly("python3", "my bots/bot.py", "a \"b\" \\c", "d e", "xyz");
        assertThat(MjaiCommand.of("mjai:run ''").words()).containsExactly("run", "");
        assertThat(MjaiCommand.of("mjai:bot --x").forSeat(3)).containsExactly("bot", "--x", "3");
        MjaiCommand quoted = MjaiCommand.of("mjai:my\\ bot \"it's\" 'a \"b\"'");
        assertThat(quoted.words()).containsExactly("my bot", "it's", "a \"b\"");
        assertThat(MjaiCommand.of(quoted.agentName())).isEqualTo(quoted);
    }

    @Test
    void badCommandsAreRefusedSayingWhere() {
        assertThatThrownBy(() -> MjaiCommand.of("mjai:   ")).hasMessageContaining("an mjai agent needs a command");
        assertThatThrownBy(() -> MjaiCommand.of("mjai:python3 'bot.py")).hasMessageContaining("the quote ' at character 9 is not closed");
        assertThatThrownBy(() -> MjaiCommand.of("mjai:a \"b")).hasMessageContaining("the quote \" at character 3 is not closed");
        assertThatThrownBy(() -> MjaiCommand.of("efficiency")).hasMessageContaining("not an mjai agent");
        assertThat(MjaiCommand.named("mjai:x")).isTrue();
        assertThat(MjaiCommand.named("random")).isFalse();
    }
}
