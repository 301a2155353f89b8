package org.ccw.engine.pvmam;

/** A {@link Transport} over the simulated fabric, which counts the frames it hands to and takes from its NIC. */
public interface SimulatedTransport extends Transport {

    /** Frames (fragments, packets, segments, acknowledgments) handed to the NIC so far. */
    long framesSent();

    /** Frames taken out of the NIC so far. */
    long framesReceived();

    /**
     * Frames this transport itself found damaged and dropped (TCP's checksum, IP fragments whose header does not fit
     * together); an AM damaged inside an intact frame is the AM layer's count.
     */
    long framesDamaged();
}
