/**
 * The model of a hand's end ({@link org.jantaku.engine.view.result.HandResultView}: the headline
 * {@link org.jantaku.engine.view.result.Outcome}, each win with its hand, melds, winning tile and yaku / fan /
 * pattern list, a {@link org.jantaku.engine.view.result.PaymentTable}) and of a game's end
 * ({@link org.jantaku.engine.view.result.GameResultView}), built by each variant from its result events and
 * the state before the step, never by computing a rule again. What every variant builds alike is here, once: the
 * payments table of a settlement's transfers, a win's outcome from its win views, a winner's hand from its tiles, and
 * a game's standings ({@link org.jantaku.engine.view.result.Standings}).
 */
package org.jantaku.engine.view.result;
