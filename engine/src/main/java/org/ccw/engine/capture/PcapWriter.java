package org.ccw.engine.capture;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.ccw.model.io.AtomicFile;

/**
 * A classic libpcap file in the making: the 24-byte global header (magic {@code 0xa1b23c4d}, which says the
 * records' fractions are nanoseconds; version 2.4; time zone and accuracy 0; snapshot length; link type), then one
 * record per packet — seconds, nanoseconds, bytes captured, bytes on the wire (16 bytes) and the bytes. Written
 * little-endian: readers tell the byte order from the magic. Records are kept and written in time order (a stable
 * sort, so packets of one instant keep the order they were added in): captures at several hosts report out of order.
 */
public final class PcapWriter {
    /** The magic of a pcap file with nanosecond time stamps. */
    public static final int MAGIC_NANOSECONDS = 0xa1b23c4d;
    /** The largest packet a record holds (the snapshot length in the global header). */
    public static final int SNAPSHOT_BYTES = 262_144;
    public static final int GLOBAL_HEADER_BYTES = 24;
    public static final int RECORD_HEADER_BYTES = 16;

    private final LinkType linkType;
    private final List<Record> records = new ArrayList<>();

    private record Record(long timeNs, byte[] bytes, int originalBytes) {
    }

    public PcapWriter(LinkType linkType) {
        this.linkType = linkType;
    }

    public LinkType linkType() {
        return linkType;
    }

    /**
     * Adds a packet of {@code bytes} at {@code timeNs} nanoseconds since the epoch; {@code originalBytes} is its
     * length on the wire, more than {@code bytes.length} when not all of it was captured.
     */
    public synchronized void add(long timeNs, byte[] bytes, int originalBytes) {
        if (bytes.length > SNAPSHOT_BYTES || originalBytes < bytes.length || timeNs < 0) {
            throw new IllegalArgumentException("a record of " + bytes.length + " bytes (" + originalBytes
                    + " on the wire) at " + timeNs + " ns");
        }
        records.add(new Record(timeNs, bytes, originalBytes));
    }

    public synchronized int size() {
        return records.size();
    }

    /** Writes the file, replacing {@code file} in one step (a reader never sees half of it). */
    public void write(Path file) throws IOException {
        AtomicFile.write(file, this::writeTo);
    }

    /** Writes the global header and every record, in time order, to {@code out}. */
    public synchronized void writeTo(OutputStream out) throws IOException {
        OutputStream buffered = new BufferedOutputStream(out, 1 << 16);
        ByteBuffer header = ByteBuffer.allocate(GLOBAL_HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(MAGIC_NANOSECONDS).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0)
                .putInt(SNAPSHOT_BYTES).putInt(linkType.number());
        buffered.write(header.array());
        List<Record> inOrder = new ArrayList<>(records);
        inOrder.sort(Comparator.comparingLong(Record::timeNs));
        ByteBuffer recordHeader = ByteBuffer.allocate(RECORD_HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (Record r : inOrder) {
            recordHeader.clear();
            recordHeader.putInt((int) (r.timeNs() / 1_000_000_000L)).putInt((int) (r.timeNs() % 1_000_000_000L))
                    .putInt(r.bytes().length).putInt(r.originalBytes());
            buffered.write(recordHeader.array());
            buffered.write(r.bytes());
        }
        buffered.flush();
    }
}
