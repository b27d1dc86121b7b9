package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Optional;

/**
 * Tenhou's yaku ids (the {@code yaku} and {@code yakuman} attributes of {@code <AGARI>}), in id
 * order: {@code TenhouYaku.values()[id]}, {@link #id()} is the ordinal. Only the names; han values
 * and rules belong to the scorer.
 */
public enum TenhouYaku {
    /** 0 門前清自摸和. */ MENZEN_TSUMO("門前清自摸和"),
    /** 1 立直. */ RIICHI("立直"),
    /** 2 一発. */ IPPATSU("一発"),
    /** 3 槍槓. */ CHANKAN("槍槓"),
    /** 4 嶺上開花. */ RINSHAN_KAIHOU("嶺上開花"),
    /** 5 海底摸月. */ HAITEI("海底摸月"),
    /** 6 河底撈魚. */ HOUTEI("河底撈魚"),
    /** 7 平和. */ PINFU("平和"),
    /** 8 断幺九. */ TANYAO("断幺九"),
    /** 9 一盃口. */ IIPEIKOU("一盃口"),
    /** 10 自風 東. */ SEAT_WIND_EAST("自風 東"),
    /** 11 自風 南. */ SEAT_WIND_SOUTH("自風 南"),
    /** 12 自風 西. */ SEAT_WIND_WEST("自風 西"),
    /** 13 自風 北. */ SEAT_WIND_NORTH("自風 北"),
    /** 14 場風 東. */ ROUND_WIND_EAST("場風 東"),
    /** 15 場風 南. */ ROUND_WIND_SOUTH("場風 南"),
    /** 16 場風 西. */ ROUND_WIND_WEST("場風 西"),
    /** 17 場風 北. */ ROUND_WIND_NORTH("場風 北"),
    /** 18 役牌 白. */ WHITE_DRAGON("役牌 白"),
    /** 19 役牌 發. */ GREEN_DRAGON("役牌 發"),
    /** 20 役牌 中. */ RED_DRAGON("役牌 中"),
    /** 21 両立直. */ DOUBLE_RIICHI("両立直"),
    /** 22 七対子. */ CHIITOITSU("七対子"),
    /** 23 混全帯幺九. */ CHANTA("混全帯幺九"),
    /** 24 一気通貫. */ ITTSU("一気通貫"),
    /** 25 三色同順. */ SANSHOKU_DOUJUN("三色同順"),
    /** 26 三色同刻. */ SANSHOKU_DOUKOU("三色同刻"),
    /** 27 三槓子. */ SANKANTSU("三槓子"),
    /** 28 対々和. */ TOITOI("対々和"),
    /** 29 三暗刻. */ SANANKOU("三暗刻"),
    /** 30 小三元. */ SHOUSANGEN("小三元"),
    /** 31 混老頭. */ HONROUTOU("混老頭"),
    /** 32 二盃口. */ RYANPEIKOU("二盃口"),
    /** 33 純全帯幺九. */ JUNCHAN("純全帯幺九"),
    /** 34 混一色. */ HONITSU("混一色"),
    /** 35 清一色. */ CHINITSU("清一色"),
    /** 36 人和. */ RENHOU("人和"),
    /** 37 天和. */ TENHOU("天和"),
    /** 38 地和. */ CHIIHOU("地和"),
    /** 39 大三元. */ DAISANGEN("大三元"),
    /** 40 四暗刻. */ SUUANKOU("四暗刻"),
    /** 41 四暗刻単騎. */ SUUANKOU_TANKI("四暗刻単騎"),
    /** 42 字一色. */ TSUUIISOU("字一色"),
    /** 43 緑一色. */ RYUUIISOU("緑一色"),
    /** 44 清老頭. */ CHINROUTOU("清老頭"),
    /** 45 九蓮宝燈. */ CHUUREN_POUTOU("九蓮宝燈"),
    /** 46 純正九蓮宝燈. */ JUNSEI_CHUUREN_POUTOU("純正九蓮宝燈"),
    /** 47 国士無双. */ KOKUSHI_MUSOU("国士無双"),
    /** 48 国士無双１３面. */ KOKUSHI_MUSOU_13_WAIT("国士無双１３面"),
    /** 49 大四喜. */ DAISUUSHII("大四喜"),
    /** 50 小四喜. */ SHOUSUUSHII("小四喜"),
    /** 51 四槓子. */ SUUKANTSU("四槓子"),
    /** 52 ドラ (han = count). */ DORA("ドラ"),
    /** 53 裏ドラ (han = count). */ URA_DORA("裏ドラ"),
    /** 54 赤ドラ (han = count of red fives). */ AKA_DORA("赤ドラ");

    private static final List<TenhouYaku> BY_ID = List.of(values());

    private final String japanese;

    TenhouYaku(String japanese) {
        this.japanese = japanese;
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
}
