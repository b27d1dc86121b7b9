package org.jantaku.guangdong.settlement;

import static java.util.Map.entry;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * 广东麻将's names of its melds and ways of winning, for records, table-side hands and views.
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
            entry(MeldShape.CHI, new Names("chi", "吃", "chi")),
            entry(MeldShape.PUNG, new Names("pon", "碰", "pung")),
            entry(MeldShape.EXPOSED_KONG, new Names("kong", "明杠", "exposed kong")),
            entry(MeldShape.ADDED_KONG, new Names("added_kong", "加杠", "added kong")),
            entry(MeldShape.CONCEALED_KONG, new Names("concealed_kong", "暗杠", "concealed kong")));

    /** The ways of winning. */
    public static final Terms<WinSource> WAYS = Terms.of("way",
            entry(WinSource.DISCARD, new Names("discard", "点炮", "win on a discard")),
            entry(WinSource.SELF_DRAW, new Names("self_draw", "自摸", "self-draw")),
            entry(WinSource.REPLACEMENT_DRAW, new Names("kong_flower", "杠上开花", "win on a kong replacement")),
            entry(WinSource.ROBBED_KONG, new Names("robbed_kong", "抢杠胡", "robbing a kong")));
}
