package org.jantaku.riichi.tenhou;

import java.util.Objects;

/**
 * A player came back after a {@link Disconnect}: a {@code <UN n2="..."/>} tag that is not the header one,
 * naming only the returning seat(s).
 *
 * @param seat the seat 0-3 that came back ({@code nX} attribute's digit)
 * @param name the player's name, URL-decoded
 */
public record Reconnect(int seat, String name) implements MjlogEvent {
    public Reconnect {
        Checks.seat(seat, "seat");
        Objects.requireNonNull(name, "name");
    }
}
