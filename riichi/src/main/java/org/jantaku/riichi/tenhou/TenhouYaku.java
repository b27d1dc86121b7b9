package org.jantaku.riichi.tenhou;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jantaku.riichi.scoring.Yaku;

/**
 * Tenhou's yaku ids (the {@code yaku} and {@code yakuman} attributes of {@code <AGARI>}), in id
 * order: {@code TenhouYaku.values()[id]}, {@link #id()} is the ordinal. Each is the scorer's {@link Yaku} under Tenhou's
 * name; han values and rules belong to the scorer.
 */
public enum TenhouYaku {
    /** 0 門前清自摸和. */ MENZEN_TSUMO(Yaku.MENZEN_TSUMO, "門前清自摸和"),
    /** 1 立直. */ RIICHI(Yaku.RIICHI, "立直"),
    /** 2 一発. */ IPPATSU(Yaku.IPPATSU, "一発"),
    /** 3 槍槓. */ CHANKAN(Yaku.CHANKAN, "槍槓"),
    /** 4 嶺上開花. */ RINSHAN_KAIHOU(Yaku.RINSHAN, "嶺上開花"),
    /** 5 海底摸月. */ HAITEI(Yaku.HAITEI, "海底摸月"),
    /** 6 河底撈魚. */ HOUTEI(Yaku.HOUTEI, "河底撈魚"),
    /** 7 平和. */ PINFU(Yaku.PINFU, "平和"),
    /** 8 断幺九. */ TANYAO(Yaku.TANYAO, "断幺九"),
    /** 9 一盃口. */ IIPEIKOU(Yaku.IIPEIKOU, "一盃口"),
    /** 10 自風 東. */ SEAT_WIND_EAST(Yaku.SEAT_WIND_EAST, "自風 東"),
    /** 11 自風 南. */ SEAT_WIND_SOUTH(Yaku.SEAT_WIND_SOUTH, "自風 南"),
    /** 12 自風 西. */ SEAT_WIND_WEST(Yaku.SEAT_WIND_WEST, "自風 西"),
    /** 13 自風 北. */ SEAT_WIND_NORTH(Yaku.SEAT_WIND_NORTH, "自風 北"),
    /** 14 場風 東. */ ROUND_WIND_EAST(Yaku.ROUND_WIND_EAST, "場風 東"),
    /** 15 場風 南. */ ROUND_WIND_SOUTH(Yaku.ROUND_WIND_SOUTH, "場風 南"),
    /** 16 場風 西. */ ROUND_WIND_WEST(Yaku.ROUND_WIND_WEST, "場風 西"),
    /** 17 場風 北. */ ROUND_WIND_NORTH(Yaku.ROUND_WIND_NORTH, "場風 北"),
    /** 18 役牌 白. */ WHITE_DRAGON(Yaku.YAKUHAI_HAKU, "役牌 白"),
    /** 19 役牌 發. */ GREEN_DRAGON(Yaku.YAKUHAI_HATSU, "役牌 發"),
    /** 20 役牌 中. */ RED_DRAGON(Yaku.YAKUHAI_CHUN, "役牌 中"),
    /** 21 両立直. */ DOUBLE_RIICHI(Yaku.DOUBLE_RIICHI, "両立直"),
    /** 22 七対子. */ CHIITOITSU(Yaku.CHIITOITSU, "七対子"),
    /** 23 混全帯幺九. */ CHANTA(Yaku.CHANTA, "混全帯幺九"),
    /** 24 一気通貫. */ ITTSU(Yaku.ITTSU, "一気通貫"),
    /** 25 三色同順. */ SANSHOKU_DOUJUN(Yaku.SANSHOKU_DOUJUN, "三色同順"),
    /** 26 三色同刻. */ SANSHOKU_DOUKOU(Yaku.SANSHOKU_DOUKOU, "三色同刻"),
    /** 27 三槓子. */ SANKANTSU(Yaku.SANKANTSU, "三槓子"),
    /** 28 対々和. */ TOITOI(Yaku.TOITOI, "対々和"),
    /** 29 三暗刻. */ SANANKOU(Yaku.SANANKOU, "三暗刻"),
    /** 30 小三元. */ SHOUSANGEN(Yaku.SHOUSANGEN, "小三元"),
    /** 31 混老頭. */ HONROUTOU(Yaku.HONROUTOU, "混老頭"),
    /** 32 二盃口. */ RYANPEIKOU(Yaku.RYANPEIKOU, "二盃口"),
    /** 33 純全帯幺九. */ JUNCHAN(Yaku.JUNCHAN, "純全帯幺九"),
    /** 34 混一色. */ HONITSU(Yaku.HONITSU, "混一色"),
    /** 35 清一色. */ CHINITSU(Yaku.CHINITSU, "清一色"),
    /** 36 人和. */ RENHOU(Yaku.RENHOU, "人和"),
    /** 37 天和. */ TENHOU(Yaku.TENHOU, "天和"),
    /** 38 地和. */ CHIIHOU(Yaku.CHIIHOU, "地和"),
    /** 39 大三元. */ DAISANGEN(Yaku.DAISANGEN, "大三元"),
    /** 40 四暗刻. */ SUUANKOU(Yaku.SUUANKOU, "四暗刻"),
    /** 41 四暗刻単騎. */ SUUANKOU_TANKI(Yaku.SUUANKOU_TANKI, "四暗刻単騎"),
    /** 42 字一色. */ TSUUIISOU(Yaku.TSUUIISOU, "字一色"),
    /** 43 緑一色. */ RYUUIISOU(Yaku.RYUUIISOU, "緑一色"),
    /** 44 清老頭. */ CHINROUTOU(Yaku.CHINROUTOU, "清老頭"),
    /** 45 九蓮宝燈. */ CHUUREN_POUTOU(Yaku.CHUUREN, "九蓮宝燈"),
    /** 46 純正九蓮宝燈. */ JUNSEI_CHUUREN_POUTOU(Yaku.JUNSEI_CHUUREN, "純正九蓮宝燈"),
    /** 47 国士無双. */ KOKUSHI_MUSOU(Yaku.KOKUSHI, "国士無双"),
    /** 48 国士無双１３面. */ KOKUSHI_MUSOU_13_WAIT(Yaku.KOKUSHI_13, "国士無双１３面"),
    /** 49 大四喜. */ DAISUUSHII(Yaku.DAISUUSHII, "大四喜"),
    /** 50 小四喜. */ SHOUSUUSHII(Yaku.SHOUSUUSHII, "小四喜"),
    /** 51 四槓子. */ SUUKANTSU(Yaku.SUUKANTSU, "四槓子"),
    /** 52 ドラ (han = count). */ DORA(Yaku.DORA, "ドラ"),
    /** 53 裏ドラ (han = count). */ URA_DORA(Yaku.URA_DORA, "裏ドラ"),
    /** 54 赤ドラ (han = count of red fives). */ AKA_DORA(Yaku.AKA_DORA, "赤ドラ");

    private static final List<TenhouYaku> BY_ID = List.of(values());

    /** Each scorer's yaku Tenhou counts under an id of its own, to that id. */
    private static final Map<Yaku, TenhouYaku> BY_YAKU = new EnumMap<>(Yaku.class);

    static {
        for (TenhouYaku t : values()) {
            BY_YAKU.put(t.yaku, t);
        }
    }

    private final Yaku yaku;
    private final String japanese;

    TenhouYaku(Yaku yaku, String japanese) {
        this.yaku = yaku;
        this.japanese = japanese;
    }

    /** The scorer's yaku Tenhou counts under this id (人和 as the yaku; see {@link #ofYakuman} for the yakuman). */
    public Yaku yaku() {
        return yaku;
    }

    /** Tenhou's id, 0-54. */
    public int id() {
        return ordinal();
    }

    /** The name as Tenhou shows it. */
    public String japanese() {
        return japanese;
    }

    /** The yaku with this id, or empty for an unknown id. */
    public static Optional<TenhouYaku> byId(int id) {
        return id >= 0 && id < BY_ID.size() ? Optional.of(BY_ID.get(id)) : Optional.empty();
    }

    /** The scorer's key of a Tenhou yaku id. */
    public static String keyOf(int id) {
        return byId(id).orElseThrow(() -> new IllegalArgumentException("Tenhou has no yaku " + id)).yaku.key();
    }

    /**
     * The scorer's key of a Tenhou yaku id counted as a yakuman: as {@link #keyOf}, except that 人和 (36), a
     * yakuman under {@code riichi.renhou=yakuman}, is the scorer's {@code renhou_yakuman}.
     */
    public static String ofYakuman(int id) {
        return id == RENHOU.id() ? Yaku.RENHOU_YAKUMAN.key() : keyOf(id);
    }

    /**
     * The key a scorer's yaku is counted under in Tenhou's results: the key itself, except that Norths set aside
     * ({@code nuki_dora}, 抜きドラ, three players) are counted in Tenhou's dora (ドラ, 52), which has no id of its own
     * for them (a public sanma log with two Norths and West the indicator scores {@code 52,4}).
     */
    public static String asTenhou(Yaku yaku) {
        return counted(yaku).key();
    }

    /** The yaku Tenhou counts a scorer's yaku in: itself, but Norths set aside in ドラ. */
    private static Yaku counted(Yaku yaku) {
        return yaku == Yaku.NUKI_DORA ? Yaku.DORA : yaku;
    }

    /**
     * The Tenhou yaku a scorer's yaku is written as ({@code renhou_yakuman} is 人和, 36; {@code nuki_dora} is ドラ, 52, see
     * {@link #asTenhou}); empty for a yaku Tenhou does not have.
     */
    public static Optional<TenhouYaku> of(Yaku yaku) {
        return Optional.ofNullable(BY_YAKU.get(yaku == Yaku.RENHOU_YAKUMAN ? Yaku.RENHOU : counted(yaku)));
    }
}
