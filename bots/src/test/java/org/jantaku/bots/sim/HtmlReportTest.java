package org.jantaku.bots.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HtmlReportTest {

    @Test
    void aSelfContainedPageWithItsCharts() {
        SimStats s = Simulator.of("tenhou", List.of("efficiency", "random", "tsumogiri", "efficiency"), 4)
                .run(0, 12, 2, n -> { }).stats();
        String html = HtmlReport.render(s, 2.5);
        assertThat(html).startsWith("<!DOCTYPE html>").endsWith("</html>\n");
        assertThat(html).contains("<svg id=\"average-rank\"", "<svg id=\"rank-distribution\"", "<svg id=\"win-deal-in\"");
        assertThat(html).contains("tenhou", "efficiency", "random", "tsumogiri", "12 games", "riichi");
        // Offline: nothing fetched, nothing run.
        assertThat(html).doesNotContain("http:", "https:", "<script", "src=", "<link");
        assertThat(count(html, "<svg")).isEqualTo(count(html, "</svg>"));
        assertThat(count(html, "<table")).isEqualTo(count(html, "</table>"));
        // One bar per agent in the average-rank chart, as long as its rank says (560 px = rank 4).
        String chart = html.substring(html.indexOf("<svg id=\"average-rank\""), html.indexOf("</svg>", html.indexOf("average-rank")));
        Matcher m = Pattern.compile("width=\"([0-9.]+)\" height=\"20\"").matcher(chart);
        int bars = 0;
        while (m.find()) {
            double rank = 4 * Double.parseDouble(m.group(1)) / 560;
            assertThat(s.byAgent().values().stream().anyMatch(p -> Math.abs(p.averageRank() - rank) < 0.01)).isTrue();
            bars++;
        }
        assertThat(bars).isEqualTo(3);
    }

    @Test
    void namesAreEscaped() {
        SimStats s = SimStats.empty("riichi", "<b>", List.of("a&b", "random", "random", "random"), 1);
        String html = HtmlReport.render(s, 0);
        assertThat(html).contains("&lt;b&gt;", "a&amp;b", "No wins").doesNotContain("<b><");
    }

    private static int count(String s, String what) {
        return s.split(Pattern.quote(what), -1).length - 1;
    }
}
