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

    @Test
    void anAnswerGivenTwiceIsRefusedNotQuietlyTheLast() {
        LabFormatException e = assertThrows(LabFormatException.class, () -> AnswerSheet.parse("twice.yaml",
                "lab: ssam-loss\nstudent: Ada\nanswers:\n  lost-reply: a\n  lost-reply: b\n", loss));
        assertEquals("twice.yaml:5: answers.lost-reply: given twice (first on line 4): keep one", e.getMessage());
    }

    @Test
    void aDiscussionHasNoColumnAndCostsNothing() {
        AnswerSheet sheet = AnswerSheet.parse("ada.yaml", "lab: ssam-loss\nstudent: Ada\nstudent_id: s1\nanswers:\n"
                + "  lost-reply: a\n  why-keep-the-reply: \"A second run would add twice.\"\n", loss);
        java.util.List<org.ccw.labs.folder.Verdict> verdicts = loss.questions().stream().map(q -> switch (q.kind()) {
            case "choice", "discuss" -> q.grade(sheet.answer(q.id()), null);
            default -> new org.ccw.labs.folder.Verdict(q.id(), org.ccw.labs.folder.Verdict.Outcome.RIGHT, "1", "1",
                    "right", "right", q.points());
        }).toList();
        GradeReport report = new GradeReport(sheet, loss.questions(), verdicts, java.util.List.of());

        assertEquals(org.ccw.labs.folder.Verdict.Outcome.NOTED, verdicts.get(verdicts.size() - 1).outcome());
        assertEquals(true, report.allRight(), "a discussion is neither right nor wrong");
        String moodle = new GradeTable(loss).add(report).render(GradeTable.Format.MOODLE);
        assertEquals("id_number,email,full_name,first-drop,first-retransmission,lost-reply,retransmissions-loss10,"
                + "total,feedback", moodle.lines().findFirst().orElseThrow(), "one numeric column per graded question");
        assertEquals("s1,,Ada,1,1,1,1,4,4 of 4", moodle.lines().skip(1).findFirst().orElseThrow());
        assertEquals(false, report.toGradescope().contains("why-keep-the-reply"), "not a test: it is not graded");
    }
}
