package org.ccw.visualizer.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.units.FeatureSpec;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.eclipse.emf.ecore.EAttribute;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered stack's job configuration, a class of the stack's own EMF package, shows in the property sheet as
 * the metamodel's classes do: each option a row named with its unit under the class's name, a value out of its
 * declared range refused naming the limit, an edit undone.
 */
class StackConfigRowsTest {

    /** The stacks with ready-made scenarios (the echo stack this test tree registers has none, and no options). */
    static Stream<Stack> stacks() {
        return Stacks.all().stream().filter(stack -> !stack.presets().isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stacks")
    void eachOptionIsARowWithItsUnitAndAnEditIsRangeCheckedAndUndoable(Stack stack) {
        Scenario scenario = stack.presets().get(0).scenario().get();
        StackConfig config = scenario.getCluster().getJobs().get(0).getStack();
        ScenarioEditor editor = new ScenarioEditor(scenario);
        PropertySheetViewModel sheet = new PropertySheetViewModel(editor);
        editor.select(List.of(config));

        for (EAttribute option : config.eClass().getEAllAttributes()) {
            FeatureProperty row = sheet.item(option.getName()).orElseThrow(() -> new AssertionError(option.getName()));
            assertEquals(config.eClass().getName(), row.getCategory(), option.getName());
            FeatureSpec.of(option).filter(spec -> !spec.unit().isEmpty()).ifPresent(spec ->
                    assertTrue(row.getName().endsWith("(" + spec.unit() + ")"), row.getName()));
        }

        EAttribute ranged = config.eClass().getEAllAttributes().stream()
                .filter(a -> FeatureSpec.of(a).isPresent() && a.getEType().getInstanceClass() == int.class)
                .findFirst().orElseThrow();
        FeatureSpec spec = FeatureSpec.of(ranged).orElseThrow();
        Object before = config.eGet(ranged);
        FeatureProperty row = sheet.item(ranged.getName()).orElseThrow();

        row.setValue((int) spec.max() + 1);
        assertEquals(before, config.eGet(ranged), "refused: the model keeps its value");
        assertTrue(editor.messageProperty().get().contains("above the maximum of"), editor.messageProperty().get());

        int inRange = before.equals((int) spec.min()) ? (int) spec.min() + 1 : (int) spec.min();
        row.setValue(inRange);
        assertEquals(inRange, config.eGet(ranged));
        editor.undo();
        assertEquals(before, config.eGet(ranged), "undo takes the edit back");
    }
}
