package org.ccw.engine.stack;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A stack's job configuration in scenario files: each stack's class lives in its own EMF package, a file saved now
 * names it in that package's namespace, and a file written when the class was the cluster metamodel's
 * ({@code xsi:type="cluster:DvcmConfig"}, as the shipped examples are) still loads it as the stack's own class.
 */
class StackConfigFilesTest {

    /** The repository's examples folder (tests run in the module's directory). */
    private static final Path EXAMPLES = Path.of("..", "examples");

    static Stream<Stack.Preset> firstPresets() {
        return Stacks.all().stream().flatMap(s -> s.presets().stream().limit(1));
    }

    static Stream<Path> examples() throws Exception {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(f -> f.toString().endsWith(".ccw")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void aShippedExampleLoadsEachJobsConfigurationAsItsStacksClass(Path example) throws Exception {
        Scenario scenario = ClusterModelIO.load(example);
        List<EClass> configClasses = Stacks.all().stream().map(Stack::configClass).toList();
        for (Job job : scenario.getCluster().getJobs()) {
            EClass loaded = job.getStack().eClass();
            assertTrue(configClasses.contains(loaded), example + ": job " + job.getName() + " loaded as "
                    + loaded.getName() + " of " + loaded.getEPackage().getNsURI());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("firstPresets")
    void aSavedConfigurationNamesItsStacksNamespaceAndItsOldNameStillLoads(Stack.Preset preset, @TempDir Path dir)
            throws Exception {
        Scenario original = preset.scenario().get();
        EClass configClass = original.getCluster().getJobs().get(0).getStack().eClass();
        EPackage own = configClass.getEPackage();
        assertNotSame(ClusterPackage.eINSTANCE, own, preset.title() + ": the metamodel declares only StackConfig");
        Path file = dir.resolve("saved.ccw");
        ClusterModelIO.save(original, file);
        String xml = Files.readString(file);
        String type = "xsi:type=\"" + own.getNsPrefix() + ":" + configClass.getName() + "\"";
        assertTrue(xml.contains(type) && xml.contains("xmlns:" + own.getNsPrefix() + "=\"" + own.getNsURI() + "\""),
                preset.title() + " names its configuration " + type + " in its own namespace:\n" + xml);

        Path old = dir.resolve("old.ccw");
        Files.writeString(old, xml.replace(" xmlns:" + own.getNsPrefix() + "=\"" + own.getNsURI() + "\"", "")
                .replace(type, "xsi:type=\"" + ClusterPackage.eNS_PREFIX + ":" + configClass.getName() + "\""));
        assertTrue(EcoreUtil.equals(original, ClusterModelIO.load(old)),
                preset.title() + " reads back equal from a file naming its configuration in the cluster namespace");
    }
}
