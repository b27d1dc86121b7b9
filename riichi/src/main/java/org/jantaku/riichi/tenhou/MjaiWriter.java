package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.ArrayList;
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
import org.jantaku.engine.record.GameRecord;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.Transfer;

/**
 * Writes a Riichi game record as an mjai log (JSON lines, {@code docs/mjai.md}): the events as Mortal writes
 * them, with what the original mjai server added where Mortal has nothing ({@code ryukyoku}'s {@code reason}
 * and {@code tenpais}, {@code end_game}'s {@code scores}), and the game's rules in a {@code jantaku} member of
 * {@code start_game}, which other readers ignore. {@link MjaiReader} reads it back, and an import of that gives
 * the record's game again ({@code docs/mjai.md}, "Round trips").
 *
 * <p>Order: the engine's, except that the indicator an open or added kan turns at its owner's discard is
 * written before that {@code dahai} (after its {@code reach}), as Mortal and Tenhou write it. Not written: the
 * dice, a tenpai seat's declaration at the draw (its hand shows in {@code tenpais}), the value of a win (han, fu,
 * yaku: {@code hora} has the score changes only).
 */
public final class MjaiWriter {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final ExportedGame game;
    private final StringBuilder out = new StringBuilder();
    private final Set<Integer> inRiichi = new HashSet<>();
    private final boolean[] nagashi = new boolean[4];
    private int handIndex = -1;
    private int honba;
    private int doraShown;
    private boolean handOpen;

    private MjaiWriter(ExportedGame game) {
        this.game = game;
    }

    /**
     * The mjai lines of a record's game, each ended by {@code \n}.
     *
     * @throws org.jantaku.engine.record.RecordException when an action of the record is refused
     * @throws IllegalArgumentException when the game holds what mjai cannot say (red fives other than one per suit)
     */
    public static String write(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        return write(ExportedGame.of(record));
    }

    static String write(ExportedGame game) {
        MjaiWriter w = new MjaiWriter(game);
        w.run();
        return w.out.toString();
    }

    private void run() {
        ObjectNode start = event("start_game");
        ArrayNode names = start.putArray("names");
        game.header().players().forEach(names::add);
        start.put("kyoku_first", game.rules().get(RiichiRules.GAME_LENGTH).equals("hanchan") ? 0 : 4);
        start.put("aka_flag", game.redFives());
        start.set(JantakuMember.NAME, JantakuMember.of(game.header().preset(), game.rules()));
        emit(start);
        List<RiichiEvent> events = game.events();
        for (int i = 0; i < events.size(); i++) {
            RiichiEvent e = events.get(i);
            if (e instanceof RiichiEvent.Discarded d && i + 1 < events.size()
                    && events.get(i + 1) instanceof RiichiEvent.DoraRevealed dora) {
                discard(d, dora);
                i++;
            } else {
                write(e);
            }
        }
    }

    private void write(RiichiEvent e) {
        switch (e) {
            case RiichiEvent.HandStarted h -> handStarted(h);
            case RiichiEvent.Drew d -> {
                ObjectNode o = event("tsumo");
                o.put("actor", d.seat());
                o.put("pai", tile(d.tile()));
                emit(o);
            }
            case RiichiEvent.Discarded d -> discard(d, null);
            case RiichiEvent.RiichiAccepted r -> {
                inRiichi.add(r.seat());
                ObjectNode o = event("reach_accepted");
                o.put("actor", r.seat());
                emit(o);
            }
            case RiichiEvent.Called c -> called(c);
            case RiichiEvent.DoraRevealed d -> dora(d);
            case RiichiEvent.Won w -> won(w);
            case RiichiEvent.HandDrawn d -> drawn(d);
            case RiichiEvent.TenpaiDeclared t -> {
                // mjai has no declaration: the draw's tenpais say who showed a tenpai hand
            }
            case RiichiEvent.GameEnded g -> {
                endHand();
                ObjectNode o = event("end_game");
                ArrayNode scores = o.putArray("scores");
                g.result().scores().forEach(scores::add);
                emit(o);
            }
        }
    }

    private void handStarted(RiichiEvent.HandStarted h) {
        endHand();
        handIndex++;
        honba = h.honba();
        doraShown = 1;
        inRiichi.clear();
        java.util.Arrays.fill(nagashi, true);
        handOpen = true;
        ObjectNode o = event("start_kyoku");
        o.put("bakaze", String.valueOf("ESWN".charAt(h.round() / 4)));
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
            h.hands().get(s).forEach(t -> hand.add(tile(t)));
        }
        emit(o);
    }

    private void endHand() {
        if (handOpen) {
            emit(event("end_kyoku"));
            handOpen = false;
        }
    }

    /** A discard, with the indicator it turns ({@code dora}, may be null) written before it, after its reach. */
    private void discard(RiichiEvent.Discarded d, RiichiEvent.DoraRevealed dora) {
        if (d.riichi()) {
            ObjectNode r = event("reach");
            r.put("actor", d.seat());
            emit(r);
        }
        if (dora != null) {
            dora(dora);
        }
        if (!d.tile().kind().isTerminalOrHonor()) {
            nagashi[d.seat()] = false;
        }
        ObjectNode o = event("dahai");
        o.put("actor", d.seat());
        o.put("pai", tile(d.tile()));
        o.put("tsumogiri", d.tsumogiri());
        emit(o);
    }

    private void dora(RiichiEvent.DoraRevealed d) {
        doraShown++;
        ObjectNode o = event("dora");
        o.put("dora_marker", tile(d.indicator()));
        emit(o);
    }

    private void called(RiichiEvent.Called c) {
        Meld m = c.meld();
        ObjectNode o = event(switch (m) {
            case Chi x -> "chi";
            case Pon x -> "pon";
            case OpenKan x -> "daiminkan";
            case AddedKan x -> "kakan";
            case ClosedKan x -> "ankan";
        });
        o.put("actor", c.seat());
        List<Tile> consumed = new ArrayList<>(m.tiles());
        switch (m) {
            case Chi x -> called(o, c, x.called(), consumed);
            case Pon x -> called(o, c, x.called(), consumed);
            case OpenKan x -> called(o, c, x.called(), consumed);
            case AddedKan x -> {
                o.put("pai", tile(x.added()));
                consumed.remove(x.added());
            }
            case ClosedKan x -> {
            }
        }
        ArrayNode a = o.putArray("consumed");
        consumed.forEach(t -> a.add(tile(t)));
        emit(o);
    }

    private void called(ObjectNode o, RiichiEvent.Called c, Tile tile, List<Tile> consumed) {
        nagashi[c.from()] = false;
        o.put("target", c.from());
        o.put("pai", tile(tile));
        consumed.remove(tile);
    }

    private void won(RiichiEvent.Won w) {
        ObjectNode o = event("hora");
        o.put("actor", w.seat());
        o.put("target", w.from());
        ArrayNode deltas = o.putArray("deltas");
        for (int d : Transfer.net(w.transfers())) {
            deltas.add(d);
        }
        ArrayNode ura = o.putArray("ura_markers");
        if (inRiichi.contains(w.seat())) {
            game.ura(handIndex, honba, doraShown).forEach(t -> ura.add(tile(t)));
        }
        emit(o);
    }

    private void drawn(RiichiEvent.HandDrawn d) {
        boolean exhaustive = d.kind().equals("exhaustive");
        boolean nagashiMangan = exhaustive && !game.rules().get(RiichiRules.NAGASHI_MANGAN).equals("off")
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
        for (int x : Transfer.net(d.transfers())) {
            deltas.add(x);
        }
        if (exhaustive) {
            ArrayNode tenpais = o.putArray("tenpais");
            for (int s = 0; s < 4; s++) {
                tenpais.add(d.tenpai().contains(s));
            }
        }
        emit(o);
    }

    private String tile(Tile t) {
        return MjaiTiles.name(t, game.redFives());
    }

    private static ObjectNode event(String type) {
        ObjectNode o = JSON.objectNode();
        o.put("type", type);
        return o;
    }

    private void emit(ObjectNode o) {
        try {
            out.append(MAPPER.writeValueAsString(o)).append('\n');
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
