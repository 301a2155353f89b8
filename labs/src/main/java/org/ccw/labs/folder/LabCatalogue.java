package org.ccw.labs.folder;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;
import java.util.stream.Stream;

import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;

/**
 * Every lab folder the labs jar carries: {@code labs/catalogue/ID/} in the source tree, packaged as {@code labs/ID/}
 * on the class path (so the window and the command line read the same folders, from the jar or, in a build, from
 * {@code target/classes}), read once, sorted by id. A registered Java lab finds its instructions and questions here
 * by its id; a folder that names no Java lab is a lab of its own ({@link FolderLab}).
 */
public final class LabCatalogue {
    /** Where the folders are on the class path. */
    public static final String RESOURCE_ROOT = "labs";
    /** Where they are in the source tree, as errors name them. */
    public static final String SOURCE_ROOT = "labs/catalogue";
    /** A lab's title and source where it has no folder to read them from. */
    public static final String NO_FOLDER = "no lab folder";

    private static final List<LabFolder> ALL = new ArrayList<>();
    /** Folders that do not read, by id (the build's) or path (an added directory's). */
    private static final Map<String, LabFormatException> PROBLEMS = new TreeMap<>();
    /** The directories {@link #addDirectory} has added, each once. */
    private static final java.util.Set<Path> ADDED = new java.util.HashSet<>();

    static {
        load();
    }

    private LabCatalogue() {
    }

    /** Every lab folder that reads: the build's, by id, then those of added directories, by id within each. */
    public static synchronized List<LabFolder> all() {
        return List.copyOf(ALL);
    }

    /** The folders that do not read, each error naming its file, line and field (none in a sound build). */
    public static synchronized List<LabFormatException> problems() {
        return List.copyOf(PROBLEMS.values());
    }

    /** Takes the labs and problems of an added {@code directory} out of the catalogue again (a course closed). */
    public static synchronized void removeDirectory(Path directory) {
        ADDED.remove(directory.toAbsolutePath().normalize());
        ALL.removeIf(lab -> directory.equals(lab.folder().getParent()));
        PROBLEMS.keySet().removeIf(shownAs -> directory.equals(Path.of(shownAs).getParent()));
    }

    /** The folder of lab {@code id}, if there is one. */
    public static synchronized Optional<LabFolder> byId(String id) {
        return ALL.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    /**
     * Adds every lab folder in {@code directory} (a course's labs, {@code --labs DIR}) to the catalogue. A folder
     * that does not read, or whose id the catalogue already has, is not added: it joins {@link #problems()}.
     *
     * @return the directory's problems, each naming its file, line and field (none when it was added before)
     * @throws LabFormatException when {@code directory} is not a readable directory
     */
    public static synchronized List<LabFormatException> addDirectory(Path directory) {
        if (!Files.isDirectory(directory)) {
            throw new LabFormatException(directory.toString(), 0, "", "is not a directory of lab folders");
        }
        if (!ADDED.add(directory.toAbsolutePath().normalize())) {
            return List.of();
        }
        List<LabFormatException> problems = new ArrayList<>();
        try (Stream<Path> folders = Files.list(directory)) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                String shownAs = folder.toString();
                try {
                    LabFolder lab = LabFolderReader.read(folder, shownAs);
                    if (byId(lab.id()).isPresent()) {
                        throw new LabFormatException(shownAs, 0, "", "the catalogue already has a lab called "
                                + lab.id() + " (a folder's name is its lab's id)");
                    }
                    ALL.add(lab);
                } catch (LabFormatException e) {
                    problems.add(e);
                    PROBLEMS.put(shownAs, e);
                }
            }
        } catch (IOException e) {
            throw new LabFormatException(directory.toString(), 0, "", "cannot be listed: " + e.getMessage());
        }
        return problems;
    }

    /**
     * The folder of {@code lab}: the one it was made from, else the catalogue's folder of its id, which must name the
     * lab's class as its {@code java:}.
     *
     * @throws IllegalStateException naming the lab and the folder it needs, when there is none, or when the folder
     *                               names another Java lab
     */
    public static synchronized LabFolder of(Lab lab) {
        if (lab instanceof LabInFolder made) {
            return made.folder();
        }
        if (PROBLEMS.containsKey(lab.id())) {
            throw new IllegalStateException("lab " + lab.id() + ": " + PROBLEMS.get(lab.id()).getMessage());
        }
        LabFolder folder = byId(lab.id()).orElseThrow(() -> new IllegalStateException("lab " + lab.id()
                + " (" + lab.getClass().getName() + ") has no folder " + SOURCE_ROOT + "/" + lab.id()
                + "/ with lab.yaml and instructions.md (see labs/README.md)"));
        if (!folder.javaLab().equals(Optional.of(lab.getClass().getName()))) {
            throw new IllegalStateException(SOURCE_ROOT + "/" + lab.id() + "/lab.yaml: java: names "
                    + folder.javaLab().orElse("no Java lab") + ", but lab " + lab.id() + " is "
                    + lab.getClass().getName());
        }
        return folder;
    }

    /** {@code lab}'s title ({@link #of}), or {@value #NO_FOLDER} for a lab whose folder is missing or does not read. */
    public static String title(Lab lab) {
        try {
            return of(lab).title();
        } catch (IllegalStateException noFolder) {
            return NO_FOLDER;
        }
    }

    /**
     * {@code lab}'s guide ({@link #of}); for a lab whose folder is missing or does not read (a test's stand-in, a
     * lecturer's broken folder), a guide whose goal says why it has no instructions, so a window shows that instead
     * of failing.
     */
    public static LabGuide guide(Lab lab) {
        try {
            return of(lab).guide();
        } catch (IllegalStateException noFolder) {
            return new LabGuide(noFolder.getMessage(), NO_FOLDER, List.of(), "", "", List.of(), List.of());
        }
    }

    /**
     * Reads the lab folder {@code folder} from disk (a lecturer's new lab, before it joins the catalogue).
     *
     * @throws LabFormatException naming the file, line, field and problem
     */
    public static LabFolder load(Path folder) {
        return LabFolderReader.read(folder, folder.toString());
    }

    private static void load() {
        Path root = root();
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> folders = Files.list(root)) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                String id = folder.getFileName().toString().replace("/", "");
                try {
                    ALL.add(LabFolderReader.read(folder, SOURCE_ROOT + "/" + id));
                } catch (LabFormatException e) {
                    PROBLEMS.put(id, e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The {@code labs/} folder beside this class: in {@code target/classes}, or inside the labs jar. */
    private static Path root() {
        try {
            Path code = Path.of(LabCatalogue.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(code)) {
                return code.resolve(RESOURCE_ROOT);
            }
            FileSystem jar;
            try {
                jar = FileSystems.newFileSystem(code, Map.of());
            } catch (FileSystemAlreadyExistsException e) {
                jar = FileSystems.getFileSystem(code.toUri());
            }
            return jar.getPath(RESOURCE_ROOT);
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot find the lab folders beside " + LabCatalogue.class.getName(), e);
        }
    }
}
