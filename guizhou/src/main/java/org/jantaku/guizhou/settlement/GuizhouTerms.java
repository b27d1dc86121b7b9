package org.jantaku.guizhou.settlement;

import static java.util.Map.entry;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * 捉鸡麻将's names of its melds and ways of winning, for records, table-side hands and views.
 *
 * <p>Melds (no 吃): 碰 pong, three of a kind, one of them another player's discard; 点豆, a concealed
 * triplet and another player's discard of the fourth tile (明杠); 闷豆, four self-drawn tiles (暗杠);
 * 转弯豆, a pong completed by the drawn fourth tile (补杠, 加杠).
 *
 * <p>Ways: 自摸, a self-drawn tile; 杠上花, the replacement tile of one's own 豆 (a self-draw worth 1
 * more per payer); 点炮, another player's discard; 热炮 (杠上炮), the first discard after the
 * discarder's 豆 (he pays 1 more and is burned, 烧光); 抢杠, the tile another player adds to his pong
 * as a 转弯豆 (he pays for all three and is burned).
 */
public final class GuizhouTerms {
    private GuizhouTerms() {
    }

    /** The melds, as records and table-side hands name them ({@code pong}, {@code diandou}, {@code mendou}, {@code zhuanwandou}). */
    public static final Terms<MeldShape> MELDS = Terms.of("meld",
            entry(MeldShape.PUNG, new Names("pong", "碰", "pong")),
            entry(MeldShape.EXPOSED_KONG, new Names("diandou", "点豆", "exposed kong")),
            entry(MeldShape.CONCEALED_KONG, new Names("mendou", "闷豆", "concealed kong")),
            entry(MeldShape.ADDED_KONG, new Names("zhuanwandou", "转弯豆", "added kong")));

    /** The ways of winning. */
    public static final Terms<WinSource> WAYS = Terms.of("way",
            entry(WinSource.SELF_DRAW, new Names("self_draw", "自摸", "self-draw")),
            entry(WinSource.REPLACEMENT_DRAW, new Names("kong_draw", "杠上花", "win on a kong replacement")),
            entry(WinSource.DISCARD, new Names("discard", "点炮", "win on a discard")),
            entry(WinSource.DISCARD_AFTER_KONG, new Names("hot_discard", "热炮", "win on the discard after a kong")),
            entry(WinSource.ROBBED_KONG, new Names("robbed_kong", "抢杠", "robbing a kong")));
}
