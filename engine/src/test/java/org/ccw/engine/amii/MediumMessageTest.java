package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/**
 * Medium messages ({@code AM_RequestI4}): up to 512 bytes handed to the destination's handler as a buffer of its
 * own, through a bulk block within an SMP and by DMA across Myrinet; the segment is not touched.
 */
class MediumMessageTest {

    private static byte[] bytes(int n, long seed) {
        byte[] data = new byte[n];
        new SplittableRandom(seed).nextBytes(data);
        return data;
    }

    @Test
    void withinAnSmpTheHandlerGetsTheDataAndItsArgumentsAndMayReply() {
        OneSmp smp = new OneSmp(2, 8);
        byte[] data = bytes(300, 1);
        List<byte[]> got = new ArrayList<>();
        List<Integer> answers = new ArrayList<>();
        smp.get(1).setMediumRequestHandler(3, (token, args, buffer) -> {
            got.add(buffer);
            smp.get(1).reply4(token, 4, args[0] + buffer.length);
        });
        smp.get(0).setReplyHandler(4, (source, args) -> answers.add(args[0]));
        smp.get(0).requestI4(1, data, 3, 7);

        smp.run(200);

        assertEquals(1, got.size());
        assertArrayEquals(data, got.get(0));
        assertEquals(List.of(307), answers);
    }

    @Test
    void acrossMyrinetTheDataTravelsWithThePacketAndTheSegmentStaysUntouched() {
        AmIICluster cluster = AmIICluster.of(AmIIPresets.clump(2), null);
        Endpoint from = cluster.endpoints().get(0);
        Endpoint to = cluster.endpoints().get(1);
        to.setSegment(1024);
        byte[] data = bytes(512, 2);
        List<byte[]> got = new ArrayList<>();
        to.setMediumRequestHandler(1, (token, args, buffer) -> got.add(buffer));
        from.start();
        to.start();
        from.requestI4(1, data, 1);
        cluster.kernel().runUntil(Time.micros(1_000));

        assertEquals(1, got.size());
        assertArrayEquals(data, got.get(0));
        assertArrayEquals(new byte[1024], to.segment(0, 1024), "a medium message is not a transfer");
    }

    @Test
    void aMediumRequestForAShortMessagesHandlerComesBack() {
        OneSmp smp = new OneSmp(2, 8);
        List<ReturnReason> returned = new ArrayList<>();
        smp.get(1).setRequestHandler(3, (token, args) -> { });
        smp.get(0).setReturnedHandler((reason, handler, args) -> returned.add(reason));
        smp.get(0).requestI4(1, bytes(16, 3), 3);

        smp.run(200);

        assertEquals(List.of(ReturnReason.BAD_HANDLER), returned, "handler 3 takes short requests, not medium ones");
    }

    @Test
    void moreThan512BytesIsRefusedAtTheCall() {
        OneSmp smp = new OneSmp(2, 8);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> smp.get(0).requestI4(1, new byte[513], 3));
        assertEquals("a medium message carries at most 512 bytes, not 513 (a bulk transfer, requestXfer4, carries"
                + " up to 8 kB)", refused.getMessage());
    }
}
