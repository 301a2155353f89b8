package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course folder added in the window joins the catalogue, is there again after a restart, and can be forgotten. */
class CourseFoldersTest {
    @TempDir
    Path settings;
    @TempDir
    Path course;

    @Test
    void aCourseFolderIsRememberedAcrossRestartsAndForgotten() throws Exception {
        Path lab = Files.createDirectories(course.resolve("course-loss"));
        Path from = LabCatalogue.byId("atm-loss-cluster").orElseThrow().folder();
        try (var files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, lab.resolve(file.getFileName().toString()));
            }
        }
        Files.createDirectories(course.resolve("broken"));
        try {
            List<String> problems = new CourseFolders(settings).add(course);
            assertTrue(LabCatalogue.byId("course-loss").isPresent(), "its lab joins the catalogue");
            assertEquals(1, problems.size(), "the folder without lab.yaml is named: " + problems);
            assertTrue(problems.get(0).startsWith(course.resolve("broken").toString()), problems.get(0));

            LabCatalogue.removeDirectory(course.toAbsolutePath().normalize());
            CourseFolders restarted = new CourseFolders(settings);
            assertEquals(List.of(course.toAbsolutePath().normalize()), restarted.folders());
            assertEquals(1, restarted.load().size(), "loaded again, the broken folder named again");
            assertTrue(LabCatalogue.byId("course-loss").isPresent());

            restarted.forgetAll();
            assertTrue(LabCatalogue.byId("course-loss").isEmpty(), "its labs leave the catalogue");
            assertEquals(List.of(), new CourseFolders(settings).folders(), "and do not come back");
        } finally {
            LabCatalogue.removeDirectory(course.toAbsolutePath().normalize());
        }
        assertThrows(LabFormatException.class, () -> new CourseFolders(settings).add(course.resolve("none")));
    }
}
