package org.ccw.engine.amii;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.topology.StackOptions;

/**
 * An AM-II job's configuration as the engine runs it, copied from the model's {@link AmIIConfig}.
 *
 * @param requestPackets packets of each endpoint's request queue
 * @param replyPackets   packets of each endpoint's reply queue
 * @param bulkBlocks     8 kB blocks of each endpoint's bulk-data queue
 * @param multiProtocol  shared memory for destinations on the same SMP (false: the network for all; not yet run)
 * @param adaptive       adaptive network polling; false: fractional, one network poll in {@code shortestPoll}
 * @param shortestPoll   polls per network poll at the most (seed 002: 8)
 * @param longestPoll    polls per network poll at the least, adaptive (seed 002: 32)
 * @param pollHistory    network polls whose outcome drives the adaptive interval (seed 002: 32)
 */
public record AmIIOptions(int requestPackets, int replyPackets, int bulkBlocks, boolean multiProtocol,
                          boolean adaptive,
                          int shortestPoll, int longestPoll, int pollHistory) implements StackOptions {

    public AmIIOptions {
        if (requestPackets < 1 || replyPackets < 1 || bulkBlocks < 1) {
            throw new IllegalArgumentException("AM-II queues need at least one packet and one bulk block each");
        }
    }

    static AmIIOptions from(AmIIConfig config) {
        return new AmIIOptions(config.getRequestQueuePackets(), config.getReplyQueuePackets(),
                config.getBulkQueueBlocks(), config.isMultiProtocol(), config.isAdaptivePolling(), config.getPollRatioMin(),
                config.getPollRatioMax(), config.getPollHistory());
    }

    /** A fresh polling strategy for one endpoint. */
    NetworkPolling polling() {
        return adaptive ? NetworkPolling.adaptive(shortestPoll, longestPoll, pollHistory)
                : NetworkPolling.fractional(shortestPoll);
    }
}
