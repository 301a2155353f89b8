package org.ccw.engine.pvmam.pvmd;

import java.util.List;

import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * What the daemon route costs the host's processor besides the pvmds' UDP calls (which the UDP transport charges),
 * in cycles of the host's clock; bytes are copied at the processor's memory-copy bandwidth. The seed measures none
 * of these (its figures are whole round trips of PVMAM and direct-routed PVM), so all are ASSUMED, of the order of
 * the UDP calls' ({@code pvmam.TransportCosts}): a Unix-domain socket's calls stay in the kernel of one host.
 *
 * @param socketWriteCycles one {@code write} of a fragment on a task's local socket (either end)
 * @param socketReadCycles  one {@code read} on it; a fragment takes two (its header, then its body)
 * @param routeCycles       the pvmd's own work per fragment: look up the route, build or take a packet header
 * @param signalCycles      delivering SIGIO to a task and running its handler, which only sets a flag (§6.4)
 */
public record DaemonCosts(int socketWriteCycles, int socketReadCycles, int routeCycles, int signalCycles) {
    /** The figures every run uses (ASSUMED, see above). */
    public static final DaemonCosts ASSUMED = new DaemonCosts(3_000, 2_000, 2_000, 1_500);

    /** The {@link #ASSUMED} figures as inputs, named {@code pvmd.*}, each with its source. */
    public static List<Input> inputs() {
        Source why = Source.assumed("seed 003 measures no daemon-route costs (its figures are whole round trips of"
                + " PVMAM and direct-routed PVM); of the order of the UDP calls' fixed part, a Unix-domain socket's"
                + " calls staying in one host's kernel");
        return List.of(
                new Input("pvmd.socket_write_cycles", ASSUMED.socketWriteCycles, "cycles", why),
                new Input("pvmd.socket_read_cycles", ASSUMED.socketReadCycles, "cycles", why),
                new Input("pvmd.route_cycles", ASSUMED.routeCycles, "cycles", why),
                new Input("pvmd.sigio_cycles", ASSUMED.signalCycles, "cycles", Source.assumed("a signal delivered"
                        + " and a handler that only sets a flag (seed 003 §6.4); of the order of a system call")));
    }

    public DaemonCosts {
        if (socketWriteCycles < 0 || socketReadCycles < 0 || routeCycles < 0 || signalCycles < 0) {
            throw new IllegalArgumentException("daemon costs are cycles >= 0");
        }
    }
}
