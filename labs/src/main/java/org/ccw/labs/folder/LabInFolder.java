package org.ccw.labs.folder;

import org.ccw.labs.Lab;

/**
 * A lab made from a folder it carries (a folder-only lab, or a Java lab read with a lecturer's folder), so the
 * catalogue answers that folder for it rather than the one it would find by the lab's id.
 */
sealed interface LabInFolder extends Lab permits FolderLab, FolderOfJavaLab {

    /** The folder the lab was made from. */
    LabFolder folder();
}
