package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;

/**
 * A win (和了): {@code <AGARI ba hai m machi ten yaku yakuman doraHai doraHaiUra who fromWho paoWho sc
 * owari>}. A double ron is two consecutive {@code AGARI} tags, the second one's {@code sc} already
 * including the first one's deltas, the deposits going to the first.
 *
 * @param who the winner's seat 0-3
 * @param fromWho the seat that dealt in; {@code who} itself for a tsumo
 * @param paoWho the seat liable (包, pao) for feeding the last dragon or wind triplet of a daisangen
 *     or daisuushii, when there is one
 * @param honba the repeat counters ({@code ba[0]})
 * @param riichiSticks the riichi deposits this winner collects ({@code ba[1]}); 0 for the second
 *     winner of a double ron
 * @param hai the concealed tiles including the winning tile ({@code hai}), sorted by id as Tenhou
 *     writes them
 * @param melds the melds decoded from {@code m}, in file order; empty for a closed hand. Closed
 *     kans are among them. Each meld's {@code From} is relative to {@code who}; North extractions are not
 *     melds (they are {@code nukis})
 * @param nukis the Norths the winner set aside (北抜き, three-player games), from the North extraction codes
 *     in {@code m}, in file order; each is a dora, counted by Tenhou in the {@code yaku} 52 (ドラ) with the
 *     indicators' dora: there is no field of their own. Empty in four-player games
 * @param machi the winning tile ({@code machi}); it is one of {@code hai}
 * @param fu the fu ({@code ten[0]}), as Tenhou counts them (e.g. 25 for chiitoitsu; yakuman hands
 *     still carry a fu count)
 * @param points the points the winner gains from the hand itself, before honba and deposits
 *     ({@code ten[1]})
 * @param limit the limit reached ({@code ten[2]}): 0 none, 1 mangan, 2 haneman, 3 baiman,
 *     4 sanbaiman, 5 yakuman
 * @param yaku the yaku with their han ({@code yaku}), in file order; empty for a yakuman hand
 * @param yakuman the yakuman ids ({@code yakuman}), in file order; empty for a normal hand
 * @param doraIndicators the dora indicators showing at the win ({@code doraHai})
 * @param uraIndicators the ura dora indicators ({@code doraHaiUra}), present only after a riichi;
 *     empty otherwise
 * @param scores each seat's score before this win is settled, in real points ({@code sc}'s even
 *     items ×100; riichi deposits of this hand already paid)
 * @param deltas each seat's gain or loss from this win in real points ({@code sc}'s odd items ×100),
 *     honba and deposits included
 * @param owari the game's final result, when this win ends the game
 * @param chips a chip lobby's chips (祝儀), when {@code sc} holds them (16 numbers: the usual 8, then chips and their change per seat)
 * @param valueShown the log gives the hand's value ({@code fu}, {@code points}, {@code limit}, {@code yaku},
 *     {@code yakuman}); false for an mjai log, whose {@code hora} gives only the score changes: those fields
 *     are then 0 and empty, and a replay compares the changes alone
 */
public record Agari(int who, int fromWho, OptionalInt paoWho, int honba, int riichiSticks, List<Tile> hai,
                    List<Meld> melds, List<Tile> nukis, Tile machi, int fu, int points, int limit, List<YakuHan> yaku,
                    List<Integer> yakuman, List<Tile> doraIndicators, List<Tile> uraIndicators,
                    List<Integer> scores, List<Integer> deltas, Optional<Owari> owari, Optional<Chips> chips,
                    boolean valueShown)
        implements MjlogEvent {

    /** {@code limit} value: no limit hand. */
    public static final int NO_LIMIT = 0;
    /** {@code limit} value: mangan. */
    public static final int MANGAN = 1;
    /** {@code limit} value: haneman. */
    public static final int HANEMAN = 2;
    /** {@code limit} value: baiman. */
    public static final int BAIMAN = 3;
    /** {@code limit} value: sanbaiman. */
    public static final int SANBAIMAN = 4;
    /** {@code limit} value: yakuman (including kazoe yakuman). */
    public static final int YAKUMAN = 5;

    public Agari {
        Checks.seat(who, "who");
        Checks.seat(fromWho, "fromWho");
        Objects.requireNonNull(paoWho, "paoWho");
        paoWho.ifPresent(p -> Checks.seat(p, "paoWho"));
        hai = Checks.list(hai, -1, "hai");
        melds = Checks.list(melds, -1, "melds");
        nukis = Checks.list(nukis, -1, "nukis");
        Objects.requireNonNull(machi, "machi");
        yaku = Checks.list(yaku, -1, "yaku");
        yakuman = Checks.list(yakuman, -1, "yakuman");
        doraIndicators = Checks.list(doraIndicators, -1, "doraIndicators");
        uraIndicators = Checks.list(uraIndicators, -1, "uraIndicators");
        scores = Checks.list(scores, 4, "scores");
        deltas = Checks.list(deltas, 4, "deltas");
        Objects.requireNonNull(owari, "owari");
        Objects.requireNonNull(chips, "chips");
    }

    /** A win whose value the log shows (an mjlog's or tenhou.net/6's). */
    public Agari(int who, int fromWho, OptionalInt paoWho, int honba, int riichiSticks, List<Tile> hai, List<Meld> melds,
            List<Tile> nukis, Tile machi, int fu, int points, int limit, List<YakuHan> yaku, List<Integer> yakuman,
            List<Tile> doraIndicators, List<Tile> uraIndicators, List<Integer> scores, List<Integer> deltas,
            Optional<Owari> owari, Optional<Chips> chips) {
        this(who, fromWho, paoWho, honba, riichiSticks, hai, melds, nukis, machi, fu, points, limit, yaku, yakuman,
                doraIndicators, uraIndicators, scores, deltas, owari, chips, true);
    }

    /** A win without chips and without Norths set aside. */
    public Agari(int who, int fromWho, OptionalInt paoWho, int honba, int riichiSticks, List<Tile> hai, List<Meld> melds,
            Tile machi, int fu, int points, int limit, List<YakuHan> yaku, List<Integer> yakuman,
            List<Tile> doraIndicators, List<Tile> uraIndicators, List<Integer> scores, List<Integer> deltas,
            Optional<Owari> owari) {
        this(who, fromWho, paoWho, honba, riichiSticks, hai, melds, List.of(), machi, fu, points, limit, yaku, yakuman,
                doraIndicators, uraIndicators, scores, deltas, owari, Optional.empty());
    }

    /** The same win ending the game with {@code result}. */
    public Agari withOwari(Owari result) {
        return new Agari(who, fromWho, paoWho, honba, riichiSticks, hai, melds, nukis, machi, fu, points, limit, yaku,
                yakuman, doraIndicators, uraIndicators, scores, deltas, Optional.of(result), chips, valueShown);
    }

    /** Whether the win is self-drawn (ツモ): {@code fromWho == who}. */
    public boolean isTsumo() {
        return fromWho == who;
    }

    /** The total han of the yaku list (dora included); 0 for a yakuman hand. */
    public int han() {
        return yaku.stream().mapToInt(YakuHan::han).sum();
    }

    static Agari parse(Element e) {
        int who = e.seat("who");
        List<Integer> ba = e.integers("ba", 2);
        List<Meld> melds = new ArrayList<>();
        List<Tile> nukis = new ArrayList<>();
        if (e.has("m")) {
            for (int code : e.integers("m")) {
                if (Nuki.isNuki(code)) {
                    nukis.add(Nuki.decode(e, "m", code));
                } else {
                    melds.add(TenhouMeld.decode(e, "m", code, who).meld());
                }
            }
        }
        List<Integer> ten = e.integers("ten", 3);
        List<YakuHan> yaku = new ArrayList<>();
        if (e.has("yaku")) {
            List<Integer> pairs = e.integers("yaku");
            if (pairs.size() % 2 != 0) {
                throw e.error("yaku", "expected pairs of yaku id and han, found " + pairs.size() + " numbers", null);
            }
            for (int i = 0; i < pairs.size(); i += 2) {
                if (pairs.get(i) < 0 || pairs.get(i + 1) < 0) {
                    throw e.error("yaku", "yaku id and han cannot be negative", null);
                }
                yaku.add(new YakuHan(pairs.get(i), pairs.get(i + 1)));
            }
        }
        Chips.Split sc = Chips.split(e, "sc");
        return new Agari(who, e.seat("fromWho"), e.optionalSeat("paoWho"), ba.get(0), ba.get(1),
                e.tiles("hai"), melds, nukis, e.tile("machi"), ten.get(0), ten.get(1), ten.get(2), yaku,
                e.has("yakuman") ? e.integers("yakuman") : List.of(), e.tiles("doraHai"),
                e.optionalTiles("doraHaiUra"), sc.scores(), sc.deltas(),
                e.has("owari") ? Optional.of(Owari.parse(e, "owari")) : Optional.empty(), sc.chips());
    }
}
