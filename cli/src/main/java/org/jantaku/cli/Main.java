package org.jantaku.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code jantaku} command line. Exit codes: 0 success, 1 failure, 2 usage error; an error is
 * one line on stderr.
 */
@Command(name = "jantaku",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Jantaku: a mahjong rules engine for Riichi, Guizhou and Guangdong rules.",
        subcommands = {HandCommand.class, ScoreCommand.class, ReplayCommand.class, ImportCommand.class, ExportCommand.class, SettleCommand.class, KeepCommand.class, RulesCommand.class, SimulateCommand.class, ServeCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs the command line with the given output streams and returns the exit code. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cli = new CommandLine(new Main());
        cli.setOut(out);
        cli.setErr(err);
        cli.setParameterExceptionHandler((ex, a) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("jantaku: " + ex.getMessage() + " (see '" + c.getCommandSpec().qualifiedName() + " --help')");
            return CommandLine.ExitCode.USAGE;
        });
        cli.setExecutionExceptionHandler((ex, c, parsed) -> {
            c.getErr().println("jantaku: " + describe(ex));
            return CommandLine.ExitCode.SOFTWARE;
        });
        return cli.execute(args);
    }

    private static String describe(Exception ex) {
        String msg = ex.getMessage();
        return msg == null || msg.isBlank() ? ex.getClass().getSimpleName() : msg;
    }
}
