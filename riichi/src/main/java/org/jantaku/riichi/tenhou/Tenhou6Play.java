package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileSet;

/**
 * Replays the play of one tenhou.net/6 hand in turn order, turning the per-seat draw and discard lists
 * into the mjlog's event sequence (from {@link Init} up to, not including, the result) with concrete tile
 * ids.
 *
 * <p>Turn order: the dealer draws first; after a discard, a seat whose next draw-list item calls that
 * discard (its source seat and called tile match) takes the turn, otherwise the next seat draws. Which
 * discard a call took is found by playing the hand forward ({@link Tenhou6Order}: the one order in which
 * every list is used up, trying a pon or daiminkan before a chi before no call); when there is none, the
 * first matching call is taken, to name the item that does not fit. The hand's play ends when the seat to
 * draw has nothing left to draw, or the seat to discard nothing left to discard; every list must then be
 * used up. In a three-player hand the turn passes among seats 0-2; a North set aside ({@code "f44"} in the
 * discard list, a {@link Nuki}) is followed by the seat's replacement draw.
 *
 * <p>Tile ids: each tile entering play (dealt, drawn, turned as an indicator) gets a fresh id from a
 * {@link TileAllocator} (plain copies before the red one); discards and melds reuse the ids held, a
 * discard from the hand taking the lowest id of its face other than the tile just drawn.
 *
 * <p>Event order as Tenhou writes it: a riichi's step 1 before its discard and step 2 after it unless the
 * discard is ronned; a closed kan's new dora right after the kan; an open or added kan's dora just before
 * the caller's next discard, or, when the caller declares a further kan instead, just before that kan's
 * replacement draw (after the further kan's chance to be robbed), and never when the hand ends first
 * (rinshan win, chankan, also a chankan on the further kan). A log that states other rules turns the indicators at
 * those rules' times ({@link KanDoraTiming}): a kan whose indicator comes at once turns it right after the kan, an
 * added kan just before its replacement draw.
 */
final class Tenhou6Play {
    /** The last tile offered to the other seats: a discard, the tile of a closed or added kan, or a North set aside. */
    record Offer(int seat, Tile tile) {
    }

    /** Who acts after a discard, and whether that seat draws first (not after a chi or pon). */
    private record Turn(int seat, boolean draws) {
    }

    private final Tenhou6Hand hand;
    private final KanDoraTiming timing;
    private final Tenhou6Where where;
    private final boolean redFives;
    private final boolean endsInWin;
    private final TileAllocator allocator;
    private final Tenhou6Seat[] seats = new Tenhou6Seat[4];
    private final int[] drawAt = new int[4];
    private final int[] discardAt = new int[4];
    private final int[] scores = new int[4];
    private final List<MjlogEvent> events = new ArrayList<>();
    private final List<Tile> doraShown = new ArrayList<>();
    private int pendingDora;
    /** Of {@link #pendingDora}, the kans whose indicators the next replacement draw turns (an earlier kan's). */
    private int dueAtDraw;
    /** Who called each discard, in play order, when an order that uses every list up was found. */
    private final Optional<java.util.Iterator<Optional<Integer>>> callers;
    private int acceptedRiichi;
    private Optional<Offer> lastOffer = Optional.empty();
    private int endSeat;
    private boolean endedBeforeDiscard;

    private Tenhou6Play(Tenhou6Hand hand, boolean redFives, KanDoraTiming timing) {
        this.hand = hand;
        this.timing = timing;
        this.where = hand.where();
        this.redFives = redFives;
        this.endsInWin = hand.result().size() > 0 && "和了".equals(hand.result().get(0).asText());
        this.allocator = new TileAllocator(TileSet.STANDARD_136, redFives);
        for (int s = 0; s < 4; s++) {
            seats[s] = new Tenhou6Seat(redFives);
            scores[s] = hand.scores().get(s);
        }
        this.callers = Tenhou6Order.of(hand).map(List::iterator);
    }

    /**
     * Plays a hand: its events are {@link #events()}, the state at its end the other getters.
     *
     * @param timing when kans turn their indicators (Tenhou's, unless the log states other rules)
     */
    static Tenhou6Play play(Tenhou6Hand hand, boolean redFives, KanDoraTiming timing) {
        Tenhou6Play p = new Tenhou6Play(hand, redFives, timing);
        p.run();
        return p;
    }

    List<MjlogEvent> events() {
        return List.copyOf(events);
    }

    Tenhou6Seat seat(int s) {
        return seats[s];
    }

    /** Each seat's score after this hand's accepted riichi deposits. */
    List<Integer> scores() {
        return List.of(scores[0], scores[1], scores[2], scores[3]);
    }

    /** The deposits on the table at the end: earlier hands' and this hand's accepted riichi. */
    int riichiSticks() {
        return hand.riichiSticks() + acceptedRiichi;
    }

    List<Tile> doraShown() {
        return List.copyOf(doraShown);
    }

    Optional<Offer> lastOffer() {
        return lastOffer;
    }

    /** The seat that acted last: the one to discard, or the one whose discard or kan ended the play. */
    int endSeat() {
        return endSeat;
    }

    /** Whether play ended with {@link #endSeat()} holding a drawn tile, before its discard (tsumo, kyuushu). */
    boolean endedBeforeDiscard() {
        return endedBeforeDiscard;
    }

    /** A fresh id for a tile entering play (an indicator, a draw, a dealt tile). */
    Tile allocate(int code, String path) {
        try {
            return allocator.take(Tenhou6Codes.face(code));
        } catch (IllegalArgumentException e) {
            throw where.error(path, "tile " + code + " cannot be used again in this hand: " + e.getMessage(), e);
        }
    }

    private void run() {
        List<List<Tile>> dealt = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            List<Tile> tiles = new ArrayList<>();
            List<Integer> codes = hand.haipai().get(s);
            for (int i = 0; i < codes.size(); i++) {
                Tile t = allocate(checkRed(codes.get(i), hand.path() + "[" + (4 + 3 * s) + "][" + i + "]"),
                        hand.path() + "[" + (4 + 3 * s) + "][" + i + "]");
                seats[s].deal(t);
                tiles.add(t);
            }
            dealt.add(List.copyOf(tiles));
        }
        revealDora();
        events.add(new Init(hand.round(), hand.honba(), hand.riichiSticks(), 0, 0, doraShown.get(0), scores(),
                hand.dealer(), dealt));
        int seat = hand.dealer();
        boolean toDraw = true;
        while (true) {
            if (toDraw) {
                if (!hasDraw(seat)) {
                    endSeat = lastOffer.map(Offer::seat).orElse(seat);
                    break;
                }
                draw(seat);
                toDraw = false;
                continue;
            }
            if (discardAt[seat] >= hand.discards().get(seat).size()) {
                endSeat = seat;
                endedBeforeDiscard = true;
                break;
            }
            Tenhou6Entry e = hand.discards().get(seat).get(discardAt[seat]++);
            switch (e) {
                case Tenhou6Entry.Meld m -> {
                    ownKan(seat, m);
                    toDraw = true;
                }
                case Tenhou6Entry.Nuki n -> {
                    nuki(seat, n);
                    toDraw = true;
                }
                case Tenhou6Entry.Nothing n -> throw where.error(n.path(),
                        "0 (no discard) only follows a daiminkan, but seat " + seat + " made none");
                case Tenhou6Entry.Riichi r -> {
                    seats[seat].declareRiichi();
                    events.add(new Riichi(seat, 1, List.of()));
                    Turn next = discard(seat, r.discard(), true);
                    toDraw = next.draws();
                    seat = next.seat();
                }
                case Tenhou6Entry.TileCode t -> {
                    Turn next = discard(seat, t, false);
                    toDraw = next.draws();
                    seat = next.seat();
                }
                case Tenhou6Entry.Tsumogiri t -> {
                    Turn next = discard(seat, t, false);
                    toDraw = next.draws();
                    seat = next.seat();
                }
            }
        }
        for (int s = 0; s < 4; s++) {
            leftOver(s, hand.draws().get(s), drawAt[s], "draw");
            leftOver(s, hand.discards().get(s), discardAt[s], "discard");
        }
        if (doraShown.size() != hand.dora().size()) {
            throw where.error(hand.path() + "[2]", "lists " + hand.dora().size() + " dora indicators, but the play"
                    + " turns only " + doraShown.size());
        }
    }

    private void leftOver(int seat, List<Tenhou6Entry> list, int used, String what) {
        if (used < list.size()) {
            throw where.error(list.get(used).path(), "seat " + seat + "'s " + what + " list goes on after the hand's"
                    + " play ended (" + (list.size() - used) + " item(s) left): calls or turn order do not fit");
        }
    }

    private boolean hasDraw(int seat) {
        return drawAt[seat] < hand.draws().get(seat).size();
    }

    private void draw(int seat) {
        Tenhou6Entry e = hand.draws().get(seat).get(drawAt[seat]++);
        if (!(e instanceof Tenhou6Entry.TileCode t)) {
            throw where.error(e.path(), "seat " + seat + " is to draw, but this is a call that no discard before it"
                    + " matches");
        }
        while (dueAtDraw > 0) { // an earlier kan's indicator: the further kan stood (was not robbed)
            dueAtDraw--;
            pendingDora--;
            revealDora();
        }
        Tile tile = allocate(checkRed(t.code(), t.path()), t.path());
        seats[seat].draw(tile);
        events.add(new Draw(seat, tile));
    }

    /** Discards and hands the turn on to a caller, or to the next seat to draw. */
    private Turn discard(int seat, Tenhou6Entry what, boolean riichi) {
        Tenhou6Seat me = seats[seat];
        Tile tile = switch (what) {
            case Tenhou6Entry.Tsumogiri t -> me.takeDrawn().orElseThrow(() -> where.error(t.path(),
                    "seat " + seat + " discards the tile just drawn (60), but drew none this turn"));
            case Tenhou6Entry.TileCode t -> me.take(face(t.code(), t.path()), true).orElseThrow(() -> where.error(
                    t.path(), "seat " + seat + " discards " + t.code() + ", which it does not hold"));
            default -> throw where.error(what.path(), "not a discard");
        };
        me.forgetDraw();
        flushDora();
        events.add(new Discard(seat, tile));
        lastOffer = Optional.of(new Offer(seat, tile));
        int code = Tenhou6Codes.code(tile, redFives);
        Optional<Integer> caller = callers.isPresent() ? callers.get().next() : caller(seat, code);
        int next = hand.next(seat);
        boolean goesOn = caller.isPresent() || hasDraw(next);
        if (riichi && (goesOn || !endsInWin)) {
            scores[seat] -= 1000;
            acceptedRiichi++;
            events.add(new Riichi(seat, 2, scores()));
        }
        if (caller.isEmpty()) {
            return new Turn(next, true);
        }
        int c = caller.get();
        return new Turn(c, call(c, seat, tile));
    }

    /** The seat whose next draw-list item calls this discard: pon and daiminkan before chi. */
    private Optional<Integer> caller(int discarder, int code) {
        Optional<Integer> found = Optional.empty();
        boolean foundChi = false;
        for (int off = 1; off < 4; off++) {
            int s = (discarder + off) % 4;
            if (!hasDraw(s) || !(hand.draws().get(s).get(drawAt[s]) instanceof Tenhou6Entry.Meld m)) {
                continue;
            }
            Tenhou6MeldText t = m.text();
            if ((s + t.sourceOffset()) % 4 == discarder && t.calledCode() == code
                    && (found.isEmpty() || foundChi && t.letter() != 'c')) {
                found = Optional.of(s);
                foundChi = t.letter() == 'c';
            }
        }
        return found;
    }

    /** Makes a chi, pon or daiminkan; true for a daiminkan, after which the caller draws a replacement. */
    private boolean call(int caller, int discarder, Tile called) {
        Tenhou6Entry.Meld entry = (Tenhou6Entry.Meld) hand.draws().get(caller).get(drawAt[caller]++);
        Tenhou6MeldText text = entry.text();
        List<Tile> tiles = new ArrayList<>();
        tiles.add(called);
        tiles.addAll(fromHand(caller, text.otherCodes(), entry.path()));
        From from = From.ofSeatOffset(text.sourceOffset());
        Meld meld = build(entry, () -> switch (text.letter()) {
            case 'c' -> new Chi(tiles, called);
            case 'p' -> new Pon(tiles, called, from);
            default -> new OpenKan(tiles, called, from);
        });
        seats[caller].addMeld(meld, discarder);
        seats[caller].forgetDraw();
        events.add(new Call(caller, TenhouMeld.encode(meld), meld, discarder));
        if (meld instanceof OpenKan) {
            flushDora();
            if (timing.open()) {
                revealDora();
            } else {
                pendingDora++;
            }
            List<Tenhou6Entry> discards = hand.discards().get(caller);
            if (discardAt[caller] < discards.size()) {
                if (!(discards.get(discardAt[caller]) instanceof Tenhou6Entry.Nothing)) {
                    throw where.error(discards.get(discardAt[caller]).path(), "a daiminkan takes a 0 (no discard)"
                            + " in the caller's discard list");
                }
                discardAt[caller]++;
            }
            return true;
        }
        return false;
    }

    private void ownKan(int seat, Tenhou6Entry.Meld entry) {
        Tenhou6MeldText text = entry.text();
        Tenhou6Seat me = seats[seat];
        me.forgetDraw();
        if (text.letter() == 'a') {
            List<Tile> four = fromHand(seat, text.codes(), entry.path());
            Meld meld = build(entry, () -> new ClosedKan(four));
            me.addMeld(meld, seat);
            events.add(new Call(seat, TenhouMeld.encode(meld), meld, seat));
            lastOffer = Optional.of(new Offer(seat, four.get(0)));
            flushDora();
            if (timing.closed()) {
                revealDora();
            } else {
                pendingDora++;
            }
            return;
        }
        int index = ponIndex(seat, entry);
        Pon pon = (Pon) me.melds().get(index);
        List<Integer> rest = new ArrayList<>(text.codes());
        for (Tile t : pon.tiles()) {
            if (!rest.remove(Integer.valueOf(Tenhou6Codes.code(t, redFives)))) {
                throw where.error(entry.path(), "the added kan does not hold the tiles of seat " + seat + "'s pon "
                        + pon.tiles());
            }
        }
        Tile added = fromHand(seat, rest, entry.path()).get(0);
        List<Tile> four = new ArrayList<>(pon.tiles());
        four.add(added);
        Meld meld = build(entry, () -> new AddedKan(four, pon.called(), pon.from(), added));
        me.replaceMeld(index, meld);
        events.add(new Call(seat, TenhouMeld.encode(meld), meld, me.meldSource(index)));
        lastOffer = Optional.of(new Offer(seat, added));
        pendingDora++;
        // turned at the replacement draw, none if this kan is robbed: the earlier kans', and this one's at once
        dueAtDraw = timing.added() ? pendingDora : pendingDora - 1;
    }

    /**
     * Sets a North aside (北抜き): offered to the other seats like a kan's tile (a ron on it ends the hand),
     * else the seat draws a replacement. No indicator is turned, and a kan's pending one waits for the discard.
     */
    private void nuki(int seat, Tenhou6Entry.Nuki entry) {
        Tenhou6Seat me = seats[seat];
        me.forgetDraw();
        Tile north = me.take(face(entry.code(), entry.path()), false).orElseThrow(() -> where.error(entry.path(),
                "seat " + seat + " sets a North aside, but holds none"));
        me.setAside(north);
        events.add(Nuki.of(seat, north));
        lastOffer = Optional.of(new Offer(seat, north));
    }

    private int ponIndex(int seat, Tenhou6Entry.Meld entry) {
        List<Meld> melds = seats[seat].melds();
        TileFace face = face(entry.text().codes().get(0), entry.path());
        for (int i = 0; i < melds.size(); i++) {
            if (melds.get(i) instanceof Pon p && p.kind() == face.kind()) {
                return i;
            }
        }
        throw where.error(entry.path(), "an added kan, but seat " + seat + " has no pon of " + face.kind().mpsz());
    }

    private List<Tile> fromHand(int seat, List<Integer> codes, String path) {
        List<Tile> out = new ArrayList<>();
        for (int code : codes) {
            out.add(seats[seat].take(face(code, path), false).orElseThrow(() -> where.error(path,
                    "seat " + seat + " melds " + code + ", which it does not hold")));
        }
        return out;
    }

    private Meld build(Tenhou6Entry.Meld entry, java.util.function.Supplier<Meld> maker) {
        try {
            return maker.get();
        } catch (IllegalArgumentException e) {
            throw where.error(entry.path(), "'" + entry.text().written() + "' is no valid meld: " + e.getMessage(), e);
        }
    }

    private void flushDora() {
        dueAtDraw = 0;
        while (pendingDora > 0) {
            pendingDora--;
            revealDora();
        }
    }

    private void revealDora() {
        int n = doraShown.size();
        if (n >= hand.dora().size()) {
            throw where.error(hand.path() + "[2]", "lists " + hand.dora().size() + " dora indicators, but the play"
                    + " turns a new one after a kan");
        }
        String path = hand.path() + "[2][" + n + "]";
        Tile t = allocate(checkRed(hand.dora().get(n), path), path);
        doraShown.add(t);
        if (n > 0) {
            events.add(new Dora(t));
        }
    }

    private TileFace face(int code, String path) {
        return Tenhou6Codes.face(checkRed(code, path));
    }

    /** A red-five code is an error in a game without red fives. */
    int checkRed(int code, String path) {
        if (!redFives && code > 50) {
            throw where.error(path, "red five " + code + " in a game without red fives (rule.aka is 0)");
        }
        return code;
    }
}
