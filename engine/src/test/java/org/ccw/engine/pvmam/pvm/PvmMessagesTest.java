package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.HexFormat;
import java.util.List;

import org.ccw.engine.pvmam.AmHeader;
import org.ccw.engine.pvmam.Tid;
import org.junit.jupiter.api.Test;

/** PVM messages in PVMAM: XDR packing into fragments, the two headers, one AM per fragment, the sequence byte. */
class PvmMessagesTest {
    private static final int T1 = Tid.of(1, 1);
    private static final int T2 = Tid.of(2, 1);

    @Test
    void xdrWritesEachTypeAsPvmDoesBigEndianPadded() {
        XdrPacker packer = new XdrPacker(8192).pkint(1).pkshort((short) -2).pklong(3L).pkfloat(1.5f)
                .pkdouble(0.25).pkbyte(new byte[] {9, 8, 7}).pkstr("pvm");

        byte[] data = packer.fragments().get(0);

        assertEquals("00000001" + "fffffffe" + "00000003" + "3fc00000" + "3fd0000000000000" + "09080700"
                + "00000004" + "70766d00", HexFormat.of().formatHex(data));
        assertThrows(ArithmeticException.class, () -> new XdrPacker(8192).pklong(1L << 40), "PvmOverflow");
    }

    @Test
    void whatIsPackedUnpacksInOrder() {
        PvmMessage message = PvmMessage.of(new XdrPacker(4096).pkint(42, -7).pkdouble(Math.PI).pkstr("t40001")
                .pkbyte(new byte[] {1, 2, 3, 4, 5}), 11, 0);

        XdrUnpacker in = message.unpacker();

        assertEquals(42, in.upkint());
        assertEquals(-7, in.upkint());
        assertEquals(Math.PI, in.upkdouble());
        assertEquals("t40001", in.upkstr());
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5}, in.upkbyte(5));
        assertThrows(IllegalStateException.class, in::upkint, "PvmNoData past the end");
    }

    @Test
    void aLargeMessageFillsFragmentsOfTheGivenSizeAndNoNumberStraddlesTwo() {
        XdrPacker packer = new XdrPacker(4096);
        for (int i = 0; i < 2000; i++) {
            packer.pkdouble(i);
        }
        packer.pkbyte(new byte[10_000]);
        List<byte[]> fragments = packer.fragments();

        assertEquals(4096 - 16 - 32, fragments.get(0).length - fragments.get(0).length % 8,
                "the first leaves room for both headers, and holds whole doubles");
        assertTrue(fragments.stream().allMatch(f -> f.length <= 4096 - 16));
        assertEquals(16_000 + 10_000, fragments.stream().mapToInt(f -> f.length).sum());
        XdrUnpacker in = new XdrUnpacker(fragments);
        for (int i = 0; i < 2000; i++) {
            assertEquals(i, in.upkdouble());
        }
        assertEquals(10_000, in.upkbyte(10_000).length);
    }

    @Test
    void eachFragmentIsOneAmWithTheFragmentHeaderAndTheFirstCarriesTheMessageHeader() {
        XdrPacker packer = new XdrPacker(8192);
        for (int i = 0; i < 3000; i++) {
            packer.pkint(i);
        }
        PvmMessage message = PvmMessage.of(packer, 7, 3);

        List<byte[]> ams = new PvmFragments(T1).of(message, T2);

        assertEquals(2, ams.size(), "12,000 bytes in 8,192-byte fragments");
        assertTrue(ams.stream().allMatch(am -> am.length <= AmHeader.MAX_DATA_BYTES + 16),
                "a fragment fits one Active Message with its headers");
        ByteBuffer first = ByteBuffer.wrap(ams.get(0));
        FragmentHeader header = FragmentHeader.readFrom(first);
        assertEquals(new FragmentHeader(T2, T1, ams.get(0).length - 16, 0, FragmentHeader.START_OF_MESSAGE), header);
        assertEquals("00080001" + "00040001", HexFormat.of().formatHex(ams.get(0), 0, 8), "destination, source");
        assertEquals(0x01, ams.get(0)[15], "control bits in the last byte: start of message");
        assertEquals(new MessageHeader(MessageHeader.XDR, 7, 3), MessageHeader.readFrom(first));
        FragmentHeader second = FragmentHeader.readFrom(ByteBuffer.wrap(ams.get(1)));
        assertEquals(1, second.sequence());
        assertEquals(FragmentHeader.END_OF_MESSAGE, second.control());
    }

    @Test
    void fragmentsMakeTheMessageAgainAndOneOutOfOrderIsDroppedUntilItComesInTurn() {
        XdrPacker packer = new XdrPacker(1024);
        for (int i = 0; i < 600; i++) {
            packer.pkint(i);
        }
        List<byte[]> ams = new PvmFragments(T1).of(PvmMessage.of(packer, 5, 0), T2);
        PvmAssembler assembler = new PvmAssembler(T2, PvmAssembler.OutOfOrder.DROP);
        assertEquals(3, ams.size());

        assertEquals(PvmAssembler.Outcome.OUT_OF_ORDER, assembler.accept(ams.get(1)).outcome());
        assertEquals(PvmAssembler.Outcome.PART, assembler.accept(ams.get(0)).outcome());
        assertEquals(PvmAssembler.Outcome.PART, assembler.accept(ams.get(1)).outcome(), "sent again, now in turn");
        PvmAssembler.Result last = assembler.accept(ams.get(2));

        assertEquals(PvmAssembler.Outcome.MESSAGE, last.outcome());
        assertEquals(T1, last.source());
        assertEquals(5, last.messages().get(0).header().tag());
        XdrUnpacker in = last.messages().get(0).unpacker();
        for (int i = 0; i < 600; i++) {
            assertEquals(i, in.upkint());
        }
        assertEquals(PvmAssembler.Outcome.MALFORMED, new PvmAssembler(T1, PvmAssembler.OutOfOrder.DROP).accept(ams.get(0)).outcome(),
                "addressed to another task");
        assertEquals(List.of(), assembler.accept(new byte[3]).messages());
    }

    @Test
    void heldFragmentsAreTakenInTurnWhenTheGapBeforeThemFills() {
        XdrPacker packer = new XdrPacker(1024);
        for (int i = 0; i < 600; i++) {
            packer.pkint(i);
        }
        List<byte[]> ams = new PvmFragments(T1).of(PvmMessage.of(packer, 5, 0), T2);
        PvmAssembler assembler = new PvmAssembler(T2, PvmAssembler.OutOfOrder.HOLD);

        assertEquals(PvmAssembler.Outcome.HELD, assembler.accept(ams.get(2)).outcome());
        assertEquals(PvmAssembler.Outcome.HELD, assembler.accept(ams.get(1)).outcome());
        PvmAssembler.Result result = assembler.accept(ams.get(0));

        assertEquals(PvmAssembler.Outcome.MESSAGE, result.outcome(), "the first let both held ones through");
        XdrUnpacker in = result.messages().get(0).unpacker();
        for (int i = 0; i < 600; i++) {
            assertEquals(i, in.upkint());
        }
    }
}
