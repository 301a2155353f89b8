package org.ccw.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;

/**
 * Holds the line of dependency {@code model ← engine ← visualizer ← workbench-app}, {@code labs} on model and
 * engine only, and no JavaFX below the views. Runs here because this module has every other one on its class
 * path. A failure names the offending class and says why the rule exists.
 */
@AnalyzeClasses(packages = "org.ccw", importOptions = ImportOption.DoNotIncludeTests.class)
class DependencyRulesTest {

    private static final String MODEL = "org.ccw.model..";
    private static final String ENGINE = "org.ccw.engine..";
    private static final String VISUALIZER = "org.ccw.visualizer..";
    private static final String LABS = "org.ccw.labs..";
    private static final String APP = "org.ccw.app..";

    @ArchTest
    static final ArchRule modelUsesNoJavaFx = noClasses().that().resideInAPackage(MODEL)
        .should().dependOnClassesThat().resideInAPackage("javafx..")
        .because("the model is the file format and is loaded headless by the CLI, the engine and CI;"
            + " JavaFX belongs to the views in visualizer and workbench-app");

    @ArchTest
    static final ArchRule engineUsesNoJavaFx = noClasses().that().resideInAPackage(ENGINE)
        .should().dependOnClassesThat().resideInAPackage("javafx..")
        .because("the engine runs headless (CLI, labs, real-time scheduler) and reports to views only through"
            + " its trace; not even javafx.beans, or it could not run without a toolkit");

    @ArchTest
    static final ArchRule modelDependsOnNoLayerAbove = noClasses().that().resideInAPackage(MODEL)
        .should().dependOnClassesThat().resideInAnyPackage(ENGINE, VISUALIZER, LABS, APP)
        .because("the model is the bottom layer: everything reads it, it reads nothing of ours,"
            + " so it can be regenerated and reused on its own");

    @ArchTest
    static final ArchRule engineDependsOnModelOnly = noClasses().that().resideInAPackage(ENGINE)
        .should().dependOnClassesThat().resideInAnyPackage(VISUALIZER, LABS, APP)
        .because("the engine must not know who watches it: views and the CLI are sinks of its trace,"
            + " and labs are clients of it");

    @ArchTest
    static final ArchRule labsUseModelAndEngineOnly = noClasses().that().resideInAPackage(LABS)
        .should().dependOnClassesThat().resideInAnyPackage(VISUALIZER, APP)
        .because("labs run headless (workbench lab run, CI regression tests);"
            + " the GUI shows their results, not the other way round")
        // labs has no classes until the first lab lands; the rule must already hold then.
        .allowEmptyShould(true);

    @ArchTest
    static final ArchRule visualizerKnowsNoApplication = noClasses().that().resideInAPackage(VISUALIZER)
        .should().dependOnClassesThat().resideInAnyPackage(APP, LABS)
        .because("views are reusable parts that the application assembles; a view reaching into the"
            + " application or a lab ties them together and breaks their tests without a window");

    @ArchTest
    static final ArchRule applicationPackagesFormNoLoop = slices().matching("org.ccw.app.(*)..").should()
        .beFreeOfCycles()
        .because("the command line opens the window, the window draws sweeps' charts, the charts read sweeps: each"
            + " package is read and tested after the ones it uses, never with them (what both need, as the build's"
            + " version, lives in a package of its own)");

    @ArchTest
    static final ArchRule windowPackagesFormNoLoop = slices().assignedFrom(new PackageAndBelow("org.ccw.app.window"))
        .should().beFreeOfCycles()
        .because("the window is one package per concern under the frame that assembles them: the frame uses all, the lab"
            + " and the sweep chart use the run's views, the run's timing tab hosts the comparison panes, and every one"
            + " may use the dialogs; a loop would make two concerns one room again, neither read nor tested alone");

    @ArchTest
    static final ArchRule enginePackagesFormNoLoop = slices().matching("org.ccw.engine.(**)").should()
        .beFreeOfCycles()
        .because("the kernel, the hardware, the trace, the stack seam, the runs and each stack are read in that order:"
            + " a stack builds on the seam, a run drives stacks through it, and none reaches back; inside a stack its"
            + " layers build on one another (Split-C on SSAM's endpoint, PVM on PVMAM's AM layer) and its"
            + " registration, driver and real-time side, in its top package (StackShapeTest), on all of them; inside"
            + " the hardware the parts pass cells (hw.cell) and the fabric wires them up");

    @ArchTest
    static final ArchRule viewPackagesFormNoLoop = slices().matching("org.ccw.visualizer.(*)..").should()
        .beFreeOfCycles()
        .because("a view's package is a part the application assembles: a loop would make two parts one");

    @ArchTest
    static final ArchRule animationPaintsOnlyFromTheTrace = noClasses().that()
        .resideInAPackage("org.ccw.visualizer.animation..")
        .should().dependOnClassesThat().resideInAPackage("org.ccw.engine.run..")
        .because("the animation paints a finished trace (state, snapshots, playback, breakpoints, the canvas layer) and"
            + " can be read and tested with a trace alone; running the engine — the original, a what-if from the"
            + " cursor, a live real run, the benchmark's trace — is org.ccw.visualizer.branch's, which uses the"
            + " animation, never the other way round");

    @ArchTest
    static final ArchRule labPackagesFormNoLoop = slices().assignedFrom(new PackageAndBelow("org.ccw.labs"))
        .should().beFreeOfCycles()
        .because("org.ccw.labs is what a lab is (its measurement, result, checks, metrics, options, guide) and knows no"
            + " folder; org.ccw.labs.folder is the catalogue over it (folders, the Labs registry, a lab's title, guide"
            + " and questions); grading and the stacks' labs use both. A loop would make core and catalogue one part,"
            + " neither read nor tested without the other");

    /**
     * For every registered stack: classes outside the packages named after it (its engine, presentation and lab
     * packages) do not use it; they reach it through the registries ({@code Stacks}, {@code StackPresentation},
     * {@code Labs}) that {@code META-INF/services} fill.
     */
    @ArchTest
    static void stacksAreReachedOnlyThroughTheRegistries(JavaClasses classes) {
        for (Stack stack : Stacks.all()) {
            String own = ".." + stack.name() + "..";
            noClasses().that().resideOutsideOfPackage(own)
                .should().dependOnClassesThat().resideInAPackage(own)
                .because("a stack is its own packages plus one registration: code outside them that names "
                    + stack.name() + " would have to change for every new stack, and a new stack would have to"
                    + " edit it")
                .check(classes);
        }
    }

    /**
     * A package itself is a slice, and each package below it with its subpackages is one: a pattern like
     * {@code org.ccw.labs.(*)..} would leave the classes directly in {@code org.ccw.labs} (the labs' core, the
     * window's frame) out.
     */
    private static final class PackageAndBelow implements SliceAssignment {
        private final String root;

        PackageAndBelow(String root) {
            this.root = root;
        }

        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            if (name.equals(root)) {
                return SliceIdentifier.of(root);
            }
            if (name.startsWith(root + ".")) {
                return SliceIdentifier.of(root + "." + name.substring(root.length() + 1).split("\\.")[0]);
            }
            return SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return root + " and each package below it";
        }
    }
}
