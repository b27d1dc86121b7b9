package org.jantaku.engine.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * One seat during a hand, played in place: its concealed tiles ({@link ConcealedTiles}, counted by kind),
 * melds in the order made, its pond (every discard with its flags: {@link Pond}), and what the flow
 * keeps for every variant (declared, discarded yet, kinds locked against a win on a discard, kongs
 * let pass). Lists handed out are snapshots, made when asked and kept until the seat changes.
 *
 * <p>The steps (the mutators) are public: the flow plays them, and so does a variant that still
 * plays some of its own steps on the one seat (Riichi's state keeps a {@code Seat} of its melds per
 * seat and its own flags beside it). Not thread-safe, as the state it belongs to.
 *
 * @param <M> the variant's melds
 */
public final class Seat<M extends TableMeld> {
    private final ConcealedTiles hand;
    /** The hand's own counts by kind ({@link ConcealedTiles#liveCounts}), read here without a call. */
    private final int[] counts;
    private List<M> melds;
    private final Pond pond;
    private boolean declared;
    private long locked;
    /** Kinds locked until the seat's own next discard ({@link LockEnd#OWN_DISCARD}). */
    private long lockedToDiscard;
    /** Kinds locked for the rest of the hand ({@link LockEnd#HAND}). */
    private long lockedForHand;
    private long kongsPassed;
    private long winKinds;
    private boolean winKindsKnown;
    /** The live list of a discard of each concealed tile ({@link #discardView}), made when first asked; never copied. */
    private HandDiscards<?> discards;

    /** An empty seat: no tile, no meld, an empty pond. */
    public Seat() {
        hand = new ConcealedTiles(18);
        counts = hand.liveCounts();
        melds = List.of();
        pond = new Pond();
    }

    private Seat(Seat<M> o) {
        hand = o.hand.copy();
        counts = hand.liveCounts();
        melds = o.melds;
        pond = new Pond(o.pond);
        declared = o.declared;
        locked = o.locked;
        lockedToDiscard = o.lockedToDiscard;
        lockedForHand = o.lockedForHand;
        kongsPassed = o.kongsPassed;
        winKinds = o.winKinds;
        winKindsKnown = o.winKindsKnown;
    }

    /** An independent copy: changing either never changes the other. */
    public Seat<M> copy() {
        return new Seat<>(this);
    }

    /** Takes a new hand's tiles (sorted by id); everything else back to an empty seat's. */
    public void deal(List<Tile> tiles) {
        hand.deal(tiles);
        melds = List.of();
        pond.clear();
        declared = false;
        locked = 0;
        lockedToDiscard = 0;
        lockedForHand = 0;
        kongsPassed = 0;
        winKinds = 0;
        winKindsKnown = false;
    }

    /** The concealed tiles, sorted by id (a drawn tile included). */
    public List<Tile> hand() {
        return hand.snapshot();
    }

    public int handSize() {
        return hand.size();
    }

    /** How many concealed tiles of a kind (by index) the seat holds. */
    public int count(int kind) {
        return counts[kind];
    }

    /** The kinds held at least {@code n} (1-4) times among the concealed tiles, a bit per kind. */
    public long heldAtLeast(int n) {
        return hand.heldAtLeast(n);
    }

    /** The concealed counts by kind (34 entries), copied into {@code into}. */
    public int[] counts(int[] into) {
        return hand.counts(into);
    }

    /** The concealed counts by kind (34 entries), a new array. */
    public int[] counts() {
        return hand.counts();
    }

    /** The concealed tiles of a kind, lowest id first. */
    public List<Tile> ofKind(TileKind k) {
        return hand.ofKind(k);
    }

    /** The lowest concealed tile of a kind; the kind must be held. */
    Tile lowest(int kind) {
        return hand.lowest(kind);
    }

    /** The concealed tile at a position (sorted by id). */
    public Tile at(int i) {
        return hand.at(i);
    }

    /** The id of the concealed tile at a position (sorted by id), read without making a snapshot. */
    public int idAt(int i) {
        return hand.idAt(i);
    }

    /** The kind (by index) of the concealed tile at a position (sorted by id). */
    int kindAt(int i) {
        return hand.idAt(i) >> 2;
    }

    /** A discard of each concealed tile by id, read live (the flow's turn list of a seat that can only discard). */
    @SuppressWarnings("unchecked")
    <A extends TableAction> List<A> discardView(TableActions<A> actions) {
        HandDiscards<?> v = discards;
        if (v == null || !v.reads(this, actions)) {
            v = new HandDiscards<>(this, actions);
            discards = v;
        }
        return (List<A>) v;
    }

    /** Whether this very tile (by id) is among the concealed tiles. */
    public boolean holds(int id) {
        return hand.holds(id);
    }

    /** The concealed tiles, sorted by id, read live (unmodifiable; changes with the seat). */
    public List<Tile> handView() {
        return hand.view();
    }

    public List<M> melds() {
        return melds;
    }

    /** The discards not taken (by a call or a win), in order. */
    public List<Tile> pond() {
        return pond.lying();
    }

    /** Every discard in order, taken ones included, with its flags (tsumogiri, declared, taken). */
    public List<PondTile> pondTiles() {
        return pond.discards();
    }

    /** The discard at a position, taken ones included (read without making a snapshot). */
    public PondTile pondTile(int i) {
        return pond.get(i);
    }

    /** Every discard in order, read live (unmodifiable; changes with the seat). */
    public List<PondTile> pondView() {
        return pond.live();
    }

    /** Bit per kind discarded this hand (taken ones included). */
    public long pondKinds() {
        return pond.kinds();
    }

    /** Whether the seat declared (报听, riichi): its hand is frozen. */
    public boolean declared() {
        return declared;
    }

    /** Whether the seat has discarded this hand. */
    public boolean discarded() {
        return pond.size() > 0;
    }

    /** How many tiles the seat has discarded this hand (claimed ones included). */
    public int discards() {
        return pond.size();
    }

    /**
     * Kinds (a bit per kind index) the seat may not win on a discard now, every lock at once: until
     * its next draw (过水, a pass lock), its own next discard or the hand's end ({@link LockEnd}).
     */
    public long locked() {
        return locked | lockedToDiscard | lockedForHand;
    }

    /** Kinds (a bit per kind index) locked against a win on a discard until {@code end}. */
    public long locked(LockEnd end) {
        return switch (end) {
            case DRAW -> locked;
            case OWN_DISCARD -> lockedToDiscard;
            case HAND -> lockedForHand;
        };
    }

    /** Kinds (a bit per kind index) the seat could kong on an earlier turn and let pass. */
    public long kongsPassed() {
        return kongsPassed;
    }

    /**
     * Whether the seat holds the kinds that complete its hand (a bit per kind index) as the variant
     * last worked them out, for its concealed tiles without a drawn one: known until a tile leaves
     * the hand other than through {@link #removeDrawn} (the flow's {@link TableFlow#winKinds}, Riichi's
     * waits).
     */
    public boolean winKindsKnown() {
        return winKindsKnown;
    }

    /** The kinds that complete the hand as last worked out; read only while {@link #winKindsKnown}. */
    public long winKinds() {
        return winKinds;
    }

    /** Keeps the kinds that complete the hand without a drawn tile (a bit per kind index), worked out by the variant. */
    public void winKinds(long kinds) {
        winKinds = kinds;
        winKindsKnown = true;
    }

    /** A tile comes into the hand (dealt or drawn). */
    public void add(Tile t) {
        hand.add(t.id());
    }

    /**
     * Discards the tile just drawn, or another of its kind: the hand by kind is again the one its
     * kept win kinds were worked out for, so they stay known.
     */
    public void removeDrawn(Tile t) {
        boolean known = winKindsKnown;
        remove(t);
        winKindsKnown = known;
    }

    /** A tile leaves the hand (discarded, melded or set aside). */
    public void remove(Tile t) {
        hand.remove(t.id());
        winKindsKnown = false;
    }

    public void addMeld(M m) {
        List<M> next = new ArrayList<>(melds);
        next.add(m);
        melds = List.copyOf(next);
    }

    /** {@code old} becomes {@code m} in its place (a pung made an added kong). */
    public void replaceMeld(M old, M m) {
        List<M> next = new ArrayList<>(melds);
        next.set(next.indexOf(old), m);
        melds = List.copyOf(next);
    }

    /** A discard goes to the pond, with its flags. */
    public void toPond(Tile t, boolean tsumogiri, boolean declaring) {
        pond.add(t, tsumogiri, declaring);
        lockedToDiscard = 0; // the seat's own discard ends its lock till then
    }

    /** Another seat took the last discard (a call or a win on it). */
    public void pondTaken() {
        pond.takeLast();
    }

    /** The seat declared (报听, riichi). */
    public void declare() {
        declared = true;
    }

    void discarded(long passedKongs) {
        kongsPassed |= passedKongs;
    }

    void lock(long kinds) {
        locked |= kinds;
    }

    /** Locks {@code kinds} (a bit per kind index) against a win on a discard until {@code end}. */
    public void lock(long kinds, LockEnd end) {
        switch (end) {
            case DRAW -> locked |= kinds;
            case OWN_DISCARD -> lockedToDiscard |= kinds;
            case HAND -> lockedForHand |= kinds;
        }
    }

    void unlock() {
        locked = 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Seat<?> s && hand.sameTiles(s.hand) && melds.equals(s.melds)
                && pond.equals(s.pond) && declared == s.declared && locked == s.locked
                && lockedToDiscard == s.lockedToDiscard && lockedForHand == s.lockedForHand && kongsPassed == s.kongsPassed;
    }

    @Override
    public int hashCode() {
        return Objects.hash(hand(), melds, pond, declared, locked, lockedToDiscard, lockedForHand, kongsPassed);
    }

    @Override
    public String toString() {
        return "Seat[hand=" + hand() + ", melds=" + melds + ", pond=" + pond() + ", declared=" + declared + "]";
    }
}
