package org.jantaku.riichi.game;

import java.util.List;
import java.util.Optional;
import org.jantaku.core.tile.Tile;
import org.jantaku.riichi.settlement.FinalScores;

/** What the game waits for. */
public sealed interface Phase permits Phase.Turn, Phase.Claims, Phase.Declarations, Phase.DealerChoice, Phase.Over {

    /**
     * {@code seat} must act: after a draw ({@code drawn}, from the dead wall when {@code rinshan}) it
     * may win, declare a kan or riichi, or discard; after a chi or pon (no draw) it discards, never a
     * tile of the kinds in {@code forbidden} (喰い替え, a bit per kind).
     */
    record Turn(int seat, Optional<Tile> drawn, boolean rinshan, long forbidden) implements Phase {
        /** The turns after a draw, by {@code (seat * 136 + tile id) * 2 + rinshan}: a draw allocates none. */
        private static final Turn[] AFTER_DRAW = new Turn[4 * Tile.COUNT * 2];

        static {
            for (int seat = 0; seat < 4; seat++) {
                for (int id = 0; id < Tile.COUNT; id++) {
                    for (int r = 0; r < 2; r++) {
                        AFTER_DRAW[(seat * Tile.COUNT + id) * 2 + r] = new Turn(seat, Optional.of(Tile.of(id)), r == 1, 0);
                    }
                }
            }
        }

        static Turn afterDraw(int seat, Tile drawn, boolean rinshan) {
            return AFTER_DRAW[(seat * Tile.COUNT + drawn.id()) * 2 + (rinshan ? 1 : 0)];
        }
    }

    /** One seat's answer in a claim window. */
    record Answer(int seat, RiichiAction action) {
    }

    /**
     * Others may claim {@code tile}: a discard of {@code discarder} (declaring riichi when
     * {@code riichi}), or with {@code chankan} the tile {@code discarder} adds to a kan (or shows in a
     * closed kan, which only thirteen orphans may rob), or with {@code nuki} a North {@code discarder}
     * sets aside (北抜き, {@code riichi.nukiRon}: not 搶槓), which only a ron may take. {@code waiting}
     * still have to answer; {@code answers} are the answers so far.
     */
    record Claims(int discarder, Tile tile, boolean riichi, boolean chankan, boolean nuki, List<Integer> waiting,
            List<Answer> answers) implements Phase {
        public Claims {
            waiting = List.copyOf(waiting);
            answers = List.copyOf(answers);
        }

        /** A claim window on a discard or a kan's tile (no North set aside). */
        public Claims(int discarder, Tile tile, boolean riichi, boolean chankan, List<Integer> waiting,
                List<Answer> answers) {
            this(discarder, tile, riichi, chankan, false, waiting, answers);
        }

        /** As the record printed before {@code nuki} was added, which it shows only when set. */
        @Override
        public String toString() {
            return "Claims[discarder=" + discarder + ", tile=" + tile + ", riichi=" + riichi + ", chankan=" + chankan
                    + (nuki ? ", nuki=true" : "") + ", waiting=" + waiting + ", answers=" + answers + "]";
        }
    }

    /**
     * 流局時の聴牌宣言 ({@code riichi.notenDeclarationWhenTenpai}): at an exhaustive draw the tenpai
     * seats not in riichi declare tenpai or noten one by one, in turn order from the dealer;
     * {@code waiting} still have to declare (the first is to act), {@code noten} declared noten.
     */
    record Declarations(List<Integer> waiting, List<Integer> noten) implements Phase {
        public Declarations {
            waiting = List.copyOf(waiting);
            noten = List.copyOf(noten);
            if (waiting.isEmpty()) {
                throw new IllegalArgumentException("nobody left to declare");
            }
        }
    }

    /**
     * The last hand ended with the dealer kept on but not first ({@code riichi.agariYame} or
     * {@code riichi.tenpaiYame} = {@code kyoto}): the dealer chooses to play on or end the game.
     * {@code won}: the hand was won (for the next honba).
     */
    record DealerChoice(int dealer, boolean won) implements Phase {
    }

    /** The game is over. */
    record Over(FinalScores.Result result) implements Phase {
    }
}
