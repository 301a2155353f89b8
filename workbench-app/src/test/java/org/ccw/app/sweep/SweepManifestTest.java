package org.ccw.app.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepManifestTest {

    @TempDir
    Path dir;

    private final ObjectNode source = new ObjectMapper().createObjectNode().put("lab", "ssam-loss");

    private SweepManifest lossAndCount() {
        Map<String, List<String>> settings = new LinkedHashMap<>();
        settings.put("faults.lossRate", List.of("0", "0.1"));
        settings.put("workloads.messageCount", List.of("10", "20", "30"));
        return SweepManifest.expand(source, SweepManifest.SeedRange.parse("5..8"), settings);
    }

    @Test
    void theRunsAreTheCrossProductOfSeedsAndEverySettingSeedsVaryingFastest() {
        SweepManifest manifest = lossAndCount();

        assertEquals(4 * 2 * 3, manifest.runs().size());
        assertEquals(new SweepManifest.Run(0, 5, Map.of("faults.lossRate", "0", "workloads.messageCount", "10")),
                manifest.run(0));
        assertEquals(new SweepManifest.Run(3, 8, Map.of("faults.lossRate", "0", "workloads.messageCount", "10")),
                manifest.run(3));
        assertEquals(new SweepManifest.Run(4, 5, Map.of("faults.lossRate", "0", "workloads.messageCount", "20")),
                manifest.run(4));
        assertEquals(new SweepManifest.Run(23, 8, Map.of("faults.lossRate", "0.1", "workloads.messageCount", "30")),
                manifest.run(23));
        assertEquals(6, manifest.points().size());
    }

    @Test
    void withoutSettingsEachSeedIsARunAndOneSeedIsOneRun() {
        assertEquals(List.of(1L, 2L, 3L), SweepManifest.expand(source, SweepManifest.SeedRange.parse("1..3"), Map.of())
                .runs().stream().map(SweepManifest.Run::seed).toList());
        assertEquals(1, SweepManifest.expand(source, SweepManifest.SeedRange.parse("42"), Map.of()).runs().size());
    }

    @Test
    void aManifestReadsBackAsWritten() throws Exception {
        SweepManifest manifest = lossAndCount();
        Path file = dir.resolve(SweepManifest.FILE);

        manifest.write(file);

        assertEquals(manifest.toJson(), SweepManifest.read(file).toJson());
        assertEquals(manifest.runs(), SweepManifest.read(file).runs());
    }

    @Test
    void nonsenseSeedsAndIndicesAreRefusedSayingWhatIsMeant() {
        assertEquals("'1-5' is not a seed range (A..B, e.g. 1..1000, or one seed)",
                assertThrows(IllegalArgumentException.class, () -> SweepManifest.SeedRange.parse("1-5")).getMessage());
        assertEquals("the seed range 5..1 is empty",
                assertThrows(IllegalArgumentException.class, () -> SweepManifest.SeedRange.parse("5..1")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> lossAndCount().run(24));
        assertThrows(IllegalArgumentException.class, () -> Indices.parse("3-x"));
    }

    @Test
    void indicesReadAndWriteAsSlurmArraysDo() {
        assertEquals(List.of(0, 1, 2, 5, 7, 8), Indices.parse("0-2,5,7-8"));
        assertEquals(List.of(3, 4), Indices.parse("3..4"));
        assertEquals("0-2,5,7-8", Indices.format(List.of(0, 1, 2, 5, 7, 8)));
        assertEquals("9", Indices.format(List.of(9)));
    }

    @Test
    void theLocalPoolCutsAFewSlicesPerProcessOfAtLeastFourRuns() {
        List<Integer> twenty = Indices.parse("0-19");
        assertEquals(List.of(4, 4, 4, 4, 4), LocalBackend.slices(twenty, 2).stream().map(List::size).toList());
        assertEquals(8, LocalBackend.slices(Indices.parse("0-999"), 2).size());
        assertEquals(List.of(List.of(3)), LocalBackend.slices(List.of(3), 4));
    }
}
