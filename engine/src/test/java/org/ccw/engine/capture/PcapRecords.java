package org.ccw.engine.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/** A pcap file read back as its tests see it: the link type and each record's stamp, lengths and bytes. */
record PcapRecords(int linkType, List<Entry> entries) {

    record Entry(long timeNs, int capturedBytes, int wireBytes, ByteBuffer bytes) {
    }

    static PcapRecords of(PcapWriter writer) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.writeTo(out);
        ByteBuffer in = ByteBuffer.wrap(out.toByteArray()).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(PcapWriter.MAGIC_NANOSECONDS, in.getInt());
        in.position(20);
        int linkType = in.getInt();
        List<Entry> entries = new ArrayList<>();
        while (in.hasRemaining()) {
            long time = in.getInt() * 1_000_000_000L + in.getInt();
            int captured = in.getInt();
            int wire = in.getInt();
            byte[] bytes = new byte[captured];
            in.get(bytes);
            entries.add(new Entry(time, captured, wire, ByteBuffer.wrap(bytes)));
        }
        return new PcapRecords(linkType, entries);
    }
}
