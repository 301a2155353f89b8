package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.stack.Stacks;

class ValidateCommandTest {

    @TempDir
    Path dir;

    private Path clean;

    @BeforeEach
    void saveTheDefaultScenario() throws Exception {
        clean = dir.resolve("default scenario.ccw");
        ClusterModelIO.save(Stacks.defaultScenario(), clean);
    }

    @Test
    void aCleanFileExitsZero() {
        CommandRun run = CommandRun.of("validate", clean.toString());

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertEquals(clean + ": no problems" + System.lineSeparator(), run.out());
        assertEquals("", run.err());
    }

    @Test
    void aBrokenConstraintExitsOneAndNamesFileElementAndProblem() throws Exception {
        Path broken = saved(scenario -> firstLink(scenario).setBandwidthMbps(-140));

        CommandRun run = CommandRun.of("validate", broken.toString());

        assertEquals(ExitCode.CHECK_FAILED, run.exitCode(), run.out() + run.err());
        String line = run.out().lines().filter(l -> l.contains("bandwidth")).findFirst()
            .orElseThrow(() -> new AssertionError(run.out()));
        assertTrue(line.startsWith(broken + ": cluster/links[taxi]: "), line);
        assertTrue(run.noStackTrace());
    }

    @Test
    void anAbsurdlyLargeNumberBreaksARangeConstraint() throws Exception {
        Path absurd = saved(scenario -> firstLink(scenario).setBandwidthMbps(1e300));

        CommandRun run = CommandRun.of("validate", absurd.toString());

        assertEquals(ExitCode.CHECK_FAILED, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains(": cluster/links[taxi]: "), run.out());
    }

    @Test
    void jsonReportsEveryProblemAsOneObject() throws Exception {
        Path broken = saved(scenario -> firstLink(scenario).setBandwidthMbps(-140));

        CommandRun run = CommandRun.of("validate", broken.toString(), "--json");

        assertEquals(ExitCode.CHECK_FAILED, run.exitCode());
        JsonNode report = new ObjectMapper().readTree(run.out());
        assertEquals(broken.toString(), report.get("file").asText());
        assertFalse(report.get("valid").asBoolean());
        JsonNode problem = report.get("problems").get(0);
        assertEquals("error", problem.get("severity").asText());
        assertEquals("cluster/links[taxi]", problem.get("elementPath").asText());
        assertFalse(problem.get("constraint").asText().isEmpty());
        assertFalse(problem.get("message").asText().isEmpty());
    }

    @Test
    void aMissingFileIsBadInput() {
        Path missing = dir.resolve("nowhere.ccw");

        CommandRun run = CommandRun.of("validate", missing.toString());

        assertBadInput(run, missing);
    }

    @Test
    void truncatedXmlIsBadInput() throws Exception {
        String xml = Files.readString(clean);
        Path truncated = write("truncated.ccw", xml.substring(0, xml.length() / 2));

        assertBadInput(CommandRun.of("validate", truncated.toString()), truncated);
    }

    @Test
    void notXmlAtAllIsBadInput() throws Exception {
        Path text = write("notes.ccw", "two SPARCstations and a fibre\n");

        assertBadInput(CommandRun.of("validate", text.toString()), text);
    }

    @Test
    void aWrongNamespaceIsBadInput() throws Exception {
        Path foreign = write("foreign.ccw",
            Files.readString(clean).replace("http://www.ccw.org/cluster/1.0", "http://example.org/not-a-cluster"));

        CommandRun run = CommandRun.of("validate", foreign.toString());

        assertBadInput(run, foreign);
    }

    @Test
    void aDanglingReferenceIsBadInput() throws Exception {
        Matcher end = Pattern.compile("end2=\"([^\"]+)\"").matcher(Files.readString(clean));
        assertTrue(end.find(), "the saved link refers to its second end");
        Path dangling = write("dangling.ccw", Files.readString(clean).replace(end.group(0), "end2=\"ss20-z.nic9\""));

        CommandRun run = CommandRun.of("validate", dangling.toString());

        assertBadInput(run, dangling);
        assertTrue(run.err().contains("ss20-z.nic9"), run.err());
    }

    @Test
    void textWhereANumberBelongsIsBadInput() throws Exception {
        Path wordy = withDelay("wordy.ccw", "lots");

        assertBadInput(CommandRun.of("validate", wordy.toString()), wordy);
    }

    @Test
    void aNumberTooBigForItsTypeIsBadInput() throws Exception {
        Path overflow = withDelay("overflow.ccw", "99999999999999");

        assertBadInput(CommandRun.of("validate", overflow.toString()), overflow);
    }

    /** The clean file with its link's propagation delay (an int, in ns) written as {@code value}. */
    private Path withDelay(String name, String value) throws Exception {
        String xml = Files.readString(clean);
        String edited = xml.replaceFirst("propagationDelayNanos=\"[^\"]+\"", "propagationDelayNanos=\"" + value + "\"");
        assertFalse(edited.equals(xml), "the saved link states its propagation delay");
        return write(name, edited);
    }

    @Test
    void debugAddsTheStackTraceOfBadInput() throws Exception {
        Path text = write("notes.ccw", "not xml");

        CommandRun run = CommandRun.of("validate", "--debug", text.toString());

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("\tat "), run.err());
    }

    private static void assertBadInput(CommandRun run, Path file) {
        assertEquals(ExitCode.BAD_INPUT, run.exitCode(), run.out() + run.err());
        assertEquals("", run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith(file.toString() + ": "), run.err());
        assertTrue(run.noStackTrace(), run.err());
    }

    private Path saved(java.util.function.Consumer<Scenario> breakIt) throws Exception {
        Scenario scenario = Stacks.defaultScenario();
        breakIt.accept(scenario);
        Path file = dir.resolve("broken.ccw");
        ClusterModelIO.save(scenario, file);
        return file;
    }

    private Path write(String name, String content) throws Exception {
        return Files.writeString(dir.resolve(name), content);
    }

    private static Link firstLink(Scenario scenario) {
        return scenario.getCluster().getLinks().get(0);
    }
}
