package org.ccw.engine.hw.link;

import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.trace.DropReason;

import java.util.Arrays;
import java.util.Comparator;

/**
 * The fault decisions of one link, shared by its two directions: it counts the cells entering the link (for
 * scripted drops) and draws the random faults from the link's own stream {@code "link.<id>.faults"}, always in
 * the same order (loss, corruption, reordering, duplication) so that a seed reproduces the same faults.
 */
public final class LinkFaults {
    private final double lossRate;
    private final double corruptionRate;
    private final double duplicationRate;
    private final double reorderRate;
    private final long reorderDelayPs;
    private final long[] scriptedNth;
    /** Scripted delays as (nth, delay ps) pairs sorted by nth. */
    private final long[][] scriptedDelays;
    private final RandomStream random;
    private long entered;
    private long killed;

    private LinkFaults(LinkSpec link, FaultSettings settings, long[] scriptedNth, long[][] scriptedDelays,
                       RandomStream random) {
        // The scenario's faults and the link's own strike independently.
        this.lossRate = either(settings.lossRate(), link.lossRate());
        this.corruptionRate = either(settings.corruptionRate(), link.corruptionRate());
        this.duplicationRate = either(settings.duplicationRate(), link.duplicationRate());
        this.reorderRate = settings.reorderRate();
        this.reorderDelayPs = settings.reorderDelayPs();
        this.scriptedNth = scriptedNth;
        this.scriptedDelays = scriptedDelays;
        this.random = random;
    }

    /** The faults of {@code link}, or null when the settings can never touch it (the fast path). */
    public static LinkFaults forLink(LinkSpec link, FaultSettings settings, Scheduler scheduler) {
        long[] nth = settings.scriptedDrops().stream().filter(d -> d.link() == link.id())
                .mapToLong(ScriptedDrop::nth).sorted().toArray();
        long[][] delays = settings.scriptedDelays().stream().filter(d -> d.link() == link.id())
                .sorted(Comparator.comparingLong(ScriptedDelay::nth))
                .map(d -> new long[] {d.nth(), d.delayPs()}).toArray(long[][]::new);
        if (nth.length == 0 && delays.length == 0 && !settings.random() && !link.faulty()) {
            return null;
        }
        return new LinkFaults(link, settings, nth, delays, scheduler.random("link." + link.id() + ".faults"));
    }

    private static double either(double p, double q) {
        return 1 - (1 - p) * (1 - q);
    }

    /** Counts a cell entering the link; returns why it dies on the wire, or null when it survives. */
    DropReason drop() {
        entered++;
        DropReason reason = scriptedNth.length > 0 && Arrays.binarySearch(scriptedNth, entered) >= 0
                ? DropReason.SCRIPTED
                : random.chance(lossRate) ? DropReason.LINK_LOSS : null;
        if (reason != null) {
            killed++;
        }
        return reason;
    }

    /** Extra time on the wire in picoseconds scripted for the cell {@link #drop()} last counted, 0 for most. */
    long scriptedDelayPs() {
        for (long[] delay : scriptedDelays) {
            if (delay[0] == entered) {
                return delay[1];
            }
        }
        return 0;
    }

    /** Cells this link has dropped (scripted or lost). */
    public long dropped() {
        return killed;
    }

    boolean corrupt() {
        return random.chance(corruptionRate);
    }

    /** Extra delay in picoseconds for a reordered cell, 0 for most. */
    long reorderDelayPs() {
        return random.chance(reorderRate) ? reorderDelayPs : 0;
    }

    boolean duplicate() {
        return random.chance(duplicationRate);
    }
}
