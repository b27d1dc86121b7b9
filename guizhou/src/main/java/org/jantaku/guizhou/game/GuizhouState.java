package org.jantaku.guizhou.game;

import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableSettings;
import org.jantaku.engine.table.TableState;
import org.jantaku.guizhou.settlement.FirstOneSou;

/**
 * A game of 捉鸡麻将, played in place by {@link GuizhouGame}: the table's state (a seat's
 * {@code declared} is its 报听, {@code locked} its 过水, {@code kongsPassed} its 闷豆/转弯豆 let pass,
 * which made later are ordinary replacements, 普通补张) and the hand's first discarded 1条.
 */
public final class GuizhouState extends TableState<Meld> {
    Optional<FirstOneSou> firstOneSou = Optional.empty();
    Optional<Tile> firstOneSouTile = Optional.empty();

    GuizhouState(RuleSet rules, Walls walls, TableSettings settings) {
        super(rules, walls, settings, 4, 0);
    }

    private GuizhouState(GuizhouState o) {
        super(o);
        firstOneSou = o.firstOneSou;
        firstOneSouTile = o.firstOneSouTile;
    }

    @Override
    public GuizhouState copy() {
        return new GuizhouState(this);
    }

    /** The hand's first discarded 1条 and its claimer. */
    public Optional<FirstOneSou> firstOneSou() {
        return firstOneSou;
    }

    /** That tile. */
    public Optional<Tile> firstOneSouTile() {
        return firstOneSouTile;
    }

    @Override
    public boolean equals(Object o) {
        return super.equals(o) && o instanceof GuizhouState g && firstOneSou.equals(g.firstOneSou)
                && firstOneSouTile.equals(g.firstOneSouTile);
    }

    @Override
    public int hashCode() {
        return Objects.hash(super.hashCode(), firstOneSou);
    }
}
