package org.ccw.model.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.naming.ElementPaths;
import org.ccw.model.validation.Problem.Severity;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.util.EObjectValidator;

/**
 * Validates a scenario (or any part of one) with EMF's Diagnostician and the cluster package's own constraints,
 * and reports the result as a flat list of {@link Problem}s in document order.
 *
 * <p>The constraints, each with the id its problems carry: {@code range} (every number within the unit and
 * bounds its feature declares, see {@link org.ccw.model.units.FeatureSpec}), {@code name-present},
 * {@code unique-name} (among siblings), {@code unique-id} (within the file), {@code link-ends} (a link joins two
 * different NICs or switch ports of this model, not two of the same node), {@code endpoint-single-link} (no NIC
 * or port used twice), {@code port-index} (below the switch's port count), {@code port-unique-index},
 * {@code host-processors}, {@code nic-bus} (a NIC's I/O bus is its own host's), {@code process-placement} (a
 * job's processes run on processors of hosts in the cluster), {@code bounds-order} (a minimum the metamodel declares {@code atMost} its maximum stays below it) and
 * {@code workload-participants}, {@code workload-kind} (a kind this build knows, a stack's own only on a job of
 * that stack); a warning, {@code nothing-to-run}, for a scenario with no job. EMF's basic checks appear as {@code multiplicity},
 * {@code reference-in-model} and {@code data-value}.
 */
public final class ClusterValidator {

    private static final ClusterConstraints CONSTRAINTS = new ClusterConstraints();

    static {
        // Registered globally so EMF.Edit's own validation (e.g. an editor's Validate action) applies them too.
        EValidator.Registry.INSTANCE.put(ClusterPackage.eINSTANCE, CONSTRAINTS);
    }

    private static final Map<Integer, String> EMF_CONSTRAINTS = Map.of(
            EObjectValidator.EOBJECT__EVERY_MULTIPCITY_CONFORMS, "multiplicity",
            EObjectValidator.EOBJECT__EVERY_PROXY_RESOLVES, "reference-in-model",
            EObjectValidator.EOBJECT__EVERY_REFERENCE_IS_CONTAINED, "reference-in-model",
            EObjectValidator.EOBJECT__EVERY_DATA_VALUE_CONFORMS, "data-value",
            EObjectValidator.EOBJECT__EVERY_BIDIRECTIONAL_REFERENCE_IS_PAIRED, "reference-paired");

    /** EMF's diagnostician, naming elements as users know them ("Processor cpu0") instead of by object id. */
    private static final Diagnostician DIAGNOSTICIAN = new Diagnostician(EValidator.Registry.INSTANCE) {
        @Override
        public String getObjectLabel(EObject eObject) {
            return ClusterConstraints.label(eObject);
        }
    };

    private ClusterValidator() {
    }

    /** All problems of {@code root} and everything it contains; empty when the model is valid. */
    public static List<Problem> validate(EObject root) {
        Diagnostic diagnostic = DIAGNOSTICIAN.validate(root);
        List<Problem> problems = new ArrayList<>();
        collect(diagnostic, problems);
        return problems;
    }

    /** The problems of severity error: what makes {@code root} unrunnable (warnings and infos do not). */
    public static List<Problem> errors(EObject root) {
        return validate(root).stream().filter(p -> p.severity() == Severity.ERROR).toList();
    }

    /** True when {@code root} has no problem of severity error. */
    public static boolean isValid(EObject root) {
        return errors(root).isEmpty();
    }

    private static void collect(Diagnostic diagnostic, List<Problem> problems) {
        if (diagnostic.getChildren().isEmpty()) {
            if (diagnostic.getSeverity() != Diagnostic.OK) {
                problems.add(toProblem(diagnostic));
            }
            return;
        }
        diagnostic.getChildren().forEach(child -> collect(child, problems));
    }

    private static Problem toProblem(Diagnostic diagnostic) {
        List<?> data = diagnostic.getData();
        EObject element = !data.isEmpty() && data.get(0) instanceof EObject e ? e : null;
        String constraint = ClusterConstraints.SOURCE.equals(diagnostic.getSource()) && data.size() > 1
                ? (String) data.get(1)
                : EMF_CONSTRAINTS.getOrDefault(diagnostic.getCode(), "emf-" + diagnostic.getCode());
        String message = ClusterConstraints.SOURCE.equals(diagnostic.getSource())
                ? diagnostic.getMessage()
                : diagnostic.getMessage() + " [" + constraint + "]";
        return new Problem(severity(diagnostic.getSeverity()),
                element == null ? "" : ElementPaths.describe(element), constraint, message);
    }

    private static Severity severity(int emfSeverity) {
        if (emfSeverity >= Diagnostic.ERROR) {
            return Severity.ERROR;
        }
        return emfSeverity == Diagnostic.WARNING ? Severity.WARNING : Severity.INFO;
    }
}
