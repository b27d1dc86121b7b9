package org.jantaku.riichi.tenhou;

/**
 * A player lost the connection: {@code <BYE who="2"/>}. Tenhou then plays for the absent player
 * (tsumogiri, no calls) until a {@link Reconnect}.
 *
 * @param seat the seat 0-3 that left
 */
public record Disconnect(int seat) implements MjlogEvent {
    public Disconnect {
        Checks.seat(seat, "seat");
    }

    static Disconnect parse(Element e) {
        return new Disconnect(e.seat("who"));
    }
}
