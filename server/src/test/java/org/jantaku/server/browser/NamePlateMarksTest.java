package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A seat's marks on its name plate come from the variant's captions: a bot-only Riichi game is played to its end, the
 * first replay step where a seat has declared riichi is found in the replay's JSON, and the replay page, moved to that
 * step, shows that seat's plate with the declaration mark in the page's language (リーチ, Riichi), stressed as a
 * declaration, the riichi stick on the seat's edge and the declaring discard laid sideways in its pond; the plates of seats without marks show none
 * (target/screenshots/plate-marks-SIZE.png).
 */
class NamePlateMarksTest extends BrowserTest {
    @Test
    void aDeclaredRiichiIsMarkedOnThePlateAndTheEdge() {
        String bot = "{\"kind\":\"bot\",\"agent\":\"efficiency\"}";
        String id = ui.create("{\"preset\":\"tenhou\",\"options\":{\"riichi.gameLength\":\"tonpuu\"},\"seed\":77,"
                + "\"seats\":[" + String.join(",", bot, bot, bot, bot) + "]}").get("id").asText();
        ui.until(d -> ui.summary(id).get("status").asText().equals("finished"));

        int step = -1;
        int seat = -1;
        boolean laid = false;
        for (int from = 0; step < 0; from += 100) {
            JsonNode page = ui.http("GET", "/api/games/" + id + "/replay?view=all&from=" + from + "&count=100", null, 200);
            assertThat(page.get("steps")).as("a riichi somewhere in the game (seed 77)").isNotEmpty();
            for (int i = 0; i < page.get("steps").size() && step < 0; i++) {
                List<JsonNode> seats = page.get("steps").get(i).findValues("seats");
                for (JsonNode list : seats) {
                    for (int s = 0; s < list.size() && step < 0; s++) {
                        for (JsonNode m : list.get(s).path("marks")) {
                            if (m.path("key").asText().equals("riichi.mark.declared")) {
                                step = from + i;
                                seat = s;
                                for (JsonNode p : list.get(s).path("pond")) {
                                    laid |= p.path("declared").asBoolean() && !p.path("called").asBoolean();
                                }
                            }
                        }
                    }
                }
            }
        }

        int declaring = seat;
        ui.open("replay.html?game=" + id);
        ui.language("ja");
        ui.until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-step")));
        String target = String.valueOf(step);
        ui.driver.executeScript("const s = document.getElementById('slider'); s.value = arguments[0];"
                + " s.dispatchEvent(new Event('input'));", target);
        ui.until(d -> target.equals(d.findElement(By.tagName("body")).getAttribute("data-step")));

        WebElement plate = ui.visible(By.cssSelector(".plate[data-seat='" + declaring + "']"));
        WebElement mark = plate.findElement(By.cssSelector(".marks .mark.declared"));
        assertThat(mark.getText()).isEqualTo("リーチ");
        assertThat(mark.getAttribute("data-mark")).isEqualTo("riichi.mark.declared");
        assertThat(ui.driver.findElements(By.cssSelector(".side[data-seat='" + declaring + "'] .edge .stick")))
                .as("the riichi stick on the declaring seat's edge").hasSize(1);
        assertThat(ui.driver.findElements(By.cssSelector(".side[data-seat='" + declaring + "'] .pond .lay.riichi")))
                .as("the declaring discard laid sideways unless it was called").hasSize(laid ? 1 : 0);
        int marked = ui.driver.findElements(By.cssSelector(".plate .marks .mark.declared")).size();
        assertThat(ui.driver.findElements(By.cssSelector(".side .edge .stick"))).as("one stick per declaration").hasSize(marked);
        ui.screenshot("plate-marks");

        ui.language("en");
        ui.until(d -> d.findElement(By.cssSelector(".plate[data-seat='" + declaring + "'] .marks .mark.declared")).getText().equals("Riichi"));
    }
}
