package org.ccw.engine.run;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What a headless run reports.
 *
 * @param events            kernel events executed
 * @param traceRecords      trace records made (0 when untraced)
 * @param virtualTimePs     virtual time reached, picoseconds
 * @param wallTimeNanos     wall-clock time the run took, nanoseconds (not part of any result, only of speed)
 * @param cellsSent         cells the hosts pushed into their NICs
 * @param cellsDelivered    cells that reached their destination host undamaged
 * @param cellsDropped      cells dropped anywhere (switch buffers, FIFOs, links, checksums)
 * @param messagesSent      messages (AAL5 packets or single cells) sent
 * @param messagesDelivered messages whose every cell arrived
 * @param fingerprint       SHA-256 of the trace (see {@code engine/TRACE.md}); null when untraced
 * @param stack             what drove the traffic: {@code raw} cells, or the job's protocol stack ({@code ssam})
 * @param retransmissions   cells the stack sent again to recover from loss (0 for raw cells)
 * @param finishedPs        virtual time, picoseconds, at which every process had finished the workload; -1 when
 *                          it did not finish within the run (or raw traffic, which has no end of its own)
 */
public record RunSummary(String scenario, long seed, long events, long traceRecords, long virtualTimePs,
                         long wallTimeNanos, long cellsSent, long cellsDelivered, long cellsDropped,
                         long messagesSent, long messagesDelivered, String fingerprint, String stack,
                         long retransmissions, long finishedPs) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Virtual time in microseconds. */
    @JsonProperty
    public double virtualTimeMicros() {
        return virtualTimePs / 1e6;
    }

    /** Simulated seconds per wall-clock second. */
    @JsonProperty
    public double simOverWall() {
        return wallTimeNanos == 0 ? 0 : (virtualTimePs / 1e12) / (wallTimeNanos / 1e9);
    }

    /** One JSON object with every field (and the two derived ones) by name. */
    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a summary of numbers and strings always serializes", e);
        }
    }
}
