package org.ccw.engine.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.ccw.model.validation.StackRules;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * A stack's own workload kinds are declared by its registration, never listed in generic code: each is a kind no
 * other stack and no generic kind has, this build knows it, and it runs only on a job of its stack — on any other
 * job, or one with no stack, it is refused before the run rather than played as something else.
 */
class StackWorkloadKindsTest {

    @Test
    void eachStacksKindsAreItsOwnAndKnownToTheBuild() {
        Set<WorkloadKind> seen = new HashSet<>();
        for (Stack stack : Stacks.all()) {
            for (WorkloadKind kind : stack.workloadKinds()) {
                assertFalse(kind.isGeneric(), stack.name() + " declares a generic kind: " + kind);
                assertTrue(seen.add(kind), kind + " is declared by two stacks");
                assertTrue(StackRules.knownWorkloadKinds().contains(kind));
            }
        }
        assertFalse(seen.isEmpty(), "the papers' stacks bring kinds of their own");
    }

    @Test
    void aStacksKindOnAJobOfAnotherStackIsOneProblemNamingBoth() {
        for (Stack owner : Stacks.all()) {
            for (WorkloadKind kind : owner.workloadKinds()) {
                for (Stack other : Stacks.all()) {
                    if (other == owner || other.presets().isEmpty()) {
                        continue;
                    }
                    Scenario scenario = other.presets().get(0).scenario().get();
                    scenario.getWorkloads().get(0).setKind(kind);
                    // one line, the generic rule's: the job's own stack does not refuse it a second time
                    List<Problem> problems = ClusterValidator.validate(scenario).stream()
                            .filter(p -> p.message().contains(kind.name())).toList();
                    assertEquals(1, problems.size(), kind + " on " + other.name() + ": " + problems);
                    assertEquals("workload-kind", problems.get(0).constraintId());
                    assertTrue(problems.get(0).message().contains("which only the " + owner.name() + " stack plays,"
                            + " but its job " + scenario.getCluster().getJobs().get(0).getName() + " runs "
                            + other.name()), problems.get(0).message());
                }
            }
        }
    }

    @Test
    void aStacksKindOnAJobWithNoStackIsRefusedBeforeAndAtTheRunNeverPlayedAsRawCells() {
        Stack owner = Stacks.all().stream().filter(s -> !s.workloadKinds().isEmpty() && !s.presets().isEmpty())
                .findFirst().orElseThrow();
        Scenario scenario = owner.presets().get(0).scenario().get();
        WorkloadKind kind = owner.workloadKinds().get(0);
        scenario.getWorkloads().get(0).setKind(kind);
        scenario.getCluster().getJobs().get(0).setStack(null);

        List<Problem> problems = ClusterValidator.validate(scenario);
        assertTrue(problems.stream().anyMatch(p -> p.constraintId().equals("workload-kind")
                && p.message().contains(" has no stack")), problems::toString);
        Exception refused = assertThrows(Exception.class, () -> HeadlessRun.of(scenario).untraced().run());
        assertTrue(refused.getMessage().contains(kind + ", a stack's own kind, but its job has no stack to play it"),
                refused.getMessage());
    }
}
