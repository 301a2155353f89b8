package org.ccw.labs.grading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.junit.jupiter.api.Test;

/** What a spreadsheet or an LMS reads from a class's grades: text as text, never a formula, one line per student. */
class GradeTableTest {
    private final LabFolder loss = LabCatalogue.byId("ssam-loss").orElseThrow();

    @Test
    void aCellAFormulaWouldStartIsNeutralised() {
        assertEquals("\"'=HYPERLINK(\"\"http://x\"\")\"", GradeTable.field("=HYPERLINK(\"http://x\")"));
        assertEquals("'+cmd|' /C calc'!A0", GradeTable.field("+cmd|' /C calc'!A0"));
        assertEquals("'-2+3", GradeTable.field("-2+3"));
        assertEquals("'@SUM(A1)", GradeTable.field("@SUM(A1)"));
        assertEquals("'\tx", GradeTable.field("\tx"));
        assertEquals("Ada Lovelace", GradeTable.field("Ada Lovelace"));
        assertEquals("\"Bob, Jr.\"", GradeTable.field("Bob, Jr."));
    }

    @Test
    void aStudentsNameIsOneLine() {
        LabFormatException e = assertThrows(LabFormatException.class, () -> AnswerSheet.parse("two.yaml",
                "lab: ssam-loss\nstudent: \"Ada\\nLovelace\"\nanswers:\n", loss));
        assertEquals("two.yaml:2: student: must be one line of text", e.getMessage());
    }
}
