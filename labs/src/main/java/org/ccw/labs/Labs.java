package org.ccw.labs;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Stream;

import org.ccw.labs.folder.FolderLab;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;

/**
 * The catalogue of labs, in the order {@code workbench lab list} shows them: every {@link Lab} registered as a
 * {@code META-INF/services/org.ccw.labs.Lab} service, in the order the registrations list them, then every lab
 * written only as a folder ({@link LabCatalogue}), by id. A stack's labs live in a package named after the stack
 * and join the catalogue by that registration and their folder alone.
 */
public final class Labs {
    private static final List<Lab> ALL = Stream.concat(
            ServiceLoader.load(Lab.class, Lab.class.getClassLoader()).stream().map(ServiceLoader.Provider::get),
            LabCatalogue.all().stream().filter(LabFolder::folderOnly).map(FolderLab::new)).toList();

    private Labs() {
    }

    public static List<Lab> all() {
        return ALL;
    }

    /** The lab with id {@code id}, if any. */
    public static Optional<Lab> byId(String id) {
        return ALL.stream().filter(lab -> lab.id().equals(id)).findFirst();
    }
}
