package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.Comparator;
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
import org.jantaku.engine.record.GameRecord;
import org.jantaku.engine.settle.Transfer;
import org.jantaku.engine.table.TableEvent;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiEvent;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiObservation;
import org.jantaku.riichi.game.RiichiState;
import org.jantaku.riichi.rules.RiichiRules;
import org.jantaku.riichi.settlement.Reason;

/**
 * Writes a Riichi game record as tenhou.net/6 JSON, the format of Tenhou's web viewer and of mjai-reviewer
 * ({@code docs/mjai.md}), in the conventions {@link Tenhou6Reader} reads: one object {@code {"title", "name",
 * "rule", "log"}} with a hand per item of {@code log}, and a {@code jantaku} member with the game's rules and,
 * once the game is over, its final scores and points ({@code end}), which other readers ignore.
 *
 * <p>{@code rule.disp} is 般 with 東 or 南 (the game's length), 喰 with open tanyao and 赤 with red fives, so
 * that a viewer shows the game's length and red fives. A three-player game ({@code riichi.players=3}) is written
 * as Tenhou writes its 三麻: {@code disp} starting with 三, {@code aka51} 0 with {@code aka52} and {@code aka53}
 * (one red 5p and 5s), four seats with the fourth empty (name {@code ""}, score 0, its three lists empty), a
 * North set aside as {@code "f44"} in the seat's discards, and a meld's source placed by the four-seat offset of
 * the seat it came from (seat 0's call of seat 2's tile is written as from 対面, as Tenhou's logs do). A hand still in play (a game not over) is left out:
 * the format has no place for a hand without its result. Not written: the dice, the tenpai declarations at a
 * draw (the tenpai seats are those paid, or 全員聴牌 / 全員不聴), which copy of a kind a tile was.
 */
public final class Tenhou6Writer {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    /** Tenhou's order of tiles in a hand or meld: by kind, a red five after the plain ones. */
    private static final Comparator<Tile> TENHOU_ORDER = Comparator.comparing((Tile t) -> t.kind().index())
            .thenComparing(Tile::isRed);

    /** One hand as it is written, item by item. */
    private final class Hand {
        final ArrayNode head = JSON.arrayNode();
        final ArrayNode scores = JSON.arrayNode();
        final ArrayNode dora = JSON.arrayNode();
        final ArrayNode ura = JSON.arrayNode();
        final ArrayNode[] haipai = new ArrayNode[4];
        final ArrayNode[] draws = new ArrayNode[4];
        final ArrayNode[] discards = new ArrayNode[4];
        final ArrayNode result = JSON.arrayNode();
        final boolean[] nagashi = new boolean[4];
        final int dealer;

        Hand(RiichiEvent.HandStarted h) {
            dealer = h.dealer();
            head.add(h.round()).add(h.honba()).add(h.riichiSticks());
            h.scores().toList().forEach(scores::add);
            dora.add(code(h.doraIndicator()));
            for (int s = 0; s < 4; s++) {
                ArrayNode dealt = JSON.arrayNode();
                if (s < players) {
                    h.hands().get(s).stream().sorted(TENHOU_ORDER).forEach(t -> dealt.add(code(t)));
                    nagashi[s] = true;
                } else {
                    scores.add(0);
                }
                haipai[s] = dealt;
                draws[s] = JSON.arrayNode();
                discards[s] = JSON.arrayNode();
            }
        }

        ArrayNode toJson() {
            ArrayNode a = JSON.arrayNode();
            a.add(head).add(scores).add(dora).add(ura);
            for (int s = 0; s < 4; s++) {
                a.add(haipai[s]).add(draws[s]).add(discards[s]);
            }
            return a.add(result);
        }
    }

    private final ExportedGame game;
    /** Seats in play: 4, or 3 ({@code riichi.players=3}; the fourth is written empty). */
    private final int players;
    private final ArrayNode log = JSON.arrayNode();
    private Optional<Hand> hand = Optional.empty();
    private Optional<RiichiEvent.GameEnded> end = Optional.empty();

    private Tenhou6Writer(ExportedGame game) {
        this.game = game;
        this.players = game.rules().get(RiichiRules.PLAYERS);
    }

    /**
     * The tenhou.net/6 JSON of a record's game, one line ended by {@code \n}.
     *
     * @throws org.jantaku.engine.record.RecordException when an action of the record is refused
     * @throws IllegalArgumentException when the game holds what tenhou.net/6 cannot say (a yaku Tenhou has no
     *     name for, red fives other than one per suit)
     */
    public static String write(GameRecord<RiichiState, RiichiAction, RiichiEvent, RiichiObservation> record) {
        return write(ExportedGame.of(record));
    }

    static String write(ExportedGame game) {
        Tenhou6Writer w = new Tenhou6Writer(game);
        w.game.events().forEach(w::event);
        w.flush();
        try {
            return MAPPER.writeValueAsString(w.object()) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private ObjectNode object() {
        ObjectNode o = JSON.objectNode();
        o.putArray("title").add("Jantaku").add(game.header().preset().orElse(""));
        ArrayNode names = o.putArray("name");
        game.header().players().forEach(names::add);
        for (int s = game.header().players().size(); s < 4; s++) {
            names.add("");
        }
        ObjectNode rule = o.putObject("rule");
        rule.put("disp", (players == 3 ? "三" : "") + "般"
                + (game.rules().get(RiichiRules.GAME_LENGTH).equals("hanchan") ? "南" : "東")
                + (game.rules().get(RiichiRules.KUITAN) ? "喰" : "") + (game.redFives() ? "赤" : ""));
        if (players == 3) { // no 5m in the three-player set: one red 5p and one red 5s
            int aka = game.redFives() ? 1 : 0;
            rule.put("aka51", 0).put("aka52", aka).put("aka53", aka);
        } else {
            rule.put("aka", game.redFives() ? 1 : 0);
        }
        o.set("log", log);
        ObjectNode member = JantakuMember.of(game.header().preset(), game.rules());
        end.ifPresent(g -> {
            ObjectNode result = member.putObject("end");
            ArrayNode scores = result.putArray("scores");
            g.result().scores().forEach(scores::add);
            ArrayNode points = result.putArray("points");
            g.result().points().forEach(p -> points.add(BigDecimal.valueOf(p, 1)));
            for (int s = players; s < 4; s++) { // the empty fourth seat, as Tenhou's owari
                scores.add(0);
                points.add(BigDecimal.valueOf(0, 1));
            }
        });
        o.set(JantakuMember.NAME, member);
        return o;
    }

    private void event(RiichiEvent e) {
        switch (e) {
            case RiichiEvent.HandStarted h -> {
                flush();
                hand = Optional.of(new Hand(h));
            }
            case RiichiEvent.Table(TableEvent.Drew d) -> hand().draws[d.seat()].add(code(d.tile()));
            case RiichiEvent.Table(TableEvent.Discarded d) -> {
                Hand h = hand();
                int code = d.tsumogiri() ? 60 : code(d.tile());
                if (d.declared()) {
                    h.discards[d.seat()].add("r" + code);
                } else {
                    h.discards[d.seat()].add(code);
                }
                if (!d.tile().kind().isTerminalOrHonor()) {
                    h.nagashi[d.seat()] = false;
                }
            }
            case RiichiEvent.RiichiAccepted r -> {
                // the sticks show in the next hand's head and the scores
            }
            case RiichiEvent.Table(TableEvent.Called(int seat, RiichiMeld m)) -> called(hand(), seat, m);
            case RiichiEvent.Table t -> throw new IllegalStateException("no Riichi event: " + t); // its constructor refuses it
            case RiichiEvent.Nuki n -> hand().discards[n.seat()].add("f44"); // 北抜き (tensoul's RecordBaBei)
            case RiichiEvent.DoraRevealed d -> hand().dora.add(code(d.indicator()));
            case RiichiEvent.Won w -> won(hand(), w);
            case RiichiEvent.HandDrawn d -> drawn(hand(), d);
            case RiichiEvent.TenpaiDeclared t -> {
                // not in the format: the draw's result says who was tenpai
            }
            case RiichiEvent.GameEnded g -> {
                flush();
                end = Optional.of(g);
            }
        }
    }

    private Hand hand() {
        return hand.orElseThrow(() -> new IllegalStateException("an event before the first hand"));
    }

    /** Adds the hand in hand to the log, when it has its result. */
    private void flush() {
        hand.filter(h -> !h.result.isEmpty()).ifPresent(h -> log.add(h.toJson()));
        hand = Optional.empty();
    }

    private void called(Hand h, int seat, RiichiMeld meld) {
        Meld m = meld.meld();
        switch (m) {
            case Chi x -> h.draws[seat].add("c" + code(x.called()) + codes(m.tiles(), x.called()));
            case Pon x -> h.draws[seat].add(open('p', x.called(), m.tiles(), fourSeat(seat, x.from())));
            case OpenKan x -> {
                h.draws[seat].add(open('m', x.called(), m.tiles(), fourSeat(seat, x.from())));
                h.discards[seat].add(0);
            }
            case AddedKan x -> { // the pon's text with k for p, the added tile after the called one
                List<Tile> pon = m.tiles().stream().filter(t -> !t.equals(x.added())).toList();
                String others = codes(pon, x.called());
                int at = switch (fourSeat(seat, x.from())) {
                    case KAMICHA -> 0;
                    case TOIMEN -> 1;
                    case SHIMOCHA -> 2;
                };
                h.discards[seat].add(others.substring(0, 2 * at) + "k" + code(x.called()) + code(x.added())
                        + others.substring(2 * at));
            }
            case ClosedKan x -> {
                String all = codes(m.tiles(), null);
                h.discards[seat].add(all.substring(0, 6) + "a" + all.substring(6));
            }
        }
        if (!m.shape().isOwnKong()) {
            h.nagashi[meld.from()] = false;
        }
    }

    /**
     * Where a meld's source is written: as the engine has it with four players; with three, by the four-seat
     * offset of the source's seat number (Tenhou keeps seats 0-3 with the fourth empty), so seat 0's call from
     * seat 2, its 上家, is written as from 対面 and seat 2's call from seat 0, its 下家, as from 上家.
     */
    private From fourSeat(int seat, From from) {
        if (players == 4) {
            return from;
        }
        int source = Math.floorMod(seat + (from == From.KAMICHA ? -1 : 1), 3);
        return From.ofSeatOffset(Math.floorMod(source - seat, 4));
    }

    /** A pon or daiminkan: the letter before the called tile, placed by the seat it came from. */
    private String open(char letter, Tile called, List<Tile> tiles, From from) {
        String others = codes(tiles, called);
        int at = switch (from) {
            case KAMICHA -> 0;
            case TOIMEN -> 1;
            case SHIMOCHA -> others.length() / 2;
        };
        return others.substring(0, 2 * at) + letter + code(called) + others.substring(2 * at);
    }

    /** The two-digit codes of the tiles in Tenhou's order, {@code leave} (once) left out. */
    private String codes(List<Tile> tiles, Tile leave) {
        StringBuilder b = new StringBuilder();
        boolean left = false;
        for (Tile t : tiles.stream().sorted(TENHOU_ORDER).toList()) {
            if (!left && t.equals(leave)) {
                left = true;
                continue;
            }
            b.append(code(t));
        }
        return b.toString();
    }

    private void won(Hand h, RiichiEvent.Won w) {
        if (h.result.isEmpty()) {
            h.result.add("和了");
        }
        if (h.ura.isEmpty()) {
            w.uraIndicators().forEach(t -> h.ura.add(code(t)));
        }
        h.result.add(deltas(w.transfers()));
        ArrayNode detail = h.result.addArray();
        int liable = w.transfers().stream().filter(t -> t.reason() == Reason.PAO).mapToInt(Transfer::from)
                .findFirst().orElse(w.seat());
        detail.add(w.seat()).add(w.from()).add(liable);
        detail.add(Tenhou6WinText.value(w.score(), w.seat() == h.dealer, w.seat() == w.from()));
        Tenhou6WinText.yaku(w.score()).forEach(detail::add);
    }

    private void drawn(Hand h, RiichiEvent.HandDrawn d) {
        String name = switch (d.kind()) {
            case "nineTerminals" -> "九種九牌";
            case "fourWinds" -> "四風連打";
            case "fourRiichi" -> "四家立直";
            case "fourKans" -> "四槓散了";
            case "tripleRon" -> "三家和了";
            default -> {
                boolean nagashi = !game.rules().get(RiichiRules.NAGASHI_MANGAN).equals("off")
                        && (h.nagashi[0] || h.nagashi[1] || h.nagashi[2] || h.nagashi[3]);
                yield nagashi ? "流し満貫" : d.tenpai().isEmpty() ? "全員不聴" : d.tenpai().size() == players ? "全員聴牌" : "流局";
            }
        };
        h.result.add(name);
        if (!d.transfers().isEmpty()) {
            h.result.add(deltas(d.transfers()));
        }
    }

    private static ArrayNode deltas(List<Transfer<Reason>> transfers) {
        ArrayNode a = JSON.arrayNode();
        for (int x : Transfer.net(transfers).toList()) {
            a.add(x);
        }
        return a;
    }

    private int code(Tile t) {
        return Tenhou6Codes.code(t, game.redFives());
    }
}
