package org.jantaku.server.browser;

import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Skips a browser test class when chromium or chromedriver is absent, saying so in the build log. */
final class NeedsChrome implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<String> missing = Chrome.missing();
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("chromium and chromedriver are present");
        }
        String why = "browser tests skipped: " + missing.get();
        if (context.getTestMethod().isEmpty()) {
            System.err.println(context.getDisplayName() + ": " + why);
        }
        return ConditionEvaluationResult.disabled(why);
    }
}
