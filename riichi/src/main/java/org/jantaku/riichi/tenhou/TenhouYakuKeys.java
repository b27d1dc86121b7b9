package org.jantaku.riichi.tenhou;

import java.util.List;

/** Tenhou's yaku ids (0-54) as the scorer's yaku keys ({@code Yaku.key()}), for comparing results. */
public final class TenhouYakuKeys {
    private static final List<String> KEYS = List.of("menzen_tsumo", "riichi", "ippatsu", "chankan", "rinshan",
            "haitei", "houtei", "pinfu", "tanyao", "iipeikou", "seat_wind_east", "seat_wind_south", "seat_wind_west",
            "seat_wind_north", "round_wind_east", "round_wind_south", "round_wind_west", "round_wind_north",
            "yakuhai_haku", "yakuhai_hatsu", "yakuhai_chun", "double_riichi", "chiitoitsu", "chanta", "ittsu",
            "sanshoku_doujun", "sanshoku_doukou", "sankantsu", "toitoi", "sanankou", "shousangen", "honroutou",
            "ryanpeikou", "junchan", "honitsu", "chinitsu", "renhou", "tenhou", "chiihou", "daisangen", "suuankou",
            "suuankou_tanki", "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "junsei_chuuren", "kokushi",
            "kokushi_13", "daisuushii", "shousuushii", "suukantsu", "dora", "ura_dora", "aka_dora");

    private TenhouYakuKeys() {
    }

    /**
     * The scorer's key of a Tenhou yaku id counted as a yakuman: as {@link #of}, except that 人和 (36), a
     * yakuman under {@code riichi.renhou=yakuman}, is the scorer's {@code renhou_yakuman}.
     */
    public static String ofYakuman(int id) {
        return id == TenhouYaku.RENHOU.id() ? "renhou_yakuman" : of(id);
    }

    /**
     * The key a scorer's yaku is counted under in Tenhou's results: the key itself, except that Norths set aside
     * ({@code nuki_dora}, 抜きドラ, three players) are counted in Tenhou's dora (ドラ, 52), which has no id of its own
     * for them (a public sanma log with two Norths and West the indicator scores {@code 52,4}).
     */
    public static String asTenhou(String key) {
        return key.equals("nuki_dora") ? "dora" : key;
    }

    /**
     * The Tenhou id of a scorer's yaku key ({@code renhou_yakuman} is 人和, 36; {@code nuki_dora} is ドラ, 52, see
     * {@link #asTenhou}); empty for a yaku Tenhou does not have.
     */
    public static java.util.OptionalInt idOf(String key) {
        int i = KEYS.indexOf(key.equals("renhou_yakuman") ? "renhou" : asTenhou(key));
        return i < 0 ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(i);
    }

    /** The scorer's key of a Tenhou yaku id. */
    public static String of(int id) {
        if (id < 0 || id >= KEYS.size()) {
            throw new IllegalArgumentException("Tenhou has no yaku " + id);
        }
        return KEYS.get(id);
    }
}
