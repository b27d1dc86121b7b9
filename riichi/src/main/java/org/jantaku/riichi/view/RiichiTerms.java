package org.jantaku.riichi.view;

import static java.util.Map.entry;

import org.jantaku.core.hand.MeldShape;
import org.jantaku.engine.table.Names;
import org.jantaku.engine.table.Terms;

/**
 * Riichi's names of its melds, the one set of words the table, the result screens and the keep page read
 * ({@code riichi.meld.<key>}, served from {@code RiichiModule.melds()}): チー chi, ポン pon, 大明槓 an open kan,
 * 暗槓 a closed kan, 加槓 an added kan. Their keys name a meld in the table view and in a result's meld labels; they are
 * the shapes' view keys ({@link MeldShape#viewKey()}).
 */
public final class RiichiTerms {
    private RiichiTerms() {
    }

    /** The melds. */
    public static final Terms<MeldShape> MELDS = Terms.of("meld",
            entry(MeldShape.CHI, Names.of("chi", "Chi", "チー", "吃")),
            entry(MeldShape.PUNG, Names.of("pon", "Pon", "ポン", "碰")),
            entry(MeldShape.EXPOSED_KONG, Names.of("open_kan", "Open kan", "大明槓", "明杠")),
            entry(MeldShape.CONCEALED_KONG, Names.of("closed_kan", "Closed kan", "暗槓", "暗杠")),
            entry(MeldShape.ADDED_KONG, Names.of("added_kan", "Added kan", "加槓", "加杠")));
}
