package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.grading.AnswerSheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A student's name and answers kept in the settings directory, read back by a new session as an answers file. */
class StudentProgressTest {

    @TempDir
    Path settings;

    private final LabFolder loss = LabCatalogue.byId("ssam-loss").orElseThrow();

    @Test
    void theNameAndTheAnswersSurviveARestartAsAnAnswersFile() throws Exception {
        StudentProgress first = new StudentProgress(settings);
        assertEquals(Optional.empty(), first.student(), "no name before it is given");
        first.setStudent("  Ada Lovelace ");
        first.save(loss, Map.of("lost-reply", "a", "first-drop", "#36"));

        StudentProgress again = new StudentProgress(settings);
        assertEquals(Optional.of("Ada Lovelace"), again.student());
        assertEquals(Map.of("lost-reply", "a", "first-drop", "#36", "first-retransmission", "",
            "retransmissions-loss10", "", "why-keep-the-reply", ""), again.answers(loss),
            "every question, the unanswered empty");
        Path file = settings.resolve("students/ada-lovelace/ssam-loss.yaml");
        assertEquals(file, again.file("ssam-loss"));
        AnswerSheet sheet = AnswerSheet.read(file, loss);
        assertEquals("Ada Lovelace", sheet.student(), "the file is what lab check reads");
        assertEquals("a", sheet.answer("lost-reply"));
        try (var left = Files.list(file.getParent())) {
            assertEquals(1, left.count(), "no temporary file is left beside it");
        }
    }

    @Test
    void nothingIsWrittenBeforeTheStudentIsNamedAndANameIsOneLine() throws Exception {
        StudentProgress progress = new StudentProgress(settings);
        progress.save(loss, Map.of("lost-reply", "a"));
        assertTrue(!Files.exists(settings.resolve("students")));
        assertThrows(IllegalArgumentException.class, () -> progress.setStudent(" "));
        assertThrows(IllegalArgumentException.class, () -> progress.setStudent("a\nb"));
    }

    @Test
    void aNameBecomesAFolderNameOnAnySystem() {
        assertEquals("ada-lovelace", StudentProgress.fileName("Ada Lovelace"));
        assertEquals("jürgen-o-brien", StudentProgress.fileName("Jürgen O'Brien"));
        assertEquals("etc-passwd", StudentProgress.fileName("../etc/passwd"));
        assertEquals("student", StudentProgress.fileName("///"));
    }

    @Test
    void aStudentIdIsKeptAndWrittenIntoTheAnswersFileAndABadOneIsRefused() throws Exception {
        StudentProgress progress = new StudentProgress(settings);
        progress.setStudent("Ada Lovelace");
        progress.setStudentId(" s1234567 ");
        progress.save(loss, Map.of("lost-reply", "a"));

        StudentProgress again = new StudentProgress(settings);
        assertEquals(Optional.of("s1234567"), again.studentId());
        assertEquals(Optional.of("s1234567"), AnswerSheet.read(again.file("ssam-loss"), loss).studentId());
        assertThrows(IllegalArgumentException.class, () -> again.setStudentId("s1; rm -rf"));
        again.setStudentId("");
        assertEquals(Optional.empty(), new StudentProgress(settings).studentId(), "blank clears it");
    }
}
