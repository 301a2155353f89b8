package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.trace.WireFormat.Field;
import org.junit.jupiter.api.Test;

/** The inspector's reading of PVMAM's AM header reads back what {@link AmHeader#encode} wrote. */
class PvmamWireFormatTest {

    @Test
    void everyFieldOfAnEncodedHeaderReadsBackWithItsBitRange() {
        byte[] am = new AmHeader(Tid.of(2, 1), 16 + 3, 6, 1, AmHeader.REQUEST, 9).encode(new byte[] {1, 2, 3}, 0, 3);
        byte[] header = Arrays.copyOf(am, 16);
        byte[] data = Arrays.copyOfRange(am, 16, am.length);

        List<Field> fields = PvmamWireFormat.INSTANCE.fields(header, data);

        assertEquals(List.of("from_task", "total_length", "instance", "sequence", "pad", "type", "handler", "checksum",
                "data"), fields.stream().map(Field::name).toList());
        assertEquals("t80001", fields.get(0).meaning());
        assertEquals("bits 0-31", fields.get(0).bitRange());
        assertEquals("19 bytes (3 of data)", fields.get(1).meaning());
        assertEquals("buffer 6", fields.get(2).meaning());
        assertEquals("bit 1", fields.get(3).meaning());
        assertEquals("request", fields.get(5).meaning());
        assertEquals("bits 80-95", fields.get(6).bitRange());
        assertEquals("id 9", fields.get(6).meaning());
        assertTrue(fields.get(7).meaning().endsWith("intact"), fields.get(7).meaning());
        assertEquals("bits 96-127", fields.get(7).bitRange());
        assertEquals("01 02 03 (3 bytes)", fields.get(8).meaning());
        assertEquals("request t80001 instance 6 seq 1, handler 9, 3 data bytes",
                PvmamWireFormat.INSTANCE.summary(header, data));
    }

    @Test
    void aDamagedAmSaysItsChecksumDoesNotMatch() {
        byte[] am = new AmHeader(Tid.of(1, 1), 16, 0, 0, AmHeader.REPLY, 0).encode(new byte[0], 0, 0);
        am[3] ^= 1;

        List<Field> fields = PvmamWireFormat.INSTANCE.fields(am, new byte[0]);

        assertTrue(fields.get(7).meaning().endsWith("does not match"), fields.get(7).meaning());
        assertEquals("0 (blank reply)", fields.get(6).meaning());
    }

    @Test
    void messageIdsNameRequesterResponderAndInstance() {
        long id = MessageIds.of(3, 7, 5, 42);

        Optional<String> read = PvmamWireFormat.INSTANCE.message(id, node -> "host" + node);

        assertEquals(Optional.of("PVMAM request of host3 to host7, instance 5, use 42 (its reply has the same id)"),
                read);
        assertEquals(Optional.empty(), PvmamWireFormat.INSTANCE.message(1L << 60 | 5, node -> "x"),
                "an AM-II id is not PVMAM's");
        assertEquals(Optional.empty(), PvmamWireFormat.INSTANCE.message(17, node -> "x"), "a fabric cell id");
    }
}
