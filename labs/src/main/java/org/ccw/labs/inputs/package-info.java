/**
 * Turns the figures of a machine preset (processor clock, memory-copy rate, cache misses, CAS, NIC accesses, kernel
 * trap and system-call costs) into {@link org.ccw.model.provenance.Input}s, each with the source the lab names, read
 * from the very {@link org.ccw.model.cluster.Host} its simulation runs on. Generic: a lab composes these with its
 * stack's own cost list.
 */
package org.ccw.labs.inputs;
