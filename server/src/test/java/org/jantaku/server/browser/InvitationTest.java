package org.jantaku.server.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A table of two people and two bots made in the lobby: a chosen seed is refused in the page with
 * the server's reason (lobby-refused-SIZE.png); then the creator gets their own seat, one invitation
 * (the second person's seat, with a copy button) and a watch link, and no link to a bot's seat
 * (lobby-created-SIZE.png, and in Japanese lobby-created-ja-SIZE.png). The creator plays in the browser and the invited seat over a socket;
 * when the creator's discard may be called by the other person, the page says it waits and shows
 * the discard as sent until the call is answered (table-waiting-SIZE.png).
 */
class InvitationTest extends BrowserTest {
    private String body(String attribute) {
        return ui.driver.findElement(By.tagName("body")).getAttribute(attribute);
    }

    private void scrollTo(WebElement e) {
        ((JavascriptExecutor) ui.driver).executeScript("arguments[0].scrollIntoView({block: 'start'})", e);
    }

    @Test
    void invitesTheOtherPersonAndWaitsForTheirCall() {
        ui.open("index.html");
        ui.language("en");
        ui.until(d -> d.findElements(By.cssSelector("#preset option[value=tenhou]")).size() == 1);
        new Select(ui.driver.findElement(By.id("preset"))).selectByValue("tenhou");
        List<WebElement> seats = ui.driver.findElements(By.cssSelector("#seats .seat-row"));
        seats.get(0).findElement(By.className("name")).sendKeys("Ann");
        new Select(seats.get(1).findElement(By.className("kind"))).selectByValue("human");
        seats.get(1).findElement(By.className("name")).sendKeys("Bea");

        ui.driver.findElement(By.id("seed")).sendKeys("5");
        ui.driver.findElement(By.id("create")).click();
        WebElement refused = ui.visible(By.id("create-error"));
        assertThat(refused.getText()).startsWith("The table was not created:").contains("seed", "2 people");
        assertThat(ui.driver.findElement(By.id("created")).isDisplayed()).isFalse();
        scrollTo(ui.driver.findElement(By.id("seed")));
        ui.screenshot("lobby-refused");

        ui.driver.findElement(By.id("seed")).clear();
        ui.driver.findElement(By.id("create")).click();
        WebElement play = ui.visible(By.cssSelector("#created .you a.join.you"));
        assertThat(ui.driver.findElement(By.id("create-error")).isDisplayed()).isFalse();
        String id = ui.driver.findElement(By.id("created")).getAttribute("data-table");
        assertThat(play.getAttribute("href")).contains("table=" + id, "seat=0", "token=");
        assertThat(ui.driver.findElement(By.cssSelector("#created .you .who")).getText()).isEqualTo("Seat 1 · Ann");

        List<WebElement> invitations = ui.driver.findElements(By.cssSelector("#created .invitation"));
        assertThat(invitations).hasSize(1);
        WebElement invitation = invitations.get(0);
        assertThat(invitation.getAttribute("data-seat")).isEqualTo("1");
        assertThat(invitation.findElement(By.className("who")).getText()).isEqualTo("Seat 2 · Bea");
        String link = invitation.findElement(By.cssSelector("input.link")).getAttribute("value");
        assertThat(link).startsWith(ui.url("table.html?table=" + id + "&seat=1&token="));
        assertThat(ui.driver.findElement(By.cssSelector("#created .invitations .note")).getText()).contains("the link is their seat");

        assertThat(ui.driver.findElements(By.cssSelector("#created a.join"))).hasSize(1);
        for (WebElement a : ui.driver.findElements(By.cssSelector("#created a, #created input.link"))) {
            String target = a.getTagName().equals("a") ? a.getAttribute("href") : a.getAttribute("value");
            assertThat(target).as("no link to a bot's seat").doesNotContain("seat=2", "seat=3");
        }
        assertThat(ui.driver.findElement(By.cssSelector("#created a.watch-link")).getAttribute("href")).endsWith("/table.html?table=" + id);
        assertThat(ui.driver.findElement(By.cssSelector("#created .bots")).getText()).contains("Seat 3", "Seat 4").doesNotContain("Seat 2");
        assertThat(ui.driver.findElements(By.cssSelector("#created .seeded"))).isEmpty();

        invitation.findElement(By.cssSelector("button.copy")).click();
        ui.visible(By.cssSelector("#toasts .toast"));
        assertThat(ui.driver.findElement(By.cssSelector("#toasts .toast")).getText()).isEqualTo("Link copied");
        scrollTo(ui.driver.findElement(By.id("created")));
        ui.screenshot("lobby-created");
        ui.language("ja");
        ui.until(d -> d.findElement(By.cssSelector("#created .you h4")).getText().equals("あなたの席"));
        assertThat(ui.driver.findElement(By.cssSelector("#created .invitations h4")).getText()).isEqualTo("招待");
        assertThat(ui.driver.findElement(By.cssSelector("#created .invitation .who")).getText()).isEqualTo("2番席 · Bea");
        scrollTo(ui.driver.findElement(By.id("created")));
        ui.screenshot("lobby-created-ja");
        ui.language("en");

        String token = link.replaceFirst(".*[?&]token=", "");
        try (SocketSeat bea = SocketSeat.join(ui.server.port(), id, token)) {
            ui.driver.findElement(By.cssSelector("#created .you a.join.you")).click();
            ui.visible(By.cssSelector(".seat.bottom .hand .tile"));
            assertThat(ui.driver.findElement(By.cssSelector(".seat.bottom .name")).getText()).isEqualTo("Ann");
            assertThat(waitForACall(bea)).as("in 300 moves no discard of Ann's could be called by Bea").isTrue();
        }
    }

    /**
     * Plays Ann's seat (discards, passes) until Bea may call one of Ann's discards; then checks the
     * page while Bea thinks, and lets Bea pass. Returns whether that happened.
     */
    private boolean waitForACall(SocketSeat bea) {
        for (int moves = 0; moves < 300; moves++) {
            ui.until(d -> resultShown() || !"0".equals(body("data-legal")));
            if (resultShown()) {
                ui.driver.findElement(By.id("continue")).click();
                continue;
            }
            List<WebElement> pass = ui.driver.findElements(By.cssSelector("#actions button.act.pass"));
            if (!pass.isEmpty()) {
                pass.get(0).click();
                continue;
            }
            int version = Integer.parseInt(body("data-version"));
            bea.holdClaimAt(version);
            List<WebElement> drawn = ui.driver.findElements(By.cssSelector(".seat.bottom .tile.playable.drawn"));
            (drawn.isEmpty() ? ui.driver.findElement(By.cssSelector(".seat.bottom .tile.playable")) : drawn.get(0)).click();
            JsonNode claim = bea.heldClaim(Ui.PATIENCE);
            if (claim == null) {
                continue;
            }
            assertThat(claim.get("version").asInt()).isEqualTo(version);
            assertThat(claim.has("prompt")).isTrue();
            WebElement waiting = ui.visible(By.cssSelector("#actions .waiting"));
            assertThat(waiting.getText()).isEqualTo("Waiting for the other players…");
            assertThat(body("data-waiting")).isEqualTo("true");
            assertThat(body("data-version")).isEqualTo(String.valueOf(version));
            assertThat(ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile.sent"))).hasSize(1);
            assertThat(ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile.playable"))).isEmpty();
            ui.screenshot("table-waiting");
            bea.release();
            ui.until(d -> !String.valueOf(version).equals(body("data-version")));
            assertThat(ui.driver.findElements(By.cssSelector(".seat.bottom .hand .tile.sent"))).isEmpty();
            assertThat(ui.driver.findElements(By.cssSelector("#actions .waiting"))).isEmpty();
            return true;
        }
        return false;
    }

    private boolean resultShown() {
        return ui.driver.findElements(By.id("result")).stream().anyMatch(WebElement::isDisplayed);
    }
}
