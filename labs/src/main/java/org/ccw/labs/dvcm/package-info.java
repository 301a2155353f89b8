/**
 * The DVCM labs (seed 001): {@link org.ccw.labs.dvcm.DvcmContentionLab} ({@code dvcm-contention}) reproduces the
 * contention experiment of §4.3 — 1-3 senders bursting to one receiver through an ATM switch whose port buffer is
 * smaller than a burst, with no coordination (with and without Early Packet Discard), with the sender-coordination
 * module, and with Early Token Release — and draws Figures 2-4 as {@link org.ccw.labs.Series}; each of its
 * {@code ContentionMode}s configures the DVCM star preset for one curve family, and {@code ContentionChecks}
 * holds the paper's shapes, stating by how much and why a shape misses. {@link org.ccw.labs.dvcm.DvcmLatencyLab}
 * ({@code dvcm-latency}) measures §3's coprocessor-to-coprocessor and application-to-application latencies and
 * the interrupt costs; its {@code LatencyProbe} is an extension module written against the public module API
 * only, the way a student would write one. Every run goes through a {@code DvcmRig}: its trace is fingerprinted
 * (pinned in the tests' {@code LabPins}) and checked by {@link org.ccw.engine.dvcm.coordination.TokenInvariants}.
 * Component costs live in the engine ({@code DvcmCosts}, the presets); the only one set from a paper figure is the
 * DMA start-up (from §3's 60 µs, which {@code dvcm-latency} reports as calibrated).
 * {@link org.ccw.labs.dvcm.DvcmRealLab} ({@code dvcm-real}) measures §4.3's collapse and recovery on this machine:
 * the units as software coprocessors over UDP through a user-space switch ({@code RealPathContention}); it has no
 * fingerprint, its figures being real.
 */
package org.ccw.labs.dvcm;
