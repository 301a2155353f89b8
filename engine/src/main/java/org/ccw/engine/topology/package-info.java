/**
 * The engine's own immutable copy of a scenario: hosts with their processors and NICs, switches with their ports,
 * full-duplex links between ports, fault settings, the workload, the seed and the duration. Every hardware model
 * takes its parameters from these records and nowhere else. {@link org.ccw.engine.topology.TopologyBuilder}
 * copies the EMF scenario into a {@link org.ccw.engine.topology.Topology} once, at run start, so the engine never
 * runs on (or holds) EMF objects and an editor can keep changing the model during a run; tests and benchmarks
 * build topologies directly in code. Node ids are one dense space shared by hosts and switches (the trace's
 * {@code node}); a port is a NIC index on a host and a port number on a switch (the trace's {@code component}).
 * Times are picoseconds, rates bits per second, sizes bytes or cells as the field names say.
 */
package org.ccw.engine.topology;
