package org.ccw.visualizer.stacks;

/**
 * A token passing between nodes, as a stack's presentation reads it from one of its own records: token
 * {@code token} left node {@code from} (-1 where a run places it) for node {@code to}. A pass is recorded at both
 * ends (the record's node says which); the animation draws the token at its holder's NI or riding on a cell that
 * carries it.
 */
public record TokenPass(int token, int from, int to) {
}
