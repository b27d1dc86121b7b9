package org.jantaku.guangdong.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.wall.Walls;
import org.jantaku.engine.table.Meld;
import org.jantaku.engine.table.TableSettings;
import org.jantaku.engine.table.TableState;
import org.jantaku.guangdong.rules.GuangdongRules;

/**
 * A 广东麻将 game, played in place by {@link GuangdongGame}: the table's state (the streak is the
 * dealer's term, 连庄, which sets the horse count; a seat's {@code locked} is its 漏胡) and what only
 * 广东麻将 keeps: how often the deal has moved (the prevailing wind and the game's length), the
 * horses set aside (推倒胡 买马, face down until the hand is settled), who fed the kong a replacement
 * draw follows (杠上开花), the feeds of fourth exposed melds (十二张落地), the seats that left this
 * hand (逃跑) and the last hand's result.
 */
public final class GuangdongState extends TableState<Meld> {
    /** The rules are 推倒胡's (asked on every claim). */
    final boolean tuidaohu;
    int dealMoves;
    List<Tile> horses = List.of();
    int kongFrom;
    List<Feed> twelveFeeds = List.of();
    List<Integer> escaped = List.of();
    Optional<HandResult> last = Optional.empty();

    GuangdongState(RuleSet rules, Walls walls, TableSettings settings, int points) {
        super(rules, walls, settings, 4, points);
        tuidaohu = GuangdongRules.isTuidaohu(rules);
    }

    private GuangdongState(GuangdongState o) {
        super(o);
        tuidaohu = o.tuidaohu;
        dealMoves = o.dealMoves;
        horses = o.horses;
        kongFrom = o.kongFrom;
        twelveFeeds = o.twelveFeeds;
        escaped = o.escaped;
        last = o.last;
    }

    @Override
    public GuangdongState copy() {
        return new GuangdongState(this);
    }

    /** A feed of a fourth exposed meld (十二张落地): {@code feeder}'s discard completed {@code player}'s. */
    public record Feed(int feeder, int player) {
    }

    /** How many times the deal has moved to another seat. */
    public int dealMoves() {
        return dealMoves;
    }

    /** The prevailing wind (风圈): 东 until the deal has moved four times, then 南 … */
    public TileKind prevailing() {
        return TileKind.of(TileKind.EAST.index() + Math.min(dealMoves / 4, 3));
    }

    /** The horses set aside this hand (face down until it is settled). */
    public List<Tile> horses() {
        return horses;
    }

    /** The seats whose players left during this hand (逃跑, 推倒胡), in seat order. */
    public List<Integer> escaped() {
        return escaped;
    }

    /** 十二张落地: each feeder of a player's fourth exposed meld, in order. */
    public List<Feed> twelveFeeds() {
        return twelveFeeds;
    }

    /** The last hand's result, once one has ended. */
    public Optional<HandResult> last() {
        return last;
    }

    void escaping(int seat) {
        List<Integer> left = new ArrayList<>(escaped);
        left.add(seat);
        escaped = left.stream().sorted().toList();
    }

    void fed(int feeder, int player) {
        List<Feed> feeds = new ArrayList<>(twelveFeeds);
        feeds.add(new Feed(feeder, player));
        twelveFeeds = List.copyOf(feeds);
    }

    @Override
    public boolean equals(Object o) {
        return super.equals(o) && o instanceof GuangdongState g && dealMoves == g.dealMoves && horses.equals(g.horses)
                && kongFrom == g.kongFrom && twelveFeeds.equals(g.twelveFeeds) && escaped.equals(g.escaped) && last.equals(g.last);
    }

    @Override
    public int hashCode() {
        return Objects.hash(super.hashCode(), dealMoves, escaped);
    }
}
