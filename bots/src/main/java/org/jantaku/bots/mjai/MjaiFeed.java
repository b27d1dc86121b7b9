package org.jantaku.bots.mjai;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.hand.Pon;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiView;
import org.jantaku.riichi.tenhou.MjaiEvents;
import org.jantaku.riichi.tenhou.MjaiTiles;

/**
 * The mjai events one seat's bot is to be told: the game's events as that seat may see them ({@link MjaiEvents}
 * seen from the seat: the others' tiles {@code ?}), kept until they are sent in the bot's next request. The
 * current hand's events are kept too (from {@code start_game} and the hand's {@code start_kyoku}), so that a
 * restarted bot is told the hand so far and can go on.
 *
 * <p>Two events reach the bot before the game shows them: its own {@code reach} (the bot answered {@code reach}
 * and is told it, then asked for the discard, as mjai servers do; the game shows the riichi with the discard), and
 * a kan others may rob (搶槓: the game shows the kan only once nobody robbed it, but a bot asked whether to rob it
 * must be told it). The game's own event for either is then not sent a second time.
 */
final class MjaiFeed {
    private final int seat;
    private final MjaiEvents encoder;
    private final ObjectNode startGame;
    private final List<ObjectNode> hand = new ArrayList<>();
    private List<ObjectNode> unsent = new ArrayList<>();
    private Optional<ObjectNode> toldAhead = Optional.empty();
    private int turn = -1;
    private String lastType = "";

    /** The feed of {@code seat}, the players unnamed ({@code seat0} … {@code seat3}). */
    MjaiFeed(RuleSet rules, int seat) {
        this(rules, seat, List.of());
    }

    /**
     * The feed of {@code seat}, whose {@code start_game} names the players {@code names} by seat (a three-player game's
     * empty fourth seat named {@code ""}); none: {@code seat0} … {@code seat3}.
     */
    MjaiFeed(RuleSet rules, int seat, List<String> names) {
        this.seat = seat;
        this.encoder = MjaiEvents.forSeat(rules, seat);
        this.startGame = encoder.startGame(names.isEmpty() ? List.of("seat0", "seat1", "seat2", "seat3") : names);
        unsent.add(startGame);
    }

    /** The events of a step (or of the game's start). */
    void seen(List<RiichiEvent> events) {
        encoder.encode(events, this::add);
    }

    private void add(ObjectNode e) {
        String type = e.get("type").asText();
        if (type.equals("start_kyoku")) {
            hand.clear();
            toldAhead = Optional.empty();
        }
        hand.add(e);
        if (toldAhead.isPresent() && toldAhead.get().equals(e)) {
            toldAhead = Optional.empty(); // told already
        } else {
            unsent.add(e);
        }
        note(e);
    }

    private void note(ObjectNode e) {
        lastType = e.get("type").asText();
        if (lastType.equals("tsumo") || MeldShape.ofMjaiType(lastType).isPresent()) {
            turn = e.get("actor").asInt();
        }
    }

    /** The events not yet sent, now taken to be sent. */
    List<ObjectNode> take() {
        List<ObjectNode> out = unsent;
        unsent = new ArrayList<>();
        return out;
    }

    /** Whether events wait to be sent. */
    boolean pending() {
        return !unsent.isEmpty();
    }

    /** A new bot is to be told the game: {@code start_game} and the current hand so far. */
    void restart() {
        unsent = new ArrayList<>();
        unsent.add(startGame);
        unsent.addAll(hand);
        toldAhead = Optional.empty();
    }

    /** The bot answered {@code reach}: it is told its reach now, the game shows it with the discard. */
    void ownReach() {
        ObjectNode reach = MjaiEvents.event("reach");
        reach.put("actor", seat);
        ahead(reach);
    }

    /**
     * Before a claim decision: when the tile offered is not the last discard but a kan's (the seat may rob it, 搶槓),
     * the kan is told now — an added kan ({@code kakan}) when the seat in turn has a pon of its kind, else a closed
     * kan ({@code ankan}, robbed only for thirteen orphans).
     */
    void beforeClaim(RiichiView view) {
        Optional<Tile> offered = view.claimable();
        if (offered.isEmpty() || lastType.equals("dahai") || turn < 0 || toldAhead.isPresent()) {
            return;
        }
        Tile tile = offered.get();
        for (RiichiMeld m : view.table().melds(turn)) {
            if (m.meld() instanceof Pon p && p.kind() == tile.kind()) {
                List<Tile> four = new ArrayList<>(p.tiles());
                four.add(tile);
                ahead(encoder.called(turn, new org.jantaku.core.hand.AddedKan(four, p.called(), p.from(), tile), turn));
                return;
            }
        }
        ObjectNode ankan = MjaiEvents.event(MeldShape.CONCEALED_KONG.mjaiType());
        ankan.put("actor", turn);
        var consumed = ankan.putArray("consumed");
        for (int i = 0; i < 4; i++) {
            consumed.add(MjaiTiles.name(new org.jantaku.core.tile.TileFace(tile.kind(), false)));
        }
        ahead(ankan);
    }

    private void ahead(ObjectNode e) {
        unsent.add(e);
        toldAhead = Optional.of(e);
        note(e);
    }

    /** Whether the game has red fives ({@code 5mr}). */
    boolean redFives() {
        return encoder.redFives();
    }

    /** The mjai name of a tile of this game. */
    String name(Tile t) {
        return encoder.tile(t);
    }
}
