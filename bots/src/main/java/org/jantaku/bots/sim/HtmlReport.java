package org.jantaku.bots.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The simulation report: one self-contained HTML file (no script, no external resource; the charts
 * are inline SVG), opened offline in any browser. It shows the setup, a table per agent and per
 * seat, the rank distribution, the average rank, the win and deal-in rates, and how often each
 * pattern (yaku, fan, chicken, horse …) came with a win.
 */
public final class HtmlReport {
    private static final String[] COLORS = {"#2e7d32", "#1565c0", "#f9a825", "#c62828"};
    private static final String[] AGENT_COLORS = {"#1565c0", "#ef6c00", "#6a1b9a", "#00838f", "#558b2f", "#ad1457"};

    private HtmlReport() {
    }

    /**
     * @param seconds how long the simulation took (shown with the speed)
     */
    public static String render(SimStats s, double seconds) {
        StringBuilder h = new StringBuilder(32_768);
        String title = "Jantaku simulation: " + s.preset() + ", " + String.join(" · ", s.agents());
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>").append(esc(title)).append("</title><style>")
                .append("body{font-family:system-ui,sans-serif;margin:2em auto;max-width:1000px;color:#222;padding:0 1em}")
                .append("table{border-collapse:collapse;margin:1em 0;font-size:14px}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:right}")
                .append("th{background:#f3f3f3}td:first-child,th:first-child{text-align:left}")
                .append("h2{margin-top:2em;border-bottom:1px solid #ddd}svg{display:block;margin:1em 0}.note{color:#666}")
                .append("</style></head><body>\n");
        h.append("<h1>").append(esc(title)).append("</h1>\n");
        h.append("<p>Variant <b>").append(esc(s.variant())).append("</b>, preset <b>").append(esc(s.preset()))
                .append("</b>, seed ").append(s.seed()).append(": ").append(s.games()).append(" games, ")
                .append(s.hands()).append(" hands");
        if (seconds > 0) {
            h.append(String.format(Locale.ROOT, ", %.1f s (%.1f games/s)", seconds, s.games() / seconds));
        }
        h.append(".</p><p class=\"note\">Agents in seat order of game 0 (they move one seat on each game): ")
                .append(esc(String.join(", ", s.agents()))).append(".</p>\n");

        List<String> names = new ArrayList<>(s.byAgent().keySet());
        h.append("<h2>By agent</h2>\n");
        table(h, "agent", names, names.stream().map(s.byAgent()::get).toList());
        if (s.byAgent().values().stream().anyMatch(p -> p.botFaults() > 0)) {
            h.append("<h2>Bot faults</h2>\n<p class=\"note\">Decisions an external bot (mjai) could not make (it timed out,"
                    + " crashed or answered what is not legal): a safe default was played instead.</p>\n<table><tr><th>agent</th>"
                    + "<th>faults</th><th>per game</th></tr>\n");
            for (String n : names) {
                PlayerStats p = s.byAgent().get(n);
                h.append("<tr><td>").append(esc(n)).append("</td><td>").append(p.botFaults()).append("</td>")
                        .append(td("%.2f", p.games() == 0 ? 0 : (double) p.botFaults() / p.games())).append("</tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("<h2>Average rank</h2>\n");
        h.append(bars(names, names.stream().map(n -> s.byAgent().get(n).averageRank()).toList(), 4.0, "%.3f", "average-rank"));
        h.append("<h2>Rank distribution</h2>\n");
        h.append(rankChart(names, names.stream().map(s.byAgent()::get).toList()));
        h.append("<h2>Win and deal-in rates</h2>\n");
        h.append(rates(names, names.stream().map(s.byAgent()::get).toList()));

        List<String> seats = List.of("seat 0 (first dealer)", "seat 1", "seat 2", "seat 3");
        h.append("<h2>By seat</h2>\n");
        table(h, "seat", seats, s.bySeat());

        h.append("<h2>Patterns</h2>\n<p class=\"note\">Share of each agent's wins that had the pattern.</p>\n");
        patterns(h, names, s.byAgent());
        h.append("</body></html>\n");
        return h.toString();
    }

    private static void table(StringBuilder h, String what, List<String> rows, List<PlayerStats> stats) {
        h.append("<table><tr><th>").append(what).append("</th><th>games</th><th>avg rank</th><th>1st</th><th>2nd</th>")
                .append("<th>3rd</th><th>4th</th><th>avg final score</th><th>hands</th><th>win</th><th>self-draw</th>")
                .append("<th>deal-in</th><th>draw</th><th>avg win value</th></tr>\n");
        for (int i = 0; i < rows.size(); i++) {
            PlayerStats p = stats.get(i);
            h.append("<tr><td>").append(esc(rows.get(i))).append("</td><td>").append(p.games()).append("</td>")
                    .append(td("%.3f", p.averageRank()));
            for (double share : p.rankShares()) {
                h.append(td("%.1f%%", 100 * share));
            }
            h.append(td("%.0f", p.averageScore())).append("<td>").append(p.hands()).append("</td>")
                    .append(td("%.1f%%", 100 * p.winRate()))
                    .append(td("%.1f%%", p.wins() == 0 ? 0 : 100.0 * p.selfDraws() / p.wins()))
                    .append(td("%.1f%%", 100 * p.dealInRate())).append(td("%.1f%%", 100 * p.drawRate()))
                    .append(td("%.0f", p.averageValue())).append("</tr>\n");
        }
        h.append("</table>\n");
    }

    /** Horizontal bars of {@code values} on a scale from 0 to {@code max}. */
    private static String bars(List<String> names, List<Double> values, double max, String format, String id) {
        int rowH = 28;
        int height = 20 + rowH * names.size();
        StringBuilder g = svgStart(id, height);
        for (int i = 0; i < names.size(); i++) {
            int y = 10 + i * rowH;
            double w = 560 * Math.min(1, values.get(i) / max);
            g.append(label(150, y + 17, names.get(i)));
            g.append(String.format(Locale.ROOT, "<rect x=\"160\" y=\"%d\" width=\"%.1f\" height=\"20\" fill=\"%s\"/>", y, w,
                    AGENT_COLORS[i % AGENT_COLORS.length]));
            g.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"13\">%s</text>", 166 + w, y + 15,
                    String.format(Locale.ROOT, format, values.get(i))));
        }
        return g.append("</svg>\n").toString();
    }

    /** One stacked bar per agent: its shares of 1st … 4th places. */
    private static String rankChart(List<String> names, List<PlayerStats> stats) {
        int rowH = 28;
        int height = 50 + rowH * names.size();
        StringBuilder g = svgStart("rank-distribution", height);
        for (int i = 0; i < names.size(); i++) {
            int y = 10 + i * rowH;
            g.append(label(150, y + 17, names.get(i)));
            double x = 160;
            List<Double> shares = stats.get(i).rankShares();
            for (int r = 0; r < 4; r++) {
                double w = 600 * shares.get(r);
                g.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"20\" fill=\"%s\">"
                        + "<title>%s: %s %.1f%%</title></rect>", x, y, w, COLORS[r], esc(names.get(i)), place(r), 100 * shares.get(r)));
                if (w > 34) {
                    g.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"12\" fill=\"#fff\">%.0f%%</text>",
                            x + 4, y + 15, 100 * shares.get(r)));
                }
                x += w;
            }
        }
        int ly = 20 + rowH * names.size();
        for (int r = 0; r < 4; r++) {
            g.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/>", 160 + r * 90, ly,
                    COLORS[r]));
            g.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"13\">%s</text>", 178 + r * 90, ly + 12,
                    place(r)));
        }
        return g.append("</svg>\n").toString();
    }

    /** Win rate and deal-in rate side by side per agent, on a scale to the largest. */
    private static String rates(List<String> names, List<PlayerStats> stats) {
        int rowH = 46;
        int height = 40 + rowH * names.size();
        double max = 0.01;
        for (PlayerStats p : stats) {
            max = Math.max(max, Math.max(p.winRate(), p.dealInRate()));
        }
        StringBuilder g = svgStart("win-deal-in", height);
        for (int i = 0; i < names.size(); i++) {
            int y = 10 + i * rowH;
            g.append(label(150, y + 24, names.get(i)));
            double[] v = {stats.get(i).winRate(), stats.get(i).dealInRate()};
            String[] fill = {"#2e7d32", "#c62828"};
            for (int k = 0; k < 2; k++) {
                double w = 540 * v[k] / max;
                g.append(String.format(Locale.ROOT, "<rect x=\"160\" y=\"%d\" width=\"%.1f\" height=\"18\" fill=\"%s\"/>",
                        y + k * 20, w, fill[k]));
                g.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"12\">%.1f%%</text>", 166 + w,
                        y + k * 20 + 14, 100 * v[k]));
            }
        }
        int ly = 15 + rowH * names.size();
        g.append(String.format(Locale.ROOT, "<rect x=\"160\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#2e7d32\"/>"
                + "<text x=\"178\" y=\"%d\" font-size=\"13\">win rate</text>", ly, ly + 12));
        g.append(String.format(Locale.ROOT, "<rect x=\"280\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#c62828\"/>"
                + "<text x=\"298\" y=\"%d\" font-size=\"13\">deal-in rate</text>", ly, ly + 12));
        return g.append("</svg>\n").toString();
    }

    /** Every pattern, most frequent first, with its share of each agent's wins and a bar. */
    private static void patterns(StringBuilder h, List<String> names, Map<String, PlayerStats> byAgent) {
        Map<String, Long> total = new TreeMap<>();
        long wins = 0;
        for (PlayerStats p : byAgent.values()) {
            p.patterns().forEach((k, v) -> total.merge(k, v, Long::sum));
            wins += p.wins();
        }
        if (total.isEmpty()) {
            h.append("<p>No wins, so no patterns.</p>\n");
            return;
        }
        List<String> keys = new ArrayList<>(total.keySet());
        keys.sort(Comparator.comparing((String k) -> -total.get(k)).thenComparing(k -> k));
        h.append("<table><tr><th>pattern</th><th>wins with it</th><th>share of all wins</th>");
        for (String n : names) {
            h.append("<th>").append(esc(n)).append("</th>");
        }
        h.append("</tr>\n");
        for (String k : keys) {
            double share = (double) total.get(k) / wins;
            h.append("<tr><td>").append(esc(k)).append("</td><td>").append(total.get(k)).append("</td><td>")
                    .append(String.format(Locale.ROOT, "<svg width=\"120\" height=\"12\" style=\"display:inline;margin:0\">"
                            + "<rect width=\"%.1f\" height=\"12\" fill=\"#1565c0\"/></svg> %.2f%%", 120 * share, 100 * share))
                    .append("</td>");
            for (String n : names) {
                h.append(td("%.2f%%", 100 * byAgent.get(n).patternShare(k)));
            }
            h.append("</tr>\n");
        }
        h.append("</table>\n");
    }

    private static StringBuilder svgStart(String id, int height) {
        return new StringBuilder(String.format(Locale.ROOT,
                "<svg id=\"%s\" width=\"800\" height=\"%d\" viewBox=\"0 0 800 %d\" "
                        + "font-family=\"system-ui,sans-serif\">", id, height, height));
    }

    private static String label(int x, int y, String text) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"13\" text-anchor=\"end\">%s</text>", x, y, esc(text));
    }

    private static String place(int r) {
        return new String[] {"1st", "2nd", "3rd", "4th"}[r];
    }

    private static String td(String format, double v) {
        return "<td>" + String.format(Locale.ROOT, format, v) + "</td>";
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
