package org.ccw.labs.folder;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Stream;

import org.ccw.labs.Lab;

/**
 * The catalogue of labs, in the order {@code workbench lab list} shows them: every {@link Lab} registered as a
 * {@code META-INF/services/org.ccw.labs.Lab} service, in the order the registrations list them, then every lab
 * written only as a folder ({@link LabCatalogue}: the build's, then those of directories added with
 * {@code --labs DIR}). A stack's labs live in a package named after the stack and join the catalogue by that
 * registration and their folder alone.
 */
public final class Labs {
    private static final List<Lab> REGISTERED = ServiceLoader.load(Lab.class, Lab.class.getClassLoader()).stream()
            .map(ServiceLoader.Provider::get).toList();

    /** One lab per folder-only folder, so that a lab is the same object each time it is looked up. */
    private static final java.util.Map<LabFolder, Lab> FOLDER_LABS = new java.util.concurrent.ConcurrentHashMap<>();

    private Labs() {
    }

    public static List<Lab> all() {
        return Stream.concat(REGISTERED.stream(), LabCatalogue.all().stream().filter(LabFolder::folderOnly)
                .map(folder -> FOLDER_LABS.computeIfAbsent(folder, FolderLab::new))).toList();
    }

    /** The lab with id {@code id}, if any. */
    public static Optional<Lab> byId(String id) {
        return all().stream().filter(lab -> lab.id().equals(id)).findFirst();
    }

    /**
     * The lab in {@code folder}, read from disk wherever it is (a lecturer's lab, before or without joining the
     * catalogue): a folder-only lab, or one whose {@code java:} names a registered Java lab, which then runs with
     * this folder's instructions and questions.
     *
     * @throws LabFormatException naming the file, line, field and problem, or a {@code java:} lab this build lacks
     */
    public static Lab fromFolder(Path folder) {
        LabFolder read = LabCatalogue.load(folder);
        if (read.folderOnly()) {
            return new FolderLab(read);
        }
        String java = read.javaLab().orElseThrow();
        Lab code = REGISTERED.stream().filter(lab -> lab.getClass().getName().equals(java)).findFirst()
                .orElseThrow(() -> new LabFormatException(folder.resolve("lab.yaml").toString(), 0, "java",
                        "this build has no Java lab " + java));
        return new FolderOfJavaLab(code, read);
    }
}
