package org.ccw.engine.capture;

/** The libpcap link types this package writes (the numbers of tcpdump.org's LINKTYPE_ list). */
public enum LinkType {
    /** IEEE 802.3 Ethernet: destination and source MAC, EtherType, payload. */
    ETHERNET(1),
    /** Raw IP: each packet begins with its IPv4 (or IPv6) header. */
    RAW(101),
    /** The first of the link types reserved for private use: Wireshark shows the bytes, undissected. */
    USER0(147),
    /** Endace's Extensible Record Format: a 16-byte record header, then (for ATM) a cell header and a cell or an
     * AAL5 packet, which Wireshark's ATM dissector decodes. */
    ERF(197);

    private final int number;

    LinkType(int number) {
        this.number = number;
    }

    /** The number in the file's global header. */
    public int number() {
        return number;
    }
}
