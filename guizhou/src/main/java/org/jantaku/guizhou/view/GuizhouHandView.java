package org.jantaku.guizhou.view;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.engine.view.Caption;
import org.jantaku.engine.view.result.HandResultView;
import org.jantaku.engine.view.result.HandRound;
import org.jantaku.engine.view.result.Label;
import org.jantaku.engine.view.result.Outcome;
import org.jantaku.engine.view.result.PaymentTable;
import org.jantaku.engine.view.result.TileView;
import org.jantaku.engine.view.result.WinView;
import org.jantaku.engine.view.state.FlowTableView;

/**
 * A 捉鸡麻将 hand's end (guizhou-liupanshui).
 *
 * @param round which hand it was
 * @param outcome the winners (一炮多响: several) and how, or 黄庄
 * @param wins each winner's hand and its pattern (牌型) with its value
 * @param chickens the hand's chickens (鸡) when someone won; empty at 黄庄
 * @param chajiao at 黄庄, each ready seat's 查叫 value: the wait it is valued on, its pattern and value
 * @param burned seats burned (烧光) by a 热炮 or a robbed kong: they receive no 豆 and no 鸡
 * @param payments 胡, 报听, 杀报, 连庄, 豆, 鸡, 冲锋鸡, 责任鸡, 查叫 …
 */
@JsonPropertyOrder({"variant", "round", "round_labels", "ready_terms", "outcome", "wins", "chickens", "chajiao", "burned", "payments"})
public record GuizhouHandView(@JsonProperty("round") Round round, @JsonProperty("outcome") Outcome outcome,
        @JsonProperty("wins") List<WinView> wins, @JsonProperty("chickens") Optional<Chickens> chickens,
        @JsonProperty("chajiao") List<Ready> chajiao, @JsonProperty("burned") List<Integer> burned,
        @JsonProperty("payments") PaymentTable payments) implements HandResultView {
    public GuizhouHandView {
        Objects.requireNonNull(round, "round");
        Objects.requireNonNull(outcome, "outcome");
        wins = List.copyOf(wins);
        Objects.requireNonNull(chickens, "chickens");
        chajiao = List.copyOf(chajiao);
        burned = List.copyOf(burned);
        Objects.requireNonNull(payments, "payments");
    }

    @Override
    public String variant() {
        return "guizhou";
    }

    @Override
    public List<Caption> roundLabels() {
        return FlowTableView.roundLabels(Caption.of("round.hand", "n", round.hand()), round.streak());
    }

    @Override
    public Optional<String> readyTerms() {
        return outcome instanceof Outcome.Draw ? Optional.of("jiao") : Optional.empty();
    }

    /**
     * The hand.
     *
     * @param hand 1 for the first hand of the game
     * @param dealer the dealer (庄家)
     * @param streak 连庄数 L of the hand
     */
    public record Round(@JsonProperty("hand") int hand, @JsonProperty("dealer") int dealer, @JsonProperty("streak") int streak)
            implements HandRound {
    }

    /**
     * The chickens of a won hand.
     *
     * @param flip the tile turned over (翻鸡), none when the wall was empty
     * @param tiles every chicken kind and what one tile of it is worth, with its names (幺鸡, 金鸡, the
     *     翻鸡 the flip points at, and the optional 本鸡, 摇摆鸡, 乌骨鸡)
     * @param firstOneSou the hand's first 1条 when it was paid for as a 冲锋鸡 or 责任鸡
     */
    public record Chickens(@JsonProperty("flip") Optional<TileView> flip, @JsonProperty("tiles") List<ChickenTile> tiles,
            @JsonProperty("first_one_sou") Optional<FirstOneSou> firstOneSou) {
        public Chickens {
            Objects.requireNonNull(flip, "flip");
            tiles = List.copyOf(tiles);
            Objects.requireNonNull(firstOneSou, "firstOneSou");
        }
    }

    /** A chicken kind, the units one tile of it is worth, and its names. */
    public record ChickenTile(@JsonProperty("tile") TileView tile, @JsonProperty("units") int units,
            @JsonProperty("names") List<Label> names) {
        public ChickenTile {
            names = List.copyOf(names);
        }
    }

    /**
     * The hand's first discarded 1条: unclaimed a 冲锋鸡 of its discarder, claimed a 责任鸡.
     *
     * @param kind {@code reason.chongfengji} or {@code reason.zerenji}, with the engine's names
     * @param tile the tile
     * @param discarder who discarded it
     * @param claimer who claimed it (责任鸡)
     */
    public record FirstOneSou(@JsonProperty("kind") Label kind, @JsonProperty("tile") TileView tile,
            @JsonProperty("discarder") int discarder, @JsonProperty("claimer") OptionalInt claimer) {
    }

    /** A ready seat at 黄庄: the wait its 查叫 value comes from, the pattern and the value. */
    public record Ready(@JsonProperty("seat") int seat, @JsonProperty("wait") TileView waitTile, @JsonProperty("pattern") Label pattern,
            @JsonProperty("value") int value) {
    }
}
