package org.jantaku.guangdong.settlement;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.Names;

/** Why a transfer is made. */
public enum Reason implements Cause {
    /** The win. */
    HU("hu", "win (胡)", "和了 (胡)", "胡"),
    /** The robbed player pays all three shares. */
    BAO_ROBBED_KONG("bao_robbed_kong", "robbed kong: pays for all (抢杠包三家)", "槍槓の包 (三家分を払う)", "抢杠包三家"),
    /** The kong's feeder pays all three shares. */
    BAO_KONG_FLOWER("bao_kong_flower", "kong feeder pays for all (杠上开花包杠)", "嶺上開花の包 (槓上開花包槓)", "杠上开花包杠"),
    /** The feeder of the fourth exposed meld pays all three shares. */
    BAO_TWELVE("bao_twelve", "fed the 4th meld: pays for all (十二张落地)", "四副露の包 (十二張落地)", "十二张落地包自摸"),
    /** The feeder of the fourth wind set pays all three shares. */
    BAO_DASIXI("bao_dasixi", "fed big four winds: pays for all (大四喜包)", "大四喜の包", "大四喜包自摸"),
    /** The feeder of the third dragon set pays all three shares. */
    BAO_DASANYUAN("bao_dasanyuan", "fed big three dragons: pays for all (大三元包)", "大三元の包", "大三元包自摸"),
    /** The discarder of a kong's tile pays the konger. */
    KONG_FED("kong_fed", "discarded the kong tile (放杠)", "放槓 (大明槓させた者の支払い)", "放杠"),
    /** Each other player pays an added kong. */
    KONG_ADDED("kong_added", GuangdongTerms.MELDS.names(MeldShape.ADDED_KONG)),
    /** Each other player pays a concealed kong. */
    KONG_CONCEALED("kong_concealed", GuangdongTerms.MELDS.names(MeldShape.CONCEALED_KONG)),
    /** The dealer shares the result of the horse's target: the horses' words wherever the pages name them (买马). */
    HORSE("horse", "horses (买马)", "買馬", "买马"),
    /** The penalty for leaving the hand; also the word of the action ({@code guangdong.act.Escape}). */
    ESCAPE("escape", "escape (逃跑)", "途中退出 (逃跑)", "逃跑");

    private final Names names;

    Reason(String key, String en, String ja, String zh) {
        this.names = Names.of(key, en, ja, zh);
    }

    /** A kong's payment, under the reason's own key, in its meld's words ({@link GuangdongTerms#MELDS}). */
    Reason(String key, Names meld) {
        this.names = new Names(key, meld.text());
    }

    @Override
    public Names names() {
        return names;
    }

    /** The win and the shares a liable player pays for it (包); not the kongs, the horses or a penalty. */
    @Override
    public boolean isHandValue() {
        return switch (this) {
            case HU, BAO_ROBBED_KONG, BAO_KONG_FLOWER, BAO_TWELVE, BAO_DASIXI, BAO_DASANYUAN -> true;
            case KONG_FED, KONG_ADDED, KONG_CONCEALED, HORSE, ESCAPE -> false;
        };
    }
}
