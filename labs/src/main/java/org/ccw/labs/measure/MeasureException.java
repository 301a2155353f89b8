package org.ccw.labs.measure;

/**
 * A measure or trace query that names something its run does not have (a node, a message that was never
 * delivered, an event that did not happen): the lab's fault, reported in one line.
 */
public final class MeasureException extends RuntimeException {
    public MeasureException(String message) {
        super(message);
    }
}
