package org.jantaku.riichi.penalty;

import java.util.Arrays;
import java.util.Optional;

/**
 * What the players say about a foul when they report it (spec §4, "scorekeeping event API"): the
 * conditions some option letters depend on. Each has the JSON name used in reports.
 */
public enum Fact {
    /** The offender laid his hand down (倒牌 / 攤開手牌). */
    EXPOSED("exposed"),
    /** Any player laid his hand down (7-05-01 g–k). */
    ANYONE_EXPOSED("anyoneExposed"),
    /** It was done on purpose (故意). */
    DELIBERATE("deliberate"),
    /** The offender is in riichi (the session adds this itself when it knows). */
    IN_RIICHI("inRiichi"),
    /** Noticed before the offender's discard (打牌前). */
    BEFORE_DISCARD("beforeDiscard"),
    /** The tiles can be put back as they were, so play can continue (復原). */
    RESTORABLE("restorable"),
    /** The winner did it (7-07-02, 7-07-03). */
    BY_WINNER("byWinner"),
    /** The other players had given permission (7-06-05-01). */
    WITH_PERMISSION("withPermission"),
    /** Some player is tenpai for a yakuman (7-01 e, i). */
    YAKUMAN_TENPAI("yakumanTenpai"),
    /** The chombo was made on purpose to stop a yakuman (7-01 d). */
    STOPS_YAKUMAN("stopsYakuman"),
    /** The offender's hand is open (not 門前), e.g. a riichi declared on an open hand (seed 002). */
    OPEN_HAND("openHand");

    private final String json;

    Fact(String json) {
        this.json = json;
    }

    /** The name in JSON reports. */
    public String json() {
        return json;
    }

    public static Optional<Fact> byJson(String name) {
        return Arrays.stream(values()).filter(f -> f.json.equals(name)).findFirst();
    }
}
