package org.ccw.visualizer;

import java.net.URL;
import java.util.Objects;

/** The workbench's stylesheets, as URLs a {@link javafx.scene.Scene} accepts. */
public final class Stylesheets {

    private Stylesheets() {
    }

    /** The default theme: named colour variables and the style of every view. */
    public static String defaultTheme() {
        URL url = Stylesheets.class.getResource("workbench.css");
        return Objects.requireNonNull(url, "workbench.css missing from the class path").toExternalForm();
    }

    /** The lecture theme, laid over the default one: large type, thick strokes, high contrast. */
    public static String lectureTheme() {
        URL url = Stylesheets.class.getResource("lecture.css");
        return Objects.requireNonNull(url, "lecture.css missing from the class path").toExternalForm();
    }
}
