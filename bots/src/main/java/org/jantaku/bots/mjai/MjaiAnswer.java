package org.jantaku.bots.mjai;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.tenhou.MjaiTiles;

/**
 * A bot's answer (one line of JSON, an mjai action) read against its seat's legal actions: {@code dahai} (with
 * {@code pai}, and {@code tsumogiri} telling the drawn tile from another of its face), {@code reach} (then a
 * {@code dahai}), {@code hora} (ツモ or ロン, whichever is offered), {@code chi} and {@code pon} (by their
 * {@code consumed} tiles), {@code daiminkan}, {@code kakan} (by {@code pai}), {@code ankan} (by {@code consumed}),
 * {@code ryukyoku} (九種九牌), {@code nukidora} (a North set aside, three players) and {@code none} (let the discard
 * pass): {@link AnswerType}. Tiles are mjai names, red fives {@code 5mr}
 * {@code 5pr} {@code 5sr} told apart from the plain fives. Other members ({@code actor} when it is the bot's seat,
 * {@code target}, {@code meta} …) are not read. Anything else — not JSON, no {@code type}, a tile that is not a
 * tile, an action the seat may not take now — is refused with the reason.
 */
final class MjaiAnswer {
    private static final ObjectMapper JSON = new ObjectMapper();

    private MjaiAnswer() {
    }

    /** What an answer was read as. */
    sealed interface Reading permits Chosen, Reach, Refused {
    }

    /** One of the legal actions. */
    record Chosen(RiichiAction action) implements Reading {
    }

    /** {@code reach}: the bot is to be told its reach and asked for the discard. */
    record Reach() implements Reading {
    }

    /** Not a legal action; {@code why} says what is wrong. */
    record Refused(String why) implements Reading {
    }

    /** Whether the bot is asked about {@code legal} (else only the engine's own choices are offered: see {@link MjaiAgent}). */
    static boolean asksBot(List<RiichiAction> legal) {
        return legal.stream().anyMatch(a -> AnswerType.of(a).isPresent());
    }

    /**
     * Reads one answer.
     *
     * @param line the bot's line
     * @param seat the bot's seat
     * @param legal the seat's legal actions
     * @param drawn the tile the seat just drew, if any
     * @param redFives whether the game has red fives
     * @param afterReach whether the bot declared riichi and now names its discard
     */
    static Reading read(String line, int seat, List<RiichiAction> legal, Optional<Tile> drawn, boolean redFives,
            boolean afterReach) {
        JsonNode a;
        try {
            a = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            return new Refused("not JSON: " + e.getOriginalMessage());
        }
        if (a == null || !a.isObject() || !a.path("type").isTextual()) {
            return new Refused("not an mjai action (a JSON object with a \"type\")");
        }
        if (a.has("actor") && a.get("actor").asInt(-1) != seat) {
            return new Refused("actor " + a.get("actor") + " is not this bot's seat " + seat);
        }
        String type = a.get("type").asText();
        try {
            if (afterReach && !type.equals("dahai")) {
                return new Refused("after its reach the bot must name its discard (dahai), not " + type);
            }
            Optional<AnswerType> answer = AnswerType.named(type);
            if (answer.isEmpty()) {
                return new Refused("'" + type + "' is no action of a player (" + AnswerType.names() + ")");
            }
            return switch (answer.get()) {
                case DAHAI -> discard(a, legal, drawn, redFives, afterReach);
                case REACH -> first(legal, RiichiAction.DeclareRiichi.class).isPresent() ? new Reach()
                        : refused(type, legal);
                case HORA -> first(legal, RiichiAction.Tsumo.class).or(() -> first(legal, RiichiAction.Ron.class))
                        .<Reading>map(Chosen::new).orElseGet(() -> refused(type, legal));
                case NONE -> first(legal, RiichiAction.Pass.class).<Reading>map(Chosen::new)
                        .orElseGet(() -> new Refused("none, but it is the bot's turn: it must discard (it may "
                                + String.join(", ", kinds(legal)) + ")"));
                case RYUKYOKU -> first(legal, RiichiAction.NineTerminals.class).<Reading>map(Chosen::new)
                        .orElseGet(() -> refused(type, legal));
                case NUKIDORA -> first(legal, RiichiAction.Nuki.class).<Reading>map(Chosen::new)
                        .orElseGet(() -> refused(type, legal));
                case CHI -> call(a, MeldShape.CHI, legal, redFives);
                case PON -> call(a, MeldShape.PUNG, legal, redFives);
                case DAIMINKAN -> first(legal, RiichiAction.OpenKan.class).<Reading>map(Chosen::new)
                        .orElseGet(() -> refused(type, legal));
                case KAKAN -> addedKan(a, legal, redFives);
                case ANKAN -> closedKan(a, legal, redFives);
            };
        } catch (IllegalArgumentException e) {
            return new Refused(e.getMessage());
        }
    }

    private static Reading discard(JsonNode a, List<RiichiAction> legal, Optional<Tile> drawn, boolean redFives,
            boolean afterReach) {
        TileFace face = face(a, "pai", redFives);
        List<Tile> candidates = new ArrayList<>();
        for (RiichiAction x : legal) {
            Tile t = switch (x) {
                case RiichiAction.Discard d when !afterReach -> d.tile();
                case RiichiAction.DeclareRiichi r when afterReach -> r.tile();
                default -> null;
            };
            if (t != null && face(t, redFives).equals(face)) {
                candidates.add(t);
            }
        }
        if (candidates.isEmpty()) {
            return new Refused((afterReach ? "a riichi discard of " : "a discard of ") + MjaiTiles.name(face)
                    + ", which the seat may not discard now" + (kinds(legal).contains("dahai") ? ""
                            : " (it may " + String.join(", ", kinds(legal)) + ")"));
        }
        boolean tsumogiri = a.path("tsumogiri").asBoolean(false);
        Tile pick = candidates.get(0);
        for (Tile t : candidates) {
            boolean isDrawn = drawn.isPresent() && drawn.get().equals(t);
            if (isDrawn == tsumogiri) {
                pick = t;
                break;
            }
        }
        Tile chosen = pick;
        return new Chosen(afterReach ? new RiichiAction.DeclareRiichi(chosen) : RiichiAction.Discard.of(chosen));
    }

    private static Reading call(JsonNode a, MeldShape shape, List<RiichiAction> legal, boolean redFives) {
        List<TileFace> consumed = faces(a, 2, redFives);
        for (RiichiAction x : legal) {
            List<Tile> two = switch (x) {
                case RiichiAction.Chi c when shape == MeldShape.CHI -> List.of(c.first(), c.second());
                case RiichiAction.Pon p when shape == MeldShape.PUNG -> List.of(p.first(), p.second());
                default -> null;
            };
            if (two != null && sameFaces(two, consumed, redFives)) {
                return new Chosen(x);
            }
        }
        return refused(shape.mjaiType() + " with " + consumed.stream().map(MjaiTiles::name).toList(), legal);
    }

    private static Reading addedKan(JsonNode a, List<RiichiAction> legal, boolean redFives) {
        TileFace face = face(a, "pai", redFives);
        for (RiichiAction x : legal) {
            if (x instanceof RiichiAction.AddedKan k && face(k.tile(), redFives).equals(face)) {
                return new Chosen(x);
            }
        }
        return refused(MeldShape.ADDED_KONG.mjaiType() + " of " + MjaiTiles.name(face), legal);
    }

    private static Reading closedKan(JsonNode a, List<RiichiAction> legal, boolean redFives) {
        List<TileFace> consumed = faces(a, 4, redFives);
        for (RiichiAction x : legal) {
            if (x instanceof RiichiAction.ClosedKan k && consumed.stream().allMatch(f -> f.kind() == k.kind())) {
                return new Chosen(x);
            }
        }
        return refused(MeldShape.CONCEALED_KONG.mjaiType() + " of "
                + consumed.stream().map(MjaiTiles::name).toList(), legal);
    }

    private static boolean sameFaces(List<Tile> tiles, List<TileFace> faces, boolean redFives) {
        List<TileFace> left = new ArrayList<>(faces);
        for (Tile t : tiles) {
            if (!left.remove(face(t, redFives))) {
                return false;
            }
        }
        return left.isEmpty();
    }

    private static TileFace face(Tile t, boolean redFives) {
        return new TileFace(t.kind(), redFives && t.isRed());
    }

    private static TileFace face(JsonNode a, String field, boolean redFives) {
        JsonNode n = a.get(field);
        if (n == null || !n.isTextual()) {
            throw new IllegalArgumentException(a.get("type").asText() + " without a tile in \"" + field + "\"");
        }
        return tileFace(n.asText(), redFives);
    }

    private static List<TileFace> faces(JsonNode a, int count, boolean redFives) {
        JsonNode n = a.get("consumed");
        if (n == null || !n.isArray() || n.size() != count) {
            throw new IllegalArgumentException(a.get("type").asText() + " needs \"consumed\": " + count + " tiles");
        }
        List<TileFace> out = new ArrayList<>();
        for (JsonNode t : n) {
            if (!t.isTextual()) {
                throw new IllegalArgumentException("consumed holds " + t + ", not a tile's name");
            }
            out.add(tileFace(t.asText(), redFives));
        }
        return out;
    }

    private static TileFace tileFace(String name, boolean redFives) {
        return MjaiTiles.face(name, redFives);
    }

    private static <T extends RiichiAction> Optional<RiichiAction> first(List<RiichiAction> legal, Class<T> kind) {
        return legal.stream().filter(kind::isInstance).findFirst();
    }

    private static Refused refused(String what, List<RiichiAction> legal) {
        return new Refused(what + " is not what the seat may do now (it may " + String.join(", ", kinds(legal)) + ")");
    }

    /** The mjai names of what the legal actions allow, in their order (the engine's own choices in brackets). */
    static List<String> kinds(List<RiichiAction> legal) {
        Set<String> out = new LinkedHashSet<>();
        for (RiichiAction a : legal) {
            out.add(AnswerType.of(a).map(AnswerType::json).orElseGet(() -> switch (a) {
                case RiichiAction.DeclareTenpai x -> "(tenpai)";
                case RiichiAction.DeclareNoten x -> "(noten)";
                case RiichiAction.PlayOn x -> "(play on)";
                case RiichiAction.EndGame x -> "(end game)";
                default -> "(" + a + ")";
            }));
        }
        return List.copyOf(out);
    }
}
