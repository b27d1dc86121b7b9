package org.jantaku.guizhou.game;

import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableObservation;

/**
 * What one seat may know of a game of 捉鸡麻将 (or, with no seat, the all-open view): the table's
 * observation (a seat's declaration is its 报听); never the tile to be flipped for chickens.
 */
public record GuizhouObservation(TableObservation<Meld> table) {
}
