package org.jantaku.bots.mjai;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.riichi.game.RiichiAction;

/**
 * The answers an mjai bot may give, by their {@code type}: one for each kind of action the bot decides ({@link #of};
 * the engine's own choices, which mjai has no word for, have none). A refusal lists them from here, and a new action
 * cannot be left out: the switch over actions is exhaustive, and so is {@link MjaiAnswer}'s over these.
 */
enum AnswerType {
    DAHAI("dahai"), REACH("reach"), HORA("hora"), CHI(MeldShape.CHI.mjaiType()), PON(MeldShape.PUNG.mjaiType()),
    DAIMINKAN(MeldShape.EXPOSED_KONG.mjaiType()), KAKAN(MeldShape.ADDED_KONG.mjaiType()),
    ANKAN(MeldShape.CONCEALED_KONG.mjaiType()), RYUKYOKU("ryukyoku"), NUKIDORA("nukidora"), NONE("none");

    private final String json;

    AnswerType(String json) {
        this.json = json;
    }

    /** The answer's {@code type}. */
    String json() {
        return json;
    }

    /** The answer that takes {@code action}; none for the engine's own choices (tenpai at a draw, the last dealer's). */
    static Optional<AnswerType> of(RiichiAction action) {
        return Optional.ofNullable(switch (action) {
            case RiichiAction.Discard x -> DAHAI;
            case RiichiAction.DeclareRiichi x -> REACH;
            case RiichiAction.Tsumo x -> HORA;
            case RiichiAction.Ron x -> HORA;
            case RiichiAction.Pass x -> NONE;
            case RiichiAction.NineTerminals x -> RYUKYOKU;
            case RiichiAction.Chi x -> CHI;
            case RiichiAction.Pon x -> PON;
            case RiichiAction.OpenKan x -> DAIMINKAN;
            case RiichiAction.ClosedKan x -> ANKAN;
            case RiichiAction.AddedKan x -> KAKAN;
            case RiichiAction.Nuki x -> NUKIDORA;
            case RiichiAction.DeclareTenpai x -> null;
            case RiichiAction.DeclareNoten x -> null;
            case RiichiAction.PlayOn x -> null;
            case RiichiAction.EndGame x -> null;
        });
    }

    /** The answer whose {@code type} is {@code json}, if any. */
    static Optional<AnswerType> named(String json) {
        return Arrays.stream(values()).filter(t -> t.json.equals(json)).findFirst();
    }

    /** Every answer's {@code type}, in order: {@code dahai, reach, …}. */
    static String names() {
        return Arrays.stream(values()).map(AnswerType::json).collect(Collectors.joining(", "));
    }
}
