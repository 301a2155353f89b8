package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;
import org.ccw.model.units.FeatureSpec;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.editor.Palette;
import org.ccw.visualizer.editor.PaletteEntry;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.ccw.engine.stack.Stacks;

/**
 * Whatever a user draws from the palette, the workbench either names what is wrong before a run (validation), or
 * the run completes: never an internal error. Each seed makes a random sequence of palette edits, as the canvas
 * makes them (nodes, NICs, processors, links, jobs, processes, deletions, values inside their declared ranges),
 * starting from the empty scenario of File → New or from the default one, then validates and, when clean, runs.
 */
class PaletteEditsPropertyTest {

    private static final int EDITS = 24;
    private static final long RUN_PS = 300_000_000L; // 300 µs of simulated time: enough to start every stack

    private static final int SEEDS = 150;
    /** Runs the property must reach for it to mean something: most seeds end with something left to fix. */
    private static final int MIN_RUNS = 10;

    @Test
    void randomPaletteEditsGiveProblemsOrARunThatCompletes() {
        List<String> failures = new ArrayList<>();
        int ran = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            Random random = new Random(seed);
            ScenarioEditor editor = new ScenarioEditor(random.nextBoolean() ? Stacks.defaultScenario() : Presets.empty());
            List<String> edits = new ArrayList<>();
            for (int i = 0; i < EDITS; i++) {
                edits.add(edit(editor, random));
            }
            Scenario scenario = editor.scenario();
            if (!ClusterValidator.isValid(scenario)) {
                continue; // named before a run: workbench run refuses it with these, the window's Run too
            }
            try {
                HeadlessRun.of(scenario).until(RUN_PS).run();
                ran++;
            } catch (Exception | AssertionError e) {
                failures.add("seed " + seed + ": validates clean but the run failed: " + e + "\n  edits: " + edits);
            }
        }
        assertEquals(List.of(), failures);
        assertTrue(ran >= MIN_RUNS, "only " + ran + " of " + SEEDS + " drawings were runnable: the edits test little");
    }

    /** One random edit; returns what it was, for the failure message. */
    private static String edit(ScenarioEditor editor, Random random) {
        Scenario scenario = editor.scenario();
        List<Node> nodes = scenario.getCluster().getNodes();
        List<Host> hosts = nodes.stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        List<PaletteEntry> entries = Palette.entries();
        switch (random.nextInt(9)) {
            case 0, 1 -> {
                List<PaletteEntry> canvas = entries.stream()
                    .filter(e -> e.target() == PaletteEntry.Target.CANVAS).toList();
                // half the time the palette's workstation, the machine a newcomer starts with
                PaletteEntry entry = random.nextBoolean() ? Palette.entry("workstation").orElseThrow()
                    : canvas.get(random.nextInt(canvas.size()));
                editor.create(entry, null, random.nextInt(800), random.nextInt(600));
                return "add " + entry.id();
            }
            case 2 -> {
                List<PaletteEntry> parts = entries.stream()
                    .filter(e -> e.target() == PaletteEntry.Target.HOST).toList();
                PaletteEntry entry = parts.get(random.nextInt(parts.size()));
                if (hosts.isEmpty()) {
                    return "no host for " + entry.id();
                }
                Host host = hosts.get(random.nextInt(hosts.size()));
                editor.create(entry, ElementRefs.id(scenario, host), 0, 0);
                return "add " + entry.id() + " to " + host.getName();
            }
            case 3, 4 -> {
                List<EObject> ends = new ArrayList<>(nodes);
                hosts.forEach(h -> ends.addAll(h.getNics()));
                if (ends.size() < 2) {
                    return "nothing to link";
                }
                EObject from = ends.get(random.nextInt(ends.size()));
                EObject to = ends.get(random.nextInt(ends.size()));
                editor.link(from, to);
                return "link " + ElementRefs.id(scenario, from) + " " + ElementRefs.id(scenario, to);
            }
            case 5, 8 -> {
                if (scenario.getCluster().getJobs().isEmpty()) {
                    editor.create(Palette.entry("job:ssam").orElseThrow(), null, 0, 0);
                    return "add job";
                }
                // as a user does: a process on a host that runs none yet
                List<Host> idle = hosts.stream().filter(h -> h.getProcessors().stream()
                    .noneMatch(cpu -> scenario.getCluster().getJobs().stream().flatMap(j -> j.getProcesses().stream())
                        .anyMatch(p -> p.getProcessor() == cpu))).toList();
                if (idle.isEmpty()) {
                    return "no idle host for a process";
                }
                String target = ElementRefs.id(scenario, idle.get(random.nextInt(idle.size())));
                editor.create(Palette.entry("process").orElseThrow(), target, 0, 0);
                return "add process on " + target;
            }
            case 6 -> {
                if (nodes.isEmpty() || random.nextInt(3) != 0) {
                    return "kept everything";
                }
                Node node = nodes.get(random.nextInt(nodes.size()));
                editor.select(List.of(node));
                editor.deleteSelection();
                return "delete " + node.getName();
            }
            default -> {
                return setRandomValue(editor, random);
            }
        }
    }

    /** A value inside its declared range, on a random element's random numeric feature. */
    private static String setRandomValue(ScenarioEditor editor, Random random) {
        List<EObject> all = new ArrayList<>();
        editor.scenario().eAllContents().forEachRemaining(all::add);
        if (all.isEmpty()) {
            return "nothing to set";
        }
        EObject element = all.get(random.nextInt(all.size()));
        List<EAttribute> numeric = element.eClass().getEAllAttributes().stream()
            .filter(a -> a.getEAttributeType().getInstanceClass() == int.class
                || a.getEAttributeType().getInstanceClass() == double.class)
            .filter(a -> FeatureSpec.of(a).isPresent()).toList();
        if (numeric.isEmpty()) {
            return "no number on " + element.eClass().getName();
        }
        EAttribute attribute = numeric.get(random.nextInt(numeric.size()));
        FeatureSpec spec = FeatureSpec.of(attribute).orElseThrow();
        double max = Math.min(spec.max(), Math.max(spec.min(), 1) * 1000);
        double value = spec.min() + random.nextDouble() * (max - spec.min());
        Object typed = attribute.getEAttributeType().getInstanceClass() == int.class ? (Object) (int) Math.round(value)
            : (Object) value;
        editor.setFeature(element, attribute, typed);
        return "set " + element.eClass().getName() + "." + attribute.getName() + " = " + typed;
    }
}
