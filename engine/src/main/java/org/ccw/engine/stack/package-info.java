/**
 * The seam every protocol stack plugs into: a {@link org.ccw.engine.stack.Stack} (its rules, its options, its
 * simulated driver, optionally a {@link org.ccw.engine.stack.RealTimeStack}, its wire format and its presets),
 * registered once as a {@code META-INF/services/org.ccw.model.validation.StackRules} service and found through
 * {@link org.ccw.engine.stack.Stacks}. A run asks the registry for the stack of the job its workload drives and
 * reads the {@link org.ccw.engine.stack.StackDriver}'s counters; nothing outside a stack's own packages names
 * it. ARCHITECTURE.md, "Adding a stack", lists what a new stack brings.
 */
package org.ccw.engine.stack;
