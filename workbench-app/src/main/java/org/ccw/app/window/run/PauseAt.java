package org.ccw.app.window.run;

import java.util.List;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Playback;

/**
 * Where a run started from the command line ({@code workbench FILE --pause-at ...}) comes to rest, so that a
 * lecture or a screenshot opens on the moment it is about. Each variant moves a fresh {@link Playback} the way
 * a user would with the run's controls: a breakpoint and play, run to a time, or a seek in the event list.
 */
public sealed interface PauseAt {

    /**
     * Moves {@code playback} (at its start) to this place, adding any breakpoint it needs to {@code breakpoints}
     * (the Breakpoints tab's list, so the user sees why the run paused).
     *
     * @return a line for the status bar saying where the run stopped or why it could not
     */
    String applyTo(Playback playback, List<Breakpoint> breakpoints);

    /** A "cell dropped" breakpoint, then play until it fires: the first drop of the run. */
    record FirstDrop() implements PauseAt {
        @Override
        public String applyTo(Playback playback, List<Breakpoint> breakpoints) {
            Breakpoint dropped = new Breakpoint.CellDropped();
            if (!breakpoints.contains(dropped)) {
                breakpoints.add(dropped);
            }
            boolean fired = playback.runTo(playback.trace().endTimePs());
            return fired ? "paused on the first drop at " + EventText.micros(playback.clockPs())
                : "no cell was dropped in this run; paused at its end";
        }

        @Override
        public String toString() {
            return "first-drop";
        }
    }

    /** Run to a virtual time, in picoseconds (the state after every record up to it). */
    record AtTime(long timePs) implements PauseAt {
        public AtTime {
            if (timePs < 0) {
                throw new IllegalArgumentException("a time to pause at is >= 0 ps, got " + timePs);
            }
        }

        @Override
        public String applyTo(Playback playback, List<Breakpoint> breakpoints) {
            playback.runTo(timePs);
            return "paused at " + EventText.micros(playback.clockPs());
        }
    }

    /** Seek to the trace record with this event number, as selecting its row in the event list does. */
    record AtEvent(long number) implements PauseAt {
        @Override
        public String applyTo(Playback playback, List<Breakpoint> breakpoints) {
            long position = number - playback.trace().firstNumber();
            if (position >= 0 && position < playback.trace().size()) {
                playback.seek((int) position);
                return "paused at event #" + number;
            }
            return "the run has no event " + number + " (" + playback.trace().size() + " records)";
        }
    }
}
