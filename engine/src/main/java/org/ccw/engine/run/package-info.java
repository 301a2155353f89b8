/**
 * The headless run core behind {@code workbench run}: {@link org.ccw.engine.run.HeadlessRun} copies a scenario
 * into a topology, builds the simulation kernel, the fabric and the tracer (with an optional JSON Lines trace
 * file and always a fingerprint when traced), drives the scenario's workload until its time limit and returns
 * a {@link org.ccw.engine.run.RunSummary} (events, virtual and wall time, cells sent, delivered and dropped,
 * fingerprint, the stack and its retransmissions, when the workload finished) with a JSON form. What makes the
 * traffic is a {@link org.ccw.engine.run.StackDriver}, chosen from the stack configuration of the workload's
 * job: {@link org.ccw.engine.run.SsamDriver} runs SSAM processes through ping-pong, remote read, remote store,
 * bulk transfer or the all-to-all permutation (seed 000 §2.1, §3.4); {@link org.ccw.engine.run.DvcmDriver} runs a
 * DVCM job's execution units and extension modules through the all-to-one burst of seed 001 §4.3, a bulk
 * transfer or an application-level ping-pong; a job without a stack this engine runs
 * (and a run made from a bare topology) is driven as raw cells by the
 * {@link org.ccw.engine.run.TrafficGenerator} (ping-pong, all-to-all permutation, all-to-one burst, uniform
 * random at an offered load), which charges the hosts' I/O-bus costs to their processors like a real driver
 * loop would. AM-II and PVMAM add their drivers behind the same interface.
 * {@link org.ccw.engine.run.RealTimeRun} runs the same stack code over real sockets instead of the fabric
 * ({@code workbench run --transport udp|tcp}, and {@code workbench peer} for one host per OS process): each host
 * gets a real-time scheduler and a socket, the job's driver runs split over them
 * ({@link org.ccw.engine.run.SsamDriver#part}, which adds an end-of-part notice between processes so each can
 * tell when to stop), and the result is a {@link org.ccw.engine.run.RealTimeSummary} (transport, wall time,
 * frames, messages, retransmissions) and optionally a trace with real times, merged from the hosts and
 * renumbered, which is not deterministic and has no fingerprint.
 * {@link org.ccw.engine.run.FabricBenchmark} is the engine's throughput benchmark: 64 hosts on one 64-port output-buffered ATM switch at 155.52 Mb/s, offered load 0.9, 64-cell port buffers, untraced.
 */
package org.ccw.engine.run;
