package org.ccw.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ModelLoadException.Kind;
import org.ccw.model.ExampleScenarios;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ClusterModelIOTest {

    @TempDir
    Path dir;

    @Test
    void savedScenarioLoadsBackEqual() throws Exception {
        for (Scenario original : Stream.of("ssam-two-hosts", "ssam-through-asx100", "atm16-sort", "dvcm-star3",
                "amii-clump-myrinet", "pvmam-fft-ethernet4").map(ExampleScenarios::load).toList()) {
            Path file = dir.resolve("roundtrip.ccw");
            ClusterModelIO.save(original, file);
            Scenario loaded = ClusterModelIO.load(file);
            assertTrue(EcoreUtil.equals(original, loaded), original.getName() + " changed in a save/load round trip");
        }
    }

    @Test
    void referencesAreWrittenAsStableIds() throws Exception {
        Path file = dir.resolve("ids.ccw");
        ClusterModelIO.save(ExampleScenarios.load("ssam-two-hosts"), file);
        String xml = Files.readString(file);
        assertTrue(xml.contains("processor=\"ss20-a.cpu0\""), xml);
        assertTrue(xml.contains("end1=\"ss20-a.nic0\""), xml);
    }

    @Test
    void loadedReferencesPointIntoTheLoadedModel() throws Exception {
        Path file = dir.resolve("refs.ccw");
        ClusterModelIO.save(ExampleScenarios.load("ssam-two-hosts"), file);
        Scenario loaded = ClusterModelIO.load(file);
        Process p1 = loaded.getCluster().getJobs().get(0).getProcesses().get(1);
        Host b = (Host) loaded.getCluster().getNodes().get(1);
        assertEquals(b.getProcessors().get(0), p1.getProcessor());
    }

    @Test
    void failingSaveLeavesTheOldFileIntactAndNoTemporaryFile() throws Exception {
        Path file = dir.resolve("keep.ccw");
        ClusterModelIO.save(ExampleScenarios.load("ssam-two-hosts"), file);
        byte[] before = Files.readAllBytes(file);

        Scenario broken = ExampleScenarios.load("ssam-two-hosts");
        // A processor contained nowhere cannot be written as a reference: the serializer throws mid-save.
        broken.getCluster().getJobs().get(0).getProcesses().get(0)
                .setProcessor(ClusterFactory.eINSTANCE.createProcessor());
        assertThrows(IOException.class, () -> ClusterModelIO.save(broken, file));

        assertEquals(new String(before), Files.readString(file));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }

    @Test
    void savingAScenarioInsideAnotherResourceLeavesItThere() throws Exception {
        Path first = dir.resolve("first.ccw");
        ClusterModelIO.save(ExampleScenarios.load("ssam-two-hosts"), first);
        Scenario loaded = ClusterModelIO.load(first);
        ClusterModelIO.save(loaded, dir.resolve("second.ccw"));
        assertTrue(loaded.eResource().getURI().toFileString().endsWith("first.ccw"));
    }

    @Test
    void missingFileIsNotFound() {
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ClusterModelIO.load(dir.resolve("absent.ccw")));
        assertEquals(Kind.NOT_FOUND, e.kind());
        assertTrue(e.getMessage().contains("absent.ccw"), e.getMessage());
    }

    @Test
    void aFolderIsNotAScenarioFile() {
        ModelLoadException e = assertThrows(ModelLoadException.class, () -> ClusterModelIO.load(dir));

        assertEquals(Kind.NOT_FOUND, e.kind());
        assertTrue(e.getMessage().contains("a folder, not a scenario file"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
            "truncated.ccw, MALFORMED_XML, 11",
            "not-xml.ccw, MALFORMED_XML, 1",
            "wrong-namespace.ccw, WRONG_NAMESPACE, 3",
            "dangling-reference.ccw, DANGLING_REFERENCE, 15",
            "unknown-feature.ccw, UNKNOWN_FEATURE, 5",
            "int-overflow.ccw, BAD_VALUE, 7",
            "not-a-scenario.ccw, NOT_A_SCENARIO, 0"})
    void brokenFilesAreReportedWithKindAndLine(String name, Kind kind, int line) throws Exception {
        Path file = copyResource(name);
        ModelLoadException e = assertThrows(ModelLoadException.class, () -> ClusterModelIO.load(file));
        assertEquals(kind, e.kind(), e.getMessage());
        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "message must be one line: " + e.getMessage());
    }

    /**
     * A workload's kind is written as its name, as the enumeration it once was wrote it: a stack's own kind, or one
     * this build does not know, loads (validation says whether it runs) and is written back unchanged; the default
     * kind, PING_PONG, is not written.
     */
    @ParameterizedTest
    @CsvSource({"MPBENCH", "FFT_2D", "LOGGP_MICROBENCHMARK", "NOT_A_KIND_OF_THIS_BUILD"})
    void aWorkloadsKindLoadsAndSavesByNameWhateverItIs(String name) throws Exception {
        Path file = dir.resolve("kind.ccw");
        Files.writeString(file, Files.readString(copyResource("valid.ccw"))
                .replace("kind=\"REMOTE_READ\"", "kind=\"" + name + "\""));
        Scenario loaded = ClusterModelIO.load(file);
        assertSame(WorkloadKind.valueOf(name), loaded.getWorkloads().get(0).getKind());

        Path again = dir.resolve("again.ccw");
        ClusterModelIO.save(loaded, again);
        assertTrue(Files.readString(again).contains("kind=\"" + name + "\""));
        loaded.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        ClusterModelIO.save(loaded, again);
        assertFalse(Files.readString(again).contains("PING_PONG"), "the default kind is not written");
        assertSame(WorkloadKind.PING_PONG, ClusterModelIO.load(again).getWorkloads().get(0).getKind());
    }

    private Path copyResource(String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = getClass().getResourceAsStream(name)) {
            Files.copy(in, file);
        }
        return file;
    }
}
