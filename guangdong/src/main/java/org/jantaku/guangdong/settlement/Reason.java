package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.Names;

/** Why a transfer is made. */
public enum Reason implements Cause {
    HU("hu", "the win", "和了 (胡)", "胡"),
    BAO_ROBBED_KONG("bao_robbed_kong", "the robbed player pays all three shares", "槍槓の包 (三家分を払う)", "抢杠包三家"),
    BAO_KONG_FLOWER("bao_kong_flower", "the kong's feeder pays all three shares", "嶺上開花の包 (槓上開花包槓)", "杠上开花包杠"),
    BAO_TWELVE("bao_twelve", "the feeder of the fourth exposed meld pays all three shares", "四副露の包 (十二張落地)", "十二张落地包自摸"),
    BAO_DASIXI("bao_dasixi", "the feeder of the fourth wind set pays all three shares", "大四喜の包", "大四喜包自摸"),
    BAO_DASANYUAN("bao_dasanyuan", "the feeder of the third dragon set pays all three shares", "大三元の包", "大三元包自摸"),
    KONG_FED("kong_fed", "the discarder of a kong's tile pays the konger", "放槓 (大明槓させた者の支払い)", "放杠"),
    KONG_ADDED("kong_added", "each other player pays an added kong (补杠)", "加槓の支払い", "明杠"),
    KONG_CONCEALED("kong_concealed", "each other player pays a concealed kong", "暗槓の支払い", "暗杠"),
    HORSE("horse", "the dealer shares the result of the horse's target", "買馬", "买马"),
    ESCAPE("escape", "penalty for leaving the hand", "途中退出の罰 (逃跑)", "逃跑");

    private final Names names;

    Reason(String key, String en, String ja, String zh) {
        this.names = Names.of(key, en, ja, zh);
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
