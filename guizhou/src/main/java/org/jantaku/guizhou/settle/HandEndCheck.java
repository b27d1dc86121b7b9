package org.jantaku.guizhou.settle;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.MeldShape;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import org.jantaku.engine.settle.Copies;
import org.jantaku.engine.settle.HandEndChecks;
import org.jantaku.engine.settle.HandEndReader;
import org.jantaku.engine.settle.SettleException;
import org.jantaku.engine.settle.SettleForm;
import org.jantaku.engine.settle.TileFields;
import org.jantaku.guizhou.settlement.GuizhouTerms;
import org.jantaku.guizhou.settlement.HandEnd;
import org.jantaku.guizhou.settlement.Pattern;
import org.jantaku.guizhou.settlement.SeatEnd;
import org.jantaku.guizhou.settlement.Shapes;
import org.jantaku.guizhou.settlement.Win;
import org.jantaku.guizhou.settlement.WinRules;

/** Whether a described hand end is possible and its wins allowed; the first problem, naming the field. */
final class HandEndCheck {
    /** The engine's reading and checks in 捉鸡麻将's terms, four seats, the 108 suited tiles. */
    static final HandEndReader READ = new HandEndReader(new HandEndChecks(4, GuizhouTerms.MELDS, GuizhouTerms.WAYS, "豆",
            SettleForm.Layout.SEATS, false), new TileFields(TileSet.SUITS_108, "捉鸡麻将"));
    private static final HandEndChecks CHECKS = READ.checks();

    private HandEndCheck() {
    }

    static void check(HandEnd end, RuleSet rules, List<Optional<Boolean>> readyClaims) {
        copies(end);
        for (int s = 0; s < CHECKS.seats(); s++) {
            SeatEnd seat = end.seats().get(s);
            String field = "seats[" + s + "]";
            for (int i = 0; i < seat.melds().size(); i++) {
                CHECKS.meld(seat.melds().get(i), s, field + ".melds[" + i + "]");
            }
            if (seat.baoting() && !seat.melds().isEmpty()) {
                throw new SettleException(field + ".melds", "a 报听 player makes no 碰 or 豆 (he declared before any call and his hand is frozen)");
            }
            int expected = (end.won(s) ? 14 : 13) - 3 * seat.melds().size();
            if (seat.concealed().isPresent() && seat.concealed().get().size() != expected) {
                throw new SettleException(field + ".hand", "with " + seat.melds().size() + " meld(s) a "
                        + (end.won(s) ? "winner holds " : "player holds ") + expected + " concealed tiles"
                        + (end.won(s) ? " (the winning tile included)" : "") + ", not " + seat.concealed().get().size());
            }
            if (end.won(s) && seat.concealed().isEmpty()) {
                throw new SettleException(field + ".hand", "a winner's hand is needed");
            }
            Optional<Boolean> claim = readyClaims.get(s);
            if (!end.won(s) && claim.isPresent()) {
                boolean ready = seat.concealed().isPresent() && Shapes.isReady(seat.concealedCounts(), seat.melds());
                if (seat.concealed().isEmpty() && claim.get()) {
                    throw new SettleException(field + ".hand", "a ready player's hand is needed (for his chickens and 查叫)");
                }
                if (ready != claim.get()) {
                    throw new SettleException(field + ".ready", "the hand is " + (ready ? "" : "not ") + "ready, yet 'ready' says "
                            + claim.get());
                }
            }
        }
        wins(end, rules);
        if (end.exhausted() && end.flip().isPresent()) {
            throw new SettleException("flip", "a tile is flipped for chickens only when someone won (黄庄 has no chickens)");
        }
        end.firstOneSou().flatMap(f -> f.claimer().map(c -> new int[] {f.discarder(), c})).ifPresent(dc -> {
            boolean claimed = end.seats().get(dc[1]).melds().stream().anyMatch(m -> m.kind() == TileKind.S1 && m.from() == dc[0]
                    && m.shape() != MeldShape.CONCEALED_KONG);
            if (!claimed) {
                throw new SettleException("first_1s.claimed_by", "seat " + dc[1] + " has no 1s pong or kong made of seat " + dc[0]
                        + "'s discard");
            }
        });
    }

    private static void wins(HandEnd end, RuleSet rules) {
        List<Win> wins = end.wins();
        CHECKS.wins(wins, w -> end.seats().get(w.seat()).concealed().orElseThrow(), end.seats().map(SeatEnd::melds));
        for (int i = 0; i < wins.size(); i++) {
            Win w = wins.get(i);
            SeatEnd seat = end.seats().get(w.seat());
            Pattern p = Shapes.pattern(seat.concealedCounts(), seat.melds(), rules).orElseThrow(() ->
                    new SettleException("seats[" + w.seat() + "].hand", "the winner's tiles are not a winning hand"));
            Optional<String> refusal = WinRules.refusal(rules, seat, p, w.way(), end.seats().get(w.from()).baoting());
            if (refusal.isPresent()) {
                throw new SettleException("wins[" + i + "]", "win rejected: " + refusal.get());
            }
        }
    }

    /** No kind more than four times over hands, melds, discards and the flipped tile. */
    private static void copies(HandEnd end) {
        Copies n = new Copies();
        for (SeatEnd s : end.seats().toList()) {
            s.concealed().ifPresent(n::add);
            s.melds().forEach(n::add);
            n.add(s.discards());
        }
        end.flip().ifPresent(k -> n.add(k, 1));
        n.shared(end.wins()).check("the hands, melds, discards and flip");
    }
}
