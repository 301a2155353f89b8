package org.ccw.engine.pvmam;

import java.util.Optional;

/**
 * The error codes of Appendix C's table and the address functions ({@code pkaddr}, {@code upkaddr}, {@code resolve}, {@code desolve})
 * answered by one {@link AddressBook}, the same for every transport that names a task by its host's node: the
 * simulated UDP, TCP and BPI transports and the real sockets.
 */
interface AddressedTransport extends SimulatedTransport {
    /** The last call succeeded. */
    int OK = 0;
    /** A message larger than the transport carries. */
    int TOO_LARGE = 1;
    /** The destination is not a host the transport can reach. */
    int UNREACHABLE = 2;
    /** The transport was shut down. */
    int SHUT_DOWN = 3;

    /**
     * {@code network_error}'s words for {@code code}, the same on every transport but for what being unreachable
     * means on it ({@code unreachable}) and the largest message it takes.
     */
    static String errorText(int code, int maxBytes, String unreachable) {
        return switch (code) {
            case OK -> "no error";
            case TOO_LARGE -> "message larger than " + maxBytes + " bytes";
            case UNREACHABLE -> unreachable;
            case SHUT_DOWN -> "transport shut down";
            default -> "unknown error " + code;
        };
    }

    /** The book of the job's hosts this transport's addresses come from. */
    AddressBook addresses();

    @Override
    default NativeAddress packAddress(String address) {
        return addresses().pack(address);
    }

    @Override
    default String unpackAddress(NativeAddress address) {
        return addresses().unpack(address);
    }

    @Override
    default Optional<NativeAddress> resolve(String hostname, int portNumber) {
        return addresses().resolve(hostname, portNumber);
    }

    @Override
    default Optional<HostAndPort> desolve(NativeAddress address) {
        return addresses().desolve(address);
    }
}
