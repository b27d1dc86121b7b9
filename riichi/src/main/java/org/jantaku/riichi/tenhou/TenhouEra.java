package org.jantaku.riichi.tenhou;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jantaku.core.rules.RuleSet;
import org.jantaku.riichi.rules.RiichiRules;

/**
 * The rules of a Tenhou game that Tenhou changed over the years: the uma (ウマ), the rounding of the final
 * points (オーラス精算) and the all-last dealer's stop on tenpai (聴牌止め). What is known
 * (docs/tenhou-replay.md):
 *
 * <ul>
 *   <li>East-only (東風) games paid +10/+5/−5/−10 before August 2009 (logs of late July 2009 still
 *       did) and +20/+10/−10/−20 after (logs of late August 2009 do); the day in August is not known.
 *       East-South (東南) games pay +20/+10/−10/−20; no change is known.
 *   <li>Until 2020 at least (the shared logs, the latest of 12 August 2020) the non-top players'
 *       final scores were rounded to thousands half away from zero ({@code shishaGonyu}); games of
 *       2022 and 2023 keep the points to tenths ({@code exact}). When it changed is not known.
 *   <li>Tenhou introduced the automatic 聴牌止め of an all-last dealer who is top with 30,000 or more in June
 *       2010 (its announcement of 18 May 2010, blog.tenhou.net/article/38215017.html); before, his hand
 *       repeated ({@code off}). The day in June is not known.
 * </ul>
 *
 * <p>A game's date is read from Tenhou's log name ({@code YYYYMMDDHHgm-…}, kept by the file name);
 * a log in Tenhou's oldest form (the wall's seed on {@code INIT}, no {@code SHUFFLE} element) is
 * older than July 2009. What cannot be known is assumed and said ({@link #assumed()}): the uma of
 * the ranked lobby after August 2009, rounded final points and 聴牌止め (the rules of every known log
 * from 2010 to 2020); a private lobby ({@code GO lobby} other
 * than 0) sets its own rules, so its uma is always an assumption.
 *
 * @param uma 1st to 4th place, in thousands
 * @param finalRounding a value of {@code riichi.finalRounding}
 * @param tenpaiYame a value of {@code riichi.tenpaiYame}
 * @param assumed what was assumed and why, one line each; empty when everything was known or given
 */
public record TenhouEra(List<Integer> uma, String finalRounding, String tenpaiYame, List<String> assumed) {
    /** The uma of every game since August 2009 and of East-South games. */
    public static final List<Integer> UMA_10_20 = List.of(20, 10, -10, -20);
    /** The uma of East-only games before August 2009. */
    public static final List<Integer> UMA_5_10 = List.of(10, 5, -5, -10);
    /**
     * The uma of three-player games (三人打ち), +20 / 0 / −20 (no fourth place): the {@code owari} of
     * public sanma logs of 2009 and 2014 (71,000 → +66, 35,000 → −5, −1,000 → −61).
     */
    public static final List<Integer> UMA_SANMA = List.of(20, 0, -20, 0);

    private static final LocalDate UMA_CHANGE_MONTH = LocalDate.of(2009, 8, 1);
    private static final LocalDate UMA_CHANGED_BY = LocalDate.of(2009, 9, 1);
    private static final LocalDate LAST_SEEN_ROUNDED = LocalDate.of(2020, 8, 12);
    private static final LocalDate EXACT_FROM = LocalDate.of(2022, 1, 1);
    private static final LocalDate TENPAI_YAME_MONTH = LocalDate.of(2010, 6, 1);
    private static final LocalDate TENPAI_YAME_BY = LocalDate.of(2010, 7, 1);
    /** Tenhou's 聴牌止め since June 2010: the all-last dealer tenpai, top and with 30,000 or more ends the game. */
    public static final String TENPAI_YAME = "autoIfTopAndThreshold";
    private static final Pattern LOG_NAME = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})(\\d{2})gm-.*");

    public TenhouEra {
        uma = List.copyOf(uma);
        Objects.requireNonNull(finalRounding, "finalRounding");
        Objects.requireNonNull(tenpaiYame, "tenpaiYame");
        assumed = List.copyOf(assumed);
    }

    /** The era of a log, from its name's date, its form, its game type and its lobby. */
    public static TenhouEra of(Mjlog log) {
        Optional<LocalDate> date = date(log.sourceName());
        boolean oldForm = log.shuffle().isEmpty()
                && log.events().stream().anyMatch(e -> e instanceof Init i && i.seededHere());
        String noDate = oldForm ? "" : "the log's name has no date (YYYYMMDDHHgm-…)";
        List<String> assumed = new ArrayList<>();

        List<Integer> uma;
        if (log.type().threePlayer()) {
            uma = UMA_SANMA;
            if (!log.type().eastSouth()) {
                assumed.add("uma " + text(uma) + ": known from East-South three-player games only");
            }
        } else if (log.type().eastSouth()) {
            uma = UMA_10_20;
        } else if (oldForm || date.map(d -> d.isBefore(UMA_CHANGE_MONTH)).orElse(false)) {
            uma = UMA_5_10;
        } else {
            uma = UMA_10_20;
            if (date.isEmpty()) {
                assumed.add("uma " + text(uma) + ": " + noDate + "; East-only games paid " + text(UMA_5_10)
                        + " before August 2009");
            } else if (date.get().isBefore(UMA_CHANGED_BY)) {
                assumed.add("uma " + text(uma) + ": East-only games changed from " + text(UMA_5_10)
                        + " in August 2009, on a day not known");
            }
        }
        if (log.lobby().isPresent() && log.lobby().getAsInt() != 0) {
            assumed.add("uma " + text(uma) + ": lobby " + log.lobby().getAsInt() + " sets its own rules");
        }

        String rounding = "shishaGonyu";
        if (date.isPresent() && !date.get().isBefore(EXACT_FROM)) {
            rounding = "exact";
        } else if (!oldForm && date.map(d -> d.isAfter(LAST_SEEN_ROUNDED)).orElse(true)) {
            assumed.add("final points rounded to thousands (shishaGonyu): "
                    + (date.isEmpty() ? noDate : "games from late 2020 to 2021 are of neither known way")
                    + "; games of 2022 on keep tenths");
        }
        String tenpaiYame = TENPAI_YAME;
        if (oldForm || date.map(d -> d.isBefore(TENPAI_YAME_MONTH)).orElse(false)) {
            tenpaiYame = "off";
        } else if (date.isEmpty()) {
            assumed.add("tenpai-yame " + TENPAI_YAME + ": " + noDate + "; Tenhou has it since June 2010, before"
                    + " the all-last dealer's hand repeated");
        } else if (date.get().isBefore(TENPAI_YAME_BY)) {
            assumed.add("tenpai-yame " + TENPAI_YAME + ": Tenhou introduced it in June 2010, on a day not known");
        }
        return new TenhouEra(uma, rounding, tenpaiYame, assumed);
    }

    /** The era with the uma given by the user (no longer an assumption). */
    public TenhouEra withUma(List<Integer> given) {
        return new TenhouEra(RiichiRules.UMA.type().check(given), finalRounding, tenpaiYame, assumed.stream().filter(a -> !a.startsWith("uma ")).toList());
    }

    /** The era with the final rounding given by the user (no longer an assumption). */
    public TenhouEra withFinalRounding(String given) {
        return new TenhouEra(uma, RiichiRules.FINAL_ROUNDING.type().check(given), tenpaiYame, assumed.stream().filter(a -> !a.startsWith("final points")).toList());
    }

    /** The era with the all-last dealer's stop on tenpai given by the user (no longer an assumption). */
    public TenhouEra withTenpaiYame(String given) {
        return new TenhouEra(uma, finalRounding, RiichiRules.TENPAI_YAME.type().check(given), assumed.stream().filter(a -> !a.startsWith("tenpai-yame")).toList());
    }

    /** The rules with this era's uma, final rounding and 聴牌止め. */
    public RuleSet apply(RuleSet rules) {
        return rules.with(RiichiRules.UMA, uma).with(RiichiRules.FINAL_ROUNDING, finalRounding)
                .with(RiichiRules.TENPAI_YAME, tenpaiYame);
    }

    /** The date in a Tenhou log name ({@code 2010081709gm-00a9-0000-fe3371ad.mjlog}), from a file path or name. */
    public static Optional<LocalDate> date(String sourceName) {
        String name = sourceName.substring(Math.max(sourceName.lastIndexOf('/'), sourceName.lastIndexOf('\\')) + 1);
        Matcher m = LOG_NAME.matcher(name);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    Integer.parseInt(m.group(3))));
        } catch (java.time.DateTimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Uma as Tenhou's players say it: {@code 10-20} for +20/+10/−10/−20, {@code +20/0/-20} for three
     * players (a fourth place of 0 is left out), otherwise the four values.
     */
    public static String text(List<Integer> uma) {
        if (uma.size() == 4 && uma.get(0) == -uma.get(3) && uma.get(1) == -uma.get(2)) {
            return uma.get(1) + "-" + uma.get(0);
        }
        if (uma.equals(UMA_SANMA)) {
            return "+20/0/-20";
        }
        return uma.toString();
    }
}
