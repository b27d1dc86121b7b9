package org.jantaku.engine.table;

/** The shapes of a meld on the table, whatever a variant calls them. */
public enum MeldShape {
    /** A run of three, one of them the discard of the seat before (吃, chi); its kind is the lowest. */
    CHI(3),
    /** Three of a kind, one of them another seat's discard (碰, pon). */
    PUNG(3),
    /** A concealed triplet and another seat's discard of the fourth (明杠, 点豆, daiminkan). */
    EXPOSED_KONG(4),
    /** Four of a kind from one's own hand (暗杠, 闷豆, ankan). */
    CONCEALED_KONG(4),
    /** A pung and the fourth tile drawn later (补杠, 转弯豆, kakan). */
    ADDED_KONG(4);

    private final int size;

    MeldShape(int size) {
        this.size = size;
    }

    /** How many tiles the meld holds. */
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
}
