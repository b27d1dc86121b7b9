package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Optional;
import org.jantaku.engine.view.Caption;

/**
 * What a hand's end shows (JSON: an object whose {@code variant}, written first, names the variant: {@code riichi},
 * {@code guizhou}, {@code guangdong} …): the round (its dealer), the headline, the wins, the variant's tiles of note
 * and the payments. Every variant's is a {@link FlowHandView} with its own fields.
 */
public interface HandResultView {

    /** The variant's name. */
    @JsonProperty("variant")
    String variant();

    /** Which hand it was: its dealer, and the variant's own fields. */
    @JsonProperty("round")
    HandRound round();

    /** The hand's label and its counters (round, 本場, 供託, 连庄; JSON {@code round_labels}), in the order shown. */
    @JsonProperty("round_labels")
    List<Caption> roundLabels();

    /**
     * At a draw that says who was ready, the words it says it in, a suffix of the page's strings
     * ({@code res.ready.TERMS}): {@code tenpai} (聴牌, Riichi's exhaustive draw) or {@code jiao} (叫, Guizhou's 黄庄);
     * empty otherwise. JSON {@code ready_terms}.
     */
    @JsonProperty("ready_terms")
    Optional<String> readyTerms();

    /** Who won from whom, or the kind of draw. */
    Outcome outcome();

    /** Each winner's hand (none for a draw). */
    List<WinView> wins();

    /** Every seat's payments, change and new score. */
    PaymentTable payments();
}
