package org.jantaku.guizhou.settlement;

import static java.util.Map.entry;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * 捉鸡麻将's names of its melds, its ways of winning and its 报听, for records, table-side hands and views; the
 * settlement's reasons that pay for a 豆, a way or a 报听 ({@link Reason}) are worded by them. Records write a
 * reason's Chinese and English words ({@code 点豆 exposed kong}), so those words do not change.
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

    /** 报听: a player declared ready (his hand frozen); a winner who did is paid 10 more by each payer. */
    public static final Names BAOTING = Names.of("baoting", "declared ready", "報聴", "报听");

    /** The melds, as records and table-side hands name them ({@code pong}, {@code diandou}, {@code mendou}, {@code zhuanwandou}). */
    public static final Terms<MeldShape> MELDS = Terms.of("meld",
            entry(MeldShape.PUNG, Names.of("pong", "pong", "ポン (碰)", "碰")),
            entry(MeldShape.EXPOSED_KONG, Names.of("diandou", "exposed kong", "点豆 (大明槓)", "点豆")),
            entry(MeldShape.CONCEALED_KONG, Names.of("mendou", "concealed kong", "悶豆 (暗槓)", "闷豆")),
            entry(MeldShape.ADDED_KONG, Names.of("zhuanwandou", "added kong", "転湾豆 (加槓)", "转弯豆")));

    /** The ways of winning. */
    public static final Terms<WinSource> WAYS = Terms.of("way",
            entry(WinSource.SELF_DRAW, Names.of("self_draw", "self-draw", "ツモ (自摸)", "自摸")),
            entry(WinSource.REPLACEMENT_DRAW, Names.of("kong_draw", "win on a kong replacement", "嶺上開花 (槓上花)", "杠上花")),
            entry(WinSource.DISCARD, Names.of("discard", "win on a discard", "ロン (点炮)", "点炮")),
            entry(WinSource.DISCARD_AFTER_KONG, Names.of("hot_discard", "discard after a kong", "熱炮 (槓の後の打牌)", "热炮")),
            entry(WinSource.ROBBED_KONG, Names.of("robbed_kong", "robbing a kong", "槍槓 (搶槓)", "抢杠")));
}
