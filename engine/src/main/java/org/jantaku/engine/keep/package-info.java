/**
 * Keeping a game by reports: what a variant's module supplies ({@link ReportKeeping}, found with the module's
 * {@link org.jantaku.engine.spi.VariantModule#reportKeeping()}) so that the server's scorekeeping keeps its
 * sessions, shows them and lists its fouls without naming the variant: a session taking reports as JSON
 * ({@link ReportSession}), how the pages show it ({@link KeepStyle}), the foul catalog ({@link FoulCatalog}),
 * the final {@link Standing} and the undo note every kept game writes alike ({@link UndoNote}).
 */
package org.jantaku.engine.keep;
