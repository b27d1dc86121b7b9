package org.jantaku.server.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Suit;
import org.jantaku.core.tile.Tile;
import org.jantaku.engine.contract.Variant;

/**
 * Tile faces as a table's rules show them. A tile's mpsz name marks the physical red fives (ids 16,
 * 52, 88) as {@code 0m}, {@code 0p}, {@code 0s}; only a rule set that plays red fives (赤ドラ) shows
 * them red ({@link Variant#redFive}), so under any other (Guizhou, Guangdong, Riichi without red
 * fives) they are written {@code 5m}, {@code 5p}, {@code 5s}, in tiles and in action labels alike.
 */
public final class Faces {
    private static final Pattern RED = Pattern.compile("\\b0([mps])\\b");

    private final String redSuits;

    private Faces(String redSuits) {
        this.redSuits = redSuits;
    }

    /** The faces of a variant under a rule set. */
    public static Faces of(Variant<?, ?, ?, ?> variant, RuleSet rules) {
        StringBuilder red = new StringBuilder();
        for (Suit suit : new Suit[] {Suit.MAN, Suit.PIN, Suit.SOU}) {
            Tile five = Tile.redFive(suit);
            if (variant.redFive(rules, five)) {
                red.append(five.mpsz().charAt(1));
            }
        }
        return new Faces(red.toString());
    }

    /** Rewrites, in place, every red five of a suit the rules do not play red; returns {@code node}. */
    public <T extends JsonNode> T apply(T node) {
        if (redSuits.length() == 3) {
            return node;
        }
        if (node instanceof ObjectNode o) {
            for (String field : new String[] {"tile", "label"}) {
                JsonNode v = o.get(field);
                if (v != null && v.isTextual()) {
                    o.put(field, plain(v.asText()));
                }
            }
        }
        node.forEach(this::apply);
        return node;
    }

    private String plain(String text) {
        Matcher m = RED.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String suit = m.group(1);
            m.appendReplacement(out, redSuits.contains(suit) ? "0" + suit : "5" + suit);
        }
        m.appendTail(out);
        return out.toString();
    }
}
