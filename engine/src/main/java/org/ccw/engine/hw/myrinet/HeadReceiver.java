package org.ccw.engine.hw.myrinet;

/** What sits at the far end of a {@link WormLine}: a switch that routes heads on, or a NIC that takes the packet. */
interface HeadReceiver {
    /** The head of {@code worm} has come over {@code via} to this node. */
    void headArrived(Worm worm, WormLine via);
}
