package org.ccw.model.presets;

/** Short citations of the four papers the presets take their figures from (see shared/PROTOCOLS.md). */
final class Papers {

    static final String SSAM = "von Eicken, Avula, Basu, Buch: Low-Latency Communication over ATM Networks "
            + "using Active Messages (Hot Interconnects II, 1994)";
    static final String AM_II = "Lumetta, Mainwaring, Culler: Multi-Protocol Active Messages on a Cluster of "
            + "SMP's (SC97)";
    static final String PVMAM = "Mucci: An Efficient Transport Independent Active Messaging Implementation for "
            + "PVM (1998)";
    static final String DVCM = "Rosu, Schwan: Sender Coordination in the Distributed Virtual Communication Machine";

    private Papers() {
    }
}
