package org.jantaku.riichi.penalty;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.jantaku.core.rules.RuleKey;
import org.jantaku.core.rules.RuleSet;

/**
 * The penalty chapter of seed 000 (麻雀規則全集 chapter 7 罰則; spec §4): its 49 lettered items (the
 * chapter's 56 numbers less the seven headings 7-04, 7-05, 7-06, 7-07, 7-07-01, 7-08, 7-09 that carry
 * no letters), each a rule option {@code penalty.<id>} of the Riichi catalog.
 */
public final class Penalties {
    private Penalties() {
    }

    /** Every item, in the chapter's order. */
    public static final List<PenaltyItem> ITEMS = Stream.of(ChomboItems.ITEMS, DeclarationItems.ITEMS, TableItems.ITEMS,
            OtherItems.ITEMS).flatMap(List::stream).toList();

    private static final Map<String, PenaltyItem> BY_ID = new LinkedHashMap<>();
    private static final Map<String, RuleKey<String>> KEY_BY_ID = new LinkedHashMap<>();

    static {
        for (PenaltyItem item : ITEMS) {
            BY_ID.put(item.id(), item);
            KEY_BY_ID.put(item.id(), item.key());
        }
    }

    /** The rule options, in the chapter's order (for {@code RiichiRules.CATALOG}). */
    public static final RuleKey<?>[] KEYS = KEY_BY_ID.values().toArray(RuleKey<?>[]::new);

    public static Optional<PenaltyItem> item(String id) {
        return Optional.ofNullable(BY_ID.get(id));
    }

    /** The rule option of an item. */
    public static RuleKey<String> key(String id) {
        RuleKey<String> key = KEY_BY_ID.get(id);
        if (key == null) {
            throw new IllegalArgumentException("no penalty item " + id);
        }
        return key;
    }

    /** The letter a rule set chooses for an item. */
    public static Letter chosen(RuleSet rules, String id) {
        PenaltyItem item = item(id).orElseThrow(() -> new IllegalArgumentException("no penalty item " + id));
        return item.letter(rules.get(key(id))).orElseThrow();
    }

    /** The one setting of type {@code type} that the chosen letter of a setting item holds. */
    public static <E extends Effect> E setting(RuleSet rules, String id, Class<E> type) {
        return chosen(rules, id).effects().stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException(id + " holds no " + type.getSimpleName()));
    }
}
