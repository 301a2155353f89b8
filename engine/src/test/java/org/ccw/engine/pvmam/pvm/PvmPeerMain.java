package org.ccw.engine.pvmam.pvm;

import java.net.InetSocketAddress;
import java.util.Map;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;

/**
 * One host of {@link PvmamRealTimeTest#pingPong}'s job in its own JVM, as {@code workbench peer} runs it: args are the
 * transport, the host, this host's port, the other host and its port, and the rounds.
 */
public final class PvmPeerMain {
    private PvmPeerMain() {
    }

    public static void main(String[] args) throws Exception {
        RealTimeRun.of(PvmamRealTimeTest.pingPong(Integer.parseInt(args[5]), 8, 0), RealTimeTransport.valueOf(args[0]))
                .only(args[1], new InetSocketAddress("127.0.0.1", Integer.parseInt(args[2])),
                        Map.of(args[3], new InetSocketAddress("127.0.0.1", Integer.parseInt(args[4]))))
                .until(120 * Time.PS_PER_S).run();
    }
}
