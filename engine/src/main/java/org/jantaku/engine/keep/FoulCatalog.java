package org.jantaku.engine.keep;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jantaku.core.rules.RuleSet;

/**
 * A variant's fouls as the scorekeeping pages show them (Riichi: the penalty chapter, 罰則): every item with its
 * letters, the items a foul report may name under a rule set, and the letters a rule set chooses.
 */
public interface FoulCatalog {

    /** Every item in the catalog's order, with its letters ({@code GET /api/keep/penalties}). */
    ArrayNode items();

    /** The items a foul report may name under {@code rules}, with the chosen letter and the facts it asks. */
    ArrayNode reportable(RuleSet rules);

    /** The letter {@code rules} choose for each item, by the item's id ({@code {"7-01":"a",…}}). */
    ObjectNode letters(RuleSet rules);
}
