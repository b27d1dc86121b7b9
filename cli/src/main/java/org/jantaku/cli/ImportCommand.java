package org.jantaku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jantaku.riichi.tenhou.LogFormat;
import org.jantaku.riichi.tenhou.Mjlog;
import org.jantaku.riichi.tenhou.TenhouImport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code jantaku import FILE... --out DIR}: game logs (Tenhou's, mjai), given as files or in zip archives
 * ({@link RecordArchive}), as engine game records (JSON lines).
 */
@Command(name = "import",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = {"Import logged games into engine game records (JSON lines, see docs/game-record.md).",
            "Reads Tenhou mjlog XML (plain or gzip), tenhou.net/6 JSON and mjai JSON lines, told apart by content, not by file name; "
                + "writes DIR/NAME.jsonl for each file (NAME: the file's name without its extension). "
                + "A zip archive (such as the Spark job's part-NNNNN.zip with mjai or tenhou.net/6 records) is read entry by entry, "
                + "each entry imported as a file named ARCHIVE!ENTRY (NAME: the entry's name), without unpacking the whole archive; "
                + "a corrupt archive or entry is named with the reason. "
                + "A log this project exported states its rules and is imported under them; other logs under Tenhou's rules. "
                + "A game is imported only when it replays through the engine exactly; otherwise the file is named "
                + "with the first difference and the exit code is 1.",
            "Example: jantaku import ../shared/data/tenhou/games/*.mjlog game.mjai --out records"})
final class ImportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Game logs: Tenhou mjlog XML (plain or gzip), tenhou.net/6 JSON or mjai JSON lines, or zip archives of them; any file name.")
    List<Path> files = new ArrayList<>();

    @Option(names = {"-o", "--out"}, required = true, paramLabel = "DIR", description = "Folder for the records (created if missing).")
    Path out;

    private PrintWriter stdout;
    private int tried;
    private int failed;

    @Override
    public Integer call() throws IOException {
        stdout = spec.commandLine().getOut();
        Files.createDirectories(out);
        RecordArchive.visit(files, new RecordArchive.Visitor() {
            @Override
            public void entry(String label, Path file) {
                importLog(label, file);
            }

            @Override
            public void unreadable(String label, String reason) {
                notImported(label, reason);
            }
        });
        stdout.println("imported " + (tried - failed) + " of " + tried + " files");
        stdout.flush();
        return failed == 0 ? 0 : 1;
    }

    /**
     * Imports one log (a file given, or an archive's entry copied out under its own name), shown as {@code label},
     * into {@code DIR/NAME.jsonl}.
     */
    private void importLog(String label, Path file) {
        tried++;
        String name = file.getFileName().toString().replaceFirst("(\\.(mjlog|xml))?\\.gz$", "")
                .replaceFirst("(.)\\.[^.]*$", "$1") + ".jsonl";
        Path target = out.resolve(name);
        try {
            if (ReplayCommand.detect(file) == LogFormat.RECORD) {
                throw new IllegalArgumentException("an engine game record already (jantaku export turns one into mjai or tenhou.net/6)");
            }
            if (Files.exists(target) && Files.isSameFile(file, target)) {
                throw new IllegalArgumentException("the record would overwrite the log itself: give another --out");
            }
            Mjlog log = ReplayCommand.read(file);
            Path tmp = out.resolve(name + ".part");
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                int steps = TenhouImport.write(log, w).steps();
                w.flush();
                Files.move(tmp, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                stdout.println(label + " -> " + target + " (" + steps + " steps)");
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException | RuntimeException e) {
            failed++;
            stdout.println(label + ": not imported: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }

    /** A file (or archive, or archive entry) that could not be read, with the reason. */
    private void notImported(String label, String reason) {
        tried++;
        failed++;
        stdout.println(label + ": not imported: " + reason);
    }
}
