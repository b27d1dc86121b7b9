package org.jantaku.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jantaku.cli.score.ScoreJsonLines;
import org.jantaku.cli.score.ScoreText;
import org.jantaku.core.tile.Lang;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code jantaku score}: the value of a won Riichi hand, for a person or (with --jsonl) for programs. */
@Command(name = "score",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Score a won Riichi hand: yaku, han, fu, limit and who pays what.",
            "Example: jantaku score 234m56799p234678s --win 8s --tsumo --riichi --dora 1m",
            "With --jsonl, read one JSON request per line on stdin and answer one JSON line each (docs/score-jsonl.md)."})
final class ScoreCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "HAND",
            description = "Concealed tiles with the winning tile, meld tiles excluded (mpsz; 0 = red five).")
    String hand;

    @Option(names = "--jsonl", description = "Batch mode: JSON lines on stdin and stdout.")
    boolean jsonl;

    @Option(names = "--win", paramLabel = "TILE", description = "The winning tile (one of HAND).")
    String win;

    @Option(names = {"-m", "--melds", "--meld"}, paramLabel = "TYPE:TILES", split = ",",
            description = "Melds: chi:345m, pon:555z, minkan:1111p, ankan:9999s, kakan:2222m (repeat or separate with commas).")
    List<String> melds = new ArrayList<>();

    @Option(names = "--tsumo", description = "Won by self-draw (default: ron).")
    boolean tsumo;
    @Option(names = "--riichi", description = "Riichi.")
    boolean riichi;
    @Option(names = "--double-riichi", description = "Double riichi.")
    boolean doubleRiichi;
    @Option(names = "--open-riichi", description = "Open riichi.")
    boolean openRiichi;
    @Option(names = "--ippatsu", description = "Ippatsu.")
    boolean ippatsu;
    @Option(names = "--rinshan", description = "Won on the replacement tile after a kan.")
    boolean rinshan;
    @Option(names = "--chankan", description = "Won by robbing a kan.")
    boolean chankan;
    @Option(names = "--haitei", description = "Won on the last tile of the wall (tsumo).")
    boolean haitei;
    @Option(names = "--houtei", description = "Won on the last discard (ron).")
    boolean houtei;
    @Option(names = "--tenhou", description = "Dealer's win on the first draw.")
    boolean tenhou;
    @Option(names = "--chiihou", description = "Non-dealer's win on the first draw.")
    boolean chiihou;
    @Option(names = "--renhou", description = "Non-dealer's ron before the first draw.")
    boolean renhou;
    @Option(names = "--nagashi-mangan", description = "Nagashi mangan.")
    boolean nagashi;

    @Option(names = "--seat", paramLabel = "WIND", defaultValue = "S", description = "Seat wind E/S/W/N; E is the dealer. Default: ${DEFAULT-VALUE}.")
    String seat;
    @Option(names = "--round", paramLabel = "WIND", defaultValue = "E", description = "Round wind. Default: ${DEFAULT-VALUE}.")
    String round;
    @Option(names = "--dealer", description = "Same as --seat E.")
    boolean dealer;
    @Option(names = "--dora", paramLabel = "TILES", defaultValue = "", description = "Dora indicators, e.g. 1m9z.")
    String dora;
    @Option(names = "--ura", paramLabel = "TILES", defaultValue = "", description = "Ura-dora indicators (count only with riichi).")
    String ura;
    @Option(names = "--honba", defaultValue = "0", description = "Honba counters.")
    int honba;
    @Option(names = "--sticks", defaultValue = "0", description = "Riichi sticks on the table.")
    int sticks;
    @Option(names = "--rules", paramLabel = "PRESET", defaultValue = "score-default",
            description = "Rules preset (tenhou, score-default). Default: ${DEFAULT-VALUE}.")
    String rules;
    @Option(names = "--rule", paramLabel = "KEY=VALUE", description = "Change one option, e.g. --rule kiriage=true or --rule riichi.renhou=yakuman.")
    List<String> ruleOverrides = new ArrayList<>();
    @Option(names = "--lang", paramLabel = "LANG", defaultValue = "en", description = "en, ja or zh. Default: ${DEFAULT-VALUE}.")
    String lang;

    @Override
    public Integer call() throws IOException {
        Lang language = Lang.parse(lang);
        if (jsonl) {
            if (hand != null) {
                throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--jsonl reads hands from stdin; give no HAND");
            }
            new ScoreJsonLines(language).run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                    spec.commandLine().getOut());
            return 0;
        }
        if (hand == null || win == null) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give HAND and --win TILE (or use --jsonl)");
        }
        ObjectNode request = request();
        try {
            ScoreText.checkRules(request);
        } catch (IllegalArgumentException e) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), (ruleOverrides.isEmpty() ? "--rules: " : "--rule: ")
                    + e.getMessage());
        }
        return ScoreText.run(request, rules, spec.commandLine().getOut(), language);
    }

    /** The request as the JSON-lines contract would have it, so both modes share one reading. */
    private ObjectNode request() {
        ObjectNode o = new ObjectMapper().createObjectNode();
        o.put("hand", hand);
        o.put("win", win);
        ArrayNode m = o.putArray("melds");
        melds.forEach(m::add);
        o.put("tsumo", tsumo).put("riichi", riichi).put("double_riichi", doubleRiichi).put("open_riichi", openRiichi)
                .put("ippatsu", ippatsu).put("rinshan", rinshan).put("chankan", chankan).put("haitei", haitei)
                .put("houtei", houtei).put("tenhou", tenhou).put("chiihou", chiihou).put("renhou", renhou)
                .put("nagashi_mangan", nagashi);
        o.put("seat_wind", dealer ? "E" : seat).put("round_wind", round).put("dora", dora).put("ura", ura)
                .put("honba", honba).put("riichi_sticks", sticks);
        ObjectNode r = o.putObject("rules");
        r.put("preset", rules);
        for (String kv : ruleOverrides) {
            java.util.Map.Entry<String, String> split = RuleOptions.split(spec, kv);
            String k = split.getKey();
            String v = split.getValue();
            if (v.equals("true") || v.equals("false")) {
                r.put(k, Boolean.parseBoolean(v));
            } else if (v.matches("-?\\d+")) {
                r.put(k, Integer.parseInt(v));
            } else if (v.startsWith("[") && v.endsWith("]")) {
                ArrayNode a = r.putArray(k);
                for (String part : v.substring(1, v.length() - 1).split(",")) {
                    if (!part.isBlank()) {
                        a.add(part.strip().matches("-?\\d+") ? com.fasterxml.jackson.databind.node.IntNode.valueOf(Integer.parseInt(part.strip()))
                                : com.fasterxml.jackson.databind.node.TextNode.valueOf(part.strip()));
                    }
                }
            } else {
                r.put(k, v);
            }
        }
        return o;
    }
}
