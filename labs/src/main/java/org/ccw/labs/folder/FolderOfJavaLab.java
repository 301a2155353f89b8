package org.ccw.labs.folder;

import java.util.List;
import java.util.Optional;

import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;

/**
 * A registered Java lab read with another folder than its own: a lecturer's copy of its folder, with other
 * instructions and questions, run from wherever it is ({@link Labs#fromFolder}). The code measures as always; the
 * id, title and questions are the folder's.
 */
record FolderOfJavaLab(Lab code, LabFolder folder) implements LabInFolder {

    @Override
    public String id() {
        return folder.id();
    }

    @Override
    public LabResult run(LabOptions options) {
        return code.run(options);
    }

    @Override
    public Optional<Scenario> scenario() {
        return code.scenario();
    }

    @Override
    public List<Input> inputs() {
        return code.inputs();
    }

    @Override
    public boolean sweeps() {
        return code.sweeps();
    }
}
