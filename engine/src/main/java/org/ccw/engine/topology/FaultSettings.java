package org.ccw.engine.topology;

import java.util.List;

/**
 * Faults the links inject, each drawn per cell from the link's own named random stream.
 *
 * @param lossRate        probability that a cell is lost on the wire
 * @param duplicationRate probability that a cell arrives twice
 * @param corruptionRate  probability that a cell arrives with damaged bits (the receiver's checksum finds it)
 * @param reorderRate     probability that a cell is held back by {@code reorderDelayPs}, letting later cells
 *                        overtake it
 * @param reorderDelayPs  extra delay in picoseconds of a reordered cell
 * @param scriptedDrops   cells to drop by their position on a link
 * @param scriptedDelays  cells to hold back by their position on a link
 */
public record FaultSettings(double lossRate, double duplicationRate, double corruptionRate, double reorderRate,
                            long reorderDelayPs, List<ScriptedDrop> scriptedDrops, List<ScriptedDelay> scriptedDelays) {

    /** A perfect network. */
    public static final FaultSettings NONE = new FaultSettings(0, 0, 0, 0, 0, List.of());

    /** Settings without scripted delays (what a scenario file can say). */
    public FaultSettings(double lossRate, double duplicationRate, double corruptionRate, double reorderRate,
                         long reorderDelayPs, List<ScriptedDrop> scriptedDrops) {
        this(lossRate, duplicationRate, corruptionRate, reorderRate, reorderDelayPs, scriptedDrops, List.of());
    }

    public FaultSettings {
        scriptedDrops = List.copyOf(scriptedDrops);
        scriptedDelays = List.copyOf(scriptedDelays);
        for (double p : new double[] {lossRate, duplicationRate, corruptionRate, reorderRate}) {
            if (!(p >= 0 && p <= 1)) {
                throw new IllegalArgumentException("fault rates are probabilities in [0, 1]: " + p);
            }
        }
        if (reorderDelayPs < 0) {
            throw new IllegalArgumentException("reorder delay must be >= 0 ps");
        }
    }

    /** These settings with one more scripted drop (a what-if). */
    public FaultSettings with(ScriptedDrop drop) {
        List<ScriptedDrop> drops = new java.util.ArrayList<>(scriptedDrops);
        drops.add(drop);
        return new FaultSettings(lossRate, duplicationRate, corruptionRate, reorderRate, reorderDelayPs, drops,
                scriptedDelays);
    }

    /** These settings with one more scripted delay (a what-if). */
    public FaultSettings with(ScriptedDelay delay) {
        List<ScriptedDelay> delays = new java.util.ArrayList<>(scriptedDelays);
        delays.add(delay);
        return new FaultSettings(lossRate, duplicationRate, corruptionRate, reorderRate, reorderDelayPs,
                scriptedDrops, delays);
    }

    /** Whether any random fault can happen (scripted drops aside). */
    public boolean random() {
        return lossRate > 0 || duplicationRate > 0 || corruptionRate > 0 || reorderRate > 0;
    }
}
