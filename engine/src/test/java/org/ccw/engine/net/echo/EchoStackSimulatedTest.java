package org.ccw.engine.net.echo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.Tracer;
import org.ccw.engine.net.LoopbackNetwork;
import org.ccw.engine.net.NetworkPort;
import org.junit.jupiter.api.Test;

class EchoStackSimulatedTest {
    private static final long LATENCY_PS = Time.micros(10);

    /** One echo run in virtual time: what the client saw, and when it finished. */
    private record Outcome(int replies, long duplicates, long corrupt, long retransmissions, long echoed,
            long lost, long finishedAtPs, long events) {
    }

    private static Outcome run(long seed, double loss, int frames, int window) {
        SimulationKernel kernel = new SimulationKernel(seed);
        LoopbackNetwork network = new LoopbackNetwork(kernel, LATENCY_PS, 48, loss);
        NetworkPort serverPort = network.addPort();
        NetworkPort clientPort = network.addPort();
        long[] finishedAt = {-1};
        EchoStack.Server server = new EchoStack.Server(serverPort, Tracer.OFF);
        EchoStack.Client client = new EchoStack.Client(kernel, clientPort, serverPort.node(), frames, window, 40,
                Time.micros(100), Tracer.OFF, () -> {
                    finishedAt[0] = kernel.now();
                    kernel.stop();
                });
        serverPort.receiver(server);
        clientPort.receiver(client);
        kernel.schedule(0, client::onStart);
        kernel.run();
        return new Outcome(client.repliesReceived(), client.duplicateReplies(), client.corruptReplies(),
                client.retransmissions(), server.framesEchoed(), network.framesLost(), finishedAt[0],
                kernel.eventsExecuted());
    }

    @Test
    void everyFrameComesBackOnceOverALosslessNetworkAtTheRateTheWindowAllows() {
        Outcome outcome = run(1, 0, 1_000, 4);

        assertEquals(1_000, outcome.replies());
        assertEquals(1_000, outcome.echoed());
        assertEquals(0, outcome.retransmissions());
        assertEquals(0, outcome.duplicates() + outcome.corrupt());
        // four frames per round trip of two latencies
        assertEquals(1_000 / 4 * 2 * LATENCY_PS, outcome.finishedAtPs());
    }

    @Test
    void timersRecoverEveryFrameWhenTheNetworkLosesAFifth() {
        Outcome outcome = run(7, 0.2, 1_000, 8);

        assertEquals(1_000, outcome.replies());
        assertTrue(outcome.lost() > 0);
        // the timeout exceeds the round trip, so only a lost request or reply makes a timer fire
        assertEquals(outcome.lost(), outcome.retransmissions());
        assertEquals(0, outcome.duplicates() + outcome.corrupt());
    }

    @Test
    void theSameSeedGivesTheSameLossesAndTheSameFinish() {
        assertEquals(run(11, 0.1, 500, 8), run(11, 0.1, 500, 8));
    }
}
