package org.ccw.labs.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course's roster against the answers handed in: who is missing, who answered twice, who is not enrolled. */
class RosterTest {
    private final LabFolder loss = LabCatalogue.byId("ssam-loss").orElseThrow();

    @TempDir
    Path dir;

    private Roster roster(String csv) throws IOException {
        return Roster.read(Files.writeString(dir.resolve("roster.csv"), csv));
    }

    private AnswerSheet sheet(String file, String id) {
        return AnswerSheet.parse(file, "lab: ssam-loss\nstudent: Someone\n" + (id == null ? "" : "student_id: " + id
                + "\n") + "answers:\n", loss);
    }

    @Test
    void aRosterIsReadByItsHeadersInAnyOrderAndCase() throws IOException {
        Roster roster = roster("Email,ID,Name,Group\nada@example.edu,s1,\"Lovelace, Ada\",A\nzoe@example.edu,s2,Zoë Ñúñez 李雷,B\n");

        assertEquals(List.of("s1", "s2"), List.copyOf(roster.students().keySet()));
        assertEquals("Lovelace, Ada", roster.student("s1").orElseThrow().name());
        assertEquals("Zoë Ñúñez 李雷", roster.student("s2").orElseThrow().name());
        assertEquals(3, roster.student("s2").orElseThrow().line());
    }

    @Test
    void aBrokenRosterIsNamedByFileAndLine() throws IOException {
        Path file = dir.resolve("roster.csv");
        assertEquals(file + ":3: id: s1 is listed twice (first on line 2)",
                assertThrows(LabFormatException.class, () -> roster("id,name\ns1,Ada\ns1,Bob\n")).getMessage());
        assertEquals(file + ":1: has no 'id' column (the header names id, and optionally name and email)",
                assertThrows(LabFormatException.class, () -> roster("name,email\nAda,a@b\n")).getMessage());
    }

    @Test
    void gradingAgainstTheRosterNamesMissingDuplicateAndUnknownStudents() throws IOException {
        Roster roster = roster("id,name\ns1,Ada\ns2,Bob\ns3,Carol\n");

        List<String> problems = roster.problems(List.of(sheet("a.yaml", "s1"), sheet("b.yaml", "s1"),
                sheet("c.yaml", "s9"), sheet("d.yaml", null)));

        Path file = dir.resolve("roster.csv");
        assertEquals(List.of("b.yaml: student_id s1 also answers in a.yaml (a duplicate)",
                "c.yaml: student_id s9 is not on the roster " + file,
                "d.yaml: no student_id (the roster " + file + " lists students by id)",
                file + ":3: s2 (Bob) handed in no answers file",
                file + ":4: s3 (Carol) handed in no answers file"), problems);
    }
}
