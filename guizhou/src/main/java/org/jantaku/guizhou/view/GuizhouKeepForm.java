package org.jantaku.guizhou.view;

import java.util.List;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.SettleForm;
import org.jantaku.engine.settle.SettleForm.Extra;
import org.jantaku.engine.table.WinSource;
import org.jantaku.guizhou.settlement.GuizhouTerms;

/**
 * What the scorekeeping page asks of a 捉鸡 hand's end ({@code docs/guizhou.md}): the ways (自摸, 点炮, 杠上花, 热炮,
 * 抢杠; all but the self-draws name the seat that fed the tile), the melds (碰, 点豆, 闷豆, 转弯豆, written by their
 * kind), the 108 suited tiles, every seat's concealed tiles, and 报听, the flipped tile and the first 1条; a session carries the dealer's streak. Its words
 * are {@code guizhou.keep.*}: the ways' and melds' are their names ({@link GuizhouTerms}), the extras' in
 * {@code org/jantaku/guizhou/view/words.properties} (its transfers name their reasons themselves). It lives with the views: it is what a page shows,
 * and the settler ({@code settle}) only hands it on ({@code HandSettler.form()}).
 */
public final class GuizhouKeepForm {
    public static final SettleForm FORM = new SettleForm("guizhou.keep",
            List.of(WinSource.SELF_DRAW, WinSource.DISCARD, WinSource.REPLACEMENT_DRAW, WinSource.DISCARD_AFTER_KONG,
                    WinSource.ROBBED_KONG).stream().map(w -> new SettleForm.Way(GuizhouTerms.WAYS.names(w), !w.isSelfDraw())).toList(),
            List.of(MeldShape.PUNG, MeldShape.EXPOSED_KONG, MeldShape.CONCEALED_KONG, MeldShape.ADDED_KONG).stream()
                    .map(m -> SettleForm.MeldType.of(GuizhouTerms.MELDS.names(m), m)).toList(),
            SettleForm.palette(TileSet.SUITS_108), SettleForm.Layout.SEATS,
            List.of(new Extra.SeatFlag("baoting"), new Extra.Tiles("flip", 1), new Extra.FirstDiscard("first_1s")),
            List.of(SettleForm.Carry.STREAK), List.of());

    private GuizhouKeepForm() {
    }
}
