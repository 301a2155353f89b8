package org.ccw.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/**
 * Supplies {@code workbench --version} from {@code version.properties}, which Maven filters with the project
 * version at build time (so it is right both in the distribution and when run from the IDE or tests).
 */
public final class VersionProvider implements IVersionProvider {

    /** The project version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String projectVersion() {
        try (InputStream in = VersionProvider.class.getResourceAsStream("/org/ccw/app/version.properties")) {
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

    @Override
    public String[] getVersion() {
        return new String[] {"Cluster Communication Workbench " + projectVersion(),
            "Java ${java.version} (${java.vendor}), ${os.name} ${os.arch}"};
    }
}
