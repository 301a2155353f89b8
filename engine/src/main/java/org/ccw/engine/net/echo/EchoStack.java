package org.ccw.engine.net.echo;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameListener;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.Tracer;

/**
 * The smallest stack that proves the {@link NetworkPort} / {@link Scheduler} contract: a {@link Server} that
 * sends every frame back to its source, and a {@link Client} that sends numbered frames, keeps a bounded
 * number outstanding, retransmits on a timer when the port is unreliable, and counts the replies.
 *
 * <p>Trace: frame {@code n} of the client on node {@code c} is message {@link #messageId}{@code (c, n)}, a
 * {@code request} to the server and a {@code reply} back, both carrying that id (as the frames' {@link FrameTag}).
 * {@code MessageSent} when the client first sends it (a retransmission is the same message) and when the server
 * echoes it, {@code MessageDelivered} when the server takes an intact request and when the client takes its first
 * intact reply.
 */
public final class EchoStack {
    private EchoStack() {
    }

    /** The trace's id of frame {@code number} of the client on {@code client}; bit 61 keeps it off fabric cell ids. */
    public static long messageId(int client, int number) {
        return (1L << 61) | (long) (client & 0xFFFF) << 32 | (number & 0xFFFFFFFFL);
    }

    /** What frame {@code number} holds: the number, then a pattern derived from it, {@code frameBytes} in all. */
    private static byte[] payloadOf(int number, int frameBytes) {
        ByteBuffer payload = ByteBuffer.allocate(frameBytes).putInt(number);
        while (payload.hasRemaining()) {
            payload.put((byte) (number * 31 + payload.position()));
        }
        return payload.array();
    }

    /** The frame's number when it is an intact frame of the echo protocol, else -1. */
    private static int intactNumber(Frame frame) {
        int number = frame.length() >= Integer.BYTES ? frame.buffer().getInt(0) : -1;
        return number >= 0 && Arrays.equals(frame.payload(), payloadOf(number, frame.length())) ? number : -1;
    }

    private static MessageIdentity message(int client, int number, String kind, int bytes, int from, int to) {
        return MessageIdentity.whole(messageId(client, number), kind, bytes, from, to);
    }

    /** Sends every arriving frame back to where it came from. */
    public static final class Server implements FrameListener {
        private final NetworkPort port;
        private final Tracer tracer;
        private long framesEchoed;

        public Server(NetworkPort port, Tracer tracer) {
            this.port = port;
            this.tracer = tracer;
        }

        @Override
        public void onFrame(Frame frame) {
            int number = intactNumber(frame);
            if (number < 0) {
                // a damaged frame goes back as it came: the client's check is end-to-end
                port.send(frame.source(), frame.payload());
            } else {
                if (tracer.isOn()) {
                    tracer.messageDelivered(port.node(), 0, message(frame.source(), number, "request",
                            frame.length(), frame.source(), port.node()));
                    tracer.messageSent(port.node(), 0, message(frame.source(), number, "reply", frame.length(),
                            port.node(), frame.source()));
                }
                port.send(frame.source(), new FrameTag("reply", messageId(frame.source(), number)),
                        frame.payload(), 0, frame.length());
            }
            framesEchoed++;
        }

        /** Frames sent back so far. */
        public long framesEchoed() {
            return framesEchoed;
        }
    }

    /**
     * Sends frames numbered 0 .. {@code frames - 1} to the server, at most {@code window} unanswered at a time.
     * Each frame carries its number in its first four bytes followed by a pattern derived from it, so a reply
     * that is not exactly what was sent is counted as corrupt. On an unreliable port each frame has a
     * retransmission timer, cancelled when its reply arrives.
     */
    public static final class Client implements FrameListener {
        private final Scheduler scheduler;
        private final NetworkPort port;
        private final Tracer tracer;
        private final int server;
        private final int frames;
        private final int window;
        private final int frameBytes;
        private final long retransmitTimeoutPs;
        private final Runnable onDone;
        private final long[] timers;
        private final boolean[] answered;
        private int nextToSend;
        private int repliesReceived;
        private long duplicateReplies;
        private long corruptReplies;
        private long retransmissions;

        /**
         * @param frames              how many numbered frames to send
         * @param window              most frames unanswered at once, at least 1
         * @param frameBytes          payload bytes per frame, at least 4 and at most the port's MTU
         * @param retransmitTimeoutPs picoseconds to wait for a reply before sending a frame again
         * @param tracer              where the messages go ({@link Tracer#OFF} for none)
         * @param onDone              run (as an event) when every frame has been answered
         */
        public Client(Scheduler scheduler, NetworkPort port, int server, int frames, int window, int frameBytes,
                long retransmitTimeoutPs, Tracer tracer, Runnable onDone) {
            if (frames < 0 || window < 1 || frameBytes < Integer.BYTES || frameBytes > port.mtuBytes()
                    || retransmitTimeoutPs <= 0) {
                throw new IllegalArgumentException("frames " + frames + ", window " + window + ", frame "
                        + frameBytes + " bytes (MTU " + port.mtuBytes() + "), timeout " + retransmitTimeoutPs
                        + " ps");
            }
            this.scheduler = scheduler;
            this.port = port;
            this.tracer = tracer;
            this.server = server;
            this.frames = frames;
            this.window = window;
            this.frameBytes = frameBytes;
            this.retransmitTimeoutPs = retransmitTimeoutPs;
            this.onDone = onDone;
            this.timers = new long[frames];
            this.answered = new boolean[frames];
        }

        /** Sends the first window of frames; schedule it as the client's first event. */
        public void onStart() {
            if (frames == 0) {
                onDone.run();
                return;
            }
            while (nextToSend < frames && nextToSend < window) {
                send(nextToSend++);
            }
        }

        @Override
        public void onFrame(Frame frame) {
            int number = frame.length() == frameBytes ? intactNumber(frame) : -1;
            if (number < 0 || number >= frames) {
                corruptReplies++;
                return;
            }
            if (answered[number]) {
                duplicateReplies++;
                return;
            }
            answered[number] = true;
            if (tracer.isOn()) {
                tracer.messageDelivered(port.node(), 0, message(port.node(), number, "reply", frameBytes, server,
                        port.node()));
            }
            if (!port.reliableInOrder()) {
                scheduler.cancel(timers[number]);
            }
            repliesReceived++;
            if (nextToSend < frames) {
                send(nextToSend++);
            }
            if (repliesReceived == frames) {
                onDone.run();
            }
        }

        /** First send of frame {@code number}: a new message. */
        private void send(int number) {
            if (tracer.isOn()) {
                tracer.messageSent(port.node(), 0, message(port.node(), number, "request", frameBytes, port.node(),
                        server));
            }
            transmit(number);
        }

        private void transmit(int number) {
            byte[] payload = payloadOf(number, frameBytes);
            port.send(server, new FrameTag("request", messageId(port.node(), number)), payload, 0, payload.length);
            if (!port.reliableInOrder()) {
                timers[number] = scheduler.schedule(retransmitTimeoutPs, () -> {
                    retransmissions++;
                    transmit(number);
                });
            }
        }

        /** Distinct frames answered so far. */
        public int repliesReceived() {
            return repliesReceived;
        }

        /** Replies to frames already answered (the network or a retransmission duplicated them). */
        public long duplicateReplies() {
            return duplicateReplies;
        }

        /** Replies whose bytes differ from every frame sent. */
        public long corruptReplies() {
            return corruptReplies;
        }

        /** Frames sent again because their timer expired. */
        public long retransmissions() {
            return retransmissions;
        }
    }
}
