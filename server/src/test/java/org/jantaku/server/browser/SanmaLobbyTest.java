package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A three-player table (三人麻雀) made in the lobby as a player would: choosing {@code tenhou-sanma}
 * gives three seat rows (and a four-player preset four again), the table is created with a person and
 * two bots, and its page seats them at the bottom, on the right (the next seat) and on the left (the
 * seat before), with nobody across. Screenshots: lobby-sanma-SIZE.png and table-sanma-SIZE.png.
 */
class SanmaLobbyTest extends BrowserTest {
    @Test
    void aThreePlayerTableIsMadeInTheLobbyAndSeatsThree() {
        ui.open("index.html");
        ui.language("en");
        ui.until(d -> d.findElements(By.cssSelector("#preset option[value='tenhou-sanma']")).size() == 1);
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue("tenhou-sanma");
        ui.until(d -> d.findElements(By.cssSelector("#seats .seat-row")).size() == 3);
        ui.until(d -> !d.findElements(By.cssSelector("#options .opt-groups")).isEmpty());
        List<WebElement> seats = ui.driver.findElements(By.cssSelector("#seats .seat-row"));
        seats.get(0).findElement(By.className("name")).sendKeys("Ann");
        ui.screenshot("lobby-sanma");
        ui.driver.findElement(By.id("create")).click();
        WebElement play = ui.visible(By.cssSelector("#created .you a.join.you"));
        assertThat(ui.driver.findElement(By.cssSelector("#created .bots")).getText()).contains("Seat 2", "Seat 3")
                .doesNotContain("Seat 4");

        play.click();
        ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
        assertThat(ui.driver.findElements(By.cssSelector(".plate"))).as("a plate per seat").hasSize(3);
        assertThat(ui.driver.findElements(By.cssSelector(".side.top"))).as("nobody across").isEmpty();
        assertThat(ui.driver.findElement(By.cssSelector(".side.right")).getAttribute("data-seat")).isEqualTo("1");
        assertThat(ui.driver.findElement(By.cssSelector(".side.left")).getAttribute("data-seat")).isEqualTo("2");
        assertThat(ui.driver.findElement(By.cssSelector(".plate.bottom .name")).getText()).isEqualTo("Ann");
        ui.screenshot("table-sanma");

        ui.open("index.html");
        ui.until(d -> d.findElements(By.cssSelector("#preset option[value='tenhou']")).size() == 1);
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue("tenhou");
        ui.until(d -> d.findElements(By.cssSelector("#seats .seat-row")).size() == 4);
    }
}
