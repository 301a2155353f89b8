package org.ccw.labs.ssam;

import org.ccw.engine.ssam.ReplyHandler;
import org.ccw.engine.ssam.SsamEndpoint;

/** Handlers the SSAM labs share: as in Table 3's measurements, one word of payload and handlers that return. */
final class Workloads {
    private Workloads() {
    }

    /** Registers {@code echo_rh}, {@code echo_h} (replies) and {@code sink_h} (no reply); returns echo_h's id. */
    static int echoHandlers(SsamEndpoint am) {
        ReplyHandler replied = (connection, in) -> { };
        am.registerReplyHandler("echo_rh", replied);
        int echo = am.registerRequestHandler("echo_h", (connection, in, reply) -> {
            reply.putInt(in.remaining() >= Integer.BYTES ? in.getInt() : 0);
            return replied;
        });
        am.registerRequestHandler("sink_h", (connection, in, reply) -> null);
        return echo;
    }

    /**
     * {@code scenario} with its first workload cut to {@code messages} messages of {@code messageBytes}: a lab's
     * representative scenario, short enough that a timing diagram of the whole run stays legible.
     */
    static org.ccw.model.cluster.Scenario shortened(org.ccw.model.cluster.Scenario scenario, int messages,
                                                    int messageBytes) {
        scenario.getWorkloads().get(0).setMessageCount(messages);
        scenario.getWorkloads().get(0).setMessageBytes(messageBytes);
        return scenario;
    }

    /** The id of {@code sink_h} registered by {@link #echoHandlers}. */
    static int sink(int echo) {
        return echo + 1;
    }
}
