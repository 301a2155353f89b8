package org.ccw.engine.pvmam;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.topology.StackOptions;

/**
 * A PVMAM job's configuration as the engine runs it, copied from the model's {@link PvmamConfig}.
 *
 * @param transport     the AM layer's substrate: TCP, UDP or the Myrinet BPI (seed 003 §5.3)
 * @param route         how PVM messages travel: as Active Messages, direct-routed TCP, or through the daemons
 * @param depth         request and reply buffers per peer, the network's depth (§5; 8 for TCP/UDP, 12 Myrinet)
 * @param timeoutPs     a request's first timeout, doubled at each retransmission
 * @param maxRetries    retransmissions of a request before it is dropped
 * @param fragmentBytes PVM's fragment size; each fragment becomes one Active Message (§6.4)
 * @param receiveCopy   whether the AM layer stages each arriving AM and its handler copies the body out (§4,
 *                      §7.3.1); false: the handler takes the body straight from the substrate (§10)
 * @param connectOnDemand whether a pair of tasks connects at its first send rather than in {@code pvmam_init}'s
 *                      all-pairs connection (§10)
 */
public record PvmamOptions(PvmTransport transport, PvmRoute route, int depth, long timeoutPs, int maxRetries,
                           int fragmentBytes, boolean receiveCopy, boolean connectOnDemand) implements StackOptions {

    public PvmamOptions {
        if (depth < 1 || depth > 256) {
            // the instance number is one byte of the AM header (Appendix A.1)
            throw new IllegalArgumentException("PVMAM depth " + depth + " does not fit the AM header's instance"
                    + " byte (1-256)");
        }
        if (timeoutPs <= 0 || maxRetries < 0) {
            throw new IllegalArgumentException("PVMAM timeout " + timeoutPs + " ps and retries " + maxRetries);
        }
    }

    public static PvmamOptions from(PvmamConfig config) {
        return new PvmamOptions(config.getTransport(), config.getRoute(), config.getDepth(),
                Time.micros(config.getTimeoutMicros()), config.getMaxRetries(), config.getFragmentBytes(),
                config.isReceiveCopy(), config.isConnectOnDemand());
    }

    /** The AM protocol's parameters. */
    public AmInterface.Parameters parameters() {
        return new AmInterface.Parameters(depth, timeoutPs, maxRetries, receiveCopy);
    }
}
