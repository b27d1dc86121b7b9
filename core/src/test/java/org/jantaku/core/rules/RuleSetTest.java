package org.jantaku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RuleSetTest {
    static final RuleKey<Boolean> OPEN = RuleKey.bool("test.open", true, "open tanyao");
    static final RuleKey<Integer> POINTS = RuleKey.integer("test.points", 25000, 0, 100000, "starting points");
    static final RuleKey<String> LENGTH = RuleKey.choice("test.length", "hanchan", "game length", "tonpuu", "hanchan");
    static final RuleKey<List<Integer>> UMA = new RuleKey<>("test.uma", new RuleType.IntList(4, -100, 100),
            List.of(20, 10, -10, -20), "uma");
    static final RuleKey<Set<String>> PAO = new RuleKey<>("test.pao", RuleType.Subset.of("daisangen", "daisuushii", "suukantsu"),
            Set.of("daisangen"), "pao yakuman");
    static final RuleCatalog CATALOG = RuleCatalog.builder("test").add(OPEN, POINTS, LENGTH, UMA, PAO)
            .constraint(r -> r.get(UMA).stream().mapToInt(Integer::intValue).sum() != 0
                    ? Optional.of("test.uma must sum to 0") : Optional.empty())
            .build();

    @Test
    void defaultsAndGet() {
        RuleSet r = CATALOG.defaults();
        assertThat(r.get(OPEN)).isTrue();
        assertThat(r.get(POINTS)).isEqualTo(25000);
        assertThat(r.get(LENGTH)).isEqualTo("hanchan");
        assertThat(r.get(UMA)).containsExactly(20, 10, -10, -20);
        assertThat(r.get(PAO)).containsExactly("daisangen");
    }

    @Test
    void withMakesAValidatedCopy() {
        RuleSet r = CATALOG.defaults();
        RuleSet t = r.with(LENGTH, "tonpuu");
        assertThat(t.get(LENGTH)).isEqualTo("tonpuu");
        assertThat(r.get(LENGTH)).isEqualTo("hanchan");
        assertThat(t.differences(r)).containsExactly(LENGTH);
        assertThat(t).isNotEqualTo(r);
        assertThat(r.with(LENGTH, "hanchan")).isEqualTo(r).hasSameHashCodeAs(r);
    }

    @Test
    void canonicalTextRoundTrips() {
        RuleSet r = RuleSet.of(CATALOG, Map.of("test.points", 30000, "test.pao", Set.of("suukantsu", "daisangen"),
                "test.uma", List.of(30, 10, -10, -30)));
        String text = r.toText();
        assertThat(text).isEqualTo("test.open=true\ntest.points=30000\ntest.length=hanchan\ntest.uma=[30,10,-10,-30]\n"
                + "test.pao=[daisangen,suukantsu]\n");
        assertThat(RuleSet.parse(CATALOG, "# a comment\n\n" + text)).isEqualTo(r);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "test.open=maybe => rule option test.open: 'maybe' is not true or false",
        "test.points=lots => rule option test.points: 'lots' is not a whole number",
        "test.points=-5 => rule option test.points: expected a whole number 0..100000, not -5",
        "test.length=forever => rule option test.length: expected one of tonpuu|hanchan, not forever",
        "test.uma=[1,2,3] => rule option test.uma: expected 4 whole numbers -100..100 as [a,b,…], not [1, 2, 3]",
        "test.pao=[tenhou] => rule option test.pao: 'tenhou' is not one of daisangen, daisuushii, suukantsu",
        "test.nope=1 => unknown rule option 'test.nope' for test",
        "test.uma=[10,10,10,10] => rules: test.uma must sum to 0",
        "no equals sign => rules line 1 'no equals sign' is not id=value"})
    void badTextSaysWhichOptionAndWhy(String line, String message) {
        assertThatThrownBy(() -> RuleSet.parse(CATALOG, line)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
    }

    @Test
    void badValuesInMapsAreRejectedToo() {
        assertThatThrownBy(() -> RuleSet.of(CATALOG, Map.of("test.open", 1)))
                .hasMessage("rule option test.open: expected true or false, not 1");
        assertThatThrownBy(() -> CATALOG.defaults().get(RuleKey.bool("other.key", true, "x")))
                .hasMessageContaining("not in the test catalog");
    }

    @Test
    void keysAreDeclaredOnceWithWellFormedIds() {
        assertThatThrownBy(() -> RuleCatalog.builder("x").add(OPEN, OPEN).build()).hasMessageContaining("declared twice");
        assertThatThrownBy(() -> RuleKey.bool("nodot", true, "x")).hasMessageContaining("variant.name");
        assertThatThrownBy(() -> RuleKey.integer("test.bad", 5, 0, 3, "x")).hasMessageContaining("0..3");
    }

    @Test
    void catalogListsKeysInOrder() {
        assertThat(CATALOG.keys()).containsExactly(OPEN, POINTS, LENGTH, UMA, PAO);
        assertThat(CATALOG.key("test.uma")).contains(UMA);
        assertThat(CATALOG.key("test.none")).isEmpty();
    }
}
