package org.ccw.engine.amii;

import java.nio.file.Path;

import org.ccw.engine.trace.QueueId;

/**
 * The second JVM of {@link CrossProcessQueueTest}: an endpoint in a process of its own that maps the test's block.
 * {@code pingpong DIR ROUNDS TAG}: endpoint 0:2 (tag TAG) and the test's 0:1 (tag TAG + 1) each send ROUNDS
 * requests, numbered, to the other and answer the other's; it prints {@code ok} when every request and reply came
 * once and in order and its own queues are all free. {@code die DIR TAG}: endpoint 0:3 sends three requests to 0:1,
 * then claims a fourth packet and exits without marking it ready, as a process killed mid-send; {@code abandon DIR
 * TAG} likewise, but dies between its two compare-and-swaps: it takes the fourth assignment and never claims it;
 * {@code die-bulk DIR TAG} claims 0:1's first bulk block and dies before its packet.
 */
public final class RealPeerMain {
    static final EndpointName TEST = new EndpointName(0, 1);
    static final EndpointName PEER = new EndpointName(0, 2);
    static final EndpointName DYING = new EndpointName(0, 3);
    static final int PACKETS = 8;
    static final int WINDOW = 4;

    private RealPeerMain() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[1]);
        if (args[0].equals("pingpong")) {
            long tag = Long.parseLong(args[3]);
            try (RealEndpoint peer = RealEndpoint.create(dir, PEER, tag, PACKETS)) {
                PingPong run = new PingPong(peer, Integer.parseInt(args[2]));
                peer.map(1, TEST, tag + 1);
                boolean done = run.run(60_000);
                System.out.println(done && run.ok() && peer.packetsInUse() == 0 ? "ok" : "broken: " + run
                        + ", packets in use " + peer.packetsInUse());
                System.exit(done && run.ok() ? 0 : 1);
            }
        }
        MappedQueueBlock block = MappedQueueBlock.open(MappedQueueBlock.fileOf(dir, TEST));
        if (args[0].equals("die-bulk")) {
            BulkBlocks bulk = new BulkBlocks(block.bulk(), block.bulk().tailLine());
            if (!Handshake.assign(bulk, 0) || !Handshake.claim(bulk, 0)) {
                System.exit(3);
            }
            System.out.println("claimed bulk block 0; dying");
            System.out.flush();
            Runtime.getRuntime().halt(0);
        }
        RealEndpoint dying = RealEndpoint.create(dir, DYING, 7, PACKETS);
        dying.map(1, TEST, Long.parseLong(args[2]));
        for (int i = 0; i < 3; i++) {
            dying.request4(1, PingPong.REQUEST, i);
        }
        PacketQueue queue = new PacketQueue(new QueueId(Endpoint.REQUEST_QUEUE, 0, 1), block.requests(), 1);
        long tail = queue.tail();
        boolean claims = args[0].equals("die");
        if (!Handshake.assign(queue, tail) || claims && !Handshake.claim(queue, queue.slotOf(tail))) {
            System.exit(3);
        }
        System.out.println((claims ? "claimed packet " : "took the assignment to packet ") + queue.slotOf(tail)
                + "; dying");
        System.out.flush();
        Runtime.getRuntime().halt(0);
    }

    /**
     * Both halves of the ping-pong: send ROUNDS numbered requests (at most {@value #WINDOW} unanswered) through
     * entry 1, answer each request with its number, and check that requests and replies each arrive once, in order.
     */
    static final class PingPong {
        static final int REQUEST = 1;
        static final int REPLY = 2;
        private final RealEndpoint endpoint;
        private final int rounds;
        private int requested;
        private int requestsIn;
        private int repliesIn;
        private int outOfOrder;

        PingPong(RealEndpoint endpoint, int rounds) {
            this.endpoint = endpoint;
            this.rounds = rounds;
            endpoint.setRequestHandler(REQUEST, (token, a) -> {
                outOfOrder += a[0] == requestsIn ? 0 : 1;
                requestsIn++;
                endpoint.reply4(token, REPLY, a[0]);
            });
            endpoint.setReplyHandler(REPLY, (source, a) -> {
                outOfOrder += a[0] == repliesIn ? 0 : 1;
                repliesIn++;
            });
        }

        /** Runs until every request is sent and answered and every request of the other side came; false: timed out. */
        boolean run(long limitMs) {
            long end = System.currentTimeMillis() + limitMs;
            while (requested < rounds || repliesIn < rounds || requestsIn < rounds) {
                if (System.currentTimeMillis() > end) {
                    return false;
                }
                if (requested < rounds && requested - repliesIn < WINDOW) {
                    endpoint.request4(1, REQUEST, requested++);
                } else {
                    endpoint.poll();
                }
            }
            return true;
        }

        boolean ok() {
            return outOfOrder == 0 && requestsIn == rounds && repliesIn == rounds;
        }

        @Override
        public String toString() {
            return "requested " + requested + ", requests in " + requestsIn + ", replies in " + repliesIn
                    + ", out of order " + outOfOrder;
        }
    }
}
