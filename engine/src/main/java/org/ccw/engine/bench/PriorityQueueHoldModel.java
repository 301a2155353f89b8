package org.ccw.engine.bench;

import java.util.Comparator;
import java.util.PriorityQueue;
import org.ccw.engine.kernel.RandomStream;

/**
 * The baseline: the hold model on a {@link PriorityQueue} of event objects ordered by (time, sequence), the
 * way a first simulator is usually written. Same random draws as {@link KernelHoldModel}.
 */
final class PriorityQueueHoldModel implements HoldModel {

    private record Event(long timePs, long sequence, Runnable action) {
    }

    private static final Comparator<Event> ORDER =
            Comparator.comparingLong(Event::timePs).thenComparingLong(Event::sequence);

    private final PriorityQueue<Event> queue = new PriorityQueue<>(ORDER);
    private final RandomStream random;
    private final HoldDistribution distribution;
    private final Runnable hold = this::hold;
    private long now;
    private long sequence;

    PriorityQueueHoldModel(int pending, HoldDistribution distribution, long seed) {
        this.random = new RandomStream(seed, "bench.hold");
        this.distribution = distribution;
        for (int i = 0; i < pending; i++) {
            hold();
        }
    }

    @Override
    public void runEvents(long events) {
        for (long i = 0; i < events; i++) {
            Event next = queue.poll();
            now = next.timePs();
            next.action().run();
        }
    }

    @Override
    public long nowPs() {
        return now;
    }

    @Override
    public int pending() {
        return queue.size();
    }

    private void hold() {
        queue.add(new Event(now + distribution.drawPs(random, MEAN_HOLD_PS), sequence++, hold));
    }
}
