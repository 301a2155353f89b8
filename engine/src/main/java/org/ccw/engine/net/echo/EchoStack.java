package org.ccw.engine.net.echo;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.net.FrameListener;

/**
 * The smallest stack that proves the {@link NetworkPort} / {@link Scheduler} contract: a {@link Server} that
 * sends every frame back to its source, and a {@link Client} that sends numbered frames, keeps a bounded
 * number outstanding, retransmits on a timer when the port is unreliable, and counts the replies.
 */
public final class EchoStack {
    private EchoStack() {
    }

    /** Sends every arriving frame back to where it came from. */
    public static final class Server implements FrameListener {
        private final NetworkPort port;
        private long framesEchoed;

        public Server(NetworkPort port) {
            this.port = port;
        }


        @Override
        public void onFrame(Frame frame) {
            port.send(frame.source(), frame.payload());
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
         * @param onDone              run (as an event) when every frame has been answered
         */
        public Client(Scheduler scheduler, NetworkPort port, int server, int frames, int window, int frameBytes,
                long retransmitTimeoutPs, Runnable onDone) {
            if (frames < 0 || window < 1 || frameBytes < Integer.BYTES || frameBytes > port.mtuBytes()
                    || retransmitTimeoutPs <= 0) {
                throw new IllegalArgumentException("frames " + frames + ", window " + window + ", frame "
                        + frameBytes + " bytes (MTU " + port.mtuBytes() + "), timeout " + retransmitTimeoutPs
                        + " ps");
            }
            this.scheduler = scheduler;
            this.port = port;
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
                transmit(nextToSend++);
            }
        }

        @Override
        public void onFrame(Frame frame) {
            int number = frame.length() >= Integer.BYTES ? frame.buffer().getInt(0) : -1;
            if (number < 0 || number >= frames || !Arrays.equals(frame.payload(), payloadOf(number))) {
                corruptReplies++;
                return;
            }
            if (answered[number]) {
                duplicateReplies++;
                return;
            }
            answered[number] = true;
            if (!port.reliableInOrder()) {
                scheduler.cancel(timers[number]);
            }
            repliesReceived++;
            if (nextToSend < frames) {
                transmit(nextToSend++);
            }
            if (repliesReceived == frames) {
                onDone.run();
            }
        }

        private void transmit(int number) {
            port.send(server, payloadOf(number));
            if (!port.reliableInOrder()) {
                timers[number] = scheduler.schedule(retransmitTimeoutPs, () -> {
                    retransmissions++;
                    transmit(number);
                });
            }
        }

        private byte[] payloadOf(int number) {
            ByteBuffer payload = ByteBuffer.allocate(frameBytes).putInt(number);
            while (payload.hasRemaining()) {
                payload.put((byte) (number * 31 + payload.position()));
            }
            return payload.array();
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
