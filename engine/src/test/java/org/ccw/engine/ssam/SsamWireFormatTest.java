package org.ccw.engine.ssam;

import org.ccw.engine.ssam.driver.SsamStack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.WireFormat;
import org.junit.jupiter.api.Test;

/** SSAM's header reads back from the bytes {@link SsamCell#encode} writes: one layout, two directions. */
class SsamWireFormatTest {

    private static final WireFormat FORMAT = Stacks.wireFormat(SsamStack.NAME).orElseThrow();

    @Test
    void theFieldsOfTheFlowControlWordAndTheCheckAreTakenApartWithTheirBitRanges() {
        byte[] data = new byte[SsamCell.DATA_BYTES];
        data[3] = 0x2a;
        byte[] payload = new SsamCell(CellType.REQUEST, 5, 0, 3, 4, data).encode();

        List<WireFormat.Field> fields = FORMAT.fields(header(payload), body(payload));

        assertEquals(List.of("flow control", "handler", "checksum", "data"),
                fields.stream().map(WireFormat.Field::name).toList());
        assertEquals("request, sequence 5", fields.get(0).meaning());
        assertEquals("bits 0-15", fields.get(0).bitRange());
        assertEquals("id 3", fields.get(1).meaning());
        assertEquals("bits 16-47", fields.get(1).bitRange());
        assertTrue(fields.get(2).meaning().endsWith("length indicator 4"), fields.get(2).meaning());
        assertEquals("00 00 00 2a (4 bytes)", fields.get(3).meaning());
        assertEquals("bits 64-95", fields.get(3).bitRange());
    }

    @Test
    void anAcksCountIsItsRunOfAcknowledgedRequests() {
        byte[] payload = new SsamCell(CellType.ACK, 9, 3, 0, 0, new byte[SsamCell.DATA_BYTES]).encode();

        assertEquals("ack, sequence 9, acknowledges 3 requests",
                FORMAT.fields(header(payload), body(payload)).get(0).meaning());
        assertTrue(FORMAT.summary(header(payload), body(payload)).startsWith("ack seq 9 ×3, handler 0, 0 data bytes"));
    }

    @Test
    void ssamMessageIdsNameRequesterResponderAndSequence() {
        long id = SsamMessageIds.messageId(2, 5, 17);

        assertEquals("SSAM: requester n2, responder n5, sequence 17",
                FORMAT.message(id, n -> "n" + n).orElseThrow());
        assertTrue(FORMAT.message(12345, n -> "n" + n).isEmpty(), "a fabric cell id is not SSAM's");
    }

    private static byte[] header(byte[] payload) {
        return Arrays.copyOf(payload, SsamCell.HEADER_BYTES);
    }

    private static byte[] body(byte[] payload) {
        return Arrays.copyOfRange(payload, SsamCell.HEADER_BYTES, payload.length);
    }
}
