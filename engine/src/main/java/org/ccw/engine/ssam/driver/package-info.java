/**
 * SSAM as the workbench runs it: its registration ({@link org.ccw.engine.ssam.driver.SsamStack} — presets, the
 * model's rules, the wire format), its driver ({@link org.ccw.engine.ssam.driver.SsamDriver}), which plays a
 * scenario's workloads on the endpoints (remote reads and stores through Split-C, §3.4.4; bulk transfers, §3.3), and
 * its real-time side ({@link org.ccw.engine.ssam.driver.SsamRealTime}: the same endpoints over real sockets). Apart from the protocol in
 * {@code ssam} and Split-C in {@code ssam.splitc}, which both build on the endpoint: the driver uses them, they know
 * nothing of it.
 */
package org.ccw.engine.ssam.driver;
