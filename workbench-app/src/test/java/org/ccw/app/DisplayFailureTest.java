package org.ccw.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DisplayFailureTest {

    @Test
    void a_working_display_without_gtk_names_the_missing_package_not_the_display() {
        String line = DisplayFailure.describe(":99",
            new UnsupportedOperationException("Unable to load glass GTK library.")).getMessage();

        assertTrue(line.contains("needs GTK 3") && line.contains("apt install libgtk-3-0"), line);
        assertTrue(line.endsWith("see 'workbench --help'"), line);
        assertFalse(line.contains("cannot open the display") || line.contains("\n"), line);
    }

    @Test
    void a_display_nobody_answers_is_named() {
        String line = DisplayFailure.describe(":77",
            new UnsupportedOperationException("Unable to open DISPLAY")).getMessage();

        assertTrue(line.startsWith("workbench: cannot open the display ':77' (Unable to open DISPLAY)"), line);
        assertFalse(line.contains("GTK"), line);
    }
}
