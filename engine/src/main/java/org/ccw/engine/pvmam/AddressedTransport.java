package org.ccw.engine.pvmam;

import java.util.Optional;

/**
 * The address functions of Appendix C's table ({@code pkaddr}, {@code upkaddr}, {@code resolve}, {@code desolve})
 * answered by one {@link AddressBook}, the same for every transport that names a task by its host's node: the
 * simulated UDP, TCP and BPI transports and the real sockets.
 */
interface AddressedTransport extends SimulatedTransport {

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
