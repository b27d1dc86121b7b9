package org.jantaku.guizhou.settlement;

import java.util.Optional;
import java.util.Set;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.guizhou.rules.GuizhouRules;

/**
 * Which tiles are chickens (鸡) in a hand that someone won, and what each is worth [seed §五(二)1;
 * spec §8.1]: 幺鸡 (1条) always; the 单鸡, the kind after the flipped tile (9 wraps to 1), when a
 * tile was flipped; 金鸡 when the flip is 9条 (1条 worth 2, 冲锋鸡 doubled); the optional 本鸡, 摇摆鸡
 * and 乌骨鸡.
 *
 * @param flip the flipped tile (empty when the winner took the last tile)
 * @param danJi the 单鸡
 * @param jin whether 金鸡 applies
 */
public record Chickens(RuleSet rules, Optional<TileKind> flip, Optional<TileKind> danJi, boolean jin) {
    /** 幺鸡. */
    public static final TileKind YAO_JI = TileKind.S1;
    /** 乌骨鸡. */
    public static final TileKind WU_GU_JI = TileKind.P8;

    /** The chickens of a hand with this flip. */
    public static Chickens of(RuleSet rules, Optional<TileKind> flip) {
        Optional<TileKind> dan = flip.map(TileKind::successor);
        boolean jin = rules.get(GuizhouRules.JIN_JI) && dan.equals(Optional.of(YAO_JI));
        return new Chickens(rules, flip, dan, jin);
    }

    /** Units one tile of a kind is worth (0 for a tile that is no chicken). */
    public int units(TileKind kind) {
        Set<String> extra = rules.get(GuizhouRules.EXTRA_CHICKENS);
        int v = 0;
        if (kind == YAO_JI) {
            v += jin ? 2 : 1;
        } else if (danJi.equals(Optional.of(kind))) {
            v += 1;
        }
        if (extra.contains("benJi") && flip.equals(Optional.of(kind))) {
            v += 1;
        }
        if (extra.contains("yaobaiJi") && flip.map(Chickens::predecessor).equals(Optional.of(kind))) {
            v += 1;
        }
        if (extra.contains("wuguJi") && kind == WU_GU_JI) {
            v += 2;
        }
        return v;
    }

    /** What a 冲锋鸡 is worth. */
    public int chongfengUnits() {
        int base = rules.get(GuizhouRules.CHONGFENG_UNITS).equals("double") ? 2 : 1;
        return jin ? 2 * base : base;
    }

    /** The kind before another in its suit, 1 wrapping to 9 (摇摆鸡's lower tile). */
    static TileKind predecessor(TileKind k) {
        int i = k.index();
        return TileKind.of((i / 9) * 9 + (i % 9 + 8) % 9);
    }
}
