package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.Caption;

/**
 * Which hand it is, as far as every variant says it (JSON {@code round}, an object): its dealer (親, 庄家), whom the
 * payments table marks, and its captions, the table's ({@link org.jantaku.engine.view.state.FlowTableView}) and its
 * result's alike. A variant's record adds its own fields (the round wind, 本場, the dealer's streak …).
 */
public interface HandRound {

    /** The dealer's seat. */
    @JsonProperty("dealer")
    int dealer();

    /** The hand's label ("Hand 3" 第3局, "East 2" 東2局), on the table and on its result. */
    @JsonIgnore
    Caption label();

    /**
     * The dealer's streak beside the label (连庄, {@link #streak}), where the variant counts one: by default none.
     */
    @JsonIgnore
    default Optional<Caption> streakLabel() {
        return Optional.empty();
    }

    /** The variant's counters a result adds after them (Riichi's 本場 and 供託): by default none. */
    @JsonIgnore
    default List<Caption> counters() {
        return List.of();
    }

    /** A result's round captions ({@link HandResultView#roundLabels}): the label, the streak, the counters. */
    @JsonIgnore
    default List<Caption> labels() {
        List<Caption> out = new ArrayList<>();
        out.add(label());
        streakLabel().ifPresent(out::add);
        out.addAll(counters());
        return List.copyOf(out);
    }

    /**
     * The streak label of a dealer in his {@code streak}-th hand in a row (1 first): {@code round.streak}, the hands he
     * has kept the deal (连庄1 in his second); none in the first.
     */
    static Optional<Caption> streak(int streak) {
        return streak > 1 ? Optional.of(Caption.of("round.streak", "n", streak - 1)) : Optional.empty();
    }
}
