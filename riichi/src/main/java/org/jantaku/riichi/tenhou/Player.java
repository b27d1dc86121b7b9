package org.jantaku.riichi.tenhou;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One seat's player, from the header {@code <UN n0="..." .. n3="..." dan="..." rate="..." sx="..."/>}.
 *
 * @param name the player's name, URL-decoded from {@code nX} (empty for the unused fourth seat of a
 *     three-player game)
 * @param dan the rank index from {@code dan} (0 新人, 1-9 九級-一級, 10 初段 .. 19 十段, 20 天鳳), when given
 * @param rate the rating from {@code rate}, when given
 * @param sex {@code M}, {@code F} or {@code C} (computer) from {@code sx}, when given
 */
public record Player(String name, OptionalInt dan, OptionalDouble rate, Optional<String> sex) {
    public Player {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(dan, "dan");
        Objects.requireNonNull(rate, "rate");
        Objects.requireNonNull(sex, "sex");
    }
}
