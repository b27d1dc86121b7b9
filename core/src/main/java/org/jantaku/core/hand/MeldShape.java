package org.jantaku.core.hand;

import java.util.Locale;
import java.util.Optional;

/**
 * The shapes of a meld, one set for every rule set (each names them in its own terms): the five a
 * hand can show, with their notation keys and their keys in a table's view.
 */
public enum MeldShape {
    /** A run of three, one of them the discard of the seat before (チー chi, 吃); its kind is the lowest. */
    CHI("chi", "chi", "chi", "a chi", 3),
    /** Three of a kind, one of them another seat's discard (ポン pon, 碰). */
    PUNG("pon", "pon", "pon", "a pon", 3),
    /** A concealed triplet and another seat's discard of the fourth (大明槓 daiminkan, 明杠 / 点杠, 点豆). */
    EXPOSED_KONG("minkan", "open_kan", "daiminkan", "an open kan", 4),
    /** Four of a kind from one's own hand (暗槓 ankan, 暗杠, 闷豆). */
    CONCEALED_KONG("ankan", "closed_kan", "ankan", "a closed kan", 4),
    /** A pung and the fourth tile drawn later (加槓 kakan / 小明槓 shouminkan, 补杠, 转弯豆). */
    ADDED_KONG("kakan", "added_kan", "kakan", "an added kan", 4);

    private final String key;
    private final String viewKey;
    private final String mjaiType;
    private final String description;
    private final int size;

    MeldShape(String key, String viewKey, String mjaiType, String description, int size) {
        this.key = key;
        this.viewKey = viewKey;
        this.mjaiType = mjaiType;
        this.description = description;
        this.size = size;
    }

    /** English words for the meld with its article, for messages: "a chi", "an added kan". */
    public String description() {
        return description;
    }

    /** Notation key: chi, pon, minkan, ankan, kakan. */
    public String key() {
        return key;
    }

    /**
     * The shape's key in a table's view (a meld's {@code kind}, how the board lays it out), the same for every
     * variant: {@code chi}, {@code pon}, {@code open_kan}, {@code closed_kan} (its two end tiles drawn face down),
     * {@code added_kan} (its fourth tile laid on the called one). A variant's own name for the meld is its own term.
     */
    public String viewKey() {
        return viewKey;
    }

    /**
     * The meld's type in the mjai protocol, which Riichi's game record and its actions share: {@code chi},
     * {@code pon}, {@code daiminkan}, {@code ankan}, {@code kakan}.
     */
    public String mjaiType() {
        return mjaiType;
    }

    /** The shape whose mjai type is {@code type} (exactly, as {@link #mjaiType()} writes it), if it is one. */
    public static Optional<MeldShape> ofMjaiType(String type) {
        for (MeldShape s : values()) {
            if (s.mjaiType.equals(type)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /** How many tiles the meld holds: 3 or 4. */
    public int size() {
        return size;
    }

    public boolean isKong() {
        return size == 4;
    }

    /** A kong whose last tile the seat drew itself (concealed or added): made on its own turn, fed by no discard. */
    public boolean isOwnKong() {
        return this == CONCEALED_KONG || this == ADDED_KONG;
    }

    /** Parses a notation key; accepts {@code shouminkan}, {@code daiminkan} and a few aliases. */
    public static MeldShape parse(String key) {
        return switch (key.toLowerCase(Locale.ROOT)) {
            case "chi", "chow" -> CHI;
            case "pon", "pung" -> PUNG;
            case "minkan", "daiminkan", "kan", "open_kan", "exposed_kong" -> EXPOSED_KONG;
            case "ankan", "closed_kan", "concealed_kan", "concealed_kong" -> CONCEALED_KONG;
            case "kakan", "shouminkan", "added_kan", "added_kong" -> ADDED_KONG;
            default -> throw new IllegalArgumentException(
                    "unknown meld type '" + key + "' (expected chi, pon, minkan, ankan or kakan)");
        };
    }
}
