package org.ccw.engine.pvmam;

import java.util.Optional;

import org.ccw.engine.net.FrameTag;

/**
 * A transport's function table, the substrate-dependent part of the AM library (seed 003, Appendix C): what an
 * {@link AmInterface} calls to move whole Active Messages. One implementation per substrate; the protocol above it
 * does not know which it runs on, except through what {@link #init()} reports (§3.3's "hints": largest message,
 * reliability).
 *
 * <p>Addresses come in two forms, as in the paper (§5.1): a <em>native</em> one the transport hands to its send
 * functions ({@link NativeAddress}), and a machine-independent string a task passes to others to connect
 * ({@link #unpackAddress} and {@link #packAddress} translate).
 *
 * <p>Simulated implementations charge their host costs (system calls, copies) to the host's processor when
 * called, and move bytes when that work is done; the caller learns when by asking the processor.
 */
public interface Transport {

    /**
     * What a transport tells the AM layer about itself when initialised, its "hints" (seed 003 §3.3).
     *
     * @param copyBeforeSend whether the AM layer should copy an outgoing message into its request or reply buffer
     *                       before handing it over (the BPI, §5.3.3: its own copy then reads the caches) rather than
     *                       after (UDP, §5.3.2: on an SMP the copy overlaps the kernel's output)
     */
    record Info(String name, int maxMessageBytes, boolean reliable, NativeAddress local, boolean copyBeforeSend) {
        /** A transport with no preference: the AM layer copies after sending. */
        public Info(String name, int maxMessageBytes, boolean reliable, NativeAddress local) {
            this(name, maxMessageBytes, reliable, local, false);
        }
    }

    /** A host name and a port number, what {@link #desolve} returns. */
    record HostAndPort(String hostname, int port) {
    }

    /**
     * A received Active Message: its bytes (header first) and where it came from.
     *
     * @param handedOver whether {@code bytes} is the receiver's to keep (made for this AM alone, exactly
     *                   {@code length} long), so a handler may keep the data where it is instead of a copy
     */
    record Received(byte[] bytes, int length, NativeAddress source, boolean handedOver) {
        /** An AM whose bytes the transport may use again: a handler gets a copy of its data. */
        public Received(byte[] bytes, int length, NativeAddress source) {
            this(bytes, length, source, false);
        }
    }

    /**
     * {@code network_init}: readies the local end to accept connections and reports the transport's
     * characteristics. Required.
     */
    Info init();

    /** {@code network_pkaddr}: a machine-independent address string to the native address. Required. */
    NativeAddress packAddress(String address);

    /** {@code network_upkaddr}: a native address to its machine-independent string. Required. */
    String unpackAddress(NativeAddress address);

    /** {@code network_resolve}: a host name and port to a native address, checked with the name service. */
    Optional<NativeAddress> resolve(String hostname, int port);

    /** {@code network_desolve}: a native address back to its host name and port. */
    Optional<HostAndPort> desolve(NativeAddress address);

    /**
     * {@code network_connect}: connects to the remote end at {@code address} (a connectionless transport only
     * checks that it resolves).
     *
     * @return whether the remote end can be reached
     */
    boolean connect(NativeAddress address);

    /** {@code network_accept}: accepts the remote end at {@code address}; as {@link #connect}. */
    boolean accept(NativeAddress address);

    /**
     * {@code network_send}: sends one whole Active Message, {@code am[0, length)}, to {@code to}. Fully completes
     * or returns false (the paper's 0).
     *
     * @param tag what the trace calls the frames that carry it (never on the wire)
     */
    boolean send(NativeAddress to, byte[] am, int length, FrameTag tag);

    /**
     * Whether a blocking {@code write} of what was sent would still be waiting: some connection holds more
     * unacknowledged and unsent bytes than its send buffer ({@code SO_SNDBUF}). Never, for a transport that keeps
     * no such buffer.
     */
    default boolean writeWouldBlock() {
        return false;
    }

    /** Runs {@code whenWritable} (as an event) once no write would block any more; at once if none would. */
    default void whenWritable(Runnable whenWritable) {
        whenWritable.run();
    }

    /**
     * {@code network_gather}: sends an Active Message gathered from {@code pieces} (e.g. a header and the user's
     * data) as one message; fully completes or returns false.
     */
    boolean gather(NativeAddress to, FrameTag tag, byte[]... pieces);

    /**
     * {@code network_wait}: has {@code whenAvailable} run (as an event) each time data arrives at the local end;
     * the event-driven form of waiting until data is available. Null stops it.
     */
    void awaitData(Runnable whenAvailable);

    /** {@code network_recv}: one complete Active Message, or null when none is waiting (the paper's 0). */
    Received receive();

    /** {@code network_get_buf}: a buffer for an outgoing message of {@code bytes}. */
    byte[] getBuffer(int bytes);

    /** {@code network_free_buf}: returns a buffer from {@link #getBuffer}. */
    void freeBuffer(byte[] buffer);

    /** {@code network_error}: the text of an error code this transport returns. */
    String error(int code);

    /** {@code network_shutdown}: frees the local end; nothing is sent or received after it. */
    void shutdown();
}
