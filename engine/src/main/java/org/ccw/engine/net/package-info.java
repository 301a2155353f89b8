/**
 * The contract between protocol stacks and whatever carries their frames.
 *
 * <p>A stack's code is built with a {@link org.ccw.engine.kernel.Scheduler} and a
 * {@link org.ccw.engine.net.NetworkPort}, started once and then
 * driven by arriving {@link org.ccw.engine.net.Frame}s and by the timers it schedules; never a thread. Ports
 * number nodes with small integers and state their MTU and whether they are reliable, which is all SSAM (48-byte
 * cell payloads over ATM), AM-II (Myrinet packets), PVMAM (TCP streams or UDP datagrams) and DVCM (NI-to-NI
 * control messages) need to know. The simulated fabric's interfaces, {@link org.ccw.engine.net.LoopbackNetwork}
 * and the socket ports of {@code org.ccw.engine.realtime} implement the same interface, so a stack cannot tell
 * which one it runs on. Reception is pull-style, as on the papers' interfaces: arriving frames wait in the port
 * (the NIC's bounded input FIFO on the fabric) until the stack takes them with {@code poll()}; a polling stack
 * such as SSAM is only told that something arrived, while a push-style stack such as the echo stack uses the
 * {@code receiver} adaptor. Each frame sent may carry a {@link org.ccw.engine.net.FrameTag} (kind and the stack's
 * message id) that the fabric's trace records show. Invariant: a port receives frames and notifies only as events
 * of its scheduler.
 */
package org.ccw.engine.net;
