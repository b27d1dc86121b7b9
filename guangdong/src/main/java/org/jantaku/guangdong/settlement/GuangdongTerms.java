package org.jantaku.guangdong.settlement;

import static java.util.Map.entry;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * 广东麻将's names of its melds and ways of winning, for records, table-side hands and views; the kong payments'
 * reasons ({@link Reason}) are worded by their melds.
 *
 * <p>Melds: 吃, a run called from 上家 (鸡胡 only); 碰, a triplet called from a discard; 明杠 of a
 * discard onto a concealed triplet (推倒胡 放杠; the feeder is the discarder); 加杠 / 补杠, the fourth
 * tile added to one's own 碰 (the feeder is the 碰's); 暗杠, four concealed tiles declared.
 *
 * <p>Ways ({@code from} in a win): 点炮 / 放炮, on another player's discard (鸡胡 only; the
 * discarder; a discard right after a kong is no other way here); 自摸 on an ordinary draw (the
 * winner); 杠上开花, on the replacement tile after one's own kong (the kong's feeder; the winner for
 * 暗杠/加杠); 抢杠胡, on the tile another player adds to his 碰 (that player). All but 点炮 count as a
 * self-draw (抢杠 "当自摸").
 */
public final class GuangdongTerms {
    private GuangdongTerms() {
    }

    /** The melds, with their JSON keys. */
    public static final Terms<MeldShape> MELDS = Terms.of("meld type",
            entry(MeldShape.CHI, Names.of("chi", "chi", "チー (吃)", "吃")),
            entry(MeldShape.PUNG, Names.of("pon", "pung", "ポン (碰)", "碰")),
            entry(MeldShape.EXPOSED_KONG, Names.of("kong", "exposed kong", "大明槓", "明杠")),
            entry(MeldShape.ADDED_KONG, Names.of("added_kong", "added kong", "加槓 (補槓)", "补杠")),
            entry(MeldShape.CONCEALED_KONG, Names.of("concealed_kong", "concealed kong", "暗槓", "暗杠")));

    /** The ways of winning. */
    public static final Terms<WinSource> WAYS = Terms.of("way",
            entry(WinSource.DISCARD, Names.of("discard", "win on a discard", "ロン (点炮)", "点炮")),
            entry(WinSource.SELF_DRAW, Names.of("self_draw", "self-draw", "ツモ (自摸)", "自摸")),
            entry(WinSource.REPLACEMENT_DRAW, Names.of("kong_flower", "win on a kong replacement (杠上开花)", "嶺上開花 (槓上開花)", "杠上开花")),
            entry(WinSource.ROBBED_KONG, Names.of("robbed_kong", "robbing a kong (抢杠胡)", "槍槓 (搶槓胡)", "抢杠胡")));
}
