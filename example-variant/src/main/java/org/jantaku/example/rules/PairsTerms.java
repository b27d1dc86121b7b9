package org.jantaku.example.rules;

import static java.util.Map.entry;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;
import org.jantaku.engine.table.WinSource;

/**
 * The words of pairs 七对: its melds (no 吃), its ways of winning, its payments and its one pattern, each in
 * English, Japanese and Chinese (its drawn hand is the engine's, {@code Outcome.Draw.HUANGZHUANG}).
 */
public final class PairsTerms {
    private PairsTerms() {
    }

    /** 七对 (七対子): seven pairs, four of a kind counting as two. */
    public static final Names SEVEN_PAIRS = Names.of("seven_pairs", "Seven pairs", "七対子", "七对");

    /** The payments: a win's, worded as its way of winning ({@link #WAYS}). */
    public enum Reason implements Names.Named, HandValue {
        /** 点炮: the discarder (or robbed player) pays. */
        DISCARD(Names.of("discard", "Win on a discard (点炮)", "ロン (点炮)", "点炮")),
        /** 自摸: each other player pays. */
        SELF_DRAW(Names.of("self_draw", "Self-draw (自摸)", "ツモ (自摸)", "自摸"));

        private final Names names;

        Reason(Names names) {
            this.names = names;
        }

        @Override
        public Names names() {
            return names;
        }

        /** Both payments are the win's. */
        @Override
        public boolean isHandValue() {
            return true;
        }
    }

    /**
     * The melds (there is no 吃); the board titles a meld with these names ({@code pairs.meld.<key>}, served from
     * {@code PairsModule.melds()}).
     */
    public static final Terms<MeldShape> MELDS = Terms.of("meld",
            entry(MeldShape.PUNG, Names.of("pong", "Pong", "ポン", "碰")),
            entry(MeldShape.EXPOSED_KONG, Names.of("kong", "Exposed kong", "大明槓", "明杠")),
            entry(MeldShape.CONCEALED_KONG, Names.of("concealed_kong", "Concealed kong", "暗槓", "暗杠")),
            entry(MeldShape.ADDED_KONG, Names.of("added_kong", "Added kong", "加槓", "加杠")));

    /** The ways of winning (a self-draw and a discard worded as their payments, whose words records write). */
    public static final Terms<WinSource> WAYS = Terms.of("way",
            entry(WinSource.SELF_DRAW, Reason.SELF_DRAW.names()),
            entry(WinSource.REPLACEMENT_DRAW, Names.of("kong_draw", "Win on a kong replacement", "嶺上開花", "杠上开花")),
            entry(WinSource.DISCARD, Reason.DISCARD.names()),
            entry(WinSource.DISCARD_AFTER_KONG, Names.of("discard_after_kong", "Win on the discard after a kong", "槓の後のロン", "杠上炮")),
            entry(WinSource.ROBBED_KONG, Names.of("robbed_kong", "Robbing a kong", "槍槓", "抢杠")));
}
