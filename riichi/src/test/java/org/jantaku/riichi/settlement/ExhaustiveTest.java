package org.jantaku.riichi.settlement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.riichi.rules.RiichiPresets;
import org.jantaku.riichi.rules.RiichiRules;
import org.junit.jupiter.api.Test;

/** {@link Exhaustive}: the exhaustive draw's settlement, for the game and the club keeping alike. */
class ExhaustiveTest {
    private static final RuleSet TENHOU = RiichiPresets.TENHOU.rules();

    @Test
    void notenPaymentsAndTheTenpaiDealerStays() {
        Exhaustive.Settled s = Exhaustive.settle(TENHOU, 0, 1, 0, 0, List.of(1), List.of());
        assertThat(s.kind()).isEqualTo(Exhaustive.Kind.NOTEN);
        assertThat(s.renchan()).isTrue();
        assertThat(s.won()).isFalse();
        assertThat(Transfer.net(s.transfers()).toList()).containsExactly(-1000, 3000, -1000, -1000);
    }

    @Test
    void noRenchanInARoundWindNotListed() {
        RuleSet eastOnly = TENHOU.with(RiichiRules.TENPAI_RENCHAN, Set.of("E"));
        assertThat(Exhaustive.settle(eastOnly, 4, 1, 0, 0, List.of(1), List.of()).renchan()).isFalse();
    }

    @Test
    void nagashiAsADrawPaymentLeavesHonbaAndSticks() {
        Exhaustive.Settled s = Exhaustive.settle(TENHOU, 0, 0, 2, 1, List.of(0), List.of(2));
        assertThat(s.kind()).isEqualTo(Exhaustive.Kind.NAGASHI);
        assertThat(s.renchan()).as("the tenpai dealer still stays").isTrue();
        assertThat(Transfer.net(s.transfers()).toList()).containsExactly(-4000, -2000, 8000, -2000);
    }

    @Test
    void nagashiAsAWinTheFirstListedTakesHonbaAndSticks() {
        RuleSet asWin = TENHOU.with(RiichiRules.NAGASHI_MANGAN, "asWin");
        Exhaustive.Settled s = Exhaustive.settle(asWin, 0, 0, 1, 1, List.of(), List.of(3, 1));
        assertThat(s.kind()).isEqualTo(Exhaustive.Kind.NAGASHI_AS_WIN);
        assertThat(s.won()).isTrue();
        assertThat(s.renchan()).as("not the dealer's").isFalse();
        assertThat(s.transfers()).filteredOn(t -> t.reason() == Reason.RIICHI_STICKS)
                .containsExactly(new Transfer<>(Transfer.TABLE, 3, 1000, Reason.RIICHI_STICKS));
        assertThat(s.transfers()).filteredOn(t -> t.reason() == Reason.HONBA).allMatch(t -> t.to() == 3);
    }
}
