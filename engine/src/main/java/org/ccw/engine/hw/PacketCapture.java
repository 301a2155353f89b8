package org.ccw.engine.hw;

/**
 * Hears every frame a host hands to one of its network interfaces, with its bytes, as a capture on the sending host
 * would ({@link Fabric#capture}): for a pcap file, never for the trace. Called on the simulation's thread, in event
 * order; a capture must not act on the run.
 */
@FunctionalInterface
public interface PacketCapture {
    void captured(CapturedFrame frame);
}
