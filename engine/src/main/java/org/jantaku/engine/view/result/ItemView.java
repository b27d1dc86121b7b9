package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;
import java.util.Optional;

/**
 * One line of a hand's value: a yaku with its han, a fan with its 番, a pattern with its points, or a
 * total (han, fu, limit, fan paid, points).
 *
 * @param name what it is, when it is named (a bare total has no name)
 * @param value its value in {@code unit}
 * @param unit the unit's key, which the result pages word: as {@code res.unit.<unit>} (the pages' words: {@code han},
 *     {@code fu}, {@code fan}, {@code points}, {@code share} (推倒胡: points each payer pays), {@code cap} (爆胡: the fan
 *     paid), {@code minimum} (the fan a rule raised the hand to) …), as {@code res.unit.<unit>.<variant>} when the
 *     variant words it its own way in its words (Riichi's {@code points}), either with {@code .one} for a value of 1
 *     where that word exists; {@code yakuman} (value: how many) by Riichi's words {@code res.limit.yakuman}, or
 *     {@code res.limit.yakumanN} for more than one; two the page draws itself: {@code limit} (the name shown; value:
 *     the yakuman multiplier, 1 for the others) and {@code none} (a name with no value of its own)
 */
public record ItemView(@JsonProperty("name") Optional<Label> name, @JsonProperty("value") int value,
        @JsonProperty("unit") String unit) {
    public ItemView {
        Objects.requireNonNull(name, "name");
        if (!unit.matches("[a-z][a-z_]*")) {
            throw new IllegalArgumentException("a unit is a lower-case key, not '" + unit + "'");
        }
    }

    public static ItemView named(Label name, int value, String unit) {
        return new ItemView(Optional.of(name), value, unit);
    }

    public static ItemView total(int value, String unit) {
        return new ItemView(Optional.empty(), value, unit);
    }
}
