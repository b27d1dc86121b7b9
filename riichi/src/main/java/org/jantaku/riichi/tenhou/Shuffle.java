package org.jantaku.riichi.tenhou;

import java.util.Objects;

/**
 * The wall generator's seed, {@code <SHUFFLE seed="mt19937ar-sha512-n288-base64,..." ref=""/>}.
 * Kept verbatim; with Tenhou's published algorithm it regenerates every wall of the game.
 *
 * @param seed the {@code seed} attribute: algorithm name, a comma, the base64 seed
 * @param ref the {@code ref} attribute (empty in the known logs)
 */
public record Shuffle(String seed, String ref) {
    public Shuffle {
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(ref, "ref");
    }
}
