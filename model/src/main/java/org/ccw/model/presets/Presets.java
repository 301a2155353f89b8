package org.ccw.model.presets;

import java.util.List;
import java.util.function.Function;

import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.naming.ElementIds;

/**
 * The catalogue of node presets the editor's palette offers (the papers' machines, {@link MachinePresets}) and the
 * empty scenario of File → New. Ready-made scenarios are their stacks' (each stack's {@code presets()}, built with
 * {@link Scenarios}).
 */
public final class Presets {

    /**
     * One entry of the palette: a machine preset, its label and the citation of its figures.
     *
     * @param label    the preset's name, as stored in {@link Node#getPreset()} of the nodes it creates
     * @param citation where its figures come from, as stored in {@link Node#getCitation()}
     */
    public record NodePreset(String label, String citation, Function<String, ? extends Node> factory) {

        /** A fresh node of this preset named {@code name}. */
        public Node create(String name) {
            return factory.apply(name);
        }

        /** Label and citation are read off a sample node, so they are written once, in the factory. */
        static NodePreset of(Function<String, ? extends Node> factory) {
            Node sample = factory.apply("sample");
            return new NodePreset(sample.getPreset(), sample.getCitation(), factory);
        }
    }

    private Presets() {
    }

    /** Every machine preset, in palette order. */
    public static List<NodePreset> nodePresets() {
        return List.of(
                NodePreset.of(MachinePresets::sparcStation20),
                NodePreset.of(MachinePresets::sparcStation1Plus),
                NodePreset.of(MachinePresets::ultraSparc1),
                NodePreset.of(MachinePresets::enterprise5000),
                NodePreset.of(MachinePresets::ultra170),
                NodePreset.of(MachinePresets::pentiumIiSmp),
                NodePreset.of(MachinePresets::asx100),
                NodePreset.of(MachinePresets::asx200wg),
                NodePreset.of(MachinePresets::myrinetSwitch),
                NodePreset.of(MachinePresets::fastEthernetSwitch));
    }

    /** File → New: nothing drawn yet, the defaults' seed and duration, no faults. */
    public static Scenario empty() {
        Scenario scenario = Scenarios.scenario("untitled", "");
        ElementIds.assignMissing(scenario);
        return scenario;
    }
}
