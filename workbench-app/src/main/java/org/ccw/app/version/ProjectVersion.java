package org.ccw.app.version;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.Properties;

/**
 * Which build this is: the project version from {@code version.properties}, which Maven filters at build time (so it
 * is right both in the distribution and when run from the IDE or tests). The command line's {@code --version}, the
 * window's About and every lab report's stamp read it here.
 */
public final class ProjectVersion {
    private ProjectVersion() {
    }

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String number() {
        try (InputStream in = ProjectVersion.class.getResourceAsStream("/org/ccw/app/version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from the class path");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What a lab report says it was made by and when: today's date and this build. */
    public static String reportStamp() {
        return LocalDate.now() + " • workbench " + number();
    }
}
