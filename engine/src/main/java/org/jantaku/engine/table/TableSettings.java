package org.jantaku.engine.table;

import java.util.List;

/**
 * A table's settings: what the flow does one way or another under a rule set, the whole game long,
 * given by the variant as one value, built once with the state ({@link TableParts#settings}), rather than a hook each. What is a
 * computation on the state stays a hook (the tiles set aside, a forced win, the head bump).
 *
 * @param deal how a hand is dealt
 * @param chi whether the seat after the discarder may chi the discard (吃)
 * @param passLocks whether passing a tile one could win on locks that kind until one's next draw (过水)
 * @param callEndsLock whether a call (chi, pung, kong) ends the caller's pass lock as a draw does (漏胡 until one 动牌)
 * @param callsOnLastTile whether the wall's last discard may be called (chi, pung); a kong needs a replacement either way
 * @param callOrder the order a claim window lists the calls in, between a win and the pass (agents may rely on it)
 * @param concealedKongsFirst whether a turn lists the concealed kongs (by kind) before the added ones (in the order
 *     of the pungs), rather than every kong by kind
 * @param lateKongs whether a concealed or added kong of a kind the seat let pass on an earlier turn is
 *     {@link Meld#late} (捉鸡麻将's 普通补张)
 */
public record TableSettings(Deal deal, boolean chi, boolean passLocks, boolean callEndsLock, boolean callsOnLastTile,
        List<Move> callOrder, boolean concealedKongsFirst, boolean lateKongs, boolean eachTile) {
    /**
     * Dealt by fours; no chi; no pass lock; the last discard may be called; kongs, pungs, chis listed in
     * that order; every kong by kind; no late kongs; a discard per kind.
     */
    public static final TableSettings STANDARD = new TableSettings(Deal.BY_FOURS, false, false, false, true,
            List.of(Move.KONG, Move.PUNG, Move.CHI), false, false, false);

    public TableSettings {
        callOrder = List.copyOf(callOrder);
        boolean calls = callOrder.stream().allMatch(m -> m == Move.KONG || m == Move.PUNG || m == Move.CHI);
        if (!calls || callOrder.stream().distinct().count() != 3) {
            throw new IllegalArgumentException("the call order lists kong, pung and chi once each, not " + callOrder);
        }
    }

    /** These settings with hands dealt another way. */
    public TableSettings dealtBy(Deal how) {
        return new TableSettings(how, chi, passLocks, callEndsLock, callsOnLastTile, callOrder, concealedKongsFirst, lateKongs, eachTile);
    }

    /** These settings with chi allowed or not. */
    public TableSettings withChi(boolean allowed) {
        return new TableSettings(deal, allowed, passLocks, callEndsLock, callsOnLastTile, callOrder, concealedKongsFirst, lateKongs, eachTile);
    }

    /**
     * These settings with a pass lock or none; {@code untilCall}: a call ends it too, not only a draw
     * (without a lock it is false).
     */
    public TableSettings withPassLock(boolean locks, boolean untilCall) {
        return new TableSettings(deal, chi, locks, locks && untilCall, callsOnLastTile, callOrder, concealedKongsFirst, lateKongs, eachTile);
    }

    /** These settings with the wall's last discard callable or not. */
    public TableSettings withCallsOnLastTile(boolean allowed) {
        return new TableSettings(deal, chi, passLocks, callEndsLock, allowed, callOrder, concealedKongsFirst, lateKongs, eachTile);
    }

    /** These settings with the calls listed in this order. */
    public TableSettings withCallOrder(Move first, Move second, Move third) {
        return new TableSettings(deal, chi, passLocks, callEndsLock, callsOnLastTile, List.of(first, second, third), concealedKongsFirst,
                lateKongs, eachTile);
    }

    /** These settings with the concealed kongs listed first, or every kong by kind. */
    public TableSettings withConcealedKongsFirst(boolean first) {
        return new TableSettings(deal, chi, passLocks, callEndsLock, callsOnLastTile, callOrder, first, lateKongs, eachTile);
    }

    /** These settings with a discard of each tile listed, or one per kind. */
    public TableSettings withEachTile(boolean each) {
        return new TableSettings(deal, chi, passLocks, callEndsLock, callsOnLastTile, callOrder, concealedKongsFirst, lateKongs, each);
    }

    /** These settings with late kongs or none. */
    public TableSettings withLateKongs(boolean late) {
        return new TableSettings(deal, chi, passLocks, callEndsLock, callsOnLastTile, callOrder, concealedKongsFirst, late, eachTile);
    }
}
