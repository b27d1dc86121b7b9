package org.jantaku.riichi.scoring;

import java.util.ArrayList;
import java.util.List;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldNotation;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileFace;
import org.jantaku.core.tile.TileSet;
import org.jantaku.core.tile.Wind;

/** Builds win requests from notation for tests. */
final class Hands {
    private final TileAllocator alloc = new TileAllocator(TileSet.STANDARD_136, true);
    private final List<Tile> concealed;
    private final List<Meld> melds = new ArrayList<>();
    private Tile win;
    private boolean tsumo;
    private boolean riichi;
    private boolean ippatsu;
    private boolean doubleRiichi;
    private boolean rinshan;
    private boolean chankan;
    private boolean haitei;
    private boolean houtei;
    private boolean tenhou;
    private boolean chiihou;
    private boolean renhou;
    private boolean openRiichi;
    private boolean nagashi;
    private Wind seat = Wind.SOUTH;
    private Wind round = Wind.EAST;
    private final List<Tile> dora = new ArrayList<>();
    private final List<Tile> ura = new ArrayList<>();
    private int honba;
    private int sticks;

    private Hands(String hand, String winTile, List<String> meldTexts) {
        for (String m : meldTexts) {
            melds.add(MeldNotation.parse(m, alloc));
        }
        concealed = alloc.takeAll(Notation.parse(hand));
        TileFace w = Notation.parseOne(winTile);
        win = concealed.stream().filter(t -> t.face().equals(w)).reduce((a, b) -> b).orElseThrow();
    }

    static Hands of(String hand, String win, String... melds) {
        return new Hands(hand, win, List.of(melds));
    }

    Hands tsumo() {
        tsumo = true;
        return this;
    }

    Hands riichi() {
        riichi = true;
        return this;
    }

    Hands ippatsu() {
        ippatsu = true;
        return this;
    }

    Hands doubleRiichi() {
        doubleRiichi = true;
        return this;
    }

    Hands rinshan() {
        rinshan = true;
        return this;
    }

    Hands chankan() {
        chankan = true;
        return this;
    }

    Hands haitei() {
        haitei = true;
        return this;
    }

    Hands houtei() {
        houtei = true;
        return this;
    }

    Hands tenhou() {
        tenhou = true;
        return this;
    }

    Hands chiihou() {
        chiihou = true;
        return this;
    }

    Hands renhou() {
        renhou = true;
        return this;
    }

    /** オープン立直 (the rules must allow it: riichi.openRiichi). */
    Hands openRiichi() {
        openRiichi = true;
        return this;
    }

    /** 流し満貫. */
    Hands nagashi() {
        nagashi = true;
        return this;
    }

    Hands dealer() {
        seat = Wind.EAST;
        return this;
    }

    Hands seat(Wind w) {
        seat = w;
        return this;
    }

    Hands round(Wind w) {
        round = w;
        return this;
    }

    Hands dora(String indicators) {
        dora.addAll(alloc.takeAll(Notation.parse(indicators)));
        return this;
    }

    Hands ura(String indicators) {
        ura.addAll(alloc.takeAll(Notation.parse(indicators)));
        return this;
    }

    Hands honba(int n) {
        honba = n;
        return this;
    }

    Hands sticks(int n) {
        sticks = n;
        return this;
    }

    WinRequest request() {
        WinSituation s = new WinSituation(tsumo, riichi || doubleRiichi, doubleRiichi, openRiichi, ippatsu, rinshan, chankan,
                haitei, houtei, tenhou, chiihou, renhou, nagashi, round, seat);
        return new WinRequest(new Hand(concealed, melds), win, s, dora, ura, honba, sticks);
    }
}
