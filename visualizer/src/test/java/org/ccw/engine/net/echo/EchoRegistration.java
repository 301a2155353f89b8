package org.ccw.engine.net.echo;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.StackOptions;
import org.ccw.engine.trace.Tracer;
import org.ccw.engine.trace.WireFormat;
import org.ccw.model.cluster.StackConfig;
import org.eclipse.emf.ecore.EClass;

/**
 * The echo stack registered as a stack (for tests only: {@code META-INF/services} of this test tree): the proof
 * that a stack is its packages plus one registration. Its job's first process runs an {@link EchoStack.Client},
 * the second an {@link EchoStack.Server}; its frames are labelled and their 4-byte header (the frame number) is
 * recorded, so a run of it shows in the event list, the inspector and the timing diagram with no view code of
 * its own.
 */
public final class EchoRegistration implements Stack {
    static final String NAME = "echo";
    private static final int HEADER_BYTES = Integer.BYTES;

    /** The echo job's options: its frames, the window and the bytes per frame. */
    record Options(int frames, int window, int frameBytes) implements StackOptions {
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "Echo: frames sent back";
    }

    @Override
    public EClass configClass() {
        return EchoConfig.ECLASS;
    }

    @Override
    public StackOptions read(StackConfig config) {
        return new Options(4, 2, 40);
    }

    @Override
    public StackDriver simulated(SimulatedRun run) {
        Options options = run.job().options(Options.class);
        int client = run.job().hosts().get(0);
        int server = run.job().hosts().get(1);
        Recorded clientPort = new Recorded(run.fabric().port(client), run.tracer());
        Recorded serverPort = new Recorded(run.fabric().port(server), run.tracer());
        EchoStack.Server echo = new EchoStack.Server(serverPort, run.tracer());
        long[] done = {-1};
        EchoStack.Client sender = new EchoStack.Client(run.scheduler(), clientPort, server, options.frames(),
                options.window(), options.frameBytes(), Time.micros(1_000), run.tracer(),
                () -> done[0] = run.scheduler().now());
        return new StackDriver() {
            @Override
            public void start() {
                serverPort.receiver(echo);
                clientPort.receiver(sender);
                run.scheduler().schedule(0, sender::onStart);
            }

            @Override
            public long cellsSent() {
                return clientPort.sent + serverPort.sent;
            }

            @Override
            public long cellsDelivered() {
                return sender.repliesReceived() + echo.framesEchoed();
            }

            @Override
            public long cellsDamaged() {
                return sender.corruptReplies();
            }

            @Override
            public long messagesSent() {
                return options.frames();
            }

            @Override
            public long messagesDelivered() {
                return sender.repliesReceived();
            }

            @Override
            public long finishedPs() {
                return done[0];
            }

            @Override
            public String stack() {
                return NAME;
            }
        };
    }

    @Override
    public Optional<WireFormat> wireFormat() {
        return Optional.of(new WireFormat() {
            @Override
            public List<Field> fields(byte[] header, byte[] data) {
                return List.of(new Field("frame number", 0, 32, Integer.toString(ByteBuffer.wrap(header).getInt())),
                        new Field("pattern", 32, 8 * data.length, data.length + " bytes"));
            }

            @Override
            public String summary(byte[] header, byte[] data) {
                return "frame " + ByteBuffer.wrap(header).getInt();
            }

            @Override
            public Optional<String> message(long messageId, IntFunction<String> nodeName) {
                for (int client = 0; client < 2; client++) {
                    long first = EchoStack.messageId(client, 0);
                    if (messageId >= first && messageId < first + Integer.MAX_VALUE) {
                        return Optional.of("echo frame " + (messageId - first) + " of " + nodeName.apply(client));
                    }
                }
                return Optional.empty();
            }
        });
    }

    /**
     * A port that records the header of every frame the echo stack sends, under the frame's own label: the
     * stack's view of its own frames, kept beside the stack.
     */
    private static final class Recorded implements NetworkPort {
        private final NetworkPort port;
        private final Tracer tracer;
        private long sent;

        Recorded(NetworkPort port, Tracer tracer) {
            this.port = port;
            this.tracer = tracer;
        }

        @Override
        public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
            byte[] frame = java.util.Arrays.copyOfRange(payload, offset, offset + length);
            tracer.cellFormatted(node(), 0, tag.messageId(), tag.kind(), NAME, HEADER_BYTES, frame);
            port.send(destination, tag, frame, 0, frame.length);
            sent++;
        }

        @Override
        public int node() {
            return port.node();
        }

        @Override
        public String address() {
            return port.address();
        }

        @Override
        public int mtuBytes() {
            return port.mtuBytes();
        }

        @Override
        public boolean reliableInOrder() {
            return port.reliableInOrder();
        }

        @Override
        public int available() {
            return port.available();
        }

        @Override
        public Frame poll() {
            return port.poll();
        }

        @Override
        public void onArrival(Runnable listener) {
            port.onArrival(listener);
        }
    }
}
