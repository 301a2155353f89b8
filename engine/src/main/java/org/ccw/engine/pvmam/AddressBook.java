package org.ccw.engine.pvmam;

import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The address functions every simulated transport shares (seed 003 §5.1, Appendix C's pkaddr, upkaddr, resolve and
 * desolve): a native address is a host's node number; its string is the transport's name and the address's four
 * bytes in network order as hex ({@code udp:00000003}); host names resolve through the topology's. On the simulated
 * fabric a host has one AM end and no port numbers, so the only port is 0.
 */
final class AddressBook {
    private final String transport;
    private final IntFunction<String> hostNames;
    private final Map<String, Integer> nodesByName;

    /**
     * @param transport   the transport's name, the prefix of its address strings
     * @param hostNames   host name of a node number, null when the node is no host
     * @param nodesByName node number of a host name
     */
    AddressBook(String transport, IntFunction<String> hostNames, Map<String, Integer> nodesByName) {
        this.transport = transport;
        this.hostNames = hostNames;
        this.nodesByName = Map.copyOf(nodesByName);
    }

    NativeAddress pack(String address) {
        String prefix = transport + ":";
        if (!address.startsWith(prefix)) {
            throw new IllegalArgumentException("not a " + transport + " address: " + address);
        }
        return NativeAddress.of(HexFormat.of().parseHex(address.substring(prefix.length())));
    }

    String unpack(NativeAddress address) {
        return transport + ":" + HexFormat.of().formatHex(address.bytes());
    }

    Optional<NativeAddress> resolve(String hostname, int port) {
        Integer node = nodesByName.get(hostname);
        return node == null || port != 0 ? Optional.empty() : Optional.of(new NativeAddress(node));
    }

    Optional<Transport.HostAndPort> desolve(NativeAddress address) {
        return Optional.ofNullable(hostNames.apply(address.node())).map(host -> new Transport.HostAndPort(host, 0));
    }

    /** Whether {@code address} is a host of this network. */
    boolean known(NativeAddress address) {
        return hostNames.apply(address.node()) != null;
    }
}
