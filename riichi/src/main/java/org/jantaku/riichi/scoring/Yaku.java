package org.jantaku.riichi.scoring;

import org.jantaku.engine.table.Names;

/**
 * Every Riichi yaku, yakuman and dora kind, with the stable key of the scoring contract, its han
 * (closed and open; 0 = not in an open hand), its yakuman value, and its names (a result labels it with them, as it labels any variant's term).
 */
public enum Yaku implements Names.Named {
    MENZEN_TSUMO("menzen_tsumo", 1, 0, 0, "Menzen Tsumo", "門前清自摸和", "门前清自摸和"),
    RIICHI("riichi", 1, 0, 0, "Riichi", "立直", "立直"),
    DOUBLE_RIICHI("double_riichi", 2, 0, 0, "Double Riichi", "ダブル立直", "两立直"),
    OPEN_RIICHI("open_riichi", 2, 0, 0, "Open Riichi", "オープン立直", "开立直"),
    IPPATSU("ippatsu", 1, 0, 0, "Ippatsu", "一発", "一发"),
    CHANKAN("chankan", 1, 1, 0, "Chankan", "槍槓", "抢杠"),
    RINSHAN("rinshan", 1, 1, 0, "Rinshan Kaihou", "嶺上開花", "岭上开花"),
    HAITEI("haitei", 1, 1, 0, "Haitei Raoyue", "海底摸月", "海底捞月"),
    HOUTEI("houtei", 1, 1, 0, "Houtei Raoyui", "河底撈魚", "河底捞鱼"),
    PINFU("pinfu", 1, 0, 0, "Pinfu", "平和", "平和"),
    TANYAO("tanyao", 1, 1, 0, "Tanyao", "断幺九", "断幺九"),
    IIPEIKOU("iipeikou", 1, 0, 0, "Iipeikou", "一盃口", "一般高"),
    RYANPEIKOU("ryanpeikou", 3, 0, 0, "Ryanpeikou", "二盃口", "两般高"),
    YAKUHAI_HAKU("yakuhai_haku", 1, 1, 0, "Yakuhai: White", "役牌 白", "役牌 白"),
    YAKUHAI_HATSU("yakuhai_hatsu", 1, 1, 0, "Yakuhai: Green", "役牌 發", "役牌 发"),
    YAKUHAI_CHUN("yakuhai_chun", 1, 1, 0, "Yakuhai: Red", "役牌 中", "役牌 中"),
    SEAT_WIND_EAST("seat_wind_east", 1, 1, 0, "Seat Wind: East", "自風 東", "门风 东"),
    SEAT_WIND_SOUTH("seat_wind_south", 1, 1, 0, "Seat Wind: South", "自風 南", "门风 南"),
    SEAT_WIND_WEST("seat_wind_west", 1, 1, 0, "Seat Wind: West", "自風 西", "门风 西"),
    SEAT_WIND_NORTH("seat_wind_north", 1, 1, 0, "Seat Wind: North", "自風 北", "门风 北"),
    ROUND_WIND_EAST("round_wind_east", 1, 1, 0, "Round Wind: East", "場風 東", "圈风 东"),
    ROUND_WIND_SOUTH("round_wind_south", 1, 1, 0, "Round Wind: South", "場風 南", "圈风 南"),
    ROUND_WIND_WEST("round_wind_west", 1, 1, 0, "Round Wind: West", "場風 西", "圈风 西"),
    ROUND_WIND_NORTH("round_wind_north", 1, 1, 0, "Round Wind: North", "場風 北", "圈风 北"),
    CHIITOITSU("chiitoitsu", 2, 0, 0, "Chiitoitsu", "七対子", "七对子"),
    SANSHOKU_DOUJUN("sanshoku_doujun", 2, 1, 0, "Sanshoku Doujun", "三色同順", "三色同顺"),
    SANSHOKU_DOUKOU("sanshoku_doukou", 2, 2, 0, "Sanshoku Doukou", "三色同刻", "三色同刻"),
    ITTSU("ittsu", 2, 1, 0, "Ittsu", "一気通貫", "一气通贯"),
    CHANTA("chanta", 2, 1, 0, "Chanta", "混全帯幺九", "混全带幺九"),
    JUNCHAN("junchan", 3, 2, 0, "Junchan", "純全帯幺九", "纯全带幺九"),
    TOITOI("toitoi", 2, 2, 0, "Toitoi", "対々和", "对对和"),
    SANANKOU("sanankou", 2, 2, 0, "San Ankou", "三暗刻", "三暗刻"),
    SANKANTSU("sankantsu", 2, 2, 0, "San Kantsu", "三槓子", "三杠子"),
    HONROUTOU("honroutou", 2, 2, 0, "Honroutou", "混老頭", "混老头"),
    SHOUSANGEN("shousangen", 2, 2, 0, "Shousangen", "小三元", "小三元"),
    HONITSU("honitsu", 3, 2, 0, "Honitsu", "混一色", "混一色"),
    CHINITSU("chinitsu", 6, 5, 0, "Chinitsu", "清一色", "清一色"),
    NAGASHI_MANGAN("nagashi_mangan", 5, 5, 0, "Nagashi Mangan", "流し満貫", "流局满贯"),
    RENHOU("renhou", 5, 0, 0, "Renhou", "人和", "人和"),

    KOKUSHI("kokushi", 0, 0, 1, "Kokushi Musou", "国士無双", "国士无双"),
    KOKUSHI_13("kokushi_13", 0, 0, 1, "Kokushi Musou, 13-sided wait", "国士無双十三面待ち", "国士无双十三面"),
    SUUANKOU("suuankou", 0, 0, 1, "Suu Ankou", "四暗刻", "四暗刻"),
    SUUANKOU_TANKI("suuankou_tanki", 0, 0, 1, "Suu Ankou Tanki", "四暗刻単騎", "四暗刻单骑"),
    DAISANGEN("daisangen", 0, 0, 1, "Daisangen", "大三元", "大三元"),
    SHOUSUUSHII("shousuushii", 0, 0, 1, "Shousuushii", "小四喜", "小四喜"),
    DAISUUSHII("daisuushii", 0, 0, 1, "Daisuushii", "大四喜", "大四喜"),
    TSUUIISOU("tsuuiisou", 0, 0, 1, "Tsuuiisou", "字一色", "字一色"),
    RYUUIISOU("ryuuiisou", 0, 0, 1, "Ryuuiisou", "緑一色", "绿一色"),
    CHINROUTOU("chinroutou", 0, 0, 1, "Chinroutou", "清老頭", "清老头"),
    CHUUREN("chuuren", 0, 0, 1, "Chuuren Poutou", "九蓮宝燈", "九莲宝灯"),
    JUNSEI_CHUUREN("junsei_chuuren", 0, 0, 1, "Junsei Chuuren Poutou", "純正九蓮宝燈", "纯正九莲宝灯"),
    SUUKANTSU("suukantsu", 0, 0, 1, "Suu Kantsu", "四槓子", "四杠子"),
    TENHOU("tenhou", 0, 0, 1, "Tenhou", "天和", "天和"),
    CHIIHOU("chiihou", 0, 0, 1, "Chiihou", "地和", "地和"),
    RENHOU_YAKUMAN("renhou_yakuman", 0, 0, 1, "Renhou (yakuman)", "人和（役満）", "人和（役满）"),

    DORA("dora", 0, 0, 0, "Dora", "ドラ", "宝牌"),
    AKA_DORA("aka_dora", 0, 0, 0, "Red Five", "赤ドラ", "红宝牌"),
    URA_DORA("ura_dora", 0, 0, 0, "Ura Dora", "裏ドラ", "里宝牌"),
    /** 抜きドラ: the Norths set aside in three-player Riichi, one each (Tenhou counts them with its ドラ). */
    NUKI_DORA("nuki_dora", 0, 0, 0, "North Dora", "抜きドラ", "拔北宝牌"),
    /** 役牌 北: a North triplet where North is a value tile for everyone ({@code riichi.northValue}, three players). */
    YAKUHAI_NORTH("yakuhai_north", 1, 1, 0, "Yakuhai: North", "役牌 北", "役牌 北");

    private static final Yaku[] ALL = values();

    private final Names names;
    private final int hanClosed;
    private final int hanOpen;
    private final int yakuman;

    Yaku(String key, int hanClosed, int hanOpen, int yakuman, String en, String ja, String zh) {
        this.names = Names.of(key, en, ja, zh);
        this.hanClosed = hanClosed;
        this.hanOpen = hanOpen;
        this.yakuman = yakuman;
    }

    static Yaku of(int ordinal) {
        return ALL[ordinal];
    }

    /** Its contract key (e.g. {@code sanshoku_doujun}) and its names in English, Japanese and Chinese. */
    @Override
    public Names names() {
        return names;
    }

    /** Han in a closed hand (for a yakuman, 0). */
    public int hanClosed() {
        return hanClosed;
    }

    /** Han in an open hand; 0 means the yaku needs a closed hand. */
    public int hanOpen() {
        return hanOpen;
    }

    /** Whether this is a yakuman (its value, single or double, depends on the rules). */
    public boolean isYakuman() {
        return yakuman > 0;
    }

    /** Whether this is a dora count rather than a yaku. */
    public boolean isDora() {
        return this == DORA || this == AKA_DORA || this == URA_DORA || this == NUKI_DORA;
    }
}
