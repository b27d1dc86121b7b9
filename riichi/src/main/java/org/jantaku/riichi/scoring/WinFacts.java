package org.jantaku.riichi.scoring;

import java.util.Arrays;
import java.util.List;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;

/**
 * What every reading of one won hand shares: counts, winds, openness, the winning kind, the melds
 * as a shape prefix, the red fives, and the yaku that depend only on the situation and the tiles.
 * Reused from hand to hand ({@link #load}) so that scoring allocates almost nothing.
 */
final class WinFacts {
    RiichiOptions options;
    WinSituation situation;
    /** Concealed tiles by kind, the winning tile included. */
    final int[] concealed = new int[34];
    /** Every tile of the hand by kind, melds included. */
    final int[] all = new int[34];
    int winKind;
    boolean closed;
    boolean tsumo;
    boolean dealer;
    int seatWind;
    int roundWind;
    int meldCount;
    /** The facts the fu depend on ({@link FuFacts}). */
    int fuFacts;
    /** Bit k set when the hand holds kind k (melds included). */
    long present;
    /** Bit k set when the concealed tiles hold kind k. */
    long concealedPresent;
    /** Red fives in the hand that count as dora under the rules. */
    int redFives;
    /** The melds as the first sets of every shape. */
    final Shape melds = new Shape();
    /** Yaku from the situation and from the tiles alone, the same in every reading. */
    final Candidate common = new Candidate();

    void load(RiichiOptions options, WinRequest request) {
        this.options = options;
        this.situation = request.situation();
        Arrays.fill(concealed, 0);
        redFives = 0;
        long seen = 0;
        List<Tile> hand = request.hand().concealed();
        for (int i = 0; i < hand.size(); i++) {
            Tile t = hand.get(i);
            concealed[t.id() >> 2]++;
            seen |= 1L << (t.id() >> 2);
            redFives += red(t, options);
        }
        concealedPresent = seen;
        System.arraycopy(concealed, 0, all, 0, 34);
        List<Meld> ms = request.hand().melds();
        boolean open = false;
        for (int i = 0; i < ms.size(); i++) {
            Meld m = ms.get(i);
            List<Tile> tiles = m.tiles();
            for (int j = 0; j < tiles.size(); j++) {
                Tile t = tiles.get(j);
                all[t.id() >> 2]++;
                seen |= 1L << (t.id() >> 2);
                redFives += red(t, options);
            }
            boolean isOpen = !(m instanceof ClosedKan);
            melds.kind[i] = tiles.get(0).id() >> 2;
            melds.type[i] = switch (m) {
                case Chi c -> Shape.RUN;
                case Pon p -> Shape.TRIPLET;
                case OpenKan k -> Shape.KAN;
                case ClosedKan k -> Shape.KAN;
                case AddedKan k -> Shape.KAN;
            };
            melds.openMeld[i] = isOpen;
            melds.concealed[i] = !isOpen;
            open |= isOpen;
        }
        melds.firstConcealed = ms.size();
        present = seen;
        this.winKind = request.winTile().id() >> 2;
        this.closed = !open;
        this.tsumo = situation.tsumo();
        this.dealer = situation.dealer();
        this.seatWind = situation.seatWind().tile().index();
        this.roundWind = situation.roundWind().tile().index();
        this.meldCount = ms.size();
        this.fuFacts = FuFacts.pack(closed, tsumo, seatWind, roundWind, options.doubleWindPairFu());
        common.clear();
        YakuEvaluator.situational(common, this);
        YakuEvaluator.byTiles(common, this);
    }

    private static int red(Tile t, RiichiOptions o) {
        int id = t.id();
        return (id == 16 || id == 52 || id == 88) && o.redFive(id / 36) ? 1 : 0;
    }

    /** Han of a yaku in this hand (closed or open value). */
    int han(Yaku y) {
        return closed ? y.hanClosed() : y.hanOpen();
    }
}
