package org.jantaku.server.browser;

import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/** A browser test of the keep page, with a scorekeeper's taps: a button, a player in a picker, a check confirmed. */
abstract class KeepBrowserTest extends BrowserTest {
    /** Taps the element, scrolled into view first. */
    protected WebElement tap(String css) {
        WebElement e = ui.visible(By.cssSelector(css));
        ui.driver.executeScript("arguments[0].scrollIntoView({block: 'center'})", e);
        e.click();
        return e;
    }

    /** The reports in force the board's history lists. */
    protected int historySize() {
        return ui.driver.findElements(By.cssSelector("#history > li")).size();
    }

    /** Confirms the open check sheet and waits until the board shows {@code inForce} reports. */
    protected void confirm(int inForce) {
        tap("#check-confirm");
        ui.until(d -> d.findElements(By.cssSelector(".sheet-backdrop")).isEmpty() && historySize() == inForce);
    }

    /** Taps a seat in the seat picker {@code picker}. */
    protected void seat(String picker, int seat) {
        tap("#" + picker + " .seat-pick[data-seat='" + seat + "']");
    }
}
