package org.jantaku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An option as a person names it: the catalog's id, or the one option whose name after its prefix it is. */
class RuleCatalogNamedTest {
    private static final RuleCatalog CATALOG = RuleCatalog.builder("t")
            .add(RuleKey.bool("a.open", true, "a"), RuleKey.bool("a.shared", true, "a"), RuleKey.bool("b.shared", true, "b"))
            .build();

    @Test
    void aFullIdStaysAsGiven() {
        assertThat(CATALOG.named("a.open")).map(RuleKey::id).contains("a.open");
    }

    @Test
    void aUniqueNameFindsItsOption() {
        assertThat(CATALOG.named("open")).map(RuleKey::id).contains("a.open");
    }

    @Test
    void anAmbiguousOrUnknownNameFindsNothing() {
        assertThat(CATALOG.named("shared")).as("a.shared and b.shared").isEmpty();
        assertThat(CATALOG.named("nothing")).isEmpty();
        assertThat(CATALOG.named("a.")).isEmpty();
    }
}
