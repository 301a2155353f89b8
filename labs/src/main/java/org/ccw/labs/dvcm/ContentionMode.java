package org.ccw.labs.dvcm;

import org.ccw.engine.dvcm.Dvcm;
import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.PacketDiscard;
import org.ccw.model.cluster.Scenario;
import org.ccw.engine.dvcm.DvcmPresets;

/**
 * How the senders of the contention experiment (seed 001 §4.3) share the receiver's link: the four configurations
 * of Figures 2-4. Each sets up a DVCM star scenario and names the command the applications post.
 */
enum ContentionMode {
    /** Figure 2: no coordination module, plain AAL5 through the switch. */
    NONE("none", "no coordination", false, PacketDiscard.NONE, -1),
    /**
     * Figure 2's other curves: no coordination, the switch's "Early Packet Discard" as the paper's footnote defines
     * it — drop the rest of an AAL5 packet once one of its cells is dropped — which is Partial Packet Discard
     * ({@link PacketDiscard#PARTIAL}), not threshold-based Early Packet Discard.
     */
    NONE_EPD("none_epd", "no coordination, EPD (partial)", false, PacketDiscard.PARTIAL, -1),
    /** Figure 3: the sender-coordination module, the token released when a message's last cell has gone. */
    TOKEN("token", "coordination", true, PacketDiscard.NONE, 0),
    /** Figure 4: coordination with Early Token Release ten cells before a message ends (§4.3). */
    TOKEN_ETR("token_etr", "coordination + ETR", true, PacketDiscard.NONE, 10);

    /** The suffix in metric names, e.g. {@code receive_MBps_2s_1024B_token}. */
    final String tag;
    /** The label in curve names. */
    final String label;
    final boolean coordinated;
    private final PacketDiscard packetDiscard;
    private final int earlyReleaseCells;

    ContentionMode(String tag, String label, boolean coordinated, PacketDiscard packetDiscard,
                   int earlyReleaseCells) {
        this.tag = tag;
        this.label = label;
        this.coordinated = coordinated;
        this.packetDiscard = packetDiscard;
        this.earlyReleaseCells = earlyReleaseCells;
    }

    /** The command applications post in this mode. */
    String command() {
        return coordinated ? SenderCoordination.SEND_WITH_FLOW_CONTROL : Dvcm.SEND;
    }

    /** Configures {@code star} (a {@code DvcmPresets.dvcmStar}) for this mode: module, ETR, packet discard. */
    Scenario configure(Scenario star) {
        DvcmConfig dvcm = (DvcmConfig) star.getCluster().getJobs().get(0).getStack();
        if (coordinated) {
            dvcm.setEarlyTokenReleaseCells(earlyReleaseCells);
        } else {
            dvcm.getModules().clear();
        }
        star.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance).map(AtmSwitch.class::cast)
                .forEach(sw -> sw.setPacketDiscard(packetDiscard));
        return star;
    }
}
