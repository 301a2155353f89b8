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

    /**
     * What happens on the wire to a cell that enters the link now: whether it dies and why, and if not, whether
     * it arrives corrupted, held back (reordered) or duplicated, and any scripted extra delay.
     *
     * <p>The random draws are the same whether or not a scripted drop takes the cell: a what-if that drops one
     * cell changes that cell and nothing else about the link's random faults. A cell lost at random draws
     * nothing more; a surviving one draws corruption, reordering, duplication in that order.
     */
    public Fate next() {
        entered++;
        boolean lost = random.chance(lossRate);
        boolean corrupt = !lost && random.chance(corruptionRate);
        long reorderPs = !lost && random.chance(reorderRate) ? reorderDelayPs : 0;
        boolean duplicate = !lost && random.chance(duplicationRate);
        boolean scripted = scriptedNth.length > 0 && Arrays.binarySearch(scriptedNth, entered) >= 0;
        DropReason death = scripted ? DropReason.SCRIPTED : lost ? DropReason.LINK_LOSS : null;
        if (death != null) {
            killed++;
        }
        return new Fate(death, scriptedDelayPs(), corrupt, reorderPs, duplicate);
    }

    /** Extra time on the wire in picoseconds scripted for the cell that entered last, 0 for most. */
    private long scriptedDelayPs() {
        for (long[] delay : scriptedDelays) {
            if (delay[0] == entered) {
                return delay[1];
            }
        }
        return 0;
    }

    /**
     * One cell's fate on the wire.
     *
     * @param death           why it dies, or null when it arrives
     * @param scriptedDelayPs extra flight time a what-if scripted for it, picoseconds
     * @param corrupt         it arrives with a damaged payload
     * @param reorderDelayPs  extra delay that lets later cells overtake it, picoseconds (0: in order)
     * @param duplicate       a copy arrives too
     */
    public record Fate(DropReason death, long scriptedDelayPs, boolean corrupt, long reorderDelayPs, boolean duplicate) {
    }

    /** Cells this link has dropped (scripted or lost). */
    public long dropped() {
        return killed;
    }
}
