package org.jantaku.riichi.tenhou;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * One hand of a tenhou.net/6 log, its JSON checked and split into typed parts but not yet played:
 * {@code [[round, honba, sticks], [scores×4], [dora indicators], [ura indicators], haipai0, draws0,
 * discards0, ..., haipai3, draws3, discards3, result]}. A three-player hand keeps the four-seat layout: its
 * fourth seat's three lists are empty, its score 0 (Tenhou's, and tensoul's, convention).
 *
 * @param where the hand's place, for messages
 * @param path the JSON path of the hand, e.g. {@code log[2]}
 * @param round the round index (0 East 1 … 7 South 4, 8+ West)
 * @param honba the repeat counters
 * @param riichiSticks the deposits left from earlier hands
 * @param scores the scores at the start of the hand
 * @param dora the dora indicator codes, first one first, then each kan dora in order
 * @param ura the ura dora indicator codes (empty unless a riichi winner saw them)
 * @param haipai per seat, the 13 starting tile codes
 * @param draws per seat, the draw list (tile codes and calls)
 * @param discards per seat, the discard list
 * @param result the result array ({@code ["和了", ...]} or a draw)
 * @param players the seats in play, 4, or 3 in a three-player game (seats 0-2)
 */
record Tenhou6Hand(Tenhou6Where where, String path, int round, int honba, int riichiSticks, List<Integer> scores,
                   List<Integer> dora, List<Integer> ura, List<List<Integer>> haipai,
                   List<List<Tenhou6Entry>> draws, List<List<Tenhou6Entry>> discards, JsonNode result, int players) {

    /** The dealer's seat. */
    int dealer() {
        return round % 4;
    }

    /** The seat after {@code seat} in turn order. */
    int next(int seat) {
        return (seat + 1) % players;
    }

    /**
     * Reads a hand array, checking its shape and every tile code.
     *
     * @param players 4, or 3 for a three-player game, whose fourth seat must be empty
     */
    static Tenhou6Hand parse(Tenhou6Where where, JsonNode node, String path, int players) {
        JsonNode h = Tenhou6Json.array(where, node, path, 17);
        List<Integer> head = Tenhou6Json.integers(where, h.get(0), path + "[0]", 3);
        for (int i = 0; i < 3; i++) {
            if (head.get(i) < 0) {
                throw where.error(path + "[0][" + i + "]", "cannot be negative");
            }
        }
        Tenhou6Where w = where.labelled(head.get(0), head.get(1));
        if (head.get(0) % 4 >= players) {
            throw w.error(path + "[0][0]", "round " + head.get(0) + " has seat " + head.get(0) % 4
                    + " deal in a game of " + players + " seats");
        }
        List<Integer> scores = Tenhou6Json.integers(w, h.get(1), path + "[1]", 4);
        List<Integer> dora = tiles(w, h.get(2), path + "[2]");
        if (dora.isEmpty() || dora.size() > 5) {
            throw w.error(path + "[2]", "expected 1-5 dora indicators, found " + dora.size());
        }
        List<Integer> ura = tiles(w, h.get(3), path + "[3]");
        List<List<Integer>> haipai = new ArrayList<>();
        List<List<Tenhou6Entry>> draws = new ArrayList<>();
        List<List<Tenhou6Entry>> discards = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            int at = 4 + 3 * seat;
            List<Integer> start = tiles(w, h.get(at), path + "[" + at + "]");
            int dealt = seat < players ? 13 : 0;
            if (start.size() != dealt) {
                throw w.error(path + "[" + at + "]", "seat " + seat + "'s starting hand has " + start.size()
                        + " tiles, not " + dealt + (seat < players ? "" : " (no fourth seat in a three-player game)"));
            }
            haipai.add(start);
            draws.add(entries(w, h.get(at + 1), path + "[" + (at + 1) + "]", true));
            discards.add(entries(w, h.get(at + 2), path + "[" + (at + 2) + "]", false));
            for (int list = 1; list <= 2 && seat >= players; list++) {
                if (!h.get(at + list).isEmpty()) {
                    throw w.error(path + "[" + (at + list) + "]", "the fourth seat of a three-player game plays no"
                            + " tile, but its " + (list == 1 ? "draw" : "discard") + " list is not empty");
                }
            }
        }
        JsonNode result = Tenhou6Json.array(w, h.get(16), path + "[16]", -1);
        return new Tenhou6Hand(w, path, head.get(0), head.get(1), head.get(2), scores, dora, ura,
                List.copyOf(haipai), List.copyOf(draws), List.copyOf(discards), result, players);
    }

    private static List<Integer> tiles(Tenhou6Where w, JsonNode node, String path) {
        List<Integer> codes = Tenhou6Json.integers(w, node, path, -1);
        for (int i = 0; i < codes.size(); i++) {
            if (!Tenhou6Codes.isTile(codes.get(i))) {
                throw w.error(path + "[" + i + "]", codes.get(i) + " is not a tile code (11-19, 21-29, 31-39, 41-47,"
                        + " 51-53)");
            }
        }
        return codes;
    }

    private static List<Tenhou6Entry> entries(Tenhou6Where w, JsonNode node, String path, boolean drawList) {
        JsonNode a = Tenhou6Json.array(w, node, path, -1);
        List<Tenhou6Entry> out = new ArrayList<>(a.size());
        for (int i = 0; i < a.size(); i++) {
            out.add(entry(w, a.get(i), path + "[" + i + "]", drawList));
        }
        return List.copyOf(out);
    }

    private static Tenhou6Entry entry(Tenhou6Where w, JsonNode item, String path, boolean drawList) {
        if (item.isTextual()) {
            String text = item.textValue();
            if (!drawList && text.startsWith("r")) {
                return new Tenhou6Entry.Riichi(riichiDiscard(w, text, path), path);
            }
            if (text.startsWith("f")) {
                return nuki(w, text, path, drawList);
            }
            Tenhou6MeldText meld;
            try {
                meld = Tenhou6MeldText.parse(text);
            } catch (IllegalArgumentException e) {
                throw w.error(path, e.getMessage(), e);
            }
            for (int code : meld.codes()) {
                if (!Tenhou6Codes.isTile(code)) {
                    throw w.error(path, "'" + text + "' holds " + code + ", which is not a tile code");
                }
            }
            if (meld.isCall() != drawList) {
                throw w.error(path, "'" + text + "' is " + (drawList ? "a closed or added kan, written in the discard"
                        + " list, not the draw list" : "a call (chi, pon, daiminkan), written in the draw list, not"
                        + " the discard list"));
            }
            return new Tenhou6Entry.Meld(meld, path);
        }
        int code = Tenhou6Json.integer(w, item, path);
        if (!drawList && code == 60) {
            return new Tenhou6Entry.Tsumogiri(path);
        }
        if (!drawList && code == 0) {
            return new Tenhou6Entry.Nothing(path);
        }
        if (!Tenhou6Codes.isTile(code)) {
            throw w.error(path, code + " is not a tile code" + (drawList ? "" : ", 60 (tsumogiri) or 0"));
        }
        return new Tenhou6Entry.TileCode(code, path);
    }

    private static Tenhou6Entry riichiDiscard(Tenhou6Where w, String text, String path) {
        String rest = text.substring(1);
        if (rest.length() != 2 || !isDigit(rest.charAt(0)) || !isDigit(rest.charAt(1))) {
            throw w.error(path, "'" + text + "' is not a riichi discard (r and a two-digit tile code or 60)");
        }
        int code = Integer.parseInt(rest);
        if (code == 60) {
            return new Tenhou6Entry.Tsumogiri(path);
        }
        if (!Tenhou6Codes.isTile(code)) {
            throw w.error(path, "'" + text + "' discards " + code + ", which is not a tile code");
        }
        return new Tenhou6Entry.TileCode(code, path);
    }

    /** {@code "f44"}: a North set aside, in the discard list. */
    private static Tenhou6Entry nuki(Tenhou6Where w, String text, String path, boolean drawList) {
        if (drawList) {
            throw w.error(path, "'" + text + "' is a North set aside (北抜き), written in the discard list, not the"
                    + " draw list");
        }
        if (!text.equals("f" + Tenhou6Codes.NORTH)) {
            throw w.error(path, "'" + text + "' is not a North set aside (f" + Tenhou6Codes.NORTH + "): only the"
                    + " North (" + Tenhou6Codes.NORTH + ") is set aside");
        }
        return new Tenhou6Entry.Nuki(Tenhou6Codes.NORTH, path);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
