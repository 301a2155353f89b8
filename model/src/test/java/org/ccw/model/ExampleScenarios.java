package org.ccw.model;

import java.nio.file.Path;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The papers' set-ups for the model's own tests, read from the shipped {@code examples/} folder: the ready-made
 * scenarios are their stacks' (built in the engine, which the model cannot see), and these files are what they
 * wrote.
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
