package org.jantaku.riichi.tenhou;

/**
 * One yaku of a win with its han, a pair from {@code <AGARI yaku="id,han,id,han,...">}. Dora (52),
 * ura dora (53) and red fives (54) are listed as yaku whose han is their count, possibly 0 (ura dora
 * after a riichi that found none). See {@link TenhouYaku} for the ids.
 *
 * @param id Tenhou's yaku id 0-54
 * @param han the han it is worth in this hand
 */
public record YakuHan(int id, int han) {
    public YakuHan {
        if (id < 0 || han < 0) {
            throw new IllegalArgumentException("yaku id and han cannot be negative: " + id + "," + han);
        }
    }

    /** The yaku's name, when the id is a known one. */
    public java.util.Optional<TenhouYaku> yaku() {
        return TenhouYaku.byId(id);
    }
}
