/**
 * Runs as pcap files that Wireshark opens (issue #17): {@link org.ccw.engine.capture.PcapWriter} writes the classic
 * libpcap format with nanosecond time stamps; {@link org.ccw.engine.capture.SimulatedCapture} turns the frames a
 * simulated fabric reports ({@link org.ccw.engine.hw.PacketCapture}) into records of a link type per medium — ATM
 * as ERF records (raw cells with their cell header for single-cell messages such as SSAM's, seeds 000/004 §3.1.1;
 * whole AAL5 packets with their trailer for classical IP over ATM and the DVCM's packets), Fast Ethernet as
 * Ethernet frames, Myrinet as a user link type — and {@link org.ccw.engine.capture.UdpCapture} turns the datagrams
 * of a real run into IPv4/UDP packets. Nothing here touches a run: a capture only listens, and a run without one is
 * unchanged.
 */
package org.ccw.engine.capture;
