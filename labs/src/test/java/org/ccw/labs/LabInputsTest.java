package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.Labs;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every input a lab's figures rest on has a source, and a stack is calibrated against at most one figure (issue 25):
 * a figure an input was fitted to validates nothing, so the rest must emerge.
 */
class LabInputsTest {

    static List<Lab> modelLabs() {
        return Labs.all().stream().filter(lab -> !lab.inputs().isEmpty()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("modelLabs")
    void everyInputIsNamedOnceWithAUnitAndASourceThatSaysSomething(Lab lab) {
        List<Input> inputs = lab.inputs();
        Set<String> names = new TreeSet<>();
        for (Input input : inputs) {
            assertTrue(names.add(input.name()), lab.id() + " lists " + input.name() + " twice");
            assertFalse(input.unit().isBlank(), input.name() + " has no unit");
            assertTrue(input.source().text().strip().length() >= 8,
                    input.name() + "'s source says too little: '" + input.source().text() + "'");
        }
    }

    @Test
    void eachStackIsCalibratedAgainstOneFigureAtMost() {
        // a stack's labs share the id's first word (ssam-..., amii-...): the registration names them so
        Map<String, Set<String>> calibratedByStack = new TreeMap<>();
        for (Lab lab : modelLabs()) {
            String stack = lab.id().substring(0, lab.id().indexOf('-'));
            lab.inputs().stream().filter(i -> i.source() instanceof Source.Calibrated)
                    .forEach(i -> calibratedByStack.computeIfAbsent(stack, k -> new TreeSet<>())
                            .add(i.source().text()));
        }
        calibratedByStack.forEach((stack, figures) -> assertTrue(figures.size() <= 1,
                stack + " is calibrated against " + figures.size() + " figures: " + figures));
    }

    @Test
    void everyLabWithAPaperFigureListsItsInputs() {
        List<String> without = Labs.all().stream()
                .filter(lab -> !LabPin.of(lab).isRealTime() && lab.inputs().isEmpty())
                .filter(lab -> !LabCatalogue.of(lab).folderOnly()
                        || LabCatalogue.of(lab).measures().stream().anyMatch(m -> m.paper().isPresent()))
                .map(Lab::id).collect(Collectors.toList());
        assertEquals(List.of(), without, "labs whose figures rest on inputs they do not list");
    }
}
