package org.ccw.model;

import java.nio.file.Path;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The papers' set-ups for the tests of the model's generic code (files, validation, naming, editing), read from the
 * shipped {@code examples/} folder. They run in the engine's tests: each stack's configuration class is the stack's
 * own, so only where the stacks are registered can these files be read.
 */
public final class ExampleScenarios {

    private ExampleScenarios() {
    }

    /**
     * A fresh copy of {@code examples/NAME.ccw} ({@code ssam-two-hosts}, {@code atm16-sort}, ...), in no resource, as
     * a scenario built in memory is.
     */
    public static Scenario load(String name) {
        try {
            return EcoreUtil.copy(ClusterModelIO.load(Path.of("..", "examples", name + ".ccw")));
        } catch (ModelLoadException e) {
            throw new IllegalStateException(name, e);
        }
    }
}
