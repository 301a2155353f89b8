package org.ccw.labs.amii;

import java.util.List;
import java.util.function.IntToDoubleFunction;

import org.ccw.engine.amii.AmIICluster;
import org.ccw.engine.amii.AmIIDriver;
import org.ccw.engine.amii.BulkTransfer;
import org.ccw.engine.amii.Endpoint;
import org.ccw.engine.amii.SendLedger;
import org.ccw.engine.amii.SendStep;
import org.ccw.engine.kernel.Time;

/**
 * The second benchmark of seed 002 §4.1: a transfer of any length fragmented into 8 kB chunks (the last one
 * shorter), pipelined through the Active Message layer — one bulk request ({@code AM_RequestXfer4}) per chunk, all
 * issued back to back, so the copies and DMAs of different chunks overlap. The sending process copies each chunk
 * from its send buffer into the receiving endpoint (the layer's copy: into a bulk block of the destination's queue
 * block, or into the staging buffer the NIC's DMA reads); the receiving process copies it from the endpoint into a
 * receive buffer (through shared memory the layer's copy out of the bulk block; across Myrinet the NIC's DMA puts the
 * chunk in the endpoint's segment, and the handler copies it from there). Each chunk's handler replies, as every
 * AM-II request handler does (§2.2). Of two transfers (the first warms what a repeating benchmark has warm) the
 * second is timed: from the sender's first send to each chunk in the receive buffer (G, from the pipeline's steady
 * state) and to each chunk's reply back at the sender (a single transfer's time: the sender learns it is done only
 * when the last reply comes back, where one benchmark running on two machines — the paper's columns all come from
 * one — must stop its clock).
 */
final class ChunkedTransfer {
    /** The paper's chunk: a bulk transfer's largest. */
    static final int CHUNK = BulkTransfer.CHUNK;
    /** Chunks of the long transfer G is read from (its second half: the pipeline's steady state). */
    static final int LONG_CHUNKS = 32;
    /** The half-power search stops when it has the size to this many bytes. */
    private static final int RESOLUTION = 64;
    /** Time the endpoints keep polling after the last chunk, so every request is answered before the run ends. */
    private static final long SETTLE_PS = Time.micros(500);

    private ChunkedTransfer() {
    }

    /**
     * Runs a transfer of {@code bytes} from {@code sender} to {@code receiver} of {@code cluster} (fresh, not yet
     * run) twice, the first to bring caches, queues and the polling strategy to where a repeating benchmark has
     * them; returns when each chunk of the second reached the receive buffer and when its reply reached the sender.
     *
     * @param copyOut whether the receiving process copies each chunk out of the segment itself (the network
     *                protocol deposits it there; through shared memory the layer's copy out is the receiver's)
     */
    static Times run(AmIICluster cluster, Endpoint sender, Endpoint receiver, int bytes, boolean copyOut) {
        int chunks = (bytes + CHUNK - 1) / CHUNK;
        long[] arrived = new long[chunks];
        long[] replied = new long[chunks];
        java.util.Arrays.fill(arrived, -1);
        java.util.Arrays.fill(replied, -1);
        int[] taken = {0};
        int[] replies = {0};
        Runnable timed = () -> BulkTransfer.send(sender, receiver, bytes);
        Runnable oneArrived = () -> {
            if (++taken[0] == chunks) {
                cluster.kernel().schedule(SETTLE_PS, timed);
            } else if (taken[0] == 2 * chunks) {
                cluster.kernel().schedule(SETTLE_PS, () -> {
                    sender.stopPolling();
                    receiver.stopPolling();
                });
            }
        };
        sender.setReplyHandler(AmIIDriver.PONG, (source, args) -> {
            if (replies[0]++ >= chunks) { // the timed transfer's: the warm-up's all came back before it began
                replied[args[0]] = cluster.kernel().now();
            }
        });
        // the engine's transfer: a run's BULK_TRANSFER workload plays the same one
        BulkTransfer.receive(receiver, bytes, copyOut, chunk -> {
            if (taken[0] >= chunks) {
                arrived[chunk] = cluster.kernel().now();
            }
            oneArrived.run();
        });
        BulkTransfer.send(sender, receiver, bytes);
        sender.start();
        receiver.start();
        cluster.run(Time.micros(100_000));
        long start = timedStartPs(sender, chunks);
        if (start >= 0) {
            for (int c = 0; c < chunks; c++) {
                arrived[c] = arrived[c] < 0 ? -1 : arrived[c] - start;
                replied[c] = replied[c] < 0 ? -1 : replied[c] - start;
            }
        }
        return new Times(arrived, replied);
    }

    /**
     * When each chunk of the timed transfer reached the receive buffer, and when its reply reached the sender, ps from
     * the transfer's first send (-1: never).
     */
    record Times(long[] arrived, long[] replied) {
    }

    /**
     * When the timed (second) transfer of {@code chunks} chunks began, ps: its first send's start (-1: it was never
     * sent); {@link #run}'s times are from here.
     */
    static long timedStartPs(Endpoint sender, int chunks) {
        List<SendLedger> sends = sender.sends().stream().filter(l -> l.cycles(SendStep.COPY) > 0).toList();
        if (sends.size() < 2 * chunks) {
            return -1;
        }
        SendLedger first = sends.get(chunks);
        return first.donePs() - Math.round(first.total() * 1e6 / PingPongProbe.CLOCK_MHZ);
    }

    /** G, µs per byte: the long transfer's steady state, from the arrival of its middle chunk to its last. */
    static double gapPerByteUs(long[] arrived) {
        int mid = arrived.length / 2 - 1;
        double bytes = (double) CHUNK * (arrived.length - 1 - mid);
        return Time.toMicros(arrived[arrived.length - 1] - arrived[mid]) / bytes;
    }

    /**
     * The half-power point, bytes: the smallest transfer whose bandwidth timed by its sender ({@code transferUs} of a
     * size, each a run of its own) reaches half of {@code peak} (bytes/µs), found by bisection between a sixteenth of
     * a chunk and eight chunks; a single transfer's bandwidth grows with its size, its fixed costs spread wider.
     */
    static int halfPowerBytes(IntToDoubleFunction transferUs, double peak) {
        int low = CHUNK / 16;
        int high = 8 * CHUNK;
        if (low / transferUs.applyAsDouble(low) >= peak / 2) {
            return low;
        }
        while (high - low > RESOLUTION) {
            int mid = (low + high) / 2;
            if (mid / transferUs.applyAsDouble(mid) >= peak / 2) {
                high = mid;
            } else {
                low = mid;
            }
        }
        return high;
    }

    /**
     * A transfer's time, µs, from its first send to the last of {@code times} (its replies': the sender's view; NaN
     * when one never came).
     */
    static double endToEndUs(long[] arrived) {
        long last = 0;
        for (long t : arrived) {
            if (t < 0) {
                return Double.NaN;
            }
            last = Math.max(last, t);
        }
        return Time.toMicros(last);
    }
}
