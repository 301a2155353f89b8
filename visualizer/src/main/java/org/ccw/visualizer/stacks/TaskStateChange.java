package org.ccw.visualizer.stacks;

import org.ccw.engine.trace.TaskState;

/**
 * An application task's change of state, as a stack's presentation reads it from one of its records: task
 * {@code task} at the record's node is in {@code state} from the record's time on, inside or just out of library
 * call {@code call}, with message {@code messageId} sent or received by that call (-1 for none). The space-time
 * view draws a row per task from these.
 */
public record TaskStateChange(int task, TaskState state, String call, long messageId) {
}
