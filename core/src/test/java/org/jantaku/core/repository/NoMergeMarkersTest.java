package org.jantaku.core.repository;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * No text file of the project keeps a merge's conflict markers: Java would not compile with them, but a
 * document, a page or a style sheet would ship them (docs/table-flow.md once did).
 */
class NoMergeMarkersTest {
    private static final Set<String> TEXT = Set.of("md", "java", "js", "html", "css", "xml", "json", "properties", "sql", "py",
            "yml", "yaml", "txt", "sh");
    private static final Set<String> SKIPPED = Set.of(".git", "target", "node_modules", ".mvn");

    @Test
    void noFileHasConflictMarkers() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        assumeTrue(Files.isRegularFile(root.resolve("pom.xml")) && Files.isDirectory(root.resolve("core")),
                "the project's root is not the module's parent: " + root);
        List<String> found = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                return SKIPPED.contains(dir.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile() && isText(file)) {
                    markers(root, file, found);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        assertThat(found).as("lines that are merge conflict markers (file:line)").isEmpty();
    }

    private static boolean isText(Path f) {
        String name = f.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 && TEXT.contains(name.substring(dot + 1));
    }

    private static void markers(Path root, Path f, List<String> found) {
        List<String> lines;
        try {
            lines = Files.readAllLines(f);
        } catch (MalformedInputException notUtf8) {
            return;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("<<<<<<< ") || line.equals("=======") || line.startsWith(">>>>>>> ")) {
                found.add(root.relativize(f) + ":" + (i + 1) + ": " + line);
            }
        }
    }
}
