package org.jantaku.example.rules;

import java.util.EnumMap;
import java.util.Map;
import org.jantaku.core.tile.Lang;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.settle.HandValue;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.WinSource;

/**
 * The words of pairs 七对: its melds (no 吃), its ways of winning, its payments, its one pattern and its drawn
 * hand, each in English, Japanese and Chinese.
 */
public final class PairsTerms {
    private PairsTerms() {
    }

    /** 七对 (七対子): seven pairs, four of a kind counting as two. */
    public static final Term SEVEN_PAIRS = new Term("seven_pairs", "Seven pairs", "七対子", "七对");

    /** 荒庄: the wall ran out and nobody won. */
    public static final Term EXHAUSTED = new Term("exhausted", "Wall exhausted, no winner", "流局 (荒牌)", "荒庄");

    /** The payments (with the engine's {@link Names}, whose Japanese is the Chinese; {@link #displayName} has the Japanese). */
    public enum Reason implements Names.Named, HandValue {
        /** 点炮: the discarder (or robbed player) pays. */
        DISCARD(new Term("discard", "Win on a discard (点炮)", "ロン (点炮)", "点炮")),
        /** 自摸: each other player pays. */
        SELF_DRAW(new Term("self_draw", "Self-draw (自摸)", "ツモ (自摸)", "自摸"));

        private final Term term;

        Reason(Term term) {
            this.term = term;
        }

        public Term term() {
            return term;
        }

        @Override
        public Names names() {
            return new Names(term.key(), term.zh(), term.en());
        }

        @Override
        public String displayName(Lang lang) {
            return term.in(lang);
        }

        /** Both payments are the win's. */
        @Override
        public boolean isHandValue() {
            return true;
        }
    }

    private static final Map<MeldShape, Term> MELDS = new EnumMap<>(Map.of(
            MeldShape.PUNG, new Term("pong", "Pong", "ポン", "碰"),
            MeldShape.EXPOSED_KONG, new Term("kong", "Exposed kong", "明槓", "明杠"),
            MeldShape.CONCEALED_KONG, new Term("concealed_kong", "Concealed kong", "暗槓", "暗杠"),
            MeldShape.ADDED_KONG, new Term("added_kong", "Added kong", "加槓", "加杠")));

    private static final Map<WinSource, Term> WAYS = new EnumMap<>(Map.of(
            WinSource.SELF_DRAW, new Term("self_draw", "Self-draw", "ツモ", "自摸"),
            WinSource.REPLACEMENT_DRAW, new Term("kong_draw", "Win on a kong replacement", "嶺上開花", "杠上开花"),
            WinSource.DISCARD, new Term("discard", "Win on a discard", "ロン", "点炮"),
            WinSource.DISCARD_AFTER_KONG, new Term("discard_after_kong", "Win on the discard after a kong", "槓の後のロン", "杠上炮"),
            WinSource.ROBBED_KONG, new Term("robbed_kong", "Robbing a kong", "槍槓", "抢杠")));

    /**
     * A meld's word (there is no 吃). The keys are those the table page already words ({@code meld.pong},
     * {@code meld.kong} …): the page titles a meld by its key from its own strings.
     */
    public static Term meld(MeldShape shape) {
        Term t = MELDS.get(shape);
        if (t == null) {
            throw new IllegalArgumentException("pairs has no meld " + shape);
        }
        return t;
    }

    /** A way of winning's word. */
    public static Term way(WinSource way) {
        return WAYS.get(way);
    }
}
