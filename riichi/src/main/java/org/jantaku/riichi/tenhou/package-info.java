/**
 * Reading Tenhou mjlog XML game logs: {@link org.jantaku.riichi.tenhou.MjlogReader} turns a file into
 * an {@link org.jantaku.riichi.tenhou.Mjlog}, the decoded header and the list of
 * {@link org.jantaku.riichi.tenhou.MjlogEvent}s in file order. {@link org.jantaku.riichi.tenhou.Tenhou6Reader}
 * reads tenhou.net/6 JSON logs into the same model, replaying each hand to recover the order of play
 * and giving the tiles allocated ids (see {@code docs/tenhou-import.md}); {@link org.jantaku.riichi.tenhou.MjaiReader}
 * reads mjai JSON lines into it too. {@link org.jantaku.riichi.tenhou.EngineReplay} plays a log through the
 * engine, {@link org.jantaku.riichi.tenhou.TenhouImport} makes it an engine record, and
 * {@link org.jantaku.riichi.tenhou.MjaiWriter} and {@link org.jantaku.riichi.tenhou.Tenhou6Writer} write a
 * record as mjai and tenhou.net/6 ({@code docs/mjai.md}); {@link org.jantaku.riichi.tenhou.LogFormat} tells the
 * formats apart by content.
 *
 * <p>Conventions: seats are 0-3 as in the file ({@code n0} is the player who was East in East 1 when
 * {@code TAIKYOKU oya} is 0); tiles are {@link org.jantaku.core.tile.Tile}s (Tenhou's 136 ids); scores
 * and score changes are real points (the file writes hundreds); records hold no nulls (absent
 * attributes are {@code Optional}/{@code OptionalInt} or empty lists) and their lists are immutable.
 *
 * <p>Tags kept: everything found in the known logs. {@code SHUFFLE} (the wall seed) is kept verbatim
 * in {@link org.jantaku.riichi.tenhou.Shuffle}; {@code BYE} and non-header {@code UN} tags become
 * {@link org.jantaku.riichi.tenhou.Disconnect} and {@link org.jantaku.riichi.tenhou.Reconnect}
 * events, which a replay can ignore. Unknown tags are errors; unknown attributes are ignored.
 * Three-player logs are read in Tenhou's four-seat layout (the fourth seat empty); a North set aside
 * (北抜き) is a {@link org.jantaku.riichi.tenhou.Nuki} event and a winner's Norths are
 * {@link org.jantaku.riichi.tenhou.Agari#nukis()}.
 */
package org.jantaku.riichi.tenhou;
