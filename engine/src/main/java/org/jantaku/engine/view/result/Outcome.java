package org.jantaku.engine.view.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.engine.table.Names;

/**
 * The headline of a hand's end: who won from whom, or how the hand was drawn. JSON: an object with
 * {@code kind} {@code win} or {@code draw}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "kind")
@JsonSubTypes({@JsonSubTypes.Type(value = Outcome.Win.class, name = "win"),
    @JsonSubTypes.Type(value = Outcome.Draw.class, name = "draw")})
public sealed interface Outcome {

    /**
     * One or more winners (several on one discard: ダブロン, 一炮多响).
     *
     * @param winners the winners, nearest the discarder first
     * @param from the discarder or robbed player; the winner for a self-draw
     * @param way how: ron, tsumo (Riichi), 自摸, 杠上花, 点炮, 热炮, 抢杠 (Guizhou, the engine's names),
     *     discard, self_draw, kong_flower, robbed_kong (Guangdong)
     */
    record Win(@JsonProperty("winners") List<Integer> winners, @JsonProperty("from") int from, @JsonProperty("way") Label way)
            implements Outcome {
        public Win {
            winners = List.copyOf(winners);
            if (winners.isEmpty()) {
                throw new IllegalArgumentException("a win has a winner");
            }
            Objects.requireNonNull(way, "way");
        }

        /** The win of these winners' hands, in order: from whom and how as the first of them says. */
        public static Win of(List<WinView> wins) {
            List<Integer> winners = new ArrayList<>(wins.size());
            for (WinView w : wins) {
                winners.add(w.seat());
            }
            return new Win(winners, wins.get(0).from(), wins.get(0).way());
        }

        /** A self-draw: the only winner is the seat the tile came from. */
        public boolean selfDraw() {
            return winners.size() == 1 && winners.get(0) == from;
        }
    }

    /**
     * No winner.
     *
     * @param draw the kind: {@code draw.exhaustive} and the abortive draws (Riichi:
     *     {@code draw.nineTerminals}, {@code draw.fourWinds}, {@code draw.fourRiichi},
     *     {@code draw.fourKans}, {@code draw.tripleRon}), {@code draw.huangzhuang} (黄庄 / 荒庄: {@link #exhaustedWall})
     * @param ready the seats that were tenpai (Riichi) or had 叫 (Guizhou 查叫); empty when the rules
     *     do not say
     * @param shown the hands laid open, in seat order: the tenpai hands of a Riichi exhaustive draw;
     *     none otherwise
     */
    record Draw(@JsonProperty("draw") Label draw, @JsonProperty("ready") List<Integer> ready,
            @JsonProperty("shown") List<ShownHand> shown) implements Outcome {
        public Draw {
            Objects.requireNonNull(draw, "draw");
            ready = List.copyOf(ready);
            shown = List.copyOf(shown);
        }

        /** A draw with no hand laid open. */
        public Draw(Label draw, List<Integer> ready) {
            this(draw, ready, List.of());
        }

        /** 黄庄 (荒庄): the wall ran out and nobody won, the draw of the Chinese flow variants. */
        public static final Names HUANGZHUANG = Names.of("huangzhuang", "wall exhausted, no winner", "流局 (荒牌)", "黄庄");

        /** The wall ran out and nobody won ({@link #HUANGZHUANG}); {@code ready} as {@link #ready()}. */
        public static Draw exhaustedWall(List<Integer> ready) {
            return new Draw(Label.of("draw", HUANGZHUANG), ready);
        }
    }
}
