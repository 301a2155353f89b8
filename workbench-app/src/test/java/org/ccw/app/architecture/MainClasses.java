package org.ccw.app.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The workbench's main classes (no tests), imported once for the architecture tests that walk them by hand. */
final class MainClasses {
    private static JavaClasses classes;

    private MainClasses() {
    }

    /** Every main class under {@code org.ccw}, imported on first use: the import reads every module's class files. */
    static synchronized JavaClasses all() {
        if (classes == null) {
            classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ccw");
        }
        return classes;
    }
}
