package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.jantaku.core.rules.RuleCatalog;
import org.jantaku.core.rules.RuleKey;
import org.junit.jupiter.api.Test;

/** {@code --rule KEY=VALUE}'s key: the catalog's id, or the one option whose name after its prefix it is. */
class RuleOptionsIdTest {
    private static final RuleCatalog CATALOG = RuleCatalog.builder("t")
            .add(RuleKey.bool("a.open", true, "a"), RuleKey.bool("a.shared", true, "a"), RuleKey.bool("b.shared", true, "b"))
            .build();

    @Test
    void aFullIdStaysAsGiven() {
        assertThat(RuleOptions.id(CATALOG, "a.open")).isEqualTo("a.open");
    }

    @Test
    void aUniqueNameFindsItsOption() {
        assertThat(RuleOptions.id(CATALOG, "open")).isEqualTo("a.open");
    }

    @Test
    void anAmbiguousOrUnknownNameStaysForTheRuleSetToRefuse() {
        assertThat(RuleOptions.id(CATALOG, "shared")).as("a.shared and b.shared").isEqualTo("shared");
        assertThat(RuleOptions.id(CATALOG, "nothing")).isEqualTo("nothing");
    }
}
