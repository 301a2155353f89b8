package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/**
 * Seed 001 §4.3 over a real path: three senders bursting 4 KB messages to one receiver over UDP on 127.0.0.1,
 * through a user-space switch whose port toward the receiver holds the ASX-200WG's 256 cells and drains at the
 * links' rate (4 Mb/s here, a rate the software coprocessors keep up with). Without coordination the port
 * overflows and many transmissions lose a segment, to be sent again; with the token the senders take turns and
 * the port keeps up. Every message arrives in both runs (the units send what was lost again). Only
 * the direction is asserted, never a figure or a time: the measurement is real, on a shared machine.
 */
class RealPathContentionTest {
    private static final long LIMIT_PS = 60 * Time.PS_PER_S;

    @Test
    void threeSendersCollapseThroughTheSwitchWithoutTheTokenAndRecoverWithIt() throws Exception {
        RealPathContention.Result without = RealPathContention.run(
                RealPathContention.star(3, 40, 4096, 4, false), LIMIT_PS);
        RealPathContention.Result with = RealPathContention.run(
                RealPathContention.star(3, 40, 4096, 4, true), LIMIT_PS);

        assertTrue(without.complete() && with.complete(), without + " / " + with);
        assertEquals(120, without.messagesSent());
        assertEquals(120, with.messagesSent());
        assertTrue(!without.coordinated() && with.coordinated());
        // where the uncoordinated bursts lose cells depends on how fast this machine lets the senders go: at the
        // switch's port, or (senders starved by other work) at the receiving unit's FIFO; lost they are
        assertTrue(without.transmissionsLost() > 0, "three bursts overrun the path: " + without);
        assertTrue(with.datagramsDropped() <= without.datagramsDropped(), "the token spares the port: " + with
                + " vs " + without);
        assertTrue(with.messageLoss() < without.messageLoss(), "and fewer transmissions are lost: "
                + with + " vs " + without);
        assertEquals(120, without.messagesDelivered(), "what the port dropped was sent again: " + without);
        assertEquals(120, with.messagesDelivered(), with.toString());
        assertTrue(without.retransmissions() > 0, without.toString());
    }
}
