package org.ccw.engine.topology;

import java.util.List;

/**
 * What traffic to drive.
 *
 * @param messages         messages per host (PING_PONG: round trips; ALL_TO_ALL_PERMUTATION: phases, at most
 *                         hosts - 1; UNIFORM_RANDOM: 0 means until the run's duration)
 * @param cellsPerMessage  cells (or packets) per message; a multi-cell message is one AAL5 packet
 * @param cellBytes        bytes of each cell or packet on the wire (53 for ATM)
 * @param offeredLoad      UNIFORM_RANDOM: fraction of the link rate each host offers, in (0, 1]
 * @param participants     node ids of the hosts taking part, in role order (PING_PONG: pinger, then ponger;
 *                         ALL_TO_ONE_BURST: the receiver first); empty means every host in topology order
 */
public record WorkloadSpec(WorkloadKind kind, int messages, int cellsPerMessage, int cellBytes,
                           double offeredLoad, List<Integer> participants) {

    /** Bytes of an ATM cell on the wire: 5 header + 48 payload. */
    public static final int ATM_CELL_BYTES = 53;

    /** A workload in which every host takes part. */
    public WorkloadSpec(WorkloadKind kind, int messages, int cellsPerMessage, int cellBytes, double offeredLoad) {
        this(kind, messages, cellsPerMessage, cellBytes, offeredLoad, List.of());
    }

    public WorkloadSpec {
        participants = List.copyOf(participants);
        if (messages < 0 || cellsPerMessage < 1 || cellBytes < 1) {
            throw new IllegalArgumentException("workload needs messages >= 0, cells per message >= 1, bytes >= 1");
        }
        if (kind == WorkloadKind.UNIFORM_RANDOM && !(offeredLoad > 0 && offeredLoad <= 1)) {
            throw new IllegalArgumentException("offered load must be in (0, 1]: " + offeredLoad);
        }
    }
}
