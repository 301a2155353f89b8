package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

import org.ccw.labs.Lab;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolderReader;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.folder.Labs;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench lab validate PATH…}: reads lab folders as the catalogue would — each PATH a lab folder or a
 * directory of them — and prints one line per folder: its id and what it asks when it reads, else its problem as
 * {@code FILE:LINE: field: problem}. A measure naming a node its scenario lacks is a problem here, not when a
 * student's answers are graded.
 */
@Command(name = "validate", description = {"Check lab folders (each PATH a lab folder or a directory of them) as the "
    + "catalogue reads them: one line each, 'ok' or FILE:LINE: field: problem.",
    "Exit 0 when every folder reads, 2 when one does not."})
final class LabValidateCommand implements Callable<Integer> {

    @Parameters(paramLabel = "PATH", arity = "1..*", description = "A lab folder (lab.yaml and instructions.md) or a "
        + "directory of lab folders.")
    List<Path> paths;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        int problems = 0;
        for (Path folder : folders()) {
            try {
                Lab lab = Labs.fromFolder(folder);
                out.println(folder + ": ok (lab " + lab.id() + ", " + LabCatalogue.of(lab).steps().size() + " steps, "
                        + LabCatalogue.of(lab).questions().size() + " questions)");
            } catch (LabFormatException e) {
                out.println(e.getMessage());
                problems++;
            }
        }
        out.flush();
        return problems == 0 ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    /** Each PATH that is a lab folder, or else each folder inside it. */
    private List<Path> folders() {
        List<Path> folders = new ArrayList<>();
        for (Path path : paths) {
            if (!Files.isDirectory(path)) {
                throw new BadInputException("workbench lab validate: no folder " + path);
            }
            if (Files.exists(path.resolve(LabFolderReader.LAB_FILE))) {
                folders.add(path);
                continue;
            }
            try (Stream<Path> inside = Files.list(path)) {
                List<Path> labs = inside.filter(Files::isDirectory).sorted().toList();
                if (labs.isEmpty()) {
                    throw new BadInputException("workbench lab validate: " + path + " holds no " + LabFolderReader.LAB_FILE
                            + " and no lab folders");
                }
                folders.addAll(labs);
            } catch (IOException e) {
                throw new BadInputException("workbench lab validate: " + path + " cannot be listed: " + e.getMessage());
            }
        }
        return folders;
    }
}
