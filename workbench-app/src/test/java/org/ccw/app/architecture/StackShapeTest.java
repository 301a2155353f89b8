package org.ccw.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.stack.Stacks;
import org.ccw.labs.Lab;
import org.ccw.visualizer.stacks.StackPresentation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every registered stack has the same shape, its parts named after it (ARCHITECTURE.md, "The shape of a stack"): for a
 * stack {@code xyz} whose registration is {@code XyzStack}, the driver is {@code XyzDriver} (or extends it) and the
 * real-time side {@code XyzRealTime}, both beside the registration in the stack's top package — {@code engine.xyz}, or
 * {@code engine.xyz.driver} exactly when another package of the stack builds on {@code engine.xyz}; the wire format
 * is {@code engine.xyz.XyzWireFormat}; the presentation {@code visualizer.stacks.xyz.XyzPresentation}; the labs
 * {@code labs.xyz.Xyz*Lab} with ids {@code xyz-*}; and the tests {@code XyzStackTest}, {@code XyzFaultPropertyTest},
 * {@code XyzRealTimeTest}, {@code XyzWireFormatTest}, {@code XyzPresentationTest} for the parts it has. A newcomer
 * who has read one stack finds each part of the next under the same name.
 */
class StackShapeTest {
    /** The modules' sources, from this module's directory (where Maven runs its tests). */
    private static final Path ROOT = Path.of("..");
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = MainClasses.all();
    }

    @Test
    void everyStackRegistersAsItsNameAndStackInItsTopPackage() {
        assertTrue(Stacks.all().size() >= 2, "the stacks this build runs are registered: " + Stacks.all());
        for (Stack stack : Stacks.all()) {
            Class<?> registration = stack.getClass();
            assertEquals(prefix(stack) + "Stack", registration.getSimpleName(), stack.name() + "'s registration");
            String root = root(stack);
            String top = registration.getPackageName();
            assertTrue(top.equals(root) || top.equals(root + ".driver"),
                registration + " is in " + root + " or " + root + ".driver");
            noClasses().that().resideInAPackage(root + "..").and().resideOutsideOfPackage(top)
                .should().dependOnClassesThat().resideInAPackage(top)
                .because("the registration, driver and real-time side use every layer of " + stack.name()
                    + " and no layer uses them: they are its top package")
                .allowEmptyShould(true)
                .check(classes);
            boolean builtOn = classes.stream().filter(c -> c.getPackageName().startsWith(root + "."))
                .filter(c -> !c.getPackageName().startsWith(root + ".driver"))
                .anyMatch(c -> c.getDirectDependenciesFromSelf().stream()
                    .anyMatch(d -> d.getTargetClass().getPackageName().equals(root)));
            assertEquals(builtOn, top.equals(root + ".driver"), stack.name() + " has a driver package exactly when"
                + " another of its packages builds on " + root + " (else the registration's place is the root, where"
                + " it uses the protocol's package-private parts)");
        }
    }

    @Test
    void theDriversAreTheStacksDriverBesideItsRegistration() {
        for (Stack stack : Stacks.all()) {
            String top = stack.getClass().getPackageName();
            JavaClass driver = classes.get(top + "." + prefix(stack) + "Driver");
            assertTrue(driver.isAssignableTo(StackDriver.class), driver + " is a StackDriver");
            List<String> others = classes.stream().filter(c -> inPackages(c, root(stack)))
                .filter(c -> c.isAssignableTo(StackDriver.class) && !c.isAnonymousClass())
                .filter(c -> !c.isAssignableTo(driver.getName()) || !c.getPackageName().equals(top))
                .map(JavaClass::getName).toList();
            assertEquals(List.of(), others, stack.name() + "'s drivers are " + driver.getSimpleName()
                + " or extend it, beside the registration");
        }
    }

    @Test
    void theRealTimeSideIsTheStacksRealTimeBesideItsRegistration() {
        assertTrue(Stacks.all().stream().anyMatch(s -> s.realTime().isPresent()), "a stack runs in real time");
        for (Stack stack : Stacks.all()) {
            stack.realTime().ifPresent(side -> assertEquals(stack.getClass().getPackageName() + "." + prefix(stack)
                + "RealTime", side.getClass().getName(), stack.name() + "'s real-time side"));
        }
    }

    @Test
    void theWireFormatIsTheStacksWireFormatInItsRoot() {
        assertTrue(Stacks.all().stream().anyMatch(s -> s.wireFormat().isPresent()), "a stack has a wire format");
        for (Stack stack : Stacks.all()) {
            stack.wireFormat().ifPresent(format -> assertEquals(root(stack) + "." + prefix(stack) + "WireFormat",
                format.getClass().getName(), stack.name() + "'s wire format reads its root protocol's headers"));
        }
    }

    @Test
    void thePresentationIsTheStacksPresentationInItsPackage() {
        assertFalse(StackPresentation.installed().isEmpty(), "a stack has a presentation");
        for (StackPresentation presentation : StackPresentation.installed()) {
            Stack stack = Stacks.named(presentation.stack()).orElseThrow(
                () -> new AssertionError(presentation + " presents a registered stack"));
            assertEquals("org.ccw.visualizer.stacks." + stack.name() + "." + prefix(stack) + "Presentation",
                presentation.getClass().getName(), stack.name() + "'s presentation");
        }
    }

    @Test
    void theLabsAreTheStacksLabsInItsPackage() {
        List<Lab> labs = ServiceLoader.load(Lab.class).stream().map(ServiceLoader.Provider::get).toList();
        assertFalse(labs.isEmpty(), "labs are registered");
        for (Lab lab : labs) {
            Stack stack = Stacks.all().stream()
                .filter(s -> lab.getClass().getPackageName().equals("org.ccw.labs." + s.name())).findFirst()
                .orElseThrow(() -> new AssertionError(lab.getClass() + " lives in a stack's lab package"));
            String name = lab.getClass().getSimpleName();
            assertTrue(name.startsWith(prefix(stack)) && name.endsWith("Lab"), name + " is " + prefix(stack) + "…Lab");
            assertTrue(lab.id().startsWith(stack.name() + "-"), lab.id() + " starts with " + stack.name() + "-");
        }
    }

    @Test
    void theTestsAreNamedAfterTheStackAndThePartTheyTest() {
        for (Stack stack : Stacks.all()) {
            String p = prefix(stack);
            Set<String> tests = testsUnder(ROOT.resolve("engine/src/test/java/org/ccw/engine").resolve(stack.name()));
            List<String> wanted = new ArrayList<>(List.of(p + "StackTest", p + "FaultPropertyTest"));
            stack.realTime().ifPresent(side -> wanted.add(p + "RealTimeTest"));
            stack.wireFormat().ifPresent(format -> wanted.add(p + "WireFormatTest"));
            List<String> missing = new ArrayList<>(wanted.stream().filter(t -> !tests.contains(t)).toList());
            if (StackPresentation.of(stack.name()).isPresent() && !testsUnder(
                    ROOT.resolve("visualizer/src/test/java/org/ccw/visualizer/stacks").resolve(stack.name()))
                .contains(p + "PresentationTest")) {
                missing.add(p + "PresentationTest");
            }
            if (hasLabs(stack) && testsUnder(ROOT.resolve("labs/src/test/java/org/ccw/labs").resolve(stack.name()))
                    .isEmpty()) {
                missing.add("a test of its labs");
            }
            assertEquals(List.of(), missing, stack.name() + "'s tests");
        }
    }

    /** Whether a registered lab lives in {@code stack}'s lab package (a stack need not bring labs). */
    private static boolean hasLabs(Stack stack) {
        return ServiceLoader.load(Lab.class).stream()
            .anyMatch(provider -> provider.type().getPackageName().equals("org.ccw.labs." + stack.name()));
    }

    /** The names of the test classes under {@code folder} and below, none when it does not exist. */
    private static Set<String> testsUnder(Path folder) {
        if (!Files.isDirectory(folder)) {
            return Set.of();
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith("Test.java"))
                .map(f -> f.substring(0, f.length() - ".java".length())).collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException(folder.toString(), e);
        }
    }

    private static boolean inPackages(JavaClass c, String root) {
        return c.getPackageName().equals(root) || c.getPackageName().startsWith(root + ".");
    }

    /** The stack's engine package, named after it. */
    private static String root(Stack stack) {
        return "org.ccw.engine." + stack.name();
    }

    /** What every class of the stack's is named after: its registration's name less "Stack" (e.g. AmII). */
    private static String prefix(Stack stack) {
        String registration = stack.getClass().getSimpleName();
        String prefix = registration.endsWith("Stack") ? registration.substring(0, registration.length() - 5) : "";
        assertTrue(prefix.equalsIgnoreCase(stack.name()), registration + " is named after " + stack.name());
        return prefix;
    }
}
