package org.jantaku.guangdong.view;

import java.util.Arrays;
import java.util.List;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.SettleForm;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guangdong.settlement.GuangdongTerms;
import org.jantaku.guangdong.settlement.Reason;

/**
 * What the scorekeeping page asks of a 广东 hand's end ({@code docs/guangdong.md}): the ways (自摸, 点炮, 杠上开花, 抢杠胡;
 * all but 自摸 name the seat: the discarder, the kong's feeder, the robbed player), the melds (吃, 碰, 明杠, 加杠, 暗杠,
 * written by their tiles), the 136 tiles, the winners' concealed tiles, and the horses (买马, up to 12); a session carries the dealer's term and the prevailing wind. Its words are
 * {@code guangdong.keep.*}: the ways', melds' and transfers' reasons' are their names ({@link GuangdongTerms},
 * {@link Reason}), the horses' in {@code org/jantaku/guangdong/view/words.properties}. It lives with the views: it is what a page shows,
 * and the settler ({@code settle}) only hands it on ({@code HandSettler.form()}).
 */
public final class GuangdongKeepForm {
    public static final SettleForm FORM = new SettleForm("guangdong.keep",
            List.of(WinSource.SELF_DRAW, WinSource.DISCARD, WinSource.REPLACEMENT_DRAW, WinSource.ROBBED_KONG).stream()
                    .map(w -> new SettleForm.Way(GuangdongTerms.WAYS.names(w), w != WinSource.SELF_DRAW)).toList(),
            List.of(MeldShape.CHI, MeldShape.PUNG, MeldShape.EXPOSED_KONG, MeldShape.ADDED_KONG, MeldShape.CONCEALED_KONG).stream()
                    .map(m -> SettleForm.MeldType.of(GuangdongTerms.MELDS.names(m), m)).toList(),
            SettleForm.palette(TileSet.STANDARD_136), SettleForm.Layout.WINNERS,
            List.of(new SettleForm.Extra.Tiles("horses", 12)), List.of(SettleForm.Carry.DEALER_TERM, SettleForm.Carry.PREVAILING),
            Arrays.stream(Reason.values()).map(Reason::names).toList());

    private GuangdongKeepForm() {
    }
}
