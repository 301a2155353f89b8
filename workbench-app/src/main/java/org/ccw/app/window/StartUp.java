package org.ccw.app.window;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.ccw.app.window.run.PauseAt;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.labs.Lab;

/**
 * What the window does once it shows, as asked on the command line ({@code workbench FILE --run --pause-at
 * first-drop --tab timing --lecture}): open a file, run it, come to rest at a chosen moment, bring a bottom tab
 * to the front and switch to lecture mode. A lecturer's or a screenshot script's way to open on the picture it
 * needs without clicking. {@link #pauseAt} implies {@link #run}.
 *
 * @param file    the scenario to open; empty for the default preset
 * @param run     whether to run the scenario at once
 * @param pauseAt where the run comes to rest; empty leaves it paused at the start
 * @param tab     the bottom tab to bring to the front; empty keeps the window's own choice
 * @param lecture whether to start in lecture mode (F11)
 * @param lab     a lab to open as the Lab menu does (its scenario, unless a file is given, and its steps tab)
 * @param transport run over this real transport on this machine, live, instead of simulated ({@code --transport});
 *                  it implies {@link #run}
 */
public record StartUp(Optional<Path> file, boolean run, Optional<PauseAt> pauseAt, Optional<BottomTab> tab,
                      boolean lecture, Optional<Lab> lab, Optional<RealTimeTransport> transport) {

    public StartUp {
        Objects.requireNonNull(file);
        Objects.requireNonNull(pauseAt);
        Objects.requireNonNull(tab);
        Objects.requireNonNull(lab);
        Objects.requireNonNull(transport);
        if (pauseAt.isPresent() && transport.isPresent()) {
            throw new IllegalArgumentException("--pause-at needs a simulated run: a real run is shown live, as it"
                + " happens");
        }
        run = run || pauseAt.isPresent() || transport.isPresent();
    }

    /** A start-up of a simulated run. */
    public StartUp(Optional<Path> file, boolean run, Optional<PauseAt> pauseAt, Optional<BottomTab> tab,
                   boolean lecture, Optional<Lab> lab) {
        this(file, run, pauseAt, tab, lecture, lab, Optional.empty());
    }

    /** A start-up without a lab. */
    public StartUp(Optional<Path> file, boolean run, Optional<PauseAt> pauseAt, Optional<BottomTab> tab,
                   boolean lecture) {
        this(file, run, pauseAt, tab, lecture, Optional.empty());
    }

    /** Just open {@code file} (or the default scenario), as {@code workbench [FILE]} always did. */
    public static StartUp open(Optional<Path> file) {
        return new StartUp(file, false, Optional.empty(), Optional.empty(), false);
    }

    /** The bottom tabs a start-up can bring to the front. */
    public enum BottomTab {
        TIMING, SPACE_TIME, CONGESTION, EVENTS, BREAKPOINTS, CHARTS, LAB_STEPS
    }
}
