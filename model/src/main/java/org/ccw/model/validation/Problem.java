package org.ccw.model.validation;

/**
 * One thing wrong with a model, as shown in the problems view and printed by {@code workbench validate}.
 *
 * @param severity     how bad it is
 * @param elementPath  where, as an {@link org.ccw.model.naming.ElementPaths element path}
 *                     (e.g. {@code cluster/nodes[ss20-a]/nics[nic0]})
 * @param constraintId which rule, e.g. {@code range} or {@code port-index}; stable, for filters and tests
 * @param message      one sentence naming the element and the rule broken
 */
public record Problem(Severity severity, String elementPath, String constraintId, String message) {

    /** Severity of a problem; errors make a scenario unrunnable. */
    public enum Severity { ERROR, WARNING, INFO }

    /** The problem as the CLI prints it after the file name: {@code element-path: message}. */
    @Override
    public String toString() {
        return elementPath + ": " + message;
    }
}
