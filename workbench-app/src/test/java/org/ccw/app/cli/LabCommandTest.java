package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Labs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabCommandTest {

    @TempDir
    Path course;

    /** A copy of the folder-only lab atm-loss-cluster as {@code course/NAME}, its lab.yaml edited by {@code edit}. */
    private Path copy(String name, java.util.function.UnaryOperator<String> edit) throws IOException {
        Path from = LabCatalogue.byId("atm-loss-cluster").orElseThrow().folder();
        Path to = Files.createDirectories(course.resolve(name));
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(file.getFileName().toString()));
            }
        }
        Files.writeString(to.resolve("lab.yaml"), edit.apply(Files.readString(to.resolve("lab.yaml"))));
        return to;
    }

    @Test
    void aLabFolderAnywhereRunsWithEveryLabCommand() throws IOException {
        String folder = copy("asx-latency", yaml -> yaml).toString();
        for (List<String> command : List.of(List.of("show", folder), List.of("inputs", folder),
                List.of("answers", folder, "--template"), List.of("validate", folder))) {
            CommandRun run = CommandRun.of(Stream.concat(Stream.of("lab"), command.stream()).toArray(String[]::new));
            assertEquals(ExitCode.OK, run.exitCode(), command + ": " + run.err());
            assertTrue(run.out().contains("asx-latency"), command + ": " + run.out());
        }
    }

    @Test
    void validateNamesEveryBrokenFolderByFileAndLineAndNothingIsAnInternalError() throws IOException {
        copy("measure-typo", yaml -> yaml.replace("measure: retransmissions()", "measure: retransmision()"));
        copy("unknown-host", yaml -> yaml.replace("measure: drops(*, PROTOCOL)", "measure: drops(ss20-z, PROTOCOL)"));
        Files.delete(copy("no-scenario", yaml -> yaml).resolve("scenario.ccw"));
        copy("no-answer", yaml -> yaml.replaceFirst("answer: a", "answer: z"));
        copy("invalid-yaml", yaml -> yaml + "steps: [unclosed\n");
        copy("bad-tolerance", yaml -> yaml.replaceFirst("tolerance: [0-9]+%", "tolerance: abc"));

        CommandRun run = CommandRun.of("lab", "validate", course.toString());

        assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.out() + run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(6, lines.size(), run.out());
        for (String line : lines) {
            assertTrue(line.matches(java.util.regex.Pattern.quote(course.toString()) + "/[a-z-]+/lab\\.yaml:[0-9]+: .+"),
                    line);
        }
        assertTrue(run.out().contains("no node 'ss20-z' in the scenario"), run.out());
    }

    @Test
    void aMeasureTheRunCannotComputeFailsItsCheckInsteadOfCrashing() throws IOException {
        String folder = copy("never-ran", yaml -> yaml.replace("measure: throughput(ss20-0 -> ss20-1)",
                "measure: handler(nothing).mean\n    unit: us")).toString();

        CommandRun run = CommandRun.of("lab", "run", folder);

        assertEquals(ExitCode.CHECK_FAILED, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("[FAIL] throughput_0_to_1_MBps: cannot be measured: handler(nothing).mean: "
                + "handler nothing never ran"), run.out());
    }

    @Test
    void aCoursesDirectoryJoinsTheCatalogueAndItsBrokenLabsAreListedWithTheirProblem() throws IOException {
        copy("asx-latency", yaml -> yaml);
        copy("unknown-host", yaml -> yaml.replace("measure: drops(*, PROTOCOL)", "measure: drops(ss20-z, PROTOCOL)"));
        try {
            CommandRun list = CommandRun.of("lab", "list", "--labs", course.toString());
            assertEquals(ExitCode.OK, list.exitCode(), list.err());
            assertTrue(list.out().contains("asx-latency "), list.out());
            assertTrue(list.out().contains(course.resolve("unknown-host/lab.yaml") + ":"), list.out());

            CommandRun run = CommandRun.of("lab", "show", "asx-latency", "--labs", course.toString());
            assertEquals(ExitCode.OK, run.exitCode(), run.err());
        } finally {
            LabCatalogue.removeDirectory(course);
        }
        assertEquals(ExitCode.BAD_INPUT, CommandRun.of("lab", "list", "--labs", course.resolve("none").toString())
                .exitCode());
    }

    @Test
    void listNamesEveryLabOnItsOwnLine() {
        CommandRun run = CommandRun.of("lab", "list");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertEquals(Labs.all().size(), run.out().lines().count());
        for (Lab lab : Labs.all()) {
            assertTrue(run.out().contains(lab.id() + " "), run.out());
        }
    }

    @Test
    void runJsonFollowsTheContractAndTheExitCodeFollowsTheChecks() throws Exception {
        CommandRun run = CommandRun.of("lab", "run", "ssam-traps", "--json");

        JsonNode result = new ObjectMapper().readTree(run.out());
        assertEquals("ssam-traps", result.get("lab").asText());
        JsonNode writeTrap = null;
        for (JsonNode metric : result.get("metrics")) {
            for (String field : new String[] {"name", "value", "unit", "paper", "ratio"}) {
                assertTrue(metric.has(field), field + " in " + metric);
            }
            if (metric.get("name").asText().equals("write_trap_us")) {
                writeTrap = metric;
            }
        }
        assertTrue(writeTrap != null, result.toString());
        assertEquals(2.72, writeTrap.get("paper").asDouble(), 1e-9);
        assertEquals(writeTrap.get("value").asDouble() / 2.72, writeTrap.get("ratio").asDouble(), 1e-9);
        boolean allPassed = true;
        for (JsonNode check : result.get("checks")) {
            assertTrue(check.has("name") && check.has("passed") && check.has("detail"), check.toString());
            allPassed &= check.get("passed").asBoolean();
        }
        assertEquals(allPassed ? ExitCode.OK : ExitCode.CHECK_FAILED, run.exitCode());
    }

    @Test
    void inputsListsEveryCostWithItsValueUnitAndSource() throws Exception {
        CommandRun run = CommandRun.of("lab", "inputs", "dvcm-latency", "--json");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        JsonNode inputs = new ObjectMapper().readTree(run.out()).get("inputs");
        assertEquals(Labs.byId("dvcm-latency").orElseThrow().inputs().size(), inputs.size());
        for (JsonNode input : inputs) {
            assertEquals(java.util.List.of("name", "value", "unit", "source", "reference"), fieldNames(input));
            assertTrue(java.util.Set.of("paper", "cited", "assumed", "calibrated")
                    .contains(input.get("source").asText()), input.toString());
        }
        CommandRun text = CommandRun.of("lab", "inputs", "pvmam-real");
        assertEquals(ExitCode.OK, text.exitCode(), text.err());
        assertTrue(text.out().contains("no model inputs (it measures this machine"), text.out());
        CommandRun folder = CommandRun.of("lab", "inputs", "atm-loss-cluster");
        assertTrue(folder.out().contains("no model inputs (a folder lab"), folder.out());
    }

    @Test
    void runWithALedgerSaysWhereEachFiguresTimeWent() throws Exception {
        CommandRun run = CommandRun.of("lab", "run", "dvcm-latency", "--ledger", "--json");

        JsonNode ledgers = new ObjectMapper().readTree(run.out()).get("ledgers");
        assertTrue(ledgers != null && ledgers.size() > 0, run.out());
        JsonNode first = ledgers.get(0);
        assertEquals(java.util.List.of("figure", "per", "charged_us", "lines"), fieldNames(first));
        assertTrue(first.get("lines").size() > 0, first.toString());
        CommandRun text = CommandRun.of("lab", "run", "dvcm-latency", "--ledger");
        assertTrue(text.out().contains("where the time went"), text.out());
        assertTrue(!CommandRun.of("lab", "run", "dvcm-latency", "--json").out().contains("ledgers"),
                "without --ledger the JSON keeps its shape");
    }

    private static java.util.List<String> fieldNames(JsonNode node) {
        java.util.List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void showPrintsTheLabsInstructionsAsPlainText() {
        LabFolder lab = LabCatalogue.byId("ssam-loss").orElseThrow();

        CommandRun run = CommandRun.of("lab", "show", "ssam-loss");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        String flowing = run.out().replaceAll("\\s+", " ");
        assertTrue(flowing.startsWith("ssam-loss: " + lab.title()), run.out());
        assertTrue(flowing.contains(lab.guide().goal()), run.out());
        assertTrue(flowing.contains("1. " + lab.guide().steps().get(0).title() + ":"), run.out());
        for (String question : lab.guide().questions()) {
            assertTrue(flowing.contains("- " + question), question + " in " + run.out());
        }
        run.out().lines().forEach(line -> assertTrue(line.length() <= 100, "wrapped for a terminal: " + line));
    }

    @Test
    void showJsonHoldsTheGuideForEveryLab() throws Exception {
        for (Lab lab : Labs.all()) {
            CommandRun run = CommandRun.of("lab", "show", lab.id(), "--json");

            assertEquals(ExitCode.OK, run.exitCode(), run.err());
            JsonNode guide = new ObjectMapper().readTree(run.out());
            LabGuide expected = LabCatalogue.of(lab).guide();
            assertEquals(lab.id(), guide.get("lab").asText());
            assertEquals(expected.source(), guide.get("source").asText());
            assertEquals(expected.steps().size(), guide.get("steps").size());
            assertEquals(expected.questions().size(), guide.get("questions").size());
        }
    }

    @Test
    void showOfAnUnknownLabIsBadInput() {
        CommandRun run = CommandRun.of("lab", "show", "ssam-nothing");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("workbench lab show: no lab 'ssam-nothing'"), run.err());
        assertTrue(run.noStackTrace(), run.err());
    }

    @Test
    void anUnknownLabIsBadInputNamingTheKnownOnes() {
        CommandRun run = CommandRun.of("lab", "run", "no-such-lab");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("no lab 'no-such-lab'") && run.err().contains("ssam-traps"), run.err());
        assertTrue(run.noStackTrace(), run.err());
    }

    @Test
    void aReportIsWrittenHeadlessAsPdfAndHtmlWithoutTheAnswersOfUnansweredQuestions() throws Exception {
        Path answers = Files.writeString(course.resolve("zoe.yaml"), "lab: ssam-loss\nstudent: Zoë Ñúñez\nanswers:\n"
                + "  lost-reply: b\n");
        String key = CommandRun.of("lab", "answers", "ssam-loss", "--key").out();
        String retransmissions = key.lines().filter(l -> l.strip().startsWith("retransmissions-loss10:")).findFirst()
                .orElseThrow().replaceFirst(".*: ", "").replace("\"", "");

        CommandRun html = CommandRun.of("lab", "report", "ssam-loss", "--answers", answers.toString(), "-o",
                course.resolve("zoe.html").toString());
        CommandRun pdf = CommandRun.of("lab", "report", "ssam-loss", "--answers", answers.toString(), "-o",
                course.resolve("zoe.pdf").toString());

        assertEquals(ExitCode.OK, html.exitCode(), html.err());
        assertEquals(ExitCode.OK, pdf.exitCode(), pdf.err());
        String page = Files.readString(course.resolve("zoe.html"));
        assertTrue(page.contains("Student: Zoë Ñúñez"), page);
        assertTrue(page.contains("trace fingerprint "), "the run it was graded against");
        assertTrue(!page.contains(retransmissions), "an unanswered question's answer " + retransmissions + " leaks");
        try (var document = org.apache.pdfbox.Loader.loadPDF(course.resolve("zoe.pdf").toFile())) {
            assertTrue(new org.apache.pdfbox.text.PDFTextStripper().getText(document).contains("Lab report: ssam-loss"));
        }
        assertEquals(ExitCode.BAD_INPUT, CommandRun.of("lab", "report", "ssam-loss", "--answers", answers.toString(),
                "-o", course.resolve("zoe.docx").toString()).exitCode());
    }
}
