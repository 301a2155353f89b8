/**
 * What the engine asks of the operating system beneath a real run, for any stack: where its threads and processes
 * run. {@link org.ccw.engine.os.CorePinning} places them on cores with {@code taskset} (Linux), because two polling
 * processes each keep a core, as Open MPI's {@code --bind-to core} places its ranks: a measured ping-pong's two ends
 * then wake the same way on both sides of a comparison, and neither spins out its time slice while the other waits.
 */
package org.ccw.engine.os;
