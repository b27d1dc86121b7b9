/**
 * What every variant's agents share, on kind counts (34 entries, as {@link org.jantaku.core.analysis.Shanten}
 * reads them): the winning shapes a variant allows ({@link org.jantaku.bots.play.HandShape}), ukeire
 * ({@link org.jantaku.bots.play.TileEfficiency}), the choice of a discard by shanten, ukeire and a
 * variant's preferences ({@link org.jantaku.bots.play.DiscardChoice}), the danger of a tile against a
 * threatening seat ({@link org.jantaku.bots.play.Danger}), and what one seat sees of the table
 * ({@link org.jantaku.bots.play.TableView}).
 */
package org.jantaku.bots.play;
