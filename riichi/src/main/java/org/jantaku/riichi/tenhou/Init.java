package org.jantaku.riichi.tenhou;

import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.Tile;

/**
 * The start of a hand (局): {@code <INIT seed="round,honba,sticks,dice0,dice1,dora" ten="250,..."
 * oya="0" hai0="..." .. hai3="..."/>}.
 *
 * @param round the round index {@code seed[0]}: 0-3 East 1-4, 4-7 South 1-4, 8-11 West 1-4, ...
 * @param honba the repeat counters (本場) {@code seed[1]}
 * @param riichiSticks the riichi deposits (供託) left on the table from earlier hands, {@code seed[2]}
 * @param dice0 the first die (1-6), {@code seed[3]}
 * @param dice1 the second die (1-6), {@code seed[4]}
 * @param doraIndicator the first dora indicator, {@code seed[5]}
 * @param scores each seat's score at the start of the hand, in real points ({@code ten} is in
 *     hundreds: {@code 250} is 25000); seat 3 is 0 in three-player games
 * @param dealer the dealer's seat 0-3 ({@code oya})
 * @param hands each seat's 13 starting tiles ({@code hai0}..{@code hai3}) in file order (Tenhou does
 *     not sort them); empty for the missing fourth seat of a three-player game
 * @param seededHere the tag carries the wall's seed as a {@code shuffle} attribute: Tenhou's oldest
 *     mjlog form, before the {@code SHUFFLE} element took it over in July 2009
 */
public record Init(int round, int honba, int riichiSticks, int dice0, int dice1, Tile doraIndicator,
                   List<Integer> scores, int dealer, List<List<Tile>> hands, boolean seededHere) implements MjlogEvent {
    /** A hand's start without a seed of its own (every log since July 2009, and tenhou.net/6 JSON). */
    public Init(int round, int honba, int riichiSticks, int dice0, int dice1, Tile doraIndicator, List<Integer> scores,
            int dealer, List<List<Tile>> hands) {
        this(round, honba, riichiSticks, dice0, dice1, doraIndicator, scores, dealer, hands, false);
    }

    public Init {
        if (round < 0 || honba < 0 || riichiSticks < 0) {
            throw new IllegalArgumentException("round, honba and riichi sticks cannot be negative");
        }
        Objects.requireNonNull(doraIndicator, "doraIndicator");
        scores = Checks.list(scores, 4, "scores");
        Checks.seat(dealer, "dealer");
        hands = Checks.perSeat(hands, "hands");
    }

    /** The round wind as an index: 0 East, 1 South, 2 West, 3 North ({@code round / 4}). */
    public int roundWind() {
        return round / 4;
    }

    /** The hand number within the round wind, 1-4 ({@code round % 4 + 1}): East 3 is 3. */
    public int handNumber() {
        return round % 4 + 1;
    }

    static Init parse(Element e) {
        List<Integer> seed = e.integers("seed", 6);
        for (int i = 0; i < 5; i++) {
            if (seed.get(i) < 0) {
                throw e.error("seed", "item " + (i + 1) + " cannot be negative", null);
            }
        }
        List<Integer> ten = e.integers("ten", 4);
        List<List<Tile>> hands = List.of(e.tiles("hai0"), e.tiles("hai1"), e.tiles("hai2"),
                e.optionalTiles("hai3"));
        return new Init(seed.get(0), seed.get(1), seed.get(2), seed.get(3), seed.get(4),
                e.tileOf("seed", seed.get(5)), ten.stream().map(t -> t * 100).toList(), e.seat("oya"), hands,
                e.optionalString("shuffle").isPresent());
    }
}
