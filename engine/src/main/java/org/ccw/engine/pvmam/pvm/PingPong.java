package org.ccw.engine.pvmam.pvm;

import java.util.function.LongConsumer;

/**
 * MPBench's ping-pong as the two PVM programs of seed 003 §7: the first task sends a message and waits for it to
 * come back, round after round; the second sends each message back as it came. A scenario's ping-pong workload
 * runs it ({@code driver.PvmPingPongDriver}), and so do the labs that time it.
 */
public final class PingPong {
    /** The tag of the messages out, and of those back. */
    public static final int PING = 1;
    public static final int PONG = 2;

    private PingPong() {
    }

    /** Sends {@code data} to {@code peer} {@code rounds} times, each time waiting for it back; tells the times. */
    public static void ping(Pvm pvm, int peer, byte[] data, int rounds, LongConsumer roundTripped) {
        new SteppedProgram(steps -> ping(steps, peer, data, rounds, roundTripped)).run(pvm);
    }

    /** {@link #ping(Pvm, int, byte[], int, LongConsumer)} as steps: each round starts once the last one's pong came. */
    public static void ping(SteppedPvm pvm, int peer, byte[] data, int rounds, LongConsumer roundTripped) {
        if (rounds > 0) {
            pvm.initsend().pkbyte(data);
            pvm.send(peer, PING, () -> pvm.recv(peer, PONG, pong -> {
                roundTripped.accept(pvm.now());
                ping(pvm, peer, data, rounds - 1, roundTripped);
            }));
        }
    }

    /** Sends each of {@code rounds} messages from {@code peer} back to it, as long as it came. */
    public static void echo(Pvm pvm, int peer, int rounds) {
        new SteppedProgram(steps -> echo(steps, peer, rounds)).run(pvm);
    }

    /** {@link #echo(Pvm, int, int)} as steps. */
    public static void echo(SteppedPvm pvm, int peer, int rounds) {
        echo(pvm, peer, rounds, new byte[0]);
    }

    /** Sends each message back from {@code data}, a new array only when one of another length came. */
    private static void echo(SteppedPvm pvm, int peer, int rounds, byte[] data) {
        if (rounds > 0) {
            pvm.recv(peer, PING, ping -> {
                int bytes = ping.message().dataBytes();
                // as a C echo sends from one buffer: not a fresh, zeroed array per message (256 KB in the bulk)
                byte[] out = data.length == bytes ? data : new byte[bytes];
                pvm.initsend().pkbyte(out);
                pvm.send(peer, PONG, () -> echo(pvm, peer, rounds - 1, out));
            });
        }
    }
}
