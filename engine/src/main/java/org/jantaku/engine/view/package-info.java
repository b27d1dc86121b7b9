/**
 * What a table shows of a game, for every variant alike: the SPI {@link org.jantaku.engine.view.VariantViews}
 * (returned by {@link org.jantaku.engine.spi.VariantModule#views()}) and the models it builds, a seat's view
 * ({@code view.state}) and a hand's and game's end ({@code view.result}). Every record has explicit
 * snake_case JSON names (the server's protocol, docs/protocol.md), so a client depends on no Java name.
 */
package org.jantaku.engine.view;
