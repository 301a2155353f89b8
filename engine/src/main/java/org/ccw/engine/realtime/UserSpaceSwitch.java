package org.ccw.engine.realtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.locks.LockSupport;

/**
 * A store-and-forward switch in user space on 127.0.0.1, for real runs that need a bottleneck: every host gets a
 * <em>face</em>, a UDP socket of the switch that its peers send to instead of to the host; a datagram that arrives
 * on host {@code k}'s face from host {@code s} joins the output queue of {@code k}'s port and leaves, from
 * {@code s}'s face (so {@code k} sees it come from the address it knows for {@code s}), to {@code k}'s own socket.
 * Each output port holds at most {@link Settings#bufferBytes} bytes and drains at {@link Settings#bitsPerSecond};
 * a datagram that finds its queue full is dropped and counted (tail drop, as a switch port without packet
 * discard does). Datagrams are forwarded as they are, never read: the switch names no protocol.
 *
 * <p>One thread reads every face; one thread per output port drains it, pacing by a virtual clock (each datagram
 * leaves no earlier than its predecessor's last bit) so sleep jitter shifts departures but not the rate.
 */
public final class UserSpaceSwitch implements AutoCloseable {

    /** An output port's buffer, in bytes of datagram payload, and its drain rate. */
    public record Settings(int bufferBytes, double bitsPerSecond) {
        public Settings {
            if (bufferBytes < 1 || !(bitsPerSecond > 0)) {
                throw new IllegalArgumentException("a switch port needs a buffer of at least one byte and a positive"
                        + " rate, not " + bufferBytes + " bytes at " + bitsPerSecond + " b/s");
            }
        }
    }

    /** What one output port did: datagrams (and their bytes) forwarded, and dropped for want of buffer. */
    public record PortCounts(long forwarded, long forwardedBytes, long dropped, long droppedBytes) {
    }

    private final Settings settings;
    private final Selector selector;
    private final Map<Integer, DatagramChannel> faces = new TreeMap<>();
    private final Map<SocketAddress, Integer> hostAt = new HashMap<>();
    private final Map<Integer, InetSocketAddress> hosts;
    private final Map<Integer, Port> ports = new TreeMap<>();
    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean open = true;

    private record Datagram(int source, byte[] bytes) {
    }

    /** One output port: its queue, guarded by itself, and its counts. */
    private final class Port {
        final int host;
        final ArrayDeque<Datagram> queue = new ArrayDeque<>();
        int queuedBytes;
        long forwarded;
        long forwardedBytes;
        long dropped;
        long droppedBytes;
        Thread drainer;

        Port(int host) {
            this.host = host;
        }

        synchronized void offer(Datagram d) {
            if (queuedBytes + d.bytes().length > settings.bufferBytes()) {
                dropped++;
                droppedBytes += d.bytes().length;
                return;
            }
            queue.add(d);
            queuedBytes += d.bytes().length;
            LockSupport.unpark(drainer);
        }

        synchronized Datagram take() {
            Datagram d = queue.poll();
            if (d != null) {
                queuedBytes -= d.bytes().length;
            }
            return d;
        }

        synchronized void sent(Datagram d) {
            forwarded++;
            forwardedBytes += d.bytes().length;
        }

        synchronized PortCounts counts() {
            return new PortCounts(forwarded, forwardedBytes, dropped, droppedBytes);
        }

        void drain() {
            long freeAtNanos = System.nanoTime();
            while (open) {
                Datagram d = take();
                if (d == null) {
                    LockSupport.parkNanos(1_000_000);
                    freeAtNanos = Math.max(freeAtNanos, System.nanoTime());
                    continue;
                }
                // an arrival unparks this thread early: wait out the whole gap
                for (long wait = freeAtNanos - System.nanoTime(); wait > 0 && open;
                     wait = freeAtNanos - System.nanoTime()) {
                    LockSupport.parkNanos(wait);
                }
                freeAtNanos += (long) (d.bytes().length * 8 * 1e9 / settings.bitsPerSecond());
                try {
                    faces.get(d.source()).send(ByteBuffer.wrap(d.bytes()), hosts.get(host));
                    sent(d);
                } catch (IOException e) {
                    if (open) {
                        throw new UncheckedIOException("switch port to host " + host, e);
                    }
                }
            }
        }
    }

    private UserSpaceSwitch(Map<Integer, InetSocketAddress> hosts, Settings settings) throws IOException {
        this.hosts = Map.copyOf(hosts);
        this.settings = settings;
        this.selector = Selector.open();
        for (Map.Entry<Integer, InetSocketAddress> host : new TreeMap<>(hosts).entrySet()) {
            DatagramChannel face = DatagramChannel.open();
            face.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            face.configureBlocking(false);
            face.register(selector, SelectionKey.OP_READ, host.getKey());
            faces.put(host.getKey(), face);
            hostAt.put(host.getValue(), host.getKey());
            ports.put(host.getKey(), new Port(host.getKey()));
        }
    }

    /**
     * Opens a switch between {@code hosts} (node number to the address its own socket listens on) and starts it.
     *
     * @throws IOException when a face cannot be bound
     */
    public static UserSpaceSwitch open(Map<Integer, InetSocketAddress> hosts, Settings settings) throws IOException {
        UserSpaceSwitch sw = new UserSpaceSwitch(hosts, settings);
        for (Port port : sw.ports.values()) {
            port.drainer = daemon("ccw-switch-port-" + port.host, port::drain);
            sw.threads.add(port.drainer);
        }
        sw.threads.add(daemon("ccw-switch-reader", sw::read));
        sw.threads.forEach(Thread::start);
        return sw;
    }

    private static Thread daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        return thread;
    }

    /** Where host {@code host}'s peers send to reach it through the switch. */
    public InetSocketAddress face(int host) {
        try {
            return (InetSocketAddress) faces.get(host).getLocalAddress();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What the output port toward host {@code host} has done so far. */
    public PortCounts port(int host) {
        return ports.get(host).counts();
    }

    /** Every output port's counts, by host. */
    public Map<Integer, PortCounts> ports() {
        Map<Integer, PortCounts> all = new TreeMap<>();
        ports.forEach((host, port) -> all.put(host, port.counts()));
        return all;
    }

    public Settings settings() {
        return settings;
    }

    private void read() {
        ByteBuffer buffer = ByteBuffer.allocate(65_536);
        try {
            while (open) {
                selector.select(50);
                for (SelectionKey key : selector.selectedKeys()) {
                    DatagramChannel face = (DatagramChannel) key.channel();
                    for (SocketAddress from = receive(face, buffer); from != null; from = receive(face, buffer)) {
                        Integer source = hostAt.get(from);
                        if (source != null) {
                            byte[] bytes = new byte[buffer.flip().remaining()];
                            buffer.get(bytes);
                            ports.get((Integer) key.attachment()).offer(new Datagram(source, bytes));
                        }
                    }
                }
                selector.selectedKeys().clear();
            }
        } catch (ClosedSelectorException e) {
            // closed: the normal way out
        } catch (IOException e) {
            if (open) {
                throw new UncheckedIOException("switch reader", e);
            }
        }
    }

    private static SocketAddress receive(DatagramChannel face, ByteBuffer buffer) throws IOException {
        buffer.clear();
        return face.receive(buffer);
    }

    /** Stops the switch: its threads end and its faces close; what is still queued is not sent. */
    @Override
    public void close() throws IOException, InterruptedException {
        open = false;
        for (Thread thread : threads) {
            LockSupport.unpark(thread);
        }
        selector.wakeup();
        for (Thread thread : threads) {
            thread.join(1000);
        }
        selector.close();
        for (DatagramChannel face : faces.values()) {
            face.close();
        }
    }
}
