package org.jantaku.riichi.tenhou;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileFace;

/**
 * One seat's tiles while a tenhou.net/6 hand (or an mjai log's) is replayed: the concealed tiles (with their
 * 136-ids), the melds in the order they were made, the Norths set aside (三麻 北抜き) and the tile drawn this turn.
 */
final class Tenhou6Seat {
    private final boolean redFives;
    private final List<Tile> concealed = new ArrayList<>();
    private final List<Meld> melds = new ArrayList<>();
    private final List<Integer> meldSources = new ArrayList<>();
    private final List<Tile> nukis = new ArrayList<>();
    private Optional<Tile> drawn = Optional.empty();
    private boolean riichi;

    Tenhou6Seat(boolean redFives) {
        this.redFives = redFives;
    }

    /** Adds a dealt tile. */
    void deal(Tile tile) {
        concealed.add(tile);
    }

    /** Adds a drawn tile, which becomes this turn's draw. */
    void draw(Tile tile) {
        concealed.add(tile);
        drawn = Optional.of(tile);
    }

    /** The tile drawn this turn, until the turn's discard or call. */
    Optional<Tile> drawn() {
        return drawn;
    }

    /** Ends the turn's draw (after a discard or a call). */
    void forgetDraw() {
        drawn = Optional.empty();
    }

    /** Removes the drawn tile (tsumogiri); empty when nothing was drawn this turn. */
    Optional<Tile> takeDrawn() {
        Optional<Tile> t = drawn;
        t.ifPresent(concealed::remove);
        drawn = Optional.empty();
        return t;
    }

    /**
     * Removes a concealed tile showing {@code face}: the lowest id, preferring a tile other than this
     * turn's draw when {@code notDrawn} (a discard from the hand). Empty when none is held.
     */
    Optional<Tile> take(TileFace face, boolean notDrawn) {
        Optional<Tile> found = concealed.stream()
                .filter(t -> shows(t, face))
                .min(Comparator.comparing((Tile t) -> notDrawn && drawn.isPresent() && t.equals(drawn.get()))
                        .thenComparing(Comparator.naturalOrder()));
        found.ifPresent(concealed::remove);
        return found;
    }

    /**
     * Removes a concealed tile showing {@code face} other than this turn's draw (a discard from the hand):
     * the lowest id; empty when only the drawn tile, or no tile, shows it.
     */
    Optional<Tile> takeFromHand(TileFace face) {
        Optional<Tile> found = concealed.stream()
                .filter(t -> shows(t, face) && !(drawn.isPresent() && t.equals(drawn.get())))
                .min(Comparator.naturalOrder());
        found.ifPresent(concealed::remove);
        return found;
    }

    /** Whether a tile shows a face; without red fives every five is plain. */
    boolean shows(Tile tile, TileFace face) {
        return redFives ? tile.face().equals(face) : tile.kind() == face.kind();
    }

    /** Adds a meld made now, called from {@code source} (the seat itself for a closed kan). */
    void addMeld(Meld meld, int source) {
        melds.add(meld);
        meldSources.add(source);
    }

    /** Replaces the meld at {@code index} (a pon becoming an added kan). */
    void replaceMeld(int index, Meld meld) {
        melds.set(index, meld);
    }

    /** Sets a North aside (北抜き), already taken from the concealed tiles. */
    void setAside(Tile north) {
        nukis.add(north);
    }

    /** The Norths set aside, in order. */
    List<Tile> nukis() {
        return List.copyOf(nukis);
    }

    List<Meld> melds() {
        return List.copyOf(melds);
    }

    int meldSource(int index) {
        return meldSources.get(index);
    }

    /** The concealed tiles sorted by id. */
    List<Tile> concealed() {
        return concealed.stream().sorted().toList();
    }

    void declareRiichi() {
        riichi = true;
    }

    boolean inRiichi() {
        return riichi;
    }
}
