package org.jantaku.server.view.result;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/**
 * What a hand's end shows, per rule family (JSON: an object whose {@code variant} is {@code riichi},
 * {@code guizhou} or {@code guangdong}): the round, the headline, the wins, the variant's tiles of
 * note and the payments.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "variant")
@JsonSubTypes({@JsonSubTypes.Type(value = RiichiHandView.class, name = "riichi"),
    @JsonSubTypes.Type(value = GuizhouHandView.class, name = "guizhou"),
    @JsonSubTypes.Type(value = GuangdongHandView.class, name = "guangdong")})
public sealed interface HandResultView permits RiichiHandView, GuizhouHandView, GuangdongHandView {

    /** Who won from whom, or the kind of draw. */
    Outcome outcome();

    /** Each winner's hand (none for a draw). */
    List<WinView> wins();

    /** Every seat's payments, change and new score. */
    PaymentTable payments();
}
