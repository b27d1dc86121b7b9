package org.jantaku.engine.view.state;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/**
 * The shape of a meld as a table draws it, the same for every variant: {@code chi} (a called run,
 * 吃), {@code pon} (a called triplet, 碰), {@code open_kan} (a quad of a discard: 大明槓, 明杠, 点豆),
 * {@code closed_kan} (暗槓, 暗杠, 闷豆: its two end tiles face down), {@code added_kan} (加槓, 补杠,
 * 转弯豆: a pon with its fourth tile laid on the called one).
 */
public enum MeldKind {
    CHI, PON, OPEN_KAN, CLOSED_KAN, ADDED_KAN;

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
