package org.ccw.model.validation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.KernelCosts;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.NamedElement;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.PacketDiscard;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.SwitchPort;
import org.ccw.model.cluster.Workload;
import org.ccw.model.naming.ElementPaths;
import org.ccw.model.units.FeatureSpec;
import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EObjectValidator;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The cluster package's EValidator: EMF's basic checks (multiplicities, references inside the model, data
 * values) plus the workbench's own constraints. Each diagnostic carries the offending element first and the
 * constraint id second in its data, which {@link ClusterValidator} turns into a {@link Problem}.
 */
final class ClusterConstraints extends EObjectValidator {

    /** Diagnostic source of our own constraints. */
    static final String SOURCE = "org.ccw.model.validation";

    static final String RANGE = "range";
    static final String NAME_PRESENT = "name-present";
    static final String UNIQUE_NAME = "unique-name";
    static final String UNIQUE_ID = "unique-id";
    static final String LINK_ENDS = "link-ends";
    static final String ENDPOINT_SINGLE_LINK = "endpoint-single-link";
    static final String PORT_INDEX = "port-index";
    static final String PORT_UNIQUE_INDEX = "port-unique-index";
    static final String HOST_PROCESSORS = "host-processors";
    static final String NIC_BUS = "nic-bus";
    static final String PROCESS_PLACEMENT = "process-placement";
    static final String BOUNDS_ORDER = "bounds-order";
    static final String EPD_THRESHOLD = "epd-threshold";
    static final String WORKLOAD_PARTICIPANTS = "workload-participants";

    @Override
    protected EPackage getEPackage() {
        return ClusterPackage.eINSTANCE;
    }

    @Override
    public boolean validate(EClass eClass, EObject element, DiagnosticChain diagnostics, Map<Object, Object> context) {
        // EObjectValidator leaves the default checks to generated subclasses; we have none, so call them here.
        boolean basic = validate_EveryDefaultConstraint(element, diagnostics, context);
        Checks checks = new Checks(element, diagnostics);
        checkRanges(checks);
        if (element instanceof NamedElement named) {
            checkNames(named, checks);
        }
        if (element instanceof Cluster cluster) {
            checkWiring(cluster, checks);
        }
        if (element instanceof Link link) {
            checkLinkEnds(link, checks);
        }
        if (element instanceof Switch sw) {
            checkPorts(sw, checks);
        }
        if (element instanceof Host host && host.getProcessors().isEmpty()) {
            checks.error(HOST_PROCESSORS, "host " + host.getName() + " has no processor");
        }
        if (element instanceof NetworkInterface nic) {
            checkBus(nic, checks);
        }
        if (element instanceof Process process) {
            checkPlacement(process, checks);
        }
        if (element instanceof AtmSwitch atm && atm.getPacketDiscard() == PacketDiscard.EARLY
                && atm.getEpdThresholdCells() > atm.getBufferCellsPerPort()) {
            checks.error(EPD_THRESHOLD, "switch " + atm.getName() + ": epdThresholdCells " + atm.getEpdThresholdCells()
                    + " cells exceeds bufferCellsPerPort " + atm.getBufferCellsPerPort()
                    + " cells, so Early Packet Discard would never refuse a packet");
        }
        if (element instanceof Workload workload) {
            checkParticipants(workload, checks);
            RunRequirements.checkWorkload(workload, checks);
        }
        if (element instanceof Job job) {
            RunRequirements.checkJob(job, checks);
        }
        if (element instanceof Scenario scenario) {
            RunRequirements.checkSomethingRuns(scenario, checks);
        }
        if (element instanceof Process process) {
            RunRequirements.checkProcess(process, checks);
        }
        if (element instanceof KernelCosts kernel) {
            RunRequirements.checkKernelCosts(kernel, checks);
        }
        return basic && checks.passed;
    }

    /** Ids are checked across the whole tree by {@link #checkNames}; EMF's own check needs a resource. */
    @Override
    public boolean validate_UniqueID(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return true;
    }

    private static void checkRanges(Checks checks) {
        for (EAttribute attribute : checks.element.eClass().getEAllAttributes()) {
            Object value = checks.element.eGet(attribute);
            if (value instanceof Number number) {
                FeatureSpec.of(attribute).flatMap(spec -> spec.violation(number)).ifPresent(violation ->
                        checks.error(RANGE, label(checks.element) + ": " + violation));
                FeatureSpec.of(attribute).flatMap(FeatureSpec::atMost).ifPresent(upper ->
                        checkAtMost(attribute, number, upper, checks));
            }
        }
    }

    /** A lower bound declared {@code atMost} its pair's upper bound (the metamodel says which pairs). */
    private static void checkAtMost(EAttribute lower, Number value, String upperName, Checks checks) {
        EStructuralFeature upper = checks.element.eClass().getEStructuralFeature(upperName);
        if (upper != null && checks.element.eGet(upper) instanceof Number bound
                && value.doubleValue() > bound.doubleValue()) {
            checks.error(BOUNDS_ORDER, label(checks.element) + ": " + lower.getName() + " " + value + " exceeds "
                    + upperName + " " + bound);
        }
    }

    private static void checkNames(NamedElement named, Checks checks) {
        if (named.getName() == null || named.getName().isBlank()) {
            checks.error(NAME_PRESENT, "a " + named.eClass().getName() + " has no name");
            return;
        }
        // Duplicates are reported on the later element only, so one clash is one problem.
        EReference containment = named.eContainmentFeature();
        if (containment != null && containment.isMany()) {
            List<?> siblings = (List<?>) named.eContainer().eGet(containment);
            boolean clash = siblings.subList(0, siblings.indexOf(named)).stream()
                    .anyMatch(s -> s instanceof NamedElement other && named.getName().equals(other.getName()));
            if (clash) {
                checks.error(UNIQUE_NAME, label(named) + " shares its name with an earlier element of "
                        + containment.getName());
            }
        }
        if (named.getId() != null && !named.getId().isBlank()) {
            EObject root = EcoreUtil.getRootContainer(named);
            for (TreeIterator<EObject> it = EcoreUtil.getAllContents(root, true); it.hasNext(); ) {
                EObject other = it.next();
                if (other == named) {
                    return;
                }
                if (other instanceof NamedElement o && named.getId().equals(o.getId())) {
                    checks.error(UNIQUE_ID, label(named) + " has id '" + named.getId() + "', also used by "
                            + ElementPaths.describe(other));
                    return;
                }
            }
        }
    }

    /** No NIC or switch port may be the end of two links: each is one physical connector. */
    private static void checkWiring(Cluster cluster, Checks checks) {
        Map<LinkEndpoint, Link> used = new HashMap<>();
        for (Link link : cluster.getLinks()) {
            for (LinkEndpoint end : new LinkEndpoint[] {link.getEnd1(), link.getEnd2()}) {
                if (end == null) {
                    continue;
                }
                Link earlier = used.putIfAbsent(end, link);
                if (earlier != null && earlier != link) {
                    checks.errorAt(end, ENDPOINT_SINGLE_LINK, label(end) + " is the end of both link "
                            + earlier.getName() + " and link " + link.getName());
                }
            }
        }
    }

    private static void checkLinkEnds(Link link, Checks checks) {
        LinkEndpoint end1 = link.getEnd1();
        LinkEndpoint end2 = link.getEnd2();
        if (end1 == null || end2 == null) {
            return; // the multiplicity check reports the missing end
        }
        if (end1 == end2) {
            checks.error(LINK_ENDS, "link " + link.getName() + " starts and ends on " + label(end1));
        } else if (end1.eContainer() == end2.eContainer() && end1.eContainer() != null) {
            checks.error(LINK_ENDS, "link " + link.getName() + " connects two ends of the same "
                    + label(end1.eContainer()));
        } else if (EcoreUtil.getRootContainer(end1) != EcoreUtil.getRootContainer(link)
                || EcoreUtil.getRootContainer(end2) != EcoreUtil.getRootContainer(link)) {
            checks.error(LINK_ENDS, "link " + link.getName() + " ends on a NIC or switch port outside this model");
        }
    }

    private static void checkPorts(Switch sw, Checks checks) {
        Map<Integer, SwitchPort> byIndex = new HashMap<>();
        for (SwitchPort port : sw.getPorts()) {
            if (port.getIndex() >= sw.getPortCount()) {
                checks.errorAt(port, PORT_INDEX, label(port) + " has index " + port.getIndex()
                        + " but switch " + sw.getName() + " has only " + sw.getPortCount() + " ports (0.."
                        + (sw.getPortCount() - 1) + ")");
            }
            SwitchPort earlier = byIndex.putIfAbsent(port.getIndex(), port);
            if (earlier != null) {
                checks.errorAt(port, PORT_UNIQUE_INDEX, label(port) + " and " + label(earlier)
                        + " both use index " + port.getIndex() + " of switch " + sw.getName());
            }
        }
    }

    private static void checkBus(NetworkInterface nic, Checks checks) {
        if (nic.getIoBus() != null && nic.getIoBus().eContainer() != nic.eContainer()) {
            checks.error(NIC_BUS, label(nic) + " sits on " + label(nic.getIoBus()) + " of another host");
        }
    }

    private static void checkPlacement(Process process, Checks checks) {
        if (process.getProcessor() == null) {
            return; // the multiplicity check reports it
        }
        EObject host = process.getProcessor().eContainer();
        Cluster cluster = process.eContainer() == null ? null : (Cluster) process.eContainer().eContainer();
        if (!(host instanceof Host) || cluster == null || !cluster.getNodes().contains(host)) {
            checks.error(PROCESS_PLACEMENT, label(process) + " runs on " + label(process.getProcessor())
                    + ", which is not a processor of a host in this cluster");
        } else if (process.getNic() != null && process.getNic().eContainer() != host) {
            checks.error(PROCESS_PLACEMENT, label(process) + " sends through " + label(process.getNic())
                    + ", which is not a network interface of its processor's host " + label(host));
        }
    }

    private static void checkParticipants(Workload workload, Checks checks) {
        for (Process participant : workload.getParticipants()) {
            if (workload.getJob() == null || !workload.getJob().getProcesses().contains(participant)) {
                checks.error(WORKLOAD_PARTICIPANTS, label(workload) + " lists " + label(participant)
                        + ", which is not a process of job "
                        + (workload.getJob() == null ? "(none)" : workload.getJob().getName()));
            }
        }
    }

    /** "Processor cpu0" — the type and name users recognise, or the type alone for unnamed elements. */
    static String label(EObject element) {
        String type = element.eClass().getName();
        String name = element instanceof NamedElement named ? named.getName() : null;
        return name == null || name.isBlank() ? type : type + " " + name;
    }

    /** Collects the diagnostics of one element's checks and remembers whether all passed. */
    static final class Checks {
        private final EObject element;
        private final DiagnosticChain diagnostics;
        private boolean passed = true;

        Checks(EObject element, DiagnosticChain diagnostics) {
            this.element = element;
            this.diagnostics = diagnostics;
        }

        void error(String constraint, String message) {
            errorAt(element, constraint, message);
        }

        /** A problem that does not stop a run but makes it other than the user means. */
        void warning(String constraint, String message) {
            if (diagnostics != null) {
                diagnostics.add(new BasicDiagnostic(Diagnostic.WARNING, SOURCE, 0, message + " [" + constraint + "]",
                        new Object[] {element, constraint}));
            }
        }

        void errorAt(EObject at, String constraint, String message) {
            passed = false;
            if (diagnostics != null) {
                diagnostics.add(new BasicDiagnostic(Diagnostic.ERROR, SOURCE, 0, message + " [" + constraint + "]",
                        new Object[] {Objects.requireNonNull(at), constraint}));
            }
        }
    }
}
