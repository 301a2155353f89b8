package org.ccw.engine.run;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.List;

/**
 * What a run over a real transport reports, for the hosts that ran in this OS process. Counts are the
 * workload's: the end-of-part notices the processes exchange to know when to stop are not among the messages.
 *
 * @param scenario          the scenario's name
 * @param transport         {@code udp} or {@code tcp}; {@code shm} for one process through shared memory
 *                          ({@link SharedMemoryPeerRun}: no frames, events or trace)
 * @param stack             the job's protocol stack ({@code ssam})
 * @param seed              the seed of the fault streams
 * @param hosts             the hosts that ran here, with the address each listened on
 * @param wallTimeNanos     wall-clock time from start to the last host's end, nanoseconds
 * @param events            scheduler events run, all hosts here together
 * @param traceRecords      trace records written (0 without {@code --trace})
 * @param framesSent        frames the stack handed to its ports (retransmissions and acknowledgments included)
 * @param framesReceived    frames the stack took out of its ports
 * @param framesLost        frames lost on purpose (the scenario's loss rate) or not sendable (peer not up)
 * @param framesDuplicated  extra copies sent on purpose (duplication rate)
 * @param framesCorrupted   frames sent with a bit flipped on purpose (corruption rate)
 * @param messagesSent      workload requests sent from here
 * @param messagesDelivered workload requests whose handler ran here (each at most once)
 * @param repliesHandled    replies whose handler ran here
 * @param retransmissions   frames the stack sent again to recover from loss
 * @param complete          true when every host here finished its part and heard that every peer finished
 *                          theirs before the time limit
 * @param workTimeNanos     wall-clock time from start until the last host here was complete, before it waited for
 *                          the network to fall quiet (the whole wall time when not known)
 */
public record RealTimeSummary(String scenario, String transport, String stack, long seed, List<String> hosts,
                              long wallTimeNanos, long events, long traceRecords, long framesSent,
                              long framesReceived, long framesLost, long framesDuplicated, long framesCorrupted,
                              long messagesSent, long messagesDelivered, long repliesHandled, long retransmissions,
                              boolean complete, long workTimeNanos) {

    private static final ObjectMapper JSON = new ObjectMapper();

    public RealTimeSummary {
        hosts = List.copyOf(hosts);
    }

    /** A summary whose work time is its whole wall time (a run that does not tell when its work was done). */
    public RealTimeSummary(String scenario, String transport, String stack, long seed, List<String> hosts,
            long wallTimeNanos, long events, long traceRecords, long framesSent, long framesReceived,
            long framesLost, long framesDuplicated, long framesCorrupted, long messagesSent, long messagesDelivered,
            long repliesHandled, long retransmissions, boolean complete) {
        this(scenario, transport, stack, seed, hosts, wallTimeNanos, events, traceRecords, framesSent,
                framesReceived, framesLost, framesDuplicated, framesCorrupted, messagesSent, messagesDelivered,
                repliesHandled, retransmissions, complete, wallTimeNanos);
    }

    /** Wall time in seconds. */
    @JsonProperty
    public double wallTimeSeconds() {
        return wallTimeNanos / 1e9;
    }

    /** One JSON object with every field by name. */
    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a summary of numbers and strings always serializes", e);
        }
    }
}
