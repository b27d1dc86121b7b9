package org.jantaku.engine.table;

import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;

/**
 * A variant's actions as the flow offers them, made once: one value per tile and per kind, so
 * listing legal actions allocates no action.
 *
 * @param <A> the variant's actions
 */
public final class TableActions<A extends TableAction> {
    private final Object[] discards;
    private final Object[] declarations;
    private final Object[] concealedKongs;
    private final Object[] addedKongs;
    /** A list of the one discard of each tile id: a frozen hand's turn, listed without allocating. */
    private final Object[] discardOnly;
    private final Object[] chis = new Object[TileKind.COUNT];
    private final boolean byKind;
    private Object aside;
    final A selfDraw;
    final A win;
    final A pass;
    private final A pung;
    final A kong;

    /**
     * @param tiles how many physical tiles (discards are made for ids 0 … tiles − 1)
     * @param discard the discard of a tile id; {@code declare}: the declaration with it; {@code concealedKong}: of a
     *     kind index; {@code addedKong}: adding the tile of an id to the pung of its kind
     */
    public TableActions(int tiles, IntFunction<A> discard, IntFunction<A> declare, IntFunction<A> concealedKong, IntFunction<A> addedKong, A selfDraw,
            A win, A pass, A pung, A kong) {
        discards = new Object[tiles];
        declarations = new Object[tiles];
        addedKongs = new Object[tiles];
        discardOnly = new Object[tiles];
        for (int id = 0; id < tiles; id++) {
            discards[id] = discard.apply(id);
            declarations[id] = declare.apply(id);
            addedKongs[id] = addedKong.apply(id);
            discardOnly[id] = List.of(discards[id]);
        }
        byKind = discards[0] instanceof TableAction.DiscardKind;
        concealedKongs = new Object[TileKind.COUNT];
        for (int k = 0; k < TileKind.COUNT; k++) {
            concealedKongs[k] = concealedKong.apply(k);
        }
        this.selfDraw = selfDraw;
        this.win = win;
        this.pass = pass;
        this.pung = pung;
        this.kong = kong;
    }

    /**
     * The actions of a variant whose pungs name their tiles (Riichi's pon: its {@link TableFlow#pungs} lists them):
     * as {@link #TableActions(int, IntFunction, IntFunction, IntFunction, IntFunction, TableAction, TableAction,
     * TableAction, TableAction, TableAction) the other}, without the one pung.
     */
    public TableActions(int tiles, IntFunction<A> discard, IntFunction<A> declare, IntFunction<A> concealedKong, IntFunction<A> addedKong, A selfDraw,
            A win, A pass, A kong) {
        this(tiles, discard, declare, concealedKong, addedKong, selfDraw, win, pass, null, kong);
    }

    /**
     * The actions of a variant whose discards name a kind (copies alike, one value per kind) and which
     * has no declaration: {@code discard} and {@code chi} of a kind index.
     */
    public static <A extends TableAction> TableActions<A> byKind(int tiles, IntFunction<A> discard, IntFunction<A> chi,
            IntFunction<A> concealedKong, IntFunction<A> addedKong, A selfDraw, A win, A pass, A pung, A kong, A aside) {
        List<A> kinds = IntStream.range(0, TileKind.COUNT).mapToObj(discard).toList();
        TableActions<A> out = new TableActions<>(tiles, id -> kinds.get(id / 4), id -> kinds.get(id / 4), concealedKong,
                id -> addedKong.apply(id / 4), selfDraw, win, pass, pung, kong);
        for (int k = 0; k < TileKind.COUNT; k++) {
            out.chis[k] = chi.apply(k);
        }
        out.aside = aside;
        return out;
    }

    /** The discard of a kind, one value per kind (the actions of {@link #byKind}). */
    @SuppressWarnings("unchecked")
    public A discard(TileKind kind) {
        if (!byKind) {
            throw new IllegalStateException("these discards name a tile, not a kind");
        }
        return (A) discards[kind.index() * 4];
    }

    /** Whether discards name a kind, not a tile. */
    boolean byKind() {
        return byKind;
    }

    /** The one pung of a kind (a variant whose pungs name their tiles has none). */
    A pung() {
        if (pung == null) {
            throw new IllegalStateException("these pungs name their tiles: the variant lists them");
        }
        return pung;
    }

    @SuppressWarnings("unchecked")
    A chi(int low) {
        return (A) chis[low];
    }

    @SuppressWarnings("unchecked")
    A aside() {
        return (A) aside;
    }

    /** The discard of a tile, the one value the legal lists hold. */
    @SuppressWarnings("unchecked")
    public A discard(Tile t) {
        return (A) discards[t.id()];
    }

    /** The discard of the tile of an id. */
    @SuppressWarnings("unchecked")
    A discard(int id) {
        return (A) discards[id];
    }

    /** The declaration (报听, riichi) with the discard of a tile, the one value the legal lists hold. */
    @SuppressWarnings("unchecked")
    public A declare(Tile t) {
        return (A) declarations[t.id()];
    }

    /** How many physical tiles there are. */
    int tiles() {
        return discards.length;
    }

    @SuppressWarnings("unchecked")
    A concealedKong(int kind) {
        return (A) concealedKongs[kind];
    }

    /** Adding a tile of a kind to its pung, for actions that name the kind (as a record of one does). */
    @SuppressWarnings("unchecked")
    A addedKong(int kind) {
        return (A) addedKongs[4 * kind];
    }

    /** Adding this very tile to the pung of its kind. */
    @SuppressWarnings("unchecked")
    A addedKong(Tile t) {
        return (A) addedKongs[t.id()];
    }

    /** The list of the one discard of this tile (a frozen hand's turn), made once. */
    @SuppressWarnings("unchecked")
    List<A> discardOnly(Tile t) {
        return (List<A>) discardOnly[t.id()];
    }
}
