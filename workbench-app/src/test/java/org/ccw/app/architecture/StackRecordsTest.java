package org.ccw.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.StackRecordKind;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A stack's own trace records are its own: each kind's payload lives in a package named after the stack that
 * declares it, no class outside that stack's packages uses it (generic views reach it only through the stack's
 * presentation, generic measures through the kind's name and fields), and the generic vocabulary of
 * {@link TraceEvent} holds no record of a stack's kind.
 */
class StackRecordsTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = MainClasses.all();
    }

    @Test
    void theStacksDeclareTheirOwnRecordsInTheirOwnPackages() {
        assertFalse(StackRecordKind.declared().isEmpty(), "a stack declares a record kind, or this test tests nothing");
        for (Stack stack : Stacks.all()) {
            for (StackRecordKind<?> kind : stack.recordKinds()) {
                assertEquals(stack.name(), kind.stack(), kind + " is declared by the stack it names");
                assertTrue(("." + kind.payload().getPackageName() + ".").contains("." + stack.name() + "."),
                    kind.payload() + " lives in " + stack.name() + "'s packages");
            }
        }
    }

    @Test
    void noGenericPackageReferencesAStacksRecordType() {
        for (Stack stack : Stacks.all()) {
            for (StackRecordKind<?> kind : stack.recordKinds()) {
                noClasses().that().resideOutsideOfPackage(".." + stack.name() + "..")
                    .should().dependOnClassesThat().belongToAnyOf(kind.payload())
                    .because("a record " + stack.name() + " declares is read outside its packages only through its"
                        + " presentation (views) or by its kind's name and fields (trace queries): generic code that"
                        + " used " + kind.payload().getSimpleName() + " would have to change with the stack")
                    .check(classes);
            }
        }
    }

    @Test
    void theGenericVocabularyHoldsNoStacksKind() {
        Set<String> generic = TraceEvent.recordTypes().stream().map(Class::getSimpleName).collect(Collectors.toSet());
        List<String> stacks = StackRecordKind.declared().stream().map(StackRecordKind::name)
            .filter(generic::contains).toList();
        assertEquals(List.of(), stacks, "kinds a stack declares are not also records of TraceEvent");
    }
}
