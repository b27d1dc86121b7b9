package org.jantaku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code jantaku replay} and {@code import} read zip archives of game files (the Spark job's {@code part-NNNNN.zip})
 * entry by entry. The archives are made here from games {@code simulate --records} writes.
 */
class RecordArchiveCommandTest {
    private static final String AGENTS = "efficiency,random,tsumogiri,efficiency";

    /** Every game in an archive is replayed, every hand matched: as many games and hands as the files give alone. */
    @ParameterizedTest
    @ValueSource(strings = {"tenhou:jsonl", "tenhou:mjai", "tenhou:tenhou6", "guizhou-liupanshui:jsonl"})
    void everyGameOfAnArchiveIsReplayedWithEveryHandMatched(String setup, @TempDir Path dir) throws IOException {
        List<Path> files = simulate(setup.split(":")[0], setup.split(":")[1], 4, dir.resolve("games"));
        Path archive = zip(dir.resolve("part-00000.zip"), files, ZipEntry.DEFLATED);
        List<String> alone = replay(files.stream().map(Path::toString).toList());
        List<String> out = replay(List.of(archive.toString()));
        assertThat(out).hasSize(5);
        for (int i = 0; i < 4; i++) {
            String name = files.get(i).getFileName().toString();
            assertThat(out.get(i)).as(name).isEqualTo(alone.get(i).replace(files.get(i).toString(), archive + "!" + name));
        }
        Matcher total = Pattern.compile("replayed 4 games, ([1-9]\\d*) hands: \\1 matched, 0 mismatched").matcher(out.get(4));
        assertThat(total.matches()).as(out.get(4)).isTrue();
        assertThat(out.get(4)).isEqualTo(alone.get(4));
        assertThat(leftovers()).as("entries copied out and left behind").isEmpty();
    }

    /** A corrupt archive and a corrupt entry are each named with the reason; the other files and entries go on. */
    @Test
    void aCorruptArchiveOrEntryIsNamedAndTheOthersGoOn(@TempDir Path dir) throws IOException {
        List<Path> files = simulate("tenhou", "mjai", 3, dir.resolve("games"));
        Path broken = Files.write(dir.resolve("broken.zip"), new byte[] {'P', 'K', 3, 4, 20, 0, 0, 0, 'x', 'y', 'z'});
        Path archive = zip(dir.resolve("part-00001.zip"), files, ZipEntry.STORED);
        byte[] bytes = Files.readAllBytes(archive);
        int at = indexOf(bytes, Files.readAllBytes(files.get(1)));
        bytes[at + 20] ^= 1; // the second game's record, stored, now differs from its CRC
        Files.write(archive, bytes);
        CliRun run = CliRun.of("replay", broken.toString(), archive.toString(), files.get(2).toString());
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> out = run.outLines();
        assertThat(out).hasSize(6);
        assertThat(out.get(0)).startsWith(broken + ": not replayed: a corrupt zip archive: ");
        assertThat(out.get(1)).startsWith(archive + "!" + files.get(0).getFileName() + ": ").contains(" 0 mismatched");
        assertThat(out.get(2)).matches(Pattern.quote(archive + "!" + files.get(1).getFileName())
                + ": not replayed: a corrupt archive entry: its CRC is [0-9a-f]{8}, the archive says [0-9a-f]{8}");
        assertThat(out.get(3)).startsWith(archive + "!" + files.get(2).getFileName() + ": ").contains(" 0 mismatched");
        assertThat(out.get(4)).startsWith(files.get(2) + ": ").contains(" 0 mismatched");
        assertThat(out.get(5)).matches("replayed 3 games, ([1-9]\\d*) hands: \\1 matched, 0 mismatched, 2 files not read");
        assertThat(leftovers()).isEmpty();
    }

    /** An archive inside an archive is not read, but named; an empty archive (a partition without games) replays nothing. */
    @Test
    void archivesInArchivesAreRefusedAndEmptyOnesAreEmpty(@TempDir Path dir) throws IOException {
        List<Path> files = simulate("tenhou", "jsonl", 1, dir.resolve("games"));
        Path inner = zip(dir.resolve("inner.zip"), files, ZipEntry.DEFLATED);
        Path outer = zip(dir.resolve("outer.zip"), List.of(inner), ZipEntry.DEFLATED);
        Path empty = zip(dir.resolve("part-00002.zip"), List.of(), ZipEntry.DEFLATED);
        CliRun run = CliRun.of("replay", outer.toString(), empty.toString());
        assertThat(run.outLines()).containsExactly(
                outer + "!inner.zip: not replayed: a corrupt archive entry: a zip archive inside the archive (unpack it first)",
                "replayed 0 games, 0 hands: 0 matched, 0 mismatched, 1 files not read");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(CliRun.of("replay", empty.toString()).assertSuccess())
                .containsExactly("replayed 0 games, 0 hands: 0 matched, 0 mismatched");
    }

    /** {@code import} turns each log of an archive into a record named after its entry; engine records are refused. */
    @Test
    void importReadsEveryEntry(@TempDir Path dir) throws IOException {
        List<Path> logs = simulate("tenhou", "mjai", 2, dir.resolve("mjai"));
        List<Path> records = simulate("tenhou", "jsonl", 1, dir.resolve("jsonl"));
        Path mjai = zip(dir.resolve("mjai.zip"), logs, ZipEntry.DEFLATED);
        Path jsonl = zip(dir.resolve("jsonl.zip"), records, ZipEntry.DEFLATED);
        Path out = dir.resolve("out");
        CliRun run = CliRun.of("import", mjai.toString(), jsonl.toString(), "--out", out.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        List<String> lines = run.outLines();
        assertThat(lines).hasSize(4);
        for (int i = 0; i < 2; i++) {
            String name = logs.get(i).getFileName().toString();
            assertThat(lines.get(i)).startsWith(mjai + "!" + name + " -> " + out.resolve(name.replace(".mjai", ".jsonl"))).endsWith(" steps)");
        }
        assertThat(lines.get(2)).isEqualTo(jsonl + "!" + records.get(0).getFileName() + ": not imported: an engine game record already "
                + "(jantaku export turns one into mjai or tenhou.net/6)");
        assertThat(lines.get(3)).isEqualTo("imported 2 of 3 files");
        List<String> imported = new ArrayList<>();
        try (Stream<Path> s = Files.list(out)) {
            s.forEach(p -> imported.add(p.toString()));
        }
        assertThat(replay(imported.stream().sorted().toList()).get(2)).matches("replayed 2 games, ([1-9]\\d*) hands: \\1 matched, 0 mismatched");
    }

    private static List<Path> simulate(String preset, String format, int games, Path dir) throws IOException {
        CliRun.of("simulate", "--rules", preset, "--games", String.valueOf(games), "--agents", AGENTS, "--seed", "29",
                "--records", dir.toString(), "--format", format).assertSuccess();
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    /** An archive of {@code files} under their own names, deflated or stored. */
    private static Path zip(Path archive, List<Path> files, int method) throws IOException {
        try (OutputStream os = Files.newOutputStream(archive); ZipOutputStream zip = new ZipOutputStream(os, StandardCharsets.UTF_8)) {
            for (Path f : files) {
                byte[] bytes = Files.readAllBytes(f);
                ZipEntry e = new ZipEntry(f.getFileName().toString());
                e.setMethod(method);
                if (method == ZipEntry.STORED) {
                    CRC32 crc = new CRC32();
                    crc.update(bytes);
                    e.setSize(bytes.length);
                    e.setCrc(crc.getValue());
                }
                zip.putNextEntry(e);
                zip.write(bytes);
                zip.closeEntry();
            }
        }
        return archive;
    }

    private static int indexOf(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("the record is not stored as it is");
    }

    private static List<String> replay(List<String> files) {
        List<String> args = new ArrayList<>(List.of("replay"));
        args.addAll(files);
        return CliRun.of(args.toArray(String[]::new)).assertSuccess();
    }

    /** Temporary folders of entries copied out that were not deleted. */
    private static List<Path> leftovers() throws IOException {
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("jantaku-archive-")).toList();
        }
    }
}
