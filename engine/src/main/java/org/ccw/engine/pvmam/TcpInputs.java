package org.ccw.engine.pvmam;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.tcp.LinuxTcp;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.tcp.TcpSettings;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * The simulated TCP's inputs as PVM and PVMAM use it ({@link TcpTransport#SOCKET}): the kernel's timers and
 * windows, PVM's socket options, and the assumption that PVMAM's TCP transport sets the same options; over Myrinet,
 * Linux 2.0's ({@link #overMyrinet}).
 */
public final class TcpInputs {
    private TcpInputs() {
    }

    /** Each TCP input with its source, named {@code tcp.*}, for a BSD-derived kernel. */
    public static List<Input> of() {
        return of(TcpSettings.BSD_1998, "tcp");
    }

    /**
     * Each TCP input with its source, named {@code prefix.*}, for a host whose kernel TCP is {@code kernel} (a
     * {@code HostSpec}'s), with PVM's socket options.
     */
    public static List<Input> of(TcpSettings kernel, String prefix) {
        List<Input> inputs = new ArrayList<>(TcpTransport.socketOf(kernel).inputs(prefix));
        inputs.add(new Input("pvmam." + prefix + ".socket_options_as_pvm", 1, "flag", Source.assumed("seed 003 §9"
                + " says the AM library tunes advanced socket options without naming them; taken as PVM's own"
                + " (TCP_NODELAY, 32 KB buffers), so the two routes differ only in their protocols above TCP")));
        return inputs;
    }

    /** The TCP over Myrinet's inputs, named {@code tcp_over_myrinet.*}: Linux 2.0's timers and receive window. */
    public static List<Input> overMyrinet() {
        return LinuxTcp.inputs("tcp_over_myrinet", TcpTransport.socketOver(NicKind.MYRINET_LANAI));
    }
}
