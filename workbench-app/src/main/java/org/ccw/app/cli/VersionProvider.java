package org.ccw.app.cli;

import org.ccw.app.version.ProjectVersion;
import picocli.CommandLine.IVersionProvider;

/** Supplies {@code workbench --version}: this build ({@link ProjectVersion}) and the Java it runs on. */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"Cluster Communication Workbench " + ProjectVersion.number(),
            "Java ${java.version} (${java.vendor}), ${os.name} ${os.arch}"};
    }
}
