package org.jantaku.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.jantaku.core.analysis.Decomposer;
import org.jantaku.core.analysis.Decomposition;
import org.jantaku.core.analysis.Shanten;
import org.jantaku.core.analysis.TenpaiRule;
import org.jantaku.core.analysis.Ukeire;
import org.jantaku.core.analysis.Wait;
import org.jantaku.core.analysis.Waits;
import org.jantaku.core.hand.Hand;
import org.jantaku.core.hand.Meld;
import org.jantaku.core.hand.MeldNotation;
import org.jantaku.core.tile.Lang;
import org.jantaku.core.tile.Notation;
import org.jantaku.core.tile.NotationException;
import org.jantaku.core.tile.Tile;
import org.jantaku.core.tile.TileAllocator;
import org.jantaku.core.tile.TileKind;
import org.jantaku.core.tile.TileSet;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code jantaku hand TILES}: shanten, waits, ukeire and readings of a hand. */
@Command(name = "hand",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Analyse a hand: shanten, waits, useful tiles, best discards, readings.",
            "Shows the shanten of each form, the waits and tenpai of a 13-tile hand, its useful tiles (ukeire) with unseen counts, the best discards of a 14-tile hand, and every reading of a complete hand.",
            "Example: jantaku hand 123m456p789s1122z3z --lang ja"})
final class HandCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TILES", description = "Concealed tiles in mpsz notation, e.g. 123m406p789s1122z (0 = red five).")
    String tiles;

    @Option(names = {"-m", "--meld"}, paramLabel = "TYPE:TILES",
            description = "A meld (repeatable): chi:345m, pon:555z, minkan:1111p, ankan:9999s, kakan:2222m.")
    List<String> melds = new ArrayList<>();

    @Option(names = "--visible", paramLabel = "TILES", defaultValue = "",
            description = "Tiles you can see elsewhere (discards, others' melds, dora indicators), for unseen counts.")
    String visible;

    @Option(names = "--set", paramLabel = "SET", defaultValue = "136",
            description = "Tile set: 136 (with honours) or 108 (numbered suits only). Default: ${DEFAULT-VALUE}.")
    String set;

    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en", description = "Tile names in en, ja or zh. Default: ${DEFAULT-VALUE}.")
    String lang;

    @Override
    public Integer call() {
        Lang language = Lang.parse(lang);
        TileSet tileSet = switch (set) {
            case "136" -> TileSet.STANDARD_136;
            case "108" -> TileSet.SUITS_108;
            default -> throw new IllegalArgumentException("unknown tile set '" + set + "' (expected 136 or 108)");
        };
        TileAllocator allocator = new TileAllocator(tileSet, false);
        List<Tile> concealed = parseTiles("hand", tiles, allocator);
        List<Meld> meldList = melds.stream().map(m -> MeldNotation.parse(m, allocator)).toList();
        Hand hand = new Hand(concealed, meldList);
        int[] visibleCounts = Notation.counts(parseFaces("--visible", visible));
        for (Meld m : meldList) {
            for (Tile t : m.tiles()) {
                visibleCounts[t.kind().index()]++;
            }
        }
        int[] concealedCounts = hand.concealedCounts();
        for (TileKind k : TileKind.all()) {
            if (visibleCounts[k.index()] + concealedCounts[k.index()] > 4) {
                throw new IllegalArgumentException("more than four " + k.mpsz() + " between the hand, its melds and --visible");
            }
        }
        new HandReport(spec.commandLine().getOut(), language, tileSet).print(hand, visibleCounts);
        return 0;
    }

    private static List<Tile> parseTiles(String what, String text, TileAllocator allocator) {
        return allocator.takeAll(parseFaces(what, text));
    }

    private static List<org.jantaku.core.tile.TileFace> parseFaces(String what, String text) {
        try {
            return Notation.parse(text);
        } catch (NotationException e) {
            throw new IllegalArgumentException("invalid " + what + " '" + text + "': " + e.getMessage());
        }
    }

    /** The printed analysis. */
    private record HandReport(PrintWriter out, Lang lang, TileSet set) {
        void print(Hand hand, int[] visible) {
            int[] counts = hand.concealedCounts();
            int melds = hand.melds().size();
            out.println("Hand:     " + hand + "  (" + (hand.isFull() ? 14 : 13) + " tiles)");
            out.println("Tiles:    " + hand.concealed().stream().sorted().map(t -> t.displayName(lang)).collect(Collectors.joining(" ")));
            out.println("Shanten:  " + shantenLine(counts, melds));
            if (hand.isFull()) {
                printFull(hand, counts, melds, visible);
            } else {
                printWaiting(hand, counts, melds, visible);
            }
        }

        private String shantenLine(int[] counts, int melds) {
            int best = Shanten.of(counts, melds, set);
            StringBuilder sb = new StringBuilder(describe(best));
            sb.append("  (standard ").append(Shanten.standard(counts, melds, set));
            if (melds == 0) {
                sb.append(", seven pairs ").append(Shanten.sevenPairs(counts));
                if (set == TileSet.STANDARD_136) {
                    sb.append(", thirteen orphans ").append(Shanten.thirteenOrphans(counts));
                }
            }
            return sb.append(')').toString();
        }

        private static String describe(int shanten) {
            return switch (shanten) {
                case -1 -> "-1 (complete)";
                case 0 -> "0 (tenpai)";
                default -> String.valueOf(shanten);
            };
        }

        private void printWaiting(Hand hand, int[] counts, int melds, int[] visible) {
            List<Wait> waits = Waits.of(hand, set);
            if (!waits.isEmpty()) {
                boolean tenpai = Waits.isTenpai(hand, TenpaiRule.NOT_ALL_OWN_COPIES, set);
                out.println("Waits:    " + waits.stream().map(w -> w.kind().mpsz() + " " + w.kind().displayName(lang)
                        + (w.exhaustedByOwnTiles() ? " (all four in your hand)" : "")).collect(Collectors.joining(", ")));
                if (!tenpai) {
                    out.println("          Not tenpai under the usual rule: every wait's four copies are your own.");
                }
            }
            printUkeire("Useful:   ", Ukeire.of(counts, melds, visible, set));
        }

        private void printUkeire(String label, Ukeire u) {
            out.println(label + u.tiles().stream()
                    .map(t -> t.kind().mpsz() + "×" + t.remaining())
                    .collect(Collectors.joining(" ")) + "  (" + u.total() + " unseen tiles)");
        }

        private void printFull(Hand hand, int[] counts, int melds, int[] visible) {
            if (Shanten.of(counts, melds, set) == -1) {
                List<Decomposition> readings = Decomposer.all(counts, hand.melds(), false);
                out.println("Readings: " + readings.size());
                for (Decomposition d : readings) {
                    out.println("  " + reading(d));
                }
                return;
            }
            out.println("Discards (best first):");
            List<Ukeire.Option> options = Ukeire.discards(counts, melds, visible, set);
            for (Ukeire.Option o : options.subList(0, Math.min(8, options.size()))) {
                printUkeire("  " + o.discard().mpsz() + " " + pad(o.discard().displayName(lang)) + " shanten "
                        + o.after().shanten() + "  ", o.after());
            }
        }

        /** Pads to 8 columns, counting a CJK character as two columns. */
        private static String pad(String s) {
            int width = s.codePoints().map(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN ? 2 : 1).sum();
            return s + " ".repeat(Math.max(1, 8 - width));
        }

        private static String reading(Decomposition d) {
            return switch (d) {
                case Decomposition.Standard s -> "sets " + s.sets().stream().map(Object::toString).collect(Collectors.joining(" "))
                        + s.melds().stream().map(m -> " [" + MeldNotation.format(m) + "]").collect(Collectors.joining())
                        + ", pair " + s.pair().number() + s.pair().number() + s.pair().suit().letter();
                case Decomposition.SevenPairs p -> "seven pairs " + p.pairs().stream().map(TileKind::mpsz).collect(Collectors.joining(" "));
                case Decomposition.ThirteenOrphans o -> "thirteen orphans, pair " + o.pair().mpsz();
            };
        }
    }
}
