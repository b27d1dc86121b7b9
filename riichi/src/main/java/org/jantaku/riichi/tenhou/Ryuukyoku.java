package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;
import org.jantaku.core.tile.Tile;

/**
 * A drawn hand (流局): {@code <RYUUKYOKU [type] ba sc [hai0..hai3] [owari]>}.
 *
 * @param type the abortive draw or special ending, absent for an ordinary exhaustive draw (荒牌平局):
 *     {@code yao9} nine terminals (九種九牌), {@code reach4} four riichi (四家立直), {@code ron3}
 *     triple ron (三家和), {@code kan4} four kans (四槓散了), {@code kaze4} four winds (四風連打),
 *     {@code nm} nagashi mangan (流し満貫)
 * @param honba the repeat counters ({@code ba[0]})
 * @param riichiSticks the riichi deposits on the table ({@code ba[1]}); they stay for the next hand
 * @param scores each seat's score before the draw is settled, in real points ({@code sc}'s even items
 *     ×100)
 * @param deltas each seat's noten-payment / nagashi gain or loss, in real points ({@code sc}'s odd
 *     items ×100)
 * @param shownHands per seat, the concealed tiles shown ({@code hai0}..{@code hai3}): tenpai hands at
 *     an exhaustive draw, the declarer's 14 tiles for {@code yao9}; empty for a seat that showed
 *     nothing
 * @param owari the game's final result, when this draw ends the game
 * @param chips a chip lobby's chips (祝儀), when {@code sc} holds them (16 numbers: the usual 8, then chips and their change per seat)
 */
public record Ryuukyoku(Optional<String> type, int honba, int riichiSticks, List<Integer> scores,
                        List<Integer> deltas, List<List<Tile>> shownHands, Optional<Owari> owari,
                        Optional<Chips> chips) implements MjlogEvent {
    public Ryuukyoku {
        Objects.requireNonNull(type, "type");
        scores = Checks.list(scores, 4, "scores");
        deltas = Checks.list(deltas, 4, "deltas");
        shownHands = Checks.perSeat(shownHands, "shownHands");
        Objects.requireNonNull(owari, "owari");
        Objects.requireNonNull(chips, "chips");
    }

    /** A draw without chips. */
    public Ryuukyoku(Optional<String> type, int honba, int riichiSticks, List<Integer> scores, List<Integer> deltas,
            List<List<Tile>> shownHands, Optional<Owari> owari) {
        this(type, honba, riichiSticks, scores, deltas, shownHands, owari, Optional.empty());
    }

    /** The same draw ending the game with {@code result}. */
    public Ryuukyoku withOwari(Owari result) {
        return new Ryuukyoku(type, honba, riichiSticks, scores, deltas, shownHands, Optional.of(result), chips);
    }

    /** The seats that showed their hand ({@code haiN} present), in seat order. */
    public List<Integer> shownSeats() {
        return IntStream.range(0, 4).filter(s -> !shownHands.get(s).isEmpty()).boxed().toList();
    }

    static Ryuukyoku parse(Element e) {
        List<Integer> ba = e.integers("ba", 2);
        Chips.Split sc = Chips.split(e, "sc");
        List<List<Tile>> shown = List.of(e.optionalTiles("hai0"), e.optionalTiles("hai1"),
                e.optionalTiles("hai2"), e.optionalTiles("hai3"));
        return new Ryuukyoku(e.optionalString("type"), ba.get(0), ba.get(1), sc.scores(), sc.deltas(), shown,
                e.has("owari") ? Optional.of(Owari.parse(e, "owari")) : Optional.empty(), sc.chips());
    }
}
