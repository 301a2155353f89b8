package org.ccw.app;

import org.ccw.app.cli.BadInputException;

/**
 * Turns JavaFX's refusal to start its windowing toolkit into one line a user can act on. JavaFX reports two
 * quite different failures the same way (an {@link UnsupportedOperationException} from {@code Application.launch}):
 * the display answers nobody ("Unable to open DISPLAY"), or the display works but GTK 3, which JavaFX's Linux
 * windowing ("glass") is built on, is not installed ("Unable to load glass GTK library."). Only the message
 * tells them apart, so that is what is read here.
 */
final class DisplayFailure {

    /** The hint every window failure ends with: the headless commands need no display. */
    static final String HEADLESS_HINT = "for headless use give a command, see 'workbench --help'";

    private DisplayFailure() {
    }

    /** The error to report for {@code failure} while opening a window on {@code display} (the DISPLAY value). */
    static BadInputException describe(String display, UnsupportedOperationException failure) {
        String why = failure.getMessage() == null ? "" : failure.getMessage();
        if (why.contains("GTK")) {
            return new BadInputException("workbench: the window needs GTK 3, which is not installed (" + why.strip()
                + "); on Debian or Ubuntu: sudo apt install libgtk-3-0 (under xvfb-run also libxtst6); "
                + HEADLESS_HINT, failure);
        }
        // DISPLAY is set but names no X server that answers (a closed ssh -X session, a stopped Xvfb).
        return new BadInputException("workbench: cannot open the display '" + display + "' (" + why.strip() + "); "
            + HEADLESS_HINT, failure);
    }
}
