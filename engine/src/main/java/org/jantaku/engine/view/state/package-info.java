/**
 * The model of a seat's view of a table ({@code state.view} on the server's table socket, a replay step's
 * {@code view}): {@link org.jantaku.engine.view.state.SeatView} and the records every variant's view is made
 * of, and {@link org.jantaku.engine.view.state.FlowViews}, the part every variant shows alike.
 * A view holds nothing the engine's observation it is built from does not.
 */
package org.jantaku.engine.view.state;
