/**
 * The model of a hand's end ({@link org.jantaku.engine.view.result.HandResultView}: the headline
 * {@link org.jantaku.engine.view.result.Outcome}, each win with its hand, melds, winning tile and yaku / fan /
 * pattern list, a {@link org.jantaku.engine.view.result.PaymentTable}) and of a game's end
 * ({@link org.jantaku.engine.view.result.GameResultView}), built by each variant from its result events and
 * the state before the step, never by computing a rule again.
 */
package org.jantaku.engine.view.result;
