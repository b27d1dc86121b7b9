package org.jantaku.riichi.tenhou;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;

/**
 * Replays a log's tiles and scores and asserts that every event is consistent with what came before:
 * calls take the tile just discarded by their source, kans use held tiles, wins and shown hands match
 * the replayed hands, scores flow from hand to hand. A test of the reader's decoding, not a rules engine.
 */
final class Replay {
    private final String file;
    private String where = "";
    private final List<List<Tile>> hands = new ArrayList<>();
    private final List<List<Meld>> melds = new ArrayList<>();
    private final Set<Tile> seen = new HashSet<>();
    private final List<Tile> dora = new ArrayList<>();
    private final int[] scores = new int[4];
    private int[] nextScores;
    private int sticks;
    private int honba;
    private Discard lastDiscard;
    private Draw lastDraw;
    private Call lastAddedKan;
    private boolean inHand;

    /** Counts of what was checked, for the test to assert coverage. */
    int chis;
    int pons;
    int openKans;
    int closedKans;
    int addedKans;
    int wins;
    int chankans;
    int draws;

    Replay(String file) {
        this.file = file;
        for (int s = 0; s < 4; s++) {
            hands.add(new ArrayList<>());
            melds.add(new ArrayList<>());
        }
    }

    void run(Mjlog log) {
        List<MjlogEvent> events = log.events();
        for (int i = 0; i < events.size(); i++) {
            MjlogEvent e = events.get(i);
            where = file + " event " + i + " " + e;
            switch (e) {
                case Init init -> init(init);
                case Draw d -> draw(d);
                case Discard d -> discard(d);
                case Call c -> call(c);
                case Nuki n -> take(n.seat(), n.tile());
                case Riichi r -> riichi(r);
                case Dora d -> dora(d.indicator());
                case Agari a -> agari(a);
                case Ryuukyoku r -> ryuukyoku(r);
                case Disconnect d -> { }
                case Reconnect r -> { }
            }
        }
    }

    private void init(Init init) {
        if (nextScores != null) {
            assertThat(init.scores()).as(where).containsExactly(box(nextScores));
        }
        seen.clear();
        dora.clear();
        for (int s = 0; s < 4; s++) {
            hands.get(s).clear();
            hands.get(s).addAll(init.hands().get(s));
            melds.get(s).clear();
            assertThat(init.hands().get(s)).as(where).hasSize(13);
            init.hands().get(s).forEach(this::see);
            scores[s] = init.scores().get(s);
        }
        dora(init.doraIndicator());
        sticks = init.riichiSticks();
        honba = init.honba();
        lastDiscard = null;
        lastDraw = null;
        lastAddedKan = null;
        inHand = true;
    }

    private void see(Tile t) {
        assertThat(seen.add(t)).as(where + ": tile " + t + " appears twice in one hand's wall").isTrue();
    }

    private void dora(Tile indicator) {
        see(indicator);
        dora.add(indicator);
    }

    private void draw(Draw d) {
        see(d.tile());
        hands.get(d.seat()).add(d.tile());
        lastDraw = d;
        lastDiscard = null;
        lastAddedKan = null;
        draws++;
    }

    private void discard(Discard d) {
        take(d.seat(), d.tile());
        lastDiscard = d;
        lastAddedKan = null;
    }

    private void take(int seat, Tile t) {
        assertThat(hands.get(seat).remove(t)).as(where + ": seat " + seat + " does not hold " + t).isTrue();
    }

    private void riichi(Riichi r) {
        if (r.step() == 1) {
            assertThat(r.scores()).as(where).isEmpty();
            return;
        }
        scores[r.seat()] -= 1000;
        sticks++;
        assertThat(r.scores()).as(where).containsExactly(box(scores));
    }

    private void call(Call c) {
        Meld m = c.meld();
        int seat = c.seat();
        switch (m) {
            case Chi chi -> {
                assertThat(c.fromSeat()).as(where + ": chi from kamicha").isEqualTo((seat + 3) % 4);
                calledDiscard(c, chi.called());
                chis++;
            }
            case Pon pon -> {
                assertThat((seat + pon.from().seatOffset()) % 4).as(where).isEqualTo(c.fromSeat());
                calledDiscard(c, pon.called());
                pons++;
            }
            case OpenKan kan -> {
                assertThat((seat + kan.from().seatOffset()) % 4).as(where).isEqualTo(c.fromSeat());
                calledDiscard(c, kan.called());
                openKans++;
            }
            case ClosedKan kan -> {
                assertThat(c.fromSeat()).as(where + ": closed kan source is the caller").isEqualTo(seat);
                assertThat(lastDraw).as(where + ": closed kan after the caller's draw").isNotNull();
                assertThat(lastDraw.seat()).as(where).isEqualTo(seat);
                kan.tiles().forEach(t -> take(seat, t));
                closedKans++;
            }
            case AddedKan kan -> {
                assertThat(lastDraw).as(where + ": added kan after the caller's draw").isNotNull();
                assertThat(lastDraw.seat()).as(where).isEqualTo(seat);
                take(seat, kan.added());
                List<Tile> ponTiles = kan.tiles().stream().filter(t -> !t.equals(kan.added())).toList();
                Pon pon = new Pon(ponTiles, kan.called(), kan.from());
                assertThat(melds.get(seat)).as(where + ": the added kan's pon").contains(pon);
                assertThat((seat + kan.from().seatOffset()) % 4).as(where).isEqualTo(c.fromSeat());
                melds.get(seat).set(melds.get(seat).indexOf(pon), kan);
                lastAddedKan = c;
                addedKans++;
                return;
            }
        }
        if (!(m instanceof AddedKan)) {
            melds.get(seat).add(m);
        }
        lastAddedKan = null;
    }

    private void calledDiscard(Call c, Tile called) {
        assertThat(lastDiscard).as(where + ": a call with no discard to take").isNotNull();
        assertThat(c.fromSeat()).as(where + ": source seat").isEqualTo(lastDiscard.seat());
        assertThat(called).as(where + ": called tile").isEqualTo(lastDiscard.tile());
        assertThat(c.fromSeat()).as(where).isNotEqualTo(c.seat());
        c.meld().tiles().stream().filter(t -> !t.equals(called)).forEach(t -> take(c.seat(), t));
        lastDiscard = null;
    }

    private void agari(Agari a) {
        assertThat(inHand).as(where + ": a win outside a hand").isTrue();
        int who = a.who();
        List<Tile> expected = new ArrayList<>(hands.get(who));
        if (a.isTsumo()) {
            assertThat(lastDraw).as(where).isNotNull();
            assertThat(lastDraw.seat()).as(where).isEqualTo(who);
            assertThat(a.machi()).as(where + ": tsumo tile").isEqualTo(lastDraw.tile());
        } else if (lastAddedKan != null) {
            AddedKan kan = (AddedKan) lastAddedKan.meld();
            assertThat(a.machi()).as(where + ": chankan tile").isEqualTo(kan.added());
            assertThat(a.fromWho()).as(where).isEqualTo(lastAddedKan.seat());
            expected.add(a.machi());
            chankans++;
        } else {
            assertThat(lastDiscard).as(where + ": a ron with no discard").isNotNull();
            assertThat(a.machi()).as(where + ": ron tile").isEqualTo(lastDiscard.tile());
            assertThat(a.fromWho()).as(where).isEqualTo(lastDiscard.seat());
            expected.add(a.machi());
        }
        assertThat(a.hai()).as(where + ": concealed tiles").containsExactlyInAnyOrderElementsOf(expected);
        assertThat(a.hai()).as(where + ": hai sorted").isSortedAccordingTo(Comparator.naturalOrder());
        assertThat(a.melds()).as(where + ": melds").containsExactlyInAnyOrderElementsOf(melds.get(who));
        Set<Tile> all = new HashSet<>(a.hai());
        int count = a.hai().size();
        for (Meld m : a.melds()) {
            all.addAll(m.tiles());
            count += m.tiles().size();
        }
        assertThat(all).as(where + ": no tile twice across hai and m").hasSize(count);
        assertThat(a.hai().size() + 3 * a.melds().size()).as(where + ": 14 tiles").isEqualTo(14);
        assertThat(a.doraIndicators()).as(where + ": dora indicators").containsExactlyElementsOf(dora);
        if (!a.uraIndicators().isEmpty()) {
            assertThat(a.uraIndicators()).as(where).hasSameSizeAs(a.doraIndicators());
        }
        assertThat(a.paoWho()).as(where).isNotEqualTo(java.util.OptionalInt.of(who));
        assertThat(a.honba()).as(where).isEqualTo(honba);
        assertThat(a.riichiSticks()).as(where).isEqualTo(sticks);
        assertThat(a.yaku().isEmpty()).as(where + ": yaku xor yakuman").isNotEqualTo(a.yakuman().isEmpty());
        assertThat(a.limit()).as(where).isBetween(0, 5);
        settle(a.scores(), a.deltas(), sticks * 1000);
        sticks = 0;
        a.owari().ifPresent(this::owari);
        wins++;
    }

    private void ryuukyoku(Ryuukyoku r) {
        for (int s : r.shownSeats()) {
            assertThat(r.shownHands().get(s)).as(where + ": shown hand of seat " + s)
                    .containsExactlyInAnyOrderElementsOf(hands.get(s));
        }
        assertThat(r.honba()).as(where).isEqualTo(honba);
        assertThat(r.riichiSticks()).as(where).isEqualTo(sticks);
        settle(r.scores(), r.deltas(), 0);
        r.owari().ifPresent(this::owari);
        inHand = false;
    }

    private void settle(List<Integer> before, List<Integer> deltas, int collected) {
        assertThat(before).as(where + ": scores before").containsExactly(box(scores));
        assertThat(deltas.stream().mapToInt(Integer::intValue).sum()).as(where + ": deltas").isEqualTo(collected);
        for (int s = 0; s < 4; s++) {
            scores[s] += deltas.get(s);
        }
        nextScores = scores.clone();
    }

    private void owari(Owari o) {
        assertThat(o.scores()).as(where).hasSize(4);
        assertThat(o.scores().stream().mapToInt(Integer::intValue).sum()).as(where + ": owari total")
                .isEqualTo(100_000);
        assertThat(o.points().stream().reduce(BigDecimal.ZERO, BigDecimal::add).signum()).as(where + ": points")
                .isZero();
    }

    private static Integer[] box(int[] a) {
        return java.util.Arrays.stream(a).boxed().toArray(Integer[]::new);
    }
}
