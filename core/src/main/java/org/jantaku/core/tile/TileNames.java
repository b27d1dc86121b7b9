package org.jantaku.core.tile;

/** Display names of tiles in English, Japanese and Chinese. */
final class TileNames {
    private static final String[] ZH_NUMBERS = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
    private static final String[] ZH_HONORS = {"东", "南", "西", "北", "白", "发", "中"};
    private static final String[] JA_HONORS = {"東", "南", "西", "北", "白", "發", "中"};
    private static final String[] EN_HONORS = {"East", "South", "West", "North", "White", "Green", "Red"};

    private TileNames() {
    }

    static String of(TileKind kind, boolean red, Lang lang) {
        int n = kind.number();
        String base = switch (kind.suit()) {
            case HONOR -> switch (lang) {
                case EN -> EN_HONORS[n - 1];
                case JA -> JA_HONORS[n - 1];
                case ZH -> ZH_HONORS[n - 1];
            };
            case MAN -> numbered(n, lang, "万", "萬", "man");
            case PIN -> numbered(n, lang, "筒", "筒", "pin");
            case SOU -> numbered(n, lang, "条", "索", "sou");
        };
        if (!red) {
            return base;
        }
        return switch (lang) {
            case EN -> "red " + base;
            case JA -> "赤" + base;
            case ZH -> "红" + base;
        };
    }

    private static String numbered(int n, Lang lang, String zh, String ja, String en) {
        return switch (lang) {
            case EN -> n + "-" + en;
            case JA -> ZH_NUMBERS[n - 1] + ja;
            case ZH -> ZH_NUMBERS[n - 1] + zh;
        };
    }
}
