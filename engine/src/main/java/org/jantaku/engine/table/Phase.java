package org.jantaku.engine.table;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jantaku.core.tile.Tile;

/**
 * What the game waits for, as a value ({@link TableParts#phase}, made when first asked after it changed), the one of
 * every variant: a seat's turn, a claim window, the game's end, or a phase of the variant's own ({@link Own}: Riichi's
 * tenpai declarations at a draw, its dealer's choice to play on).
 */
public sealed interface Phase permits Phase.Turn, Phase.Claims, Phase.Over, Phase.Own {

    /** The seats the game waits for. */
    Set<Integer> toAct();

    /**
     * {@code seat} must act: after a draw ({@code drawn}) it may win, kong, declare or discard; after a chi or pung
     * (no draw) it discards, never a tile of the kinds in {@code undiscardable}.
     *
     * @param replacement the drawn tile is a replacement (for a kong, or a tile set aside: Riichi's 北抜き, 嶺上)
     * @param afterKong the seat's discard would follow a replacement draw
     * @param undiscardable kinds the turn may not discard, a bit per kind index (Riichi's 喰い替え after a call; else 0)
     */
    record Turn(int seat, Optional<Tile> drawn, boolean replacement, boolean afterKong, long undiscardable) implements Phase {
        /** The turns after a draw, by {@code (seat * 136 + tile id) * 2 + replacement}: a draw allocates none. */
        private static final Turn[] AFTER_DRAW = new Turn[4 * Tile.COUNT * 2];

        static {
            for (int seat = 0; seat < 4; seat++) {
                for (int id = 0; id < Tile.COUNT; id++) {
                    for (int r = 0; r < 2; r++) {
                        AFTER_DRAW[(seat * Tile.COUNT + id) * 2 + r] = new Turn(seat, Optional.of(Tile.of(id)), r == 1, r == 1, 0);
                    }
                }
            }
        }

        /** The turn of {@code seat} after it drew {@code drawn} (a replacement or not), a shared value. */
        static Turn afterDraw(int seat, Tile drawn, boolean replacement) {
            return AFTER_DRAW[(seat * Tile.COUNT + drawn.id()) * 2 + (replacement ? 1 : 0)];
        }

        @Override
        public Set<Integer> toAct() {
            return SeatSet.of(1 << seat);
        }
    }

    /** One seat's answer in a claim window, as given. */
    record Answer(int seat, TableAction action) {
    }

    /**
     * Others may claim {@code tile} of seat {@code from}: a discard (declaring riichi or 报听 when {@code declaring}),
     * a tile added to a pung or shown in a concealed kong ({@link ClaimWindow.On#KONG}: only a win robs it, 搶槓), or a
     * tile set aside ({@link ClaimWindow.On#ASIDE}, Riichi's 北抜き: only a win takes it).
     *
     * @param afterKong the discard follows the discarder's replacement draw
     * @param waiting the seats still to answer, in turn order after {@code from}
     * @param answers the answers so far, in the order given
     */
    record Claims(int from, Tile tile, ClaimWindow.On on, boolean declaring, boolean afterKong, List<Integer> waiting,
            List<Answer> answers) implements Phase {
        public Claims {
            waiting = List.copyOf(waiting);
            answers = List.copyOf(answers);
        }

        /** Whether the tile is being added to a kong (or shown in one): only a win robs it. */
        public boolean robbing() {
            return on == ClaimWindow.On.KONG;
        }

        @Override
        public Set<Integer> toAct() {
            int mask = 0;
            for (int i = 0, n = waiting.size(); i < n; i++) {
                mask |= 1 << waiting.get(i);
            }
            return SeatSet.of(mask);
        }
    }

    /** The game is over. */
    record Over() implements Phase {
        /** The one value. */
        static final Over OVER = new Over();

        @Override
        public Set<Integer> toAct() {
            return SeatSet.of(0);
        }
    }

    /** A phase of the variant's own, which its hooks play ({@link TableHooks#ownActions}, {@link TableHooks#own}). */
    non-sealed interface Own extends Phase {
    }
}
