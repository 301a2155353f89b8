package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.Labs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The lecturer's grading commands: the key is all right, a template all unanswered, a bad file exit 2 by line. */
class LabGradingCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    static List<Lab> labs() {
        return Labs.all();
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("labs")
    void everyLabsKeyIsCheckedAllRight(Lab lab) throws Exception {
        // A lab that times this machine (no model inputs) makes its key in one run and checks it in another: two
        // runs of a busy machine can differ by more than a question's tolerance, so such a lab gets a second try.
        int tries = lab.inputs().isEmpty() && !LabCatalogue.of(lab).folderOnly() ? 2 : 1;
        CommandRun check = null;
        for (int attempt = 0; attempt < tries && (check == null || check.exitCode() != ExitCode.OK); attempt++) {
            CommandRun key = CommandRun.of("lab", "answers", lab.id(), "--key");
            assertEquals(ExitCode.OK, key.exitCode(), key.err());
            check = CommandRun.of("lab", "check", lab.id(), "--answers", write("key.yaml", key.out()).toString());
        }

        assertEquals(ExitCode.OK, check.exitCode(), check.out() + check.err());
        JsonNode report = JSON.readTree(check.out());
        assertTrue(report.get("all_right").asBoolean());
        assertEquals(LabCatalogue.of(lab).questions().size(), report.get("answers").size());
        assertEquals(report.get("max").asInt(), report.get("score").asInt());
    }

    @Test
    void aTemplateIsAllUnansweredAndExitsOne() throws Exception {
        CommandRun template = CommandRun.of("lab", "answers", "ssam-loss", "--template", "--student", "Ada Lovelace");
        assertTrue(template.out().contains("student: Ada Lovelace\n"), template.out());
        assertTrue(template.out().contains("  # 2. Stop on a loss: Which record is the first cell the fibre loses?"));

        CommandRun check = CommandRun.of("lab", "check", "ssam-loss", "--answers",
                write("ada.yaml", template.out()).toString());

        assertEquals(ExitCode.CHECK_FAILED, check.exitCode(), check.err());
        JsonNode report = JSON.readTree(check.out());
        assertEquals("Ada Lovelace", report.get("student").asText());
        assertEquals(0, report.get("score").asInt());
        for (JsonNode answer : report.get("answers")) {
            assertEquals("unanswered", answer.get("outcome").asText());
        }
    }

    @Test
    void aWrongAnswerSaysHowFarOffAndExitsOne() throws Exception {
        Path answers = write("bob.yaml", """
                lab: ssam-loss
                student: Bob
                answers:
                  first-drop: "#36"
                  lost-reply: b
                  retransmissions-loss10: 2000 cells
                """);

        CommandRun check = CommandRun.of("lab", "check", "ssam-loss", "--answers", answers.toString());

        assertEquals(ExitCode.CHECK_FAILED, check.exitCode());
        JsonNode report = JSON.readTree(check.out());
        assertEquals(1, report.get("score").asInt());
        assertEquals(List.of("right", "unanswered", "wrong", "wrong", "unanswered"),
                report.get("answers").findValuesAsText("outcome"));
        assertEquals("wrong: 2000 cells is 115% above the run's figure (tolerance 25%)",
                report.get("answers").get(3).get("feedback").asText(), report.toString());
        for (JsonNode answer : report.get("answers")) {
            assertTrue(answer.get("expected").isNull(), "no expected answer without --reveal: " + answer);
        }

        JsonNode revealed = JSON.readTree(CommandRun.of("lab", "check", "ssam-loss", "--answers", answers.toString(),
                "--reveal").out());
        assertTrue(revealed.get("answers").get(3).get("feedback").asText().startsWith(
                "wrong: 2000 cells is 115% above the run's 929 cells (tolerance 25%)"), revealed.toString());
        assertEquals("929 cells", revealed.get("answers").get(3).get("expected").asText());
    }

    @Test
    void aBlankFileCheckedWithoutRevealPrintsNoExpectedValue() throws Exception {
        Path blank = write("blank.yaml", CommandRun.of("lab", "answers", "ssam-loss", "--template").out());

        JsonNode report = JSON.readTree(CommandRun.of("lab", "check", "ssam-loss", "--answers", blank.toString()).out());

        for (JsonNode answer : report.get("answers")) {
            assertTrue(answer.get("expected").isNull(), answer.toString());
            assertEquals("not answered", answer.get("feedback").asText(), answer.toString());
        }
    }

    @Test
    void aMalformedAnswerIsWrongWithItsReasonAndAFileThatDoesNotReadExitsTwo() throws Exception {
        Path answers = write("bad.yaml", "lab: ssam-loss\nstudent: Bob\nanswers:\n  first-drop: 36\n  lost-reply: z\n");

        CommandRun check = CommandRun.of("lab", "check", "ssam-loss", "--answers", answers.toString());

        assertEquals(ExitCode.CHECK_FAILED, check.exitCode(), check.err());
        JsonNode report = JSON.readTree(check.out());
        assertEquals(1, report.get("score").asInt(), "the readable answer still counts: " + report);
        assertEquals(answers + ":5: answers.lost-reply: cannot be read: 'z' is not one of the choices a to c",
                report.get("answers").get(2).get("feedback").asText());
        CommandRun other = CommandRun.of("lab", "check", "ssam-bulk", "--answers", answers.toString());
        assertEquals(answers + ":1: lab: answers to lab ssam-loss, not ssam-bulk", other.err().strip());
        CommandRun missing = CommandRun.of("lab", "check", "ssam-loss", "--answers", dir.resolve("none.yaml").toString());
        assertEquals(ExitCode.BAD_INPUT, missing.exitCode());
        assertEquals(dir.resolve("none.yaml") + ": no such file", missing.err().strip());
    }

    @Test
    void gradeMakesOneCsvRowPerStudentAndNamesAFileThatDoesNotRead() throws Exception {
        write("ada.yaml", CommandRun.of("lab", "answers", "ssam-loss", "--key").out().replace("answer key", "Ada"));
        write("bob.yaml", "lab: ssam-loss\nstudent: Bob, Jr.\nanswers:\n  lost-reply: b\n  first-drop: 36\n");
        write("eve.yaml", "lab: ssam-loss\nstudent: Eve\nanswers:\n  first-drop: the first\n");
        write("notes.txt", "not an answers file");
        write("mal.yaml", "lab: ssam-bulk\nstudent: Mallory\n");

        CommandRun grade = CommandRun.of("lab", "grade", "ssam-loss", dir.toString());

        assertEquals(ExitCode.BAD_INPUT, grade.exitCode());
        List<String> rows = grade.out().lines().toList();
        assertEquals(List.of("student,file,first-drop,first-retransmission,lost-reply,retransmissions-loss10,total,max,"
                + "error", "Ada," + dir.resolve("ada.yaml") + ",1,1,1,1,4,4,",
                "\"Bob, Jr.\"," + dir.resolve("bob.yaml") + ",1,,0,,1,4,",
                "Eve," + dir.resolve("eve.yaml") + ",0,,,,0,4," + dir.resolve("eve.yaml")
                        + ":4: answers.first-drop: cannot be read: 'the first' is not a record number (write e.g. 1234 "
                        + "or #1234)",
                "," + dir.resolve("mal.yaml") + ",,,,,,4,\"" + dir.resolve("mal.yaml")
                        + ":1: lab: answers to lab ssam-bulk, not ssam-loss\""), rows);
        assertTrue(grade.err().contains("eve.yaml:4: answers.first-drop"), grade.err());
    }

    @Test
    void gradeWalksSubfoldersAsMoodleDownloadsThemAndWritesWhatMoodleImports() throws Exception {
        Path ada = Files.createDirectories(dir.resolve("Ada Lovelace_101_assignsubmission_file_"));
        Files.writeString(ada.resolve("ANSWERS.YAML"), CommandRun.of("lab", "answers", "ssam-loss", "--key",
                "--student-id", "s1").out()
                .replace("student: answer key", "student: '=HYPERLINK(\"x\")'\nstudent_id: s1\nemail: ada@example.edu"));
        Path bob = Files.createDirectories(dir.resolve("Bob_102_assignsubmission_file_"));
        Files.writeString(bob.resolve("bob.yml"), "lab: ssam-loss\nstudent: Bob\nstudent_id: s1\nanswers:\n  lost-reply: b\n");
        Files.writeString(bob.resolve("notes.txt"), "not an answers file");
        Path roster = Files.writeString(dir.resolve("roster.csv"), "id,name,email\ns1,Ada,ada@example.edu\ns2,Carol,\n");

        CommandRun grade = CommandRun.of("lab", "grade", "ssam-loss", dir.toString(), "--format", "moodle",
                "--roster", roster.toString());

        assertEquals(ExitCode.OK, grade.exitCode(), grade.err());
        assertEquals(List.of("id_number,email,full_name,first-drop,first-retransmission,lost-reply,"
                + "retransmissions-loss10,total,feedback",
                "s1,ada@example.edu,\"'=HYPERLINK(\"\"x\"\")\",1,1,1,1,4,4 of 4",
                "s1,,Bob,0,0,0,0,0,0 of 4; first-drop: unanswered; first-retransmission: unanswered; lost-reply: "
                        + "wrong; retransmissions-loss10: unanswered"), grade.out().lines().toList());
        assertTrue(grade.err().contains("notes.txt: skipped (not an answers file"), grade.err());
        assertTrue(grade.err().contains("bob.yml: student_id s1 also answers in "), grade.err());
        assertTrue(grade.err().contains("roster.csv:3: s2 (Carol) handed in no answers file"), grade.err());
    }

    @Test
    void checkWritesGradescopesResultsJson() throws Exception {
        Path answers = write("bob.yaml", "lab: ssam-loss\nstudent: Bob\nanswers:\n  first-drop: 36\n  lost-reply: b\n");

        JsonNode results = JSON.readTree(CommandRun.of("lab", "check", "ssam-loss", "--answers", answers.toString(),
                "--format", "gradescope").out());

        assertEquals(1, results.get("score").asInt());
        assertEquals(4, results.get("max_score").asInt());
        assertEquals(List.of("first-drop", "first-retransmission", "lost-reply", "retransmissions-loss10"),
                results.get("tests").findValuesAsText("name"));
        assertEquals(List.of("right", "not answered", "wrong", "not answered"),
                results.get("tests").findValuesAsText("output"));
    }

    @Test
    void gradeWritesAResultsJsonPerSubmissionForGradescope() throws Exception {
        Path ada = Files.createDirectories(dir.resolve("submissions/ada"));
        Files.writeString(ada.resolve("answers.yaml"), "lab: ssam-loss\nstudent: Ada\nanswers:\n  lost-reply: a\n");
        Path bob = Files.createDirectories(dir.resolve("submissions/bob"));
        Files.writeString(bob.resolve("answers.yaml"), "lab: ssam-loss\nstudent: Bob\nanswers:\n  lost-reply: b\n");
        Path out = dir.resolve("results");

        assertEquals(ExitCode.BAD_INPUT, CommandRun.of("lab", "grade", "ssam-loss", dir.resolve("submissions")
                .toString(), "--format", "gradescope").exitCode(), "nowhere to write them");
        CommandRun grade = CommandRun.of("lab", "grade", "ssam-loss", dir.resolve("submissions").toString(),
                "--format", "gradescope", "-o", out.toString());

        assertEquals(ExitCode.OK, grade.exitCode(), grade.err());
        assertEquals(1, JSON.readTree(Files.readString(out.resolve("ada/answers/results.json"))).get("score").asInt());
        JsonNode bobs = JSON.readTree(Files.readString(out.resolve("bob/answers/results.json")));
        assertEquals(0, bobs.get("score").asInt(), "one file each, though both are answers.yaml");
        assertEquals(4, bobs.get("max_score").asInt());
    }

    @Test
    void twoStudentsGetTheirOwnVariantAndAClassmatesKeyIsWrongForYou() throws Exception {
        String keyOne = CommandRun.of("lab", "answers", "ssam-loss", "--key", "--student-id", "s1").out();
        String keyTwo = CommandRun.of("lab", "answers", "ssam-loss", "--key", "--student-id", "s2").out();
        assertTrue(!answersOf(keyOne).equals(answersOf(keyTwo)), keyOne + "\n" + keyTwo);

        Path own = write("one.yaml", keyOne.replace("student: answer key", "student: One\nstudent_id: s1"));
        Path copied = write("two.yaml", keyOne.replace("student: answer key", "student: Two\nstudent_id: s2"));

        assertEquals(ExitCode.OK, CommandRun.of("lab", "check", "ssam-loss", "--answers", own.toString()).exitCode());
        assertEquals(ExitCode.CHECK_FAILED, CommandRun.of("lab", "check", "ssam-loss", "--answers", copied.toString())
                .exitCode(), "s1's key is not s2's");
    }

    /** The answer lines of an answers file, without its comments and header. */
    private static List<String> answersOf(String file) {
        return file.lines().filter(l -> l.matches("  [a-z0-9-]+: .+")).toList();
    }

    @Test
    void aRostersKeysAreEachStudentsOwnAndCheckAllRightForThem() throws Exception {
        Path roster = write("roster.csv", "id,name\ns1,Ada Lovelace\ns2,Bob\n");
        Path keys = dir.resolve("keys");

        CommandRun made = CommandRun.of("lab", "answers", "ssam-loss", "--key", "--roster", roster.toString(), "-o",
                keys.toString());

        assertEquals(ExitCode.OK, made.exitCode(), made.err());
        String ada = Files.readString(keys.resolve("s1.yaml"));
        assertTrue(ada.contains("student: Ada Lovelace\nstudent_id: s1\n"), ada);
        assertTrue(!answersOf(ada).equals(answersOf(Files.readString(keys.resolve("s2.yaml")))), "own variants");
        assertEquals(ExitCode.OK, CommandRun.of("lab", "check", "ssam-loss", "--answers", keys.resolve("s1.yaml")
                .toString()).exitCode());
    }
}
