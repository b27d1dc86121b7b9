package org.jantaku.cli;

import picocli.CommandLine.Command;

/** {@code jantaku bench …}: speed measurements. */
@Command(name = "bench",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Measure speed (benchmarks print one result line).",
        subcommands = {BenchShantenCommand.class, BenchScoreCommand.class, BenchEngineCommand.class, BenchSimCommand.class, BenchMjaiCommand.class,
            BenchServerCommand.class})
final class BenchCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
