package org.jantaku.riichi.tenhou;

/**
 * One game event of an mjlog, in file order: every tag after the header except the header tags
 * themselves ({@code SHUFFLE}, {@code GO}, the first {@code UN} if it comes before any event, {@code TAIKYOKU}, which are read into
 * {@link Mjlog}'s fields).
 *
 * <p>Each tag becomes exactly one event, with one exception: a reconnection {@code UN} tag naming
 * several seats becomes one {@link Reconnect} per seat, in seat order (Tenhou writes one seat per
 * reconnection tag, so in practice this is one event too).
 */
public sealed interface MjlogEvent permits Init, Draw, Discard, Call, Nuki, Riichi, Dora, Agari, Ryuukyoku,
        Disconnect, Reconnect {
}
