package org.jantaku.bots.riichi;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.bots.search.PartShanten;
import org.jantaku.bots.search.SwapShanten;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.riichi.game.RiichiAction;
import org.jantaku.riichi.game.RiichiMeld;
import org.jantaku.riichi.game.RiichiView;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * Plays for speed (牌効率) with a basic defence, deterministically:
 * <ul>
 *   <li>wins whenever it can (ツモ, ロン);</li>
 *   <li>discards to minimise shanten, then maximise ukeire (unseen tiles that advance the hand), then
 *       keep dora and red fives, then throw honours and terminals before middle tiles, then the safer
 *       tile; an open hand first throws what its yaku plan ({@link YakuPlan}) wants gone;</li>
 *   <li>declares riichi (立直) on a closed tenpai whose wait is not dead;</li>
 *   <li>calls chi or pon only when the call lowers the shanten and the hand keeps a yaku in reach
 *       (a value triplet, all simples, or a half flush with at most one tile off it); a closed hand
 *       calls only for a value triplet or when it is two or more from tenpai;</li>
 *   <li>makes a closed or added kan that does not set the hand back, never with a threat at the table;</li>
 *   <li>folds (ベタオリ) against riichi or a hand with three open melds when two or more from tenpai (one
 *       from tenpai against two riichi): it throws its safest tile ({@link Safety}) and calls nothing.</li>
 * </ul>
 */
final class EfficiencyAgent implements ViewAgent {
    /** Each thread's arrays and search (see {@link Workspace} for why per thread). */
    private static final ThreadLocal<Workspace> WORKSPACE = ThreadLocal.withInitial(Workspace::new);

    private static final long ALL_KINDS = (1L << TileKind.COUNT) - 1;
    private final boolean kuitan;

    EfficiencyAgent(RuleSet rules) {
        this.kuitan = rules.get(RiichiRules.KUITAN);
    }

    @Override
    public RiichiAction choose(RiichiView o, List<RiichiAction> legal) {
        // A win, a tenpai declaration or a last-hand dealer's play-on comes first of its list (the
        // canonical order of RiichiGame#legalActions), so only the first action is looked at.
        RiichiAction first = legal.get(0);
        if (first instanceof RiichiAction.Tsumo || first instanceof RiichiAction.Ron) {
            return first;
        }
        // At the draw a tenpai hand is shown; a last-hand dealer who is not first plays on.
        if (first instanceof RiichiAction.DeclareTenpai || first instanceof RiichiAction.PlayOn) {
            return first;
        }
        if (o.players() == 3) { // 北抜き: a North set aside is a dora and a free draw
            for (RiichiAction a : legal) {
                if (a instanceof RiichiAction.Nuki) {
                    return a;
                }
            }
        }
        Workspace w = WORKSPACE.get();
        if (legal.get(legal.size() - 1) instanceof RiichiAction.Pass) {
            return claim(o, legal, w); // a claim window ends with its pass (a turn never offers one)
        }
        HandView view = w.view;
        view.readHand(o);
        SeenTiles seen = w.seen(view.seat);
        view.readTable(o, seen);
        w.safety.read(o, view.seat);
        w.safety.readPonds(o, seen);
        return turn(o, legal, w);
    }

    private static boolean folds(Safety safety, int shanten, boolean inRiichi) {
        if (inRiichi || !safety.threatened()) {
            return false;
        }
        return shanten >= 2 || shanten >= 1 && Integer.bitCount(safety.riichiThreats) >= 2;
    }

    private RiichiAction turn(RiichiView o, List<RiichiAction> legal, Workspace w) {
        HandView view = w.view;
        Safety safety = w.safety;
        int[] c = view.counts;
        SwapShanten search = w.search(view.seat);
        search.reset(c, view.partHashes, view.melds);
        int shanten = search.shanten();
        boolean inRiichi = o.table().declared(view.seat);
        boolean fold = folds(safety, shanten, inRiichi);
        RiichiAction.Discard[] discard = w.discard;
        RiichiAction.DeclareRiichi[] riichi = w.riichi;
        long offered = 0;
        long riichiOffered = 0;
        for (int i = 0, n = legal.size(); i < n; i++) {
            RiichiAction a = legal.get(i); // tested most common first (a pattern switch costs more on every step)
            if (a instanceof RiichiAction.Discard d) {
                int k = kind(d.tile());
                if ((offered & 1L << k) == 0 || keepsRed(discard[k].tile(), d.tile())) {
                    discard[k] = d;
                }
                offered |= 1L << k;
            } else if (a instanceof RiichiAction.DeclareRiichi r) {
                int k = kind(r.tile());
                if ((riichiOffered & 1L << k) == 0 || keepsRed(riichi[k].tile(), r.tile())) {
                    riichi[k] = r;
                }
                riichiOffered |= 1L << k;
            } else if (a instanceof RiichiAction.NineTerminals) {
                if (Efficiency.yaochuKinds(c) < 11) {
                    return a;
                }
            } else if (a instanceof RiichiAction.ClosedKan k) {
                if (inRiichi || !safety.threatened() && keepsPace(c, k.kind().index(), 4, view.melds + 1, shanten)) {
                    return k;
                }
            } else if (a instanceof RiichiAction.AddedKan k) {
                if (!safety.threatened() && keepsPace(c, kind(k.tile()), 1, view.melds, shanten)) {
                    return k;
                }
            }
        }
        if (offered == 0) {
            return legal.get(legal.size() - 1); // only kans or wins were offered (never: a turn always offers a discard)
        }
        w.offered = offered;
        w.riichiOffered = riichiOffered;
        YakuPlan plan = view.closed ? YakuPlan.FREE : YakuPlan.of(ownSets(o, view.seat), true, c, view, kuitan);
        // The fewest unwanted tiles first (a discard the plan wants gone leaves one fewer), then the
        // least shanten; ukeire only for the discards that tie on both.
        long gone = offered & plan.goneKinds();
        long tied = search.leastDiscards(gone != 0 ? gone : offered);
        int leastShanten = search.leastAfterDiscard();
        int best = fold ? DiscardRanking.safest(w) : DiscardRanking.fastest(w, tied, leastShanten);
        w.callsPassed = callsPassed(view, best, fold ? search.afterDiscard(best) : leastShanten);
        if (!fold && leastShanten == 0 && (riichiOffered & 1L << best) != 0 && w.ukeire[best] > 0) {
            return riichi[best];
        }
        return discard[best];
    }

    @Override
    public long callsPassedAfterTurn() {
        return WORKSPACE.get().callsPassed;
    }

    /**
     * The kinds on which {@link #claim} passes every call until the next turn, once a tile of
     * {@code discarded} is thrown leaving {@code shanten}: a closed hand within one of tenpai calls
     * only when the call leaves a value triplet (役牌) in the hand, so only a pon of a value pair it
     * holds may tempt it — any call may when it holds a value triplet already (or a closed kan, not
     * looked into). Whatever the table does meanwhile, the claim would only pass more (a threat).
     */
    private static long callsPassed(HandView view, int discarded, int shanten) {
        if (!view.closed || shanten >= 2 || view.melds > 0) {
            return 0;
        }
        long valuePairs = 0;
        for (int k = 27; k < TileKind.COUNT; k++) {
            int n = view.counts[k] - (k == discarded ? 1 : 0);
            if (view.isYakuhai(k)) {
                if (n >= 3) {
                    return 0;
                }
                if (n == 2) {
                    valuePairs |= 1L << k;
                }
            }
        }
        return ALL_KINDS & ~valuePairs;
    }

    /** Whether taking {@code n} tiles of {@code kind} into a kan leaves the shanten no worse. */
    private static boolean keepsPace(int[] c, int kind, int n, int melds, int shanten) {
        c[kind] -= n;
        int s = Efficiency.shanten(c, melds);
        c[kind] += n;
        return s <= shanten;
    }

    private RiichiAction claim(RiichiView o, List<RiichiAction> legal, Workspace w) {
        RiichiAction pass = legal.get(legal.size() - 1);
        if (!offersCall(legal)) {
            return pass; // a kan or a pass only: the agent never makes an open kan
        }
        HandView view = w.view;
        view.readHand(o);
        Safety safety = w.safety;
        safety.read(o, view.seat); // only whether to fold: no ponds
        int[] c = view.counts;
        PartShanten parts = w.claimShanten(view.seat);
        int shanten = parts.ofHashes(view.partHashes, view.melds);
        if (folds(safety, shanten, false)) {
            return pass;
        }
        int claimed = -1; // the claimed tile's kind, read only for a chi that lowers the shanten (a pon's tiles are of its kind)
        RiichiAction best = pass;
        int bestShanten = shanten;
        for (int i = 0, n = legal.size(); i < n; i++) {
            RiichiAction a = legal.get(i);
            Tile first;
            Tile second;
            boolean run;
            if (a instanceof RiichiAction.Pon p) { // instanceof rather than a pattern switch: no dispatch per action
                first = p.first();
                second = p.second();
                run = false;
            } else if (a instanceof RiichiAction.Chi ch) {
                first = ch.first();
                second = ch.second();
                run = true;
            } else {
                continue;
            }
            int s = parts.without(kind(first), kind(second), view.melds + 1);
            if (s < bestShanten) { // pon before chi in the legal order, so a tie keeps the pon
                if (run && claimed < 0) {
                    claimed = claimedKind(o, legal);
                }
                int low = run ? Math.min(claimed, Math.min(kind(first), kind(second))) : kind(first);
                c[kind(first)]--;
                c[kind(second)]--;
                List<YakuPlan.Set> after = ownSets(o, view.seat); // only for a call that lowers the shanten
                after.add(new YakuPlan.Set(low, run));
                YakuPlan plan = YakuPlan.of(after, true, c, view, kuitan);
                int off = plan.offPlan(c);
                c[kind(first)]++;
                c[kind(second)]++;
                boolean worth = plan.kind() != YakuPlan.Kind.NONE && off <= 1
                        && (!view.closed || plan.kind() == YakuPlan.Kind.FREE || shanten >= 2);
                if (worth) {
                    best = a;
                    bestShanten = s;
                }
            }
        }
        return best;
    }

    /**
     * The kind of the tile a claim window offers: told by a pon or by a chi of a closed wait
     * (嵌張: its tiles two apart) among the calls offered, else read from the view (which may cost
     * the table more than that).
     */
    private static int claimedKind(RiichiView o, List<RiichiAction> legal) {
        for (int i = 0, n = legal.size(); i < n; i++) {
            RiichiAction a = legal.get(i);
            if (a instanceof RiichiAction.Pon p) {
                return kind(p.first());
            }
            if (a instanceof RiichiAction.Chi ch) {
                int x = kind(ch.first());
                int y = kind(ch.second());
                if (Math.abs(x - y) == 2) {
                    return (x + y) / 2;
                }
            }
        }
        return kind(o.claimable().orElseThrow());
    }

    /** Whether a claim window offers a chi or a pon, the only calls the agent makes. */
    private static boolean offersCall(List<RiichiAction> legal) {
        for (int i = 0, n = legal.size(); i < n; i++) {
            if (legal.get(i) instanceof RiichiAction.Pon || legal.get(i) instanceof RiichiAction.Chi) {
                return true;
            }
        }
        return false;
    }

    private static List<YakuPlan.Set> ownSets(RiichiView o, int seat) {
        List<RiichiMeld> melds = o.table().melds(seat);
        List<YakuPlan.Set> out = new ArrayList<>(melds.size() + 1);
        for (RiichiMeld m : melds) {
            out.add(YakuPlan.Set.of(m.meld()));
        }
        return out;
    }

    private static int kind(Tile t) {
        return t.id() >> 2;
    }

    /** Whether an action on {@code candidate} replaces one on {@code current} of the same kind: it keeps a red five. */
    private static boolean keepsRed(Tile current, Tile candidate) {
        return current.isRed() && !candidate.isRed();
    }
}
