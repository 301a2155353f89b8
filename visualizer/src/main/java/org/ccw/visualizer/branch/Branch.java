package org.ccw.visualizer.branch;

import java.util.List;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.visualizer.animation.StateIndex;
import org.ccw.visualizer.animation.TraceNames;

/**
 * One run of the scenario the animation can show: the original, or a what-if that re-ran it from the same seed
 * with scripted drops or delays added. It holds the finished trace with its {@link StateIndex} (built in the
 * background), the names for its numbers and the run's summary; {@code note} says what the what-if did and
 * whether it hit the chosen cell.
 */
public record Branch(String name, long seed, List<ScriptedDrop> addedDrops, List<ScriptedDelay> addedDelays,
                     TraceNames names, StateIndex index, RunSummary summary, String note) {
    public Branch {
        addedDrops = List.copyOf(addedDrops);
        addedDelays = List.copyOf(addedDelays);
    }

    /** The original run: nothing added. */
    public boolean original() {
        return addedDrops.isEmpty() && addedDelays.isEmpty();
    }

    /** The name without what the what-if did: {@code what-if 1} of {@code what-if 1: drop request #2 on ss20-a-link}. */
    public String shortName() {
        int colon = name.indexOf(':');
        return colon < 0 ? name : name.substring(0, colon);
    }

    @Override
    public String toString() {
        return name;
    }
}
