package org.ccw.labs.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A lab folder a lecturer wrote: read whole when right; otherwise one line naming the file, line, field and problem. */
class LabFolderReaderTest {
    private static final String INSTRUCTIONS = "# A lab\n\n## What to look for\n\nThe drop.\n\n"
            + "## What the paper found\n\nNothing.\n\n## To discuss\n\n- Why?\n";
    private static final String GOOD = """
            scenario: lossy.ccw
            title: Loss on a fibre
            paper: SSAM (von Eicken et al. 1994)
            source: von Eicken et al. (seed 000), §3.3.1
            topic: reliability
            duration: 1 h
            goal: See a cell die.
            bookmarks:
              - name: first-drop
                event: {kind: CellDropped, nth: 1}
              - name: later
                label: Later on
                at: 0.5 ms
            steps:
              - title: Open it
                do: Choose Lab > demo.
                bookmark: first-drop
                question:
                  id: first-drop
                  ask: Which record is the first drop?
                  event: {kind: CellDropped, where: {reason: LINK_LOSS}, nth: last}
              - title: Predict
                do: Think.
                question:
                  id: one-way
                  ask: How long?
                  points: 3
                  number: {measure: latency(ss20-0 -> ss20-1).p50, unit: ms, tolerance: 2us}
              - title: Choose
                do: Choose.
                question:
                  id: why
                  ask: Why?
                  choice:
                    options: [because, "because: not"]
                    answer: "because: not"
            measures:
              - name: one_way_us
                measure: latency(ss20-0 -> ss20-1).mean
                paper: 0.03 ms
                why: the paper's hosts were slower
            checks:
              - name: something_dropped
                expect: drops().count >= 1
            """;

    /** A real scenario (six SS-20s, ss20-0 to ss20-5, around the switch asx): its nodes are what measures name. */
    private static final Path SCENARIO = LabCatalogue.byId("atm-loss-cluster").orElseThrow().folder()
            .resolve("scenario.ccw");

    @TempDir
    Path dir;

    private LabFolder read(String yaml) throws IOException {
        return read(yaml, INSTRUCTIONS);
    }

    private LabFolder read(String yaml, String instructions) throws IOException {
        Path lab = Files.createDirectories(dir.resolve("demo"));
        Files.writeString(lab.resolve("lab.yaml"), yaml);
        Files.writeString(lab.resolve("instructions.md"), instructions);
        Files.copy(SCENARIO, lab.resolve("lossy.ccw"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        return LabFolderReader.read(lab, "labs/catalogue/demo");
    }

    private String error(String yaml) {
        return assertThrows(LabFormatException.class, () -> read(yaml)).getMessage();
    }

    @Test
    void aWholeFolderReads() throws IOException {
        LabFolder lab = read(GOOD);
        assertEquals("demo", lab.id());
        assertTrue(lab.folderOnly());
        assertEquals(60, lab.minutes());
        assertEquals(3, lab.questions().size());
        assertEquals(500_000_000L, lab.bookmark("later").orElseThrow().atPs().orElseThrow());
        assertEquals("first-drop", lab.bookmark("first-drop").orElseThrow().label(), "the name when no label");
        EventQuestion event = (EventQuestion) lab.question("first-drop").orElseThrow();
        assertEquals("the last CellDropped where reason = LINK_LOSS", event.event().describe());
        NumberQuestion number = (NumberQuestion) lab.question("one-way").orElseThrow();
        assertEquals(3, number.points());
        assertEquals("ms", number.unit());
        assertEquals(1, ((ChoiceQuestion) lab.question("why").orElseThrow()).answer());
        assertEquals(30, lab.measures().get(0).paper().orElseThrow().in("us"), 1e-9);
        assertEquals("us", lab.measures().get(0).unit(), "the measure's own unit when none is given");
        assertEquals(">=", lab.checks().get(0).comparison());
        assertEquals("The drop.", lab.guide().whatToLookFor());
        assertEquals(java.util.List.of("Which record is the first drop?", "How long?", "Why?", "Why?"),
                lab.guide().questions(), "the prediction questions, then those to discuss");
    }

    @Test
    void syntaxErrorsNameTheLine() {
        assertEquals("labs/catalogue/demo/lab.yaml:3: not valid YAML: mapping values are not allowed here",
                error("title: a\ngoal: b\n  bad: : c\n"));
        assertEquals("labs/catalogue/demo/lab.yaml:2: not valid YAML: while scanning for the next token: found "
                + "character '%' that cannot start any token. (Do not use % for indentation)",
                error("title: a\nunit: %\n"));
    }

    @Test
    void anUnknownFieldIsATypoNamedWithItsLine() {
        assertEquals("labs/catalogue/demo/lab.yaml:18: steps[0].qestion: unknown field (known here: title, do, "
                + "bookmark, question)", error(GOOD.replace("    question:\n      id: first-drop", "    qestion:\n"
                + "      id: first-drop")));
    }

    @Test
    void aUnitThatIsNotOneNamesItsField() {
        assertEquals("labs/catalogue/demo/lab.yaml:28: steps[1].question.number.unit: 'furlongs' is not in the "
                + "dimension of latency(ss20-0 -> ss20-1).p50, which is in us", error(GOOD.replace("unit: ms", "unit: furlongs")));
        assertEquals("labs/catalogue/demo/lab.yaml:28: steps[1].question.number.tolerance: '2 cells' is a number of"
                + " cells, not a time (ms)", error(GOOD.replace("tolerance: 2us", "tolerance: 2 cells")));
    }

    /** GOOD with its choice question asked as a discussion of at most {@code bound}. */
    private static String discussion(String bound) {
        return GOOD.replace("      choice:\n        options: [because, \"because: not\"]\n"
                + "        answer: \"because: not\"\n", "      discuss: " + bound + "\n");
    }

    @Test
    void aDiscussionTakesAWordBoundAndNoPoints() throws IOException {
        DiscussQuestion q = (DiscussQuestion) read(discussion("{words: 80}")).question("why").orElseThrow();
        assertEquals(80, q.words());
        assertEquals(0, ((DiscussQuestion) read(discussion("{}")).question("why").orElseThrow()).words());
        assertTrue(error(discussion("{words: 0}")).endsWith("question.discuss.words: words must be 1 or more (leave it out"
                + " for no bound)"), error(discussion("{words: 0}")));
        String withPoints = discussion("{}").replace("      discuss: {}", "      points: 2\n      discuss: {}");
        assertTrue(error(withPoints).endsWith("points: a discuss question is not graded: it has no points"),
                error(withPoints));
    }

    @Test
    void aFolderFarBiggerThanALabIsRefusedUnread() throws IOException {
        Path lab = Files.createDirectories(dir.resolve("demo"));
        try (java.io.RandomAccessFile huge = new java.io.RandomAccessFile(lab.resolve("dump.bin").toFile(), "rw")) {
            huge.setLength(LabFolderReader.MAX_FOLDER_BYTES + 1); // sparse: nothing is written
        }
        assertEquals("labs/catalogue/demo: holds 64 MB; a lab folder is at most 64 MB (lab.yaml, instructions.md and a "
                + "scenario)", error(GOOD));
    }

    @Test
    void questionIdsAreUnique() {
        assertEquals("labs/catalogue/demo/lab.yaml:25: steps[1].question.id: a second question with id first-drop",
                error(GOOD.replace("id: one-way", "id: first-drop")));
    }

    @Test
    void aChoicesAnswerIsOneOfItsOptions() {
        assertEquals("labs/catalogue/demo/lab.yaml:36: steps[2].question.choice.answer: 'd' is not one of the "
                + "choices a to b", error(GOOD.replace("answer: \"because: not\"", "answer: d")));
    }

    @Test
    void measuresAndEventsAreCheckedWhenRead() {
        assertTrue(error(GOOD.replace("latency(ss20-0 -> ss20-1).p50", "latency(ss20-0 -> ss20-1).p42")).startsWith(
                "labs/catalogue/demo/lab.yaml:28: steps[1].question.number.measure: 'latency(ss20-0 -> ss20-1).p42': latency "
                        + "has no .p42"));
        assertTrue(error(GOOD.replace("{kind: CellDropped, where", "{kind: CellLost, where")).startsWith(
                "labs/catalogue/demo/lab.yaml:21: steps[0].question.event: no trace record 'CellLost'"));
        assertEquals("labs/catalogue/demo/lab.yaml:21: steps[0].question.event.nth: 'first' is not which one (write 1, "
                + "2, ... or last)",
                error(GOOD.replace("nth: last", "nth: first")));
        assertTrue(error(GOOD.replace("expect: drops().count >= 1", "expect: drops().count >= 1us")).contains(
                "checks[0].expect: 'drops().count >= 1us': 1 us cannot be compared with drops().count, which is in cells"));
    }

    @Test
    void aMeasureNamingANodeTheScenarioLacksIsFoundWhenRead() {
        assertEquals("labs/catalogue/demo/lab.yaml:39: measures[0].measure: 'latency(ss20-0 -> ss20-9).mean': no node "
                + "'ss20-9' in the scenario (it has asx, ss20-0, ss20-1, ss20-2, ss20-3, ss20-4, ss20-5)",
                error(GOOD.replace("latency(ss20-0 -> ss20-1).mean", "latency(ss20-0 -> ss20-9).mean")));
        assertTrue(error(GOOD.replace("latency(ss20-0 -> ss20-1).p50", "latency(ss20-z -> ss20-1).p50")).startsWith(
                "labs/catalogue/demo/lab.yaml:28: steps[1].question.number.measure: 'latency(ss20-z -> ss20-1).p50': "
                        + "no node 'ss20-z'"));
    }

    @Test
    void aScenarioThatDoesNotLoadIsNamedWithItsFile() throws IOException {
        Path lab = Files.createDirectories(dir.resolve("demo"));
        Files.writeString(lab.resolve("lab.yaml"), GOOD);
        Files.writeString(lab.resolve("instructions.md"), INSTRUCTIONS);
        Files.writeString(lab.resolve("lossy.ccw"), "<scenario");
        String message = assertThrows(LabFormatException.class, () -> LabFolderReader.read(lab, "labs/catalogue/demo"))
                .getMessage();
        assertTrue(message.startsWith("labs/catalogue/demo/lossy.ccw"), message);
    }

    @Test
    void anchorsAndAliasesAreRefusedOutright() {
        String laughs = "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b]\n";
        LabFormatException e = assertThrows(LabFormatException.class, () -> YamlTree.parse("laughs.yaml", laughs));
        assertEquals("laughs.yaml:1: a: YAML anchors and aliases (& and *) are not allowed here: write each value out",
                e.getMessage());
        String alias = GOOD.replace("title: Loss on a fibre", "title: &t Loss on a fibre")
                .replace("goal: See a cell die.", "goal: *t");
        assertTrue(error(alias).contains("lab.yaml:7: goal: YAML anchors and aliases"), error(alias));
    }

    @Test
    void aQuestionHasExactlyOneKindOfAnswer() {
        assertEquals("labs/catalogue/demo/lab.yaml:31: steps[2].question: a question needs its answer: number, "
                + "choice, event or discuss", error(GOOD.replace("      choice:\n        options: [because, \"because: not\"]\n"
                + "        answer: \"because: not\"\n", "")));
    }

    @Test
    void aFolderNamesAJavaLabOrAScenarioAndAJavaLabKeepsItsChecksInCode() {
        assertEquals("labs/catalogue/demo/lab.yaml:1: names neither a Java lab (java: its class) nor a scenario file "
                + "(scenario: a .ccw in the folder)", error(GOOD.replace("scenario: lossy.ccw\n", "")));
        assertEquals("labs/catalogue/demo/lab.yaml:37: measures: a Java lab's figures and checks are its code's; only"
                + " a folder-only lab (scenario:) lists its own", error(GOOD.replace("scenario: lossy.ccw",
                "java: org.ccw.labs.ssam.SsamLossLab")));
        assertEquals("labs/catalogue/demo/lab.yaml:1: scenario: no file missing.ccw in the folder",
                error(GOOD.replace("lossy.ccw", "missing.ccw")));
    }

    @Test
    void missingPiecesAreNamed() throws IOException {
        assertEquals("labs/catalogue/demo/lab.yaml:1: goal: missing", error(GOOD.replace("goal: See a cell die.\n", "")));
        assertEquals("labs/catalogue/demo/lab.yaml:13: bookmarks[1].at: 'half a ms' is not a number with a unit "
                + "(write e.g. 32us or 0.032 ms)", error(GOOD.replace("at: 0.5 ms", "at: half a ms")));
        assertEquals("labs/catalogue/demo/lab.yaml:17: steps[0].bookmark: no bookmark called nowhere",
                error(GOOD.replace("bookmark: first-drop", "bookmark: nowhere")));
        assertEquals("labs/catalogue/demo/instructions.md: has no '## What the paper found' section",
                assertThrows(LabFormatException.class, () -> read(GOOD, "## What to look for\n\nThe drop.\n"))
                        .getMessage());
        Files.delete(dir.resolve("demo/lab.yaml"));
        assertEquals("labs/catalogue/demo/lab.yaml: missing (a lab folder holds lab.yaml and instructions.md)",
                assertThrows(LabFormatException.class, () -> LabFolderReader.read(dir.resolve("demo"),
                        "labs/catalogue/demo")).getMessage());
    }
}
