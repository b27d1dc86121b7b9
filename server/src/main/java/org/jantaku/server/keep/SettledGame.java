package org.jantaku.server.keep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.Wind;
import org.jantaku.engine.keep.Standing;
import org.jantaku.engine.keep.UndoNote;
import org.jantaku.engine.settle.HandSettler;
import org.jantaku.engine.settle.Places;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.SettleForm;

/**
 * The hands of a 捉鸡 or 广东 table, each settled by the variant's table-side settler exactly as
 * {@code jantaku settle} settles it, and added up. Reports: {@code {"type":"hand","hand":{…}}} (one
 * hand's end in the settler's format, docs/guizhou.md and docs/guangdong.md), {@code {"type":"end"}}
 * (the players stop: the standing is final) and {@code {"type":"undo"}}.
 *
 * <p>The session fills in what it knows when a hand leaves it out: {@code dealer} (the last answer's
 * {@code next_dealer}, seat 0 first) and what the settler's form says it carries ({@link SettleForm.Carry}):
 * 捉鸡's {@code streak} ({@code next_streak}), 广东's {@code dealer_term} (one more while the dealer keeps the deal)
 * and {@code prevailing} (东 until the deal has moved four times, then 南 …, as the game counts it). It names no
 * variant.
 */
public final class SettledGame implements KeptGame {
    private static final Set<String> FIELDS = Set.of("type", "id", "hand");

    private final SessionRules rules;
    private final HandSettler settler;
    private final ReportLog reports = new ReportLog();
    private final List<ObjectNode> history = new ArrayList<>();
    private Table table = Table.START;

    /** What the session knows between hands. */
    private record Table(int hands, int dealer, int streak, int term, int dealMoves, List<Integer> scores, boolean over) {
        static final Table START = new Table(0, 0, 1, 1, 0, List.of(0, 0, 0, 0), false);
    }

    SettledGame(SessionRules rules, HandSettler settler) {
        this.rules = rules;
        this.settler = settler;
    }

    /** Whether the session fills in {@code c} (the settler's form says what it carries from hand to hand). */
    private boolean carries(SettleForm.Carry c) {
        return settler.form().carries().contains(c);
    }

    @Override
    public ObjectNode report(JsonNode json) {
        if (!json.isObject()) {
            throw new KeepRefusal("a report is a JSON object");
        }
        String type = json.path("type").asText("");
        ObjectNode answer = switch (type) {
            case "hand" -> {
                fields(json, FIELDS);
                if (table.over()) {
                    throw new KeepRefusal("type: the session is over; only undo is possible");
                }
                ObjectNode a = settle(json.get("hand"));
                history.add(a.put("line", history.size() + 1));
                yield a;
            }
            case "end" -> {
                fields(json, Set.of("type", "id"));
                if (table.over()) {
                    throw new KeepRefusal("type: the session is already over");
                }
                if (table.hands() == 0) {
                    throw new KeepRefusal("type: no hand was settled yet: nothing to end");
                }
                ObjectNode a = end();
                history.add(a.put("line", history.size() + 1));
                yield a;
            }
            case "undo" -> {
                fields(json, Set.of("type", "id"));
                List<JsonNode> inForce = reports.inForce();
                if (inForce.isEmpty()) {
                    throw new KeepRefusal("type: nothing to undo");
                }
                String undone = inForce.get(inForce.size() - 1).path("type").asText();
                history.clear();
                table = Table.START;
                for (JsonNode k : inForce.subList(0, inForce.size() - 1)) {
                    ObjectNode again = k.path("type").asText().equals("end") ? end() : settle(k.get("hand"));
                    history.add(again.put("line", history.size() + 1));
                }
                ObjectNode a = answer("undo");
                UndoNote.put(a, undone);
                yield a;
            }
            default -> throw new KeepRefusal("type: unknown report type '" + type + "' (known: end, hand, undo)");
        };
        reports.taken(json, type.equals("undo"));
        ObjectNode out = answer.deepCopy();
        out.put("line", reports.size());
        return out;
    }

    /** The players stop: the scores become final. */
    private ObjectNode end() {
        table = new Table(table.hands(), table.dealer(), table.streak(), table.term(), table.dealMoves(), table.scores(), true);
        return answer("end");
    }

    private static void fields(JsonNode json, Set<String> allowed) {
        for (Iterator<String> it = json.fieldNames(); it.hasNext();) {
            String f = it.next();
            if (!allowed.contains(f)) {
                throw new KeepRefusal(f + ": unknown field for a " + json.path("type").asText() + " report (allowed: "
                        + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    /** Settles one hand, adds its nets, and moves the deal on. */
    private ObjectNode settle(JsonNode hand) {
        if (hand == null || !hand.isObject()) {
            throw new KeepRefusal("hand: one hand's end is required, a JSON object in the format of jantaku settle --rules "
                    + rules.preset().name());
        }
        if (hand.has("rules")) {
            throw new KeepRefusal("hand.rules: a kept hand takes the session's options; leave out 'rules'");
        }
        ObjectNode filled = ((ObjectNode) hand).deepCopy();
        filled.remove("id");
        if (!filled.has("dealer")) {
            filled.put("dealer", table.dealer());
        }
        if (carries(SettleForm.Carry.STREAK) && !filled.has("streak")) {
            filled.put("streak", table.streak());
        }
        if (carries(SettleForm.Carry.DEALER_TERM) && !filled.has("dealer_term")) {
            filled.put("dealer_term", table.term());
        }
        if (carries(SettleForm.Carry.PREVAILING) && !filled.has("prevailing")) {
            filled.put("prevailing", prevailing());
        }
        ObjectNode out;
        try {
            out = settler.settle(rules.preset(), filled);
        } catch (SettleException e) {
            throw new KeepRefusal("hand: " + e.getMessage());
        }
        int dealer = filled.path("dealer").asInt();
        List<Integer> scores = new ArrayList<>(table.scores());
        for (int seat = 0; seat < 4; seat++) {
            scores.set(seat, scores.get(seat) + out.path("net").path(seat).asInt());
        }
        int next = out.path("next_dealer").asInt(dealer);
        int streak = out.path("next_streak").asInt(1);
        int term = next == dealer ? filled.path("dealer_term").asInt(1) + 1 : 1;
        table = new Table(table.hands() + 1, next, streak, term, table.dealMoves() + (next == dealer ? 0 : 1), scores, false);
        ObjectNode a = answer("hand");
        a.set("given", filled);
        a.set("settlement", out);
        return a;
    }

    /** The prevailing wind: 东 until the deal has moved four times, then 南 … */
    private String prevailing() {
        return Wind.ofRound(Math.min(table.dealMoves() / 4, 3)).letter();
    }

    /** An answer line: the report's type and the state after it. */
    private ObjectNode answer(String type) {
        ObjectNode a = JsonNodeFactory.instance.objectNode();
        a.put("ok", true);
        a.put("report", type);
        a.setAll(state());
        return a;
    }

    @Override
    public List<JsonNode> log() {
        return reports.log();
    }

    @Override
    public List<JsonNode> inForce() {
        return reports.inForce();
    }

    @Override
    public ObjectNode state() {
        ObjectNode s = JsonNodeFactory.instance.objectNode();
        s.put("hand", table.hands() + 1);
        s.put("dealer", table.dealer());
        if (carries(SettleForm.Carry.STREAK)) {
            s.put("streak", table.streak());
        }
        if (carries(SettleForm.Carry.DEALER_TERM)) {
            s.put("dealerTerm", table.term());
        }
        if (carries(SettleForm.Carry.PREVAILING)) {
            s.put("prevailing", prevailing());
        }
        ArrayNode scores = s.putArray("scores");
        table.scores().forEach(scores::add);
        s.put("next", table.over() ? "over" : "play");
        outcome().ifPresent(o -> s.set("final", o.json()));
        return s;
    }

    @Override
    public List<ObjectNode> history() {
        return List.copyOf(history);
    }

    /** Once ended: places by score, ties by seat order (seat 0 first). */
    @Override
    public Optional<Standing> outcome() {
        if (!table.over()) {
            return Optional.empty();
        }
        List<Integer> scores = table.scores();
        return Optional.of(new Standing(scores, Places.of(scores, Places.Ties.bySeatFrom(0)),
                scores.stream().map(BigDecimal::valueOf).toList(), List.of(0, 0, 0, 0)));
    }
}
