package org.ccw.model.presets;

/**
 * Short citations of the four papers the presets take their figures from (see shared/PROTOCOLS.md), named by their
 * authors: a stack cites them too, for the figures it keeps of the machines it ran on.
 */
public final class Papers {

    public static final String VON_EICKEN_1994 = "von Eicken, Avula, Basu, Buch: Low-Latency Communication over ATM Networks "
            + "using Active Messages (Hot Interconnects II, 1994)";
    public static final String LUMETTA_1997 = "Lumetta, Mainwaring, Culler: Multi-Protocol Active Messages on a Cluster of "
            + "SMP's (SC97)";
    public static final String MUCCI_1998 = "Mucci: An Efficient Transport Independent Active Messaging Implementation for "
            + "PVM (1998)";
    public static final String ROSU_SCHWAN = "Rosu, Schwan: Sender Coordination in the Distributed Virtual Communication Machine";

    private Papers() {
    }
}
