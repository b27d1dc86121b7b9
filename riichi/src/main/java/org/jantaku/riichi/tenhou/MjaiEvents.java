package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.jantaku.core.hand.AddedKan;
import org.jantaku.core.hand.Chi;
import org.jantaku.core.hand.ClosedKan;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.OpenKan;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The one mapping of Riichi's events to mjai events ({@code docs/mjai.md}, "Writing mjai"), event by event as
 * a game goes: {@link MjaiWriter} sends a whole record's events through it, the mjai bot bridge
 * ({@code org.jantaku.bots.mjai}) each step's events as one seat may see them. Events are Mortal's shapes, with
 * the original mjai server's additions where Mortal has none ({@code ryukyoku}'s {@code reason} and
 * {@code tenpais}, {@code end_game}'s {@code scores}).
 *
 * <p>Order: the engine's, except that the indicator an open or added kan turns at its owner's discard (the
 * {@code dora} that follows a {@code Discarded} in the same step) is written before that {@code dahai} (after its
 * {@code reach}), as Mortal and Tenhou write it. Not written: the dice, a tenpai seat's declaration at the draw (its
 * hand shows in {@code tenpais}), the value of a win (han, fu, yaku: {@code hora} has the score changes only).
 *
 * <p>Seen from a seat ({@link #forSeat}), {@code start_game} carries the seat as {@code id}, and the other seats'
 * dealt tiles and draws are {@code ?}, as an mjai server shows them to a player; a win's ura indicators are the
 * winner's ({@link RiichiEvent.Won#uraIndicators}), shown to every seat as the table shows them. Not shared between
 * threads.
 */
public final class MjaiEvents {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final RuleSet rules;
    private final boolean redFives;
    private final OptionalInt viewer;
    private final boolean[] nagashi = new boolean[4];
    private boolean handOpen;

    private MjaiEvents(RuleSet rules, OptionalInt viewer) {
        this.rules = rules;
        this.redFives = redFives(rules);
        this.viewer = viewer;
    }

    /** The encoder of a whole game's events. */
    static MjaiEvents forRecord(RuleSet rules) {
        return new MjaiEvents(rules, OptionalInt.empty());
    }

    /**
     * The encoder of what {@code seat} (0-3) may see of a game under {@code rules}.
     *
     * @throws IllegalArgumentException when the rules' red fives are not one per suit or none (mjai knows no other)
     */
    public static MjaiEvents forSeat(RuleSet rules, int seat) {
        if (seat < 0 || seat > 3) {
            throw new IllegalArgumentException("a seat is 0-3, not " + seat);
        }
        return new MjaiEvents(rules, OptionalInt.of(seat));
    }

    /**
     * Whether a game under {@code rules} has red fives: one per suit, or with three players (no 5m in the
     * set) one red 5p and one red 5s.
     *
     * @throws IllegalArgumentException when they are not one per suit or none, the counts mjai and tenhou.net/6 know
     */
    public static boolean redFives(RuleSet rules) {
        List<Integer> red = rules.get(RiichiRules.RED_FIVES);
        if (rules.get(RiichiRules.PLAYERS) == 3 && red.equals(List.of(0, 1, 1))) {
            return true;
        }
        if (!red.equals(List.of(1, 1, 1)) && !red.equals(List.of(0, 0, 0))) {
            throw new IllegalArgumentException("red fives " + red + " per suit cannot be exported: mjai and tenhou.net/6"
                    + " know one red five per suit or none");
        }
        return red.get(0) == 1;
    }

    /** Whether the game has red fives ({@code 5mr} names a red five). */
    public boolean redFives() {
        return redFives;
    }

    /** The mjai name of a tile of this game ({@code 5mr} only with red fives). */
    public String tile(Tile t) {
        return MjaiTiles.name(t, redFives);
    }

    /**
     * {@code start_game}: the seat's {@code id} when seen from a seat, the players' names, {@code kyoku_first}
     * (0 East-South, 4 East only) and {@code aka_flag}.
     */
    public ObjectNode startGame(List<String> names) {
        ObjectNode start = event("start_game");
        viewer.ifPresent(s -> start.put("id", s));
        ArrayNode n = start.putArray("names");
        names.forEach(n::add);
        for (int s = names.size(); s < 4; s++) {
            n.add(""); // the empty fourth seat of 三麻
        }
        start.put("kyoku_first", rules.get(RiichiRules.GAME_LENGTH).equals("hanchan") ? 0 : 4);
        start.put("aka_flag", redFives);
        return start;
    }

    /** The mjai events of {@code events} (a step's, or a whole game's), in order, to {@code out}. */
    public void encode(List<RiichiEvent> events, Consumer<ObjectNode> out) {
        for (int i = 0; i < events.size(); i++) {
            RiichiEvent e = events.get(i);
            if (e instanceof RiichiEvent.Table(TableEvent.Discarded d) && i + 1 < events.size()
                    && events.get(i + 1) instanceof RiichiEvent.DoraRevealed dora) {
                discard(d, dora, out);
                i++;
            } else {
                encode(e, out);
            }
        }
    }

    private void encode(RiichiEvent e, Consumer<ObjectNode> out) {
        switch (e) {
            case RiichiEvent.HandStarted h -> handStarted(h, out);
            case RiichiEvent.Table(TableEvent.Drew d) -> {
                ObjectNode o = event("tsumo");
                o.put("actor", d.seat());
                o.put("pai", shown(d.seat()) ? tile(d.tile()) : MjaiTiles.HIDDEN);
                out.accept(o);
            }
            case RiichiEvent.Table(TableEvent.Discarded d) -> discard(d, null, out);
            case RiichiEvent.Table(TableEvent.Called(int seat, RiichiMeld m)) -> called(seat, m, out);
            case RiichiEvent.Table t -> throw new IllegalStateException("no Riichi event: " + t); // its constructor refuses it
            case RiichiEvent.RiichiAccepted r -> {
                ObjectNode o = event("reach_accepted");
                o.put("actor", r.seat());
                out.accept(o);
            }
            case RiichiEvent.DoraRevealed d -> dora(d, out);
            case RiichiEvent.Nuki n -> { // 北抜き: the three-player mjai convention (mortal-sanma, libriichi3p)
                ObjectNode o = event("nukidora");
                o.put("actor", n.seat());
                o.put("pai", tile(n.tile()));
                out.accept(o);
            }
            case RiichiEvent.Won w -> won(w, out);
            case RiichiEvent.HandDrawn d -> drawn(d, out);
            case RiichiEvent.TenpaiDeclared t -> {
                // mjai has no declaration: the draw's tenpais say who showed a tenpai hand
            }
            case RiichiEvent.GameEnded g -> {
                endHand(out);
                ObjectNode o = event("end_game");
                ArrayNode scores = o.putArray("scores");
                g.result().scores().forEach(scores::add);
                for (int s = players(); s < 4; s++) {
                    scores.add(0);
                }
                out.accept(o);
            }
        }
    }

    /** Whether this encoder shows {@code seat}'s concealed tiles. */
    private boolean shown(int seat) {
        return viewer.isEmpty() || viewer.getAsInt() == seat;
    }

    private void handStarted(RiichiEvent.HandStarted h, Consumer<ObjectNode> out) {
        endHand(out);
        Arrays.fill(nagashi, true);
        for (int s = players(); s < 4; s++) {
            nagashi[s] = false;
        }
        handOpen = true;
        ObjectNode o = event("start_kyoku");
        o.put("bakaze", Wind.ofRound(h.round() / 4).letter());
        o.put("dora_marker", tile(h.doraIndicator()));
        o.put("kyoku", h.round() % 4 + 1);
        o.put("honba", h.honba());
        o.put("kyotaku", h.riichiSticks());
        o.put("oya", h.dealer());
        ArrayNode scores = o.putArray("scores");
        h.scores().toList().forEach(scores::add);
        ArrayNode tehais = o.putArray("tehais");
        for (int s = 0; s < 4; s++) {
            ArrayNode hand = tehais.addArray();
            if (s >= players()) { // 三麻: the empty fourth seat, 0 points and 13 hidden tiles (Mortal's sanma builds)
                scores.add(0);
                for (int i = 0; i < 13; i++) {
                    hand.add(MjaiTiles.HIDDEN);
                }
                continue;
            }
            boolean show = shown(s);
            h.hands().get(s).forEach(t -> hand.add(show ? tile(t) : MjaiTiles.HIDDEN));
        }
        out.accept(o);
    }

    private void endHand(Consumer<ObjectNode> out) {
        if (handOpen) {
            out.accept(event("end_kyoku"));
            handOpen = false;
        }
    }

    /** A discard, with the indicator it turns ({@code dora}, may be null) written before it, after its reach. */
    private void discard(TableEvent.Discarded d, RiichiEvent.DoraRevealed dora, Consumer<ObjectNode> out) {
        if (d.declared()) {
            ObjectNode r = event("reach");
            r.put("actor", d.seat());
            out.accept(r);
        }
        if (dora != null) {
            dora(dora, out);
        }
        if (!d.tile().kind().isTerminalOrHonor()) {
            nagashi[d.seat()] = false;
        }
        ObjectNode o = event("dahai");
        o.put("actor", d.seat());
        o.put("pai", tile(d.tile()));
        o.put("tsumogiri", d.tsumogiri());
        out.accept(o);
    }

    private void dora(RiichiEvent.DoraRevealed d, Consumer<ObjectNode> out) {
        ObjectNode o = event("dora");
        o.put("dora_marker", tile(d.indicator()));
        out.accept(o);
    }

    private void called(int seat, RiichiMeld m, Consumer<ObjectNode> out) {
        out.accept(called(seat, m.meld(), m.from()));
        if (!m.shape().isOwnKong()) {
            nagashi[m.from()] = false;
        }
    }

    /**
     * The mjai event of {@code seat}'s meld ({@code chi}, {@code pon}, {@code daiminkan}, {@code kakan},
     * {@code ankan}): {@code target} the seat it was called from ({@code from}; none for a kan of the seat's own),
     * {@code pai} the tile called or added, {@code consumed} the meld's other tiles.
     */
    public ObjectNode called(int seat, Meld m, int from) {
        ObjectNode o = event(m.shape().mjaiType());
        o.put("actor", seat);
        List<Tile> consumed = new ArrayList<>(m.tiles());
        switch (m) {
            case Chi x -> called(o, from, x.called(), consumed);
            case Pon x -> called(o, from, x.called(), consumed);
            case OpenKan x -> called(o, from, x.called(), consumed);
            case AddedKan x -> {
                o.put("pai", tile(x.added()));
                consumed.remove(x.added());
            }
            case ClosedKan x -> {
            }
        }
        ArrayNode a = o.putArray("consumed");
        consumed.forEach(t -> a.add(tile(t)));
        return o;
    }

    private void called(ObjectNode o, int from, Tile tile, List<Tile> consumed) {
        o.put("target", from);
        o.put("pai", tile(tile));
        consumed.remove(tile);
    }

    private void won(RiichiEvent.Won w, Consumer<ObjectNode> out) {
        ObjectNode o = event("hora");
        o.put("actor", w.seat());
        o.put("target", w.from());
        ArrayNode deltas = o.putArray("deltas");
        for (int d : Transfer.net(w.transfers()).toList()) {
            deltas.add(d);
        }
        ArrayNode u = o.putArray("ura_markers");
        w.uraIndicators().forEach(t -> u.add(tile(t)));
        out.accept(o);
    }

    private void drawn(RiichiEvent.HandDrawn d, Consumer<ObjectNode> out) {
        boolean exhaustive = d.kind().equals("exhaustive");
        boolean nagashiMangan = exhaustive && !rules.get(RiichiRules.NAGASHI_MANGAN).equals("off")
                && (nagashi[0] || nagashi[1] || nagashi[2] || nagashi[3]);
        ObjectNode o = event("ryukyoku");
        o.put("reason", nagashiMangan ? "nagashimangan" : switch (d.kind()) {
            case "nineTerminals" -> "kyushukyuhai";
            case "fourWinds" -> "sufonrenta";
            case "fourRiichi" -> "suchareach";
            case "fourKans" -> "sukaikan";
            case "tripleRon" -> "sanchaho";
            default -> "fanpai";
        });
        ArrayNode deltas = o.putArray("deltas");
        for (int x : Transfer.net(d.transfers()).toList()) {
            deltas.add(x);
        }
        if (exhaustive) {
            ArrayNode tenpais = o.putArray("tenpais");
            for (int s = 0; s < 4; s++) {
                tenpais.add(d.tenpai().contains(s));
            }
        }
        out.accept(o);
    }

    /** Seats in play: 4, or 3 ({@code riichi.players=3}, written as four seats with the fourth empty). */
    private int players() {
        return rules.get(RiichiRules.PLAYERS);
    }

    /** A new mjai event of {@code type}. */
    public static ObjectNode event(String type) {
        ObjectNode o = JSON.objectNode();
        o.put("type", type);
        return o;
    }
}
