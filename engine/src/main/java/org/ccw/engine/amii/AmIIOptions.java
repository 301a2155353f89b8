package org.ccw.engine.amii;

import org.ccw.engine.topology.StackOptions;
import org.ccw.model.cluster.AmIIConfig;

/**
 * An AM-II job's configuration as the engine runs it, copied from the model's {@link AmIIConfig}.
 *
 * @param requestPackets packets of each endpoint's request queue
 * @param replyPackets   packets of each endpoint's reply queue
 * @param multiProtocol  shared memory for destinations on the same SMP (false: the network for all; not yet run)
 */
public record AmIIOptions(int requestPackets, int replyPackets, boolean multiProtocol) implements StackOptions {

    public AmIIOptions {
        if (requestPackets < 1 || replyPackets < 1) {
            throw new IllegalArgumentException("AM-II queues need at least one packet each");
        }
    }

    static AmIIOptions from(AmIIConfig config) {
        return new AmIIOptions(config.getRequestQueuePackets(), config.getReplyQueuePackets(),
                config.isMultiProtocol());
    }
}
