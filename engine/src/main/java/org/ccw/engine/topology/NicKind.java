package org.ccw.engine.topology;

/** Network interface families of the four papers. */
public enum NicKind {
    /** Fore SBA-100: programmed I/O through cell FIFOs, no DMA, no segmentation and reassembly (SSAM). */
    SBA_100(48, 5, true),
    /** Fore SBA-200: i960 coprocessor with DMA and AAL5 segmentation and reassembly. */
    SBA_200(48, 5, true),
    /** Fore SBA-200E: the SBA-200 with a faster coprocessor (DVCM). */
    SBA_200E(48, 5, true),
    /** Myricom M2F LANai: coprocessor with SRAM and DMA (AM-II, PVMAM over BPI); packets of 8 KB of data and up to
     * 128 bytes of the control program's header (an AM-II bulk transfer is 8 kB beside its header), with a route
     * byte, a 4-byte packet type and a CRC byte around the payload. */
    MYRINET_LANAI(8192 + 128, 6, false),
    /** 100 Mb/s switched Fast Ethernet: 1500-byte frames; header, FCS, preamble and inter-frame gap cost 38. */
    FAST_ETHERNET(1500, 38, false);

    private final int mtuBytes;
    private final int overheadBytes;
    private final boolean fixedCells;

    NicKind(int mtuBytes, int overheadBytes, boolean fixedCells) {
        this.mtuBytes = mtuBytes;
        this.overheadBytes = overheadBytes;
        this.fixedCells = fixedCells;
    }

    /** Largest payload of one cell or packet, in bytes (an ATM cell carries 48). */
    public int mtuBytes() {
        return mtuBytes;
    }

    /** Whether it carries fixed-size ATM cells (IP then travels as AAL5 packets of cells), not variable packets. */
    public boolean carriesCells() {
        return fixedCells;
    }

    /** Bytes on the wire for a payload of {@code payloadBytes}: an ATM cell is always 53, a packet grows with
     * its payload. */
    public int wireBytes(int payloadBytes) {
        return fixedCells ? mtuBytes + overheadBytes : payloadBytes + overheadBytes;
    }
}
