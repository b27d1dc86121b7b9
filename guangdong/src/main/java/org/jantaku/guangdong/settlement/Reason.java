package org.jantaku.guangdong.settlement;

import org.jantaku.engine.table.Names;

/** Why a transfer is made. */
public enum Reason implements Cause {
    HU("hu", "胡", "the win"),
    BAO_ROBBED_KONG("bao_robbed_kong", "抢杠包三家", "the robbed player pays all three shares"),
    BAO_KONG_FLOWER("bao_kong_flower", "杠上开花包杠", "the kong's feeder pays all three shares"),
    BAO_TWELVE("bao_twelve", "十二张落地包自摸", "the feeder of the fourth exposed meld pays all three shares"),
    BAO_DASIXI("bao_dasixi", "大四喜包自摸", "the feeder of the fourth wind set pays all three shares"),
    BAO_DASANYUAN("bao_dasanyuan", "大三元包自摸", "the feeder of the third dragon set pays all three shares"),
    KONG_FED("kong_fed", "放杠", "the discarder of a kong's tile pays the konger"),
    KONG_ADDED("kong_added", "明杠", "each other player pays an added kong (补杠)"),
    KONG_CONCEALED("kong_concealed", "暗杠", "each other player pays a concealed kong"),
    HORSE("horse", "买马", "the dealer shares the result of the horse's target"),
    ESCAPE("escape", "逃跑", "penalty for leaving the hand");

    private final Names names;

    Reason(String key, String zh, String en) {
        this.names = new Names(key, zh, en);
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
