package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.From;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.tile.Wind;

/**
 * One hand of an mjai log, its events played in file order into the mjlog's events ({@link Init}, {@link Draw},
 * {@link Discard}, {@link Call}, {@link Riichi}, {@link Dora}, then {@link Agari}s or a {@link Ryuukyoku}) with
 * concrete tile ids: every tile entering play (dealt, drawn, turned as an indicator, ura indicators last) gets
 * the next free copy of its face (plain copies before the red one), discards and melds reuse the ids held, a
 * discard from the hand taking the lowest id of its face other than the tile just drawn.
 *
 * <p>Order as the mjlog has it: a {@code reach} becomes {@link Riichi} step 1 just before its discard, after a
 * {@code dora} written between the two (Mortal writes an open kan's indicator just before the discard that
 * reveals it); everything else keeps the file's order.
 */
final class MjaiHand {
    /** The last tile others could win on: a discard, the tile added to a kan, a closed kan's tile. */
    private record Offer(int seat, Tile tile, boolean discard) {
    }

    private final boolean redFives;
    /** Seats in play: 4, or 3 (三麻: the fourth seat, 3, is empty: score 0, its tehai hidden). */
    private final int players;
    private final TileAllocator allocator;
    private final Tenhou6Seat[] seats = new Tenhou6Seat[4];
    private final Init init;
    private final int[] scores = new int[4];
    private final List<MjlogEvent> events = new ArrayList<>();
    private final List<Tile> doraShown = new ArrayList<>();
    private final List<Integer> firstDiscards = new ArrayList<>();
    private final Set<Integer> kanSeats = new HashSet<>();
    private int kans;
    /** Replacement draws: one per kan and per North set aside (北抜き). */
    private int replacements;
    private int liveDraws;
    private boolean afterKan;
    private boolean callMade;
    private int acceptedRiichi;
    private OptionalInt declaring = OptionalInt.empty();
    private OptionalInt awaitingAcceptance = OptionalInt.empty();
    private Optional<Offer> lastOffer = Optional.empty();
    private OptionalInt lastDrawer = OptionalInt.empty();
    private final List<Agari> wins = new ArrayList<>();
    private Optional<Ryuukyoku> draw = Optional.empty();
    private List<Tile> ura = List.of();
    private boolean closed;

    /** Deals the hand of a {@code start_kyoku} of a game of {@code players} seats. */
    MjaiHand(MjaiLine line, boolean redFives, int players) {
        this.redFives = redFives;
        this.players = players;
        this.allocator = new TileAllocator(players == 3 ? TileSet.THREE_PLAYER_108 : TileSet.STANDARD_136, redFives);
        String bakaze = line.text("bakaze");
        int wind = Wind.ofLetter(bakaze)
                .orElseThrow(() -> line.error("bakaze", "expected E, S, W or N, found '" + bakaze + "'")).ordinal();
        int kyoku = line.integer("kyoku", 1, 4);
        int honba = line.integer("honba", 0, 1000);
        int kyotaku = line.integer("kyotaku", 0, 1000);
        int oya = seat(line, "oya");
        List<Integer> start = line.fourIntegers("scores");
        List<List<TileFace>> tehais = line.hands("tehais", redFives, players);
        TileFace doraFace = line.tile("dora_marker", redFives);
        List<List<Tile>> dealt = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            seats[s] = new Tenhou6Seat(redFives);
            scores[s] = start.get(s);
            List<Tile> tiles = new ArrayList<>();
            if (s >= players) { // the empty fourth seat of 三麻
                if (scores[s] != 0) {
                    throw line.error("scores[" + s + "]", "the empty fourth seat of a three-player game has 0, not " + scores[s]);
                }
                dealt.add(List.of());
                continue;
            }
            for (int i = 0; i < 13; i++) {
                Tile t = allocate(line, "tehais[" + s + "][" + i + "]", tehais.get(s).get(i));
                seats[s].deal(t);
                tiles.add(t);
            }
            dealt.add(List.copyOf(tiles));
        }
        Tile dora = allocate(line, "dora_marker", doraFace);
        doraShown.add(dora);
        init = new Init(4 * wind + kyoku - 1, honba, kyotaku, 0, 0, dora, List.copyOf(start), oya, dealt);
        events.add(init);
    }

    Init init() {
        return init;
    }

    /** The hand's events so far, its ending included once it has one. */
    List<MjlogEvent> events() {
        List<MjlogEvent> out = new ArrayList<>(events);
        out.addAll(wins);
        draw.ifPresent(out::add);
        return out;
    }

    /** Whether the hand has ended (a {@code hora} or {@code ryukyoku}). */
    boolean ended() {
        return !wins.isEmpty() || draw.isPresent();
    }

    /** Whether {@code end_kyoku} has closed the hand. */
    boolean closed() {
        return closed;
    }

    /** Plays one event of the hand. */
    void play(MjaiLine line) {
        if (closed) {
            throw line.error("the hand is over (end_kyoku); expected start_kyoku or end_game");
        }
        if (ended() && !line.type().equals("hora") && !line.type().equals("end_kyoku")) {
            throw line.error("the hand has ended (" + (draw.isPresent() ? "ryukyoku" : "hora")
                    + "); expected end_kyoku");
        }
        if (declaring.isPresent() && !line.type().equals("dahai") && !line.type().equals("dora")) {
            throw line.error("seat " + declaring.getAsInt() + " declared riichi (reach); its dahai must follow");
        }
        switch (line.type()) {
            case "tsumo" -> tsumo(line);
            case "dahai" -> dahai(line);
            case "reach" -> reach(line);
            case "reach_accepted" -> accepted(line);
            case "dora" -> dora(line);
            case "nukidora" -> nukidora(line);
            case "hora" -> hora(line);
            case "ryukyoku" -> ryukyoku(line);
            case "end_kyoku" -> {
                if (!ended()) {
                    throw line.error("end_kyoku before the hand's hora or ryukyoku");
                }
                closed = true;
            }
            default -> meldEvent(line, MeldShape.ofMjaiType(line.type())
                    .orElseThrow(() -> line.error("type", "'" + line.type() + "' is not an event within a hand")));
        }
    }

    /** A call ({@code chi}, {@code pon}, {@code daiminkan}) or a kan of the seat's own ({@code kakan}, {@code ankan}). */
    private void meldEvent(MjaiLine line, MeldShape shape) {
        switch (shape) {
            case CHI, PUNG, EXPOSED_KONG -> call(line, shape);
            case ADDED_KONG -> kakan(line);
            case CONCEALED_KONG -> ankan(line);
        }
    }

    /** A seat field: 0-3, with three players 0-2. */
    private int seat(MjaiLine line, String field) {
        int seat = line.seat(field);
        if (seat >= players) {
            throw line.error(field, "seat " + seat + " is the empty fourth seat of a three-player game");
        }
        return seat;
    }

    private Tile allocate(MjaiLine line, String field, TileFace face) {
        try {
            return allocator.take(face);
        } catch (IllegalArgumentException e) {
            throw line.error(field, "one tile too many: " + e.getMessage(), e);
        }
    }

    private void tsumo(MjaiLine line) {
        int actor = seat(line, "actor");
        awaitingAcceptance.ifPresent(s -> {
            throw line.error("seat " + s + "'s riichi discard passed, but no reach_accepted came before this draw");
        });
        Tile t = allocate(line, "pai", line.tile("pai", redFives));
        seats[actor].draw(t);
        if (!afterKan) {
            liveDraws++;
        }
        afterKan = false;
        lastDrawer = OptionalInt.of(actor);
        lastOffer = Optional.empty(); // a discard or kan can be claimed only before the next draw
        events.add(new Draw(actor, t));
    }

    private void dahai(MjaiLine line) {
        int actor = seat(line, "actor");
        TileFace face = line.tile("pai", redFives);
        boolean tsumogiri = line.bool("tsumogiri");
        if (declaring.isPresent() && declaring.getAsInt() != actor) {
            throw line.error("actor", "seat " + declaring.getAsInt() + " declared riichi, but seat " + actor + " discards");
        }
        Tenhou6Seat me = seats[actor];
        Tile tile;
        if (tsumogiri) {
            Tile drawn = me.drawn().orElseThrow(() -> line.error("tsumogiri", "true, but seat " + actor
                    + " drew no tile this turn"));
            if (!me.shows(drawn, face)) {
                throw line.error("pai", "a tsumogiri of " + MjaiTiles.name(drawn, redFives) + ", the tile just drawn,"
                        + " not of " + name(face));
            }
            tile = me.takeDrawn().orElseThrow();
        } else {
            tile = me.takeFromHand(face).orElseThrow(() -> line.error("pai", "seat " + actor + " discards "
                    + name(face) + " from the hand (tsumogiri false), but holds none"
                    + (me.drawn().filter(d -> me.shows(d, face)).isPresent() ? " other than the tile just drawn" : "")));
        }
        me.forgetDraw();
        if (declaring.isPresent()) {
            me.declareRiichi();
            events.add(new Riichi(actor, 1, List.of()));
            awaitingAcceptance = declaring;
            declaring = OptionalInt.empty();
        }
        events.add(new Discard(actor, tile));
        if (firstDiscards.size() < 4 && !callMade) {
            firstDiscards.add(tile.kind().index() * 4 + actor);
        }
        lastOffer = Optional.of(new Offer(actor, tile, true));
        lastDrawer = OptionalInt.empty();
    }

    private void reach(MjaiLine line) {
        int actor = seat(line, "actor");
        if (seats[actor].inRiichi()) {
            throw line.error("actor", "seat " + actor + " is in riichi already");
        }
        declaring = OptionalInt.of(actor);
    }

    private void accepted(MjaiLine line) {
        int actor = seat(line, "actor");
        if (awaitingAcceptance.isEmpty() || awaitingAcceptance.getAsInt() != actor) {
            throw line.error("actor", "seat " + actor + " has no riichi discard waiting to be accepted");
        }
        accept(actor);
    }

    private void accept(int seat) {
        scores[seat] -= 1000;
        acceptedRiichi++;
        awaitingAcceptance = OptionalInt.empty();
        events.add(new Riichi(seat, 2, scores()));
    }

    private void call(MjaiLine line, MeldShape shape) {
        int actor = seat(line, "actor");
        int target = seat(line, "target");
        TileFace face = line.tile("pai", redFives);
        List<TileFace> consumed = line.tiles("consumed", shape.size() - 1, redFives);
        Offer offer = lastOffer.filter(Offer::discard).orElseThrow(() -> line.error("seat " + actor
                + " calls, but there is no discard to call"));
        if (offer.seat() != target || !seats[actor].shows(offer.tile(), face)) {
            throw line.error("target", "seat " + actor + " calls " + name(face) + " from seat " + target
                    + ", but the last discard is " + MjaiTiles.name(offer.tile(), redFives) + " of seat " + offer.seat());
        }
        if (target == actor) {
            throw line.error("target", "seat " + actor + " cannot call its own discard");
        }
        awaitingAcceptance.ifPresent(s -> {
            throw line.error("seat " + s + "'s riichi discard was called without reach_accepted before the call");
        });
        List<Tile> tiles = new ArrayList<>();
        tiles.add(offer.tile());
        tiles.addAll(fromHand(line, actor, consumed));
        From from = From.ofSeatOffset(target - actor);
        Meld meld = meld(line, () -> switch (shape) {
            case CHI -> {
                if (from != From.KAMICHA) {
                    throw line.error("target", "a chi takes the discard of the seat on the left (" + (actor + 3) % 4
                            + "), not of seat " + target);
                }
                yield new Chi(tiles, offer.tile());
            }
            case PUNG -> new Pon(tiles, offer.tile(), from);
            default -> new OpenKan(tiles, offer.tile(), from);
        });
        seats[actor].addMeld(meld, target);
        seats[actor].forgetDraw();
        events.add(new Call(actor, TenhouMeld.encode(meld), meld, target));
        callMade = true;
        lastOffer = Optional.empty();
        if (meld instanceof OpenKan) {
            kan(actor);
        }
    }

    private void kakan(MjaiLine line) {
        int actor = seat(line, "actor");
        TileFace face = line.tile("pai", redFives);
        List<TileFace> consumed = line.tiles("consumed", 3, redFives);
        Tenhou6Seat me = seats[actor];
        List<Meld> melds = me.melds();
        int index = -1;
        for (int i = 0; i < melds.size(); i++) {
            if (melds.get(i) instanceof Pon p && p.kind() == face.kind()) {
                index = i;
            }
        }
        if (index < 0) {
            throw line.error("pai", "an added kan of " + name(face) + ", but seat " + actor + " has no pon of it");
        }
        Pon pon = (Pon) melds.get(index);
        if (!sameFaces(me, pon.tiles(), consumed)) {
            throw line.error("consumed", "not the tiles of seat " + actor + "'s pon "
                    + pon.tiles().stream().map(x -> MjaiTiles.name(x, redFives)).toList());
        }
        Tile added = me.take(face, false).orElseThrow(() -> line.error("pai", "seat " + actor + " adds "
                + name(face) + " to its pon, but holds none"));
        List<Tile> four = new ArrayList<>(pon.tiles());
        four.add(added);
        Meld meld = meld(line, () -> new AddedKan(four, pon.called(), pon.from(), added));
        me.replaceMeld(index, meld);
        me.forgetDraw();
        events.add(new Call(actor, TenhouMeld.encode(meld), meld, me.meldSource(index)));
        lastOffer = Optional.of(new Offer(actor, added, false));
        kan(actor);
    }

    private void ankan(MjaiLine line) {
        int actor = seat(line, "actor");
        List<TileFace> consumed = line.tiles("consumed", 4, redFives);
        List<Tile> four = fromHand(line, actor, consumed);
        Meld meld = meld(line, () -> new ClosedKan(four));
        seats[actor].addMeld(meld, actor);
        seats[actor].forgetDraw();
        events.add(new Call(actor, TenhouMeld.encode(meld), meld, actor));
        callMade = true;
        lastOffer = Optional.of(new Offer(actor, four.get(0), false));
        kan(actor);
    }

    /**
     * {@code nukidora} (北抜き, the three-player convention of Mortal's sanma builds): the seat sets a North aside;
     * others may ron it, else its replacement draw ({@code tsumo}) follows.
     */
    private void nukidora(MjaiLine line) {
        int actor = seat(line, "actor");
        if (players != 3) {
            throw line.error("type", "nukidora (a North set aside) is three-player only");
        }
        TileFace face = line.tile("pai", redFives);
        if (face.kind() != TileKind.NORTH) {
            throw line.error("pai", "a North (N) is set aside, not " + name(face));
        }
        Tenhou6Seat me = seats[actor];
        Tile north = me.take(face, false).orElseThrow(() -> line.error("pai", "seat " + actor
                + " sets a North aside, but holds none"));
        me.forgetDraw();
        me.setAside(north);
        events.add(Nuki.of(actor, north));
        callMade = true;
        replacements++;
        afterKan = true;
        lastDrawer = OptionalInt.empty();
        lastOffer = Optional.of(new Offer(actor, north, false));
    }

    private void kan(int seat) {
        replacements++;
        kans++;
        kanSeats.add(seat);
        afterKan = true;
        lastDrawer = OptionalInt.empty();
    }

    private void dora(MjaiLine line) {
        Tile t = allocate(line, "dora_marker", line.tile("dora_marker", redFives));
        if (doraShown.size() == 5) {
            throw line.error("dora_marker", "a sixth dora indicator");
        }
        doraShown.add(t);
        events.add(new Dora(t));
    }

    /** Whether the tiles show the faces, in any order. */
    private static boolean sameFaces(Tenhou6Seat seat, List<Tile> tiles, List<TileFace> faces) {
        List<TileFace> left = new ArrayList<>(faces);
        for (Tile t : tiles) {
            Optional<TileFace> match = left.stream().filter(f -> seat.shows(t, f)).findFirst();
            if (match.isEmpty()) {
                return false;
            }
            left.remove(match.get());
        }
        return left.isEmpty();
    }

    private List<Tile> fromHand(MjaiLine line, int seat, List<TileFace> faces) {
        List<Tile> out = new ArrayList<>();
        for (int i = 0; i < faces.size(); i++) {
            TileFace f = faces.get(i);
            String field = "consumed[" + i + "]";
            out.add(seats[seat].take(f, false).orElseThrow(() -> line.error(field, "seat " + seat + " melds "
                    + name(f) + ", which it does not hold")));
        }
        return out;
    }

    private Meld meld(MjaiLine line, java.util.function.Supplier<Meld> maker) {
        try {
            return maker.get();
        } catch (IllegalArgumentException e) {
            throw line.error("consumed", "no valid " + line.type() + ": " + e.getMessage(), e);
        }
    }

    private void hora(MjaiLine line) {
        int actor = seat(line, "actor");
        int target = seat(line, "target");
        List<Integer> deltas = line.fourIntegers("deltas");
        Tenhou6Seat winner = seats[actor];
        Tile machi;
        List<Tile> hai = new ArrayList<>(winner.concealed());
        if (actor == target) {
            if (!wins.isEmpty() || lastDrawer.isEmpty() || lastDrawer.getAsInt() != actor) {
                throw line.error("target", "a tsumo by seat " + actor + ", but it is not the seat that just drew");
            }
            machi = winner.drawn().orElseThrow();
        } else {
            Offer offer = lastOffer.filter(o -> o.seat() == target).orElseThrow(() -> line.error("target",
                    "a ron of seat " + actor + " on seat " + target + ", but the last discard or kan is not seat "
                            + target + "'s"));
            if (!wins.isEmpty() && wins.get(0).fromWho() != target) {
                throw line.error("target", "a second winner on another seat's tile");
            }
            machi = offer.tile();
            hai.add(machi);
            Collections.sort(hai);
        }
        if (line.has("pai") && !winner.shows(machi, line.tile("pai", redFives))) {
            throw line.error("pai", "the winning tile is " + MjaiTiles.name(machi, redFives));
        }
        List<Tile> uraShown = uraMarkers(line);
        List<Meld> melds = new ArrayList<>(winner.melds());
        Collections.reverse(melds);
        List<Integer> before = wins.isEmpty() ? scores() : after(wins.get(wins.size() - 1));
        wins.add(new Agari(actor, target, OptionalInt.empty(), init.honba(), wins.isEmpty() ? sticks() : 0, hai, melds,
                winner.nukis(), machi, 0, 0, Agari.NO_LIMIT, List.of(), List.of(), List.copyOf(doraShown), uraShown, before, deltas,
                Optional.empty(), Optional.empty(), false));
    }

    /** The ura indicators of a {@code hora}: allocated once, then the same tiles for a second winner. */
    private List<Tile> uraMarkers(MjaiLine line) {
        String field = line.has("ura_markers") ? "ura_markers" : "uradora_markers";
        if (!line.has(field)) {
            return List.of();
        }
        List<TileFace> faces = line.tiles(field, -1, redFives);
        if (faces.size() > 5) {
            throw line.error(field, "more than five ura indicators");
        }
        if (faces.isEmpty()) {
            return List.of();
        }
        if (ura.isEmpty()) {
            List<Tile> tiles = new ArrayList<>();
            for (int i = 0; i < faces.size(); i++) {
                tiles.add(allocate(line, field + "[" + i + "]", faces.get(i)));
            }
            ura = List.copyOf(tiles);
            return ura;
        }
        for (int i = 0; i < faces.size(); i++) {
            if (i >= ura.size() || !seats[0].shows(ura.get(i), faces.get(i))) {
                throw line.error(field + "[" + i + "]", "differs from the ura indicators of the first hora");
            }
        }
        return ura.subList(0, faces.size());
    }

    private static List<Integer> after(Agari a) {
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            out.add(a.scores().get(s) + a.deltas().get(s));
        }
        return List.copyOf(out);
    }

    private void ryukyoku(MjaiLine line) {
        List<Integer> deltas = line.has("deltas") ? line.fourIntegers("deltas") : List.of(0, 0, 0, 0);
        Optional<String> type = MjaiDraws.type(line, new MjaiDraws.Play(acceptedRiichi, awaitingAcceptance,
                lastDrawer, firstDiscards, callMade, kans, kanSeats.size(), liveDraws, replacements, players));
        if (type.equals(Optional.of("reach4"))) {
            if (lastDrawer.isPresent() && acceptedRiichi == 4) { // Mortal draws before it ends the hand
                seats[lastDrawer.getAsInt()].takeDrawn();
                events.remove(events.size() - 1);
                lastDrawer = OptionalInt.empty();
            }
            awaitingAcceptance.ifPresent(this::accept); // converted Tenhou logs leave the fourth stick unaccepted
        }
        List<Boolean> shows = MjaiDraws.shown(line, type, deltas, seats, players, lastDrawer, lastOffer.map(Offer::seat));
        List<List<Tile>> shown = new ArrayList<>();
        for (int s = 0; s < 4; s++) {
            shown.add(shows.get(s) ? seats[s].concealed() : List.of());
        }
        draw = Optional.of(new Ryuukyoku(type, init.honba(), sticks(), scores(), deltas, shown, Optional.empty()));
    }

    private List<Integer> scores() {
        return List.of(scores[0], scores[1], scores[2], scores[3]);
    }

    /** The deposits on the table: earlier hands' and this hand's accepted riichi. */
    private int sticks() {
        return init.riichiSticks() + acceptedRiichi;
    }

    private static String name(TileFace face) {
        return MjaiTiles.name(face);
    }
}
