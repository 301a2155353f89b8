package org.ccw.engine.realtime;

import java.io.IOException;
import java.net.InetSocketAddress;

/**
 * The real transports a stack can run over, each a factory for its {@link SocketNetworkPort}: UDP datagrams
 * (unreliable, unordered) or TCP streams (reliable, in order), both with PVMAM's 8 KB frames (seed 003, Appendix C).
 */
public enum RealTimeTransport {
    /** One datagram per frame: {@link UdpNetworkPort}. */
    UDP {
        @Override
        public SocketNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bindAddress)
                throws IOException {
            return UdpNetworkPort.open(scheduler, node, bindAddress, UdpNetworkPort.DEFAULT_MTU_BYTES);
        }
    },
    /** One length-prefixed message per frame on a connection per peer: {@link TcpNetworkPort}. */
    TCP {
        @Override
        public SocketNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bindAddress)
                throws IOException {
            return TcpNetworkPort.open(scheduler, node, bindAddress, TcpNetworkPort.DEFAULT_MTU_BYTES);
        }
    };

    /**
     * Opens a port for {@code node} bound to {@code bindAddress} (port 0 picks a free one).
     *
     * @throws java.net.BindException when the address is busy
     */
    public abstract SocketNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bindAddress)
            throws IOException;
}
