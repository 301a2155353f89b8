/**
 * The headless run core behind {@code workbench run}: {@link org.ccw.engine.run.HeadlessRun} copies a scenario
 * into a topology, builds the simulation kernel, the fabric and the tracer (with an optional JSON Lines trace
 * file and always a fingerprint when traced), drives the scenario's workload until its time limit and returns
 * a {@link org.ccw.engine.run.RunSummary} (events, virtual and wall time, cells sent, delivered and dropped,
 * fingerprint, the stack and its retransmissions, when the workload finished) with a JSON form. What makes the
 * traffic is a {@link org.ccw.engine.stack.StackDriver}: the registered stack of the job the workload drives
 * ({@link org.ccw.engine.stack.Stacks}), or, for a run without a driven job (and a run made from a bare topology),
 * raw cells from the {@link org.ccw.engine.run.TrafficGenerator} (ping-pong, all-to-all permutation, all-to-one
 * burst, uniform random at an offered load), which charges the hosts' I/O-bus costs to their processors like a
 * real driver loop would; a job whose stack this build does not run is refused at set-up
 * ({@link org.ccw.engine.run.UnrunnableScenarioException}), never run as raw cells.
 * {@link org.ccw.engine.run.RealTimeRun} runs the same stack code over real sockets instead of the fabric
 * ({@code workbench run --transport udp|tcp}, and {@code workbench peer} for one host per OS process): each host
 * gets a real-time scheduler and a socket, the stack's {@link org.ccw.engine.stack.RealTimeStack} driver runs
 * split over them (each process able to tell when to stop), and the result is a
 * {@link org.ccw.engine.run.RealTimeSummary} (transport, wall time, frames, messages, retransmissions) and
 * optionally a trace with real times, merged from the hosts and renumbered, which is not deterministic and has no
 * fingerprint. {@link org.ccw.engine.run.SharedMemoryPeerRun} runs one process of a job over mapped memory
 * ({@code workbench peer --transport shm}). The three builders share what every run is told, a seed, a time limit
 * and, for the two that trace, a trace file, sinks and a stop condition ({@link org.ccw.engine.run.RunOptions}), so
 * that each adds only what is its own.
 * {@link org.ccw.engine.run.FabricBenchmark} is the engine's throughput benchmark: 64 hosts on one 64-port output-buffered ATM switch at 155.52 Mb/s, offered load 0.9, 64-cell port buffers, untraced.
 */
package org.ccw.engine.run;
