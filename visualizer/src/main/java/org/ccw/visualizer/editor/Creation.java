package org.ccw.visualizer.editor;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.NamedElement;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.topology.ElementKind;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * What a palette drop adds, as one command: a node where it is dropped; a processor (like the host's others) or
 * a NIC (on the host's first I/O bus) in the host dropped on, else the selected one; a job with the workload that
 * drives it; a process of the selected (else first, else a new) job on the host's first processor. Every new
 * element gets a name unique among its siblings and its ids cleared, to be assigned afresh in this scenario. The
 * editor executes the command, assigns the ids and selects the element, as it executes what {@link LinkPlan} and
 * {@link Deletion} work out.
 *
 * @param command the command that adds the element
 * @param label   what Edit → Undo calls it
 * @param element the new element, to select once it is added
 */
record Creation(Command command, String label, EObject element) {

    /**
     * Plans the creation of {@code entry}'s element (any but the link tool, which creates nothing itself).
     *
     * @param selection the editor's selection: the host or job a drop without a target goes to
     * @param target    the element dropped on, or null for the empty canvas
     * @param x         canvas point the centre of a new node goes to, px
     * @param y         as {@code x}
     * @throws RefusedException when there is no host to put a part or process on, or the host has no processor
     */
    static Creation plan(EditingDomain domain, Scenario scenario, List<EObject> selection, PaletteEntry entry,
            EObject target, double x, double y) throws RefusedException {
        Cluster cluster = scenario.getCluster();
        return switch (entry.target()) {
            case CANVAS -> {
                Node node = (Node) newElement(entry, cluster.getNodes());
                ElementKind kind = ElementKind.of(node);
                node.setX(x - kind.widthPx() / 2);
                node.setY(y - kind.heightPx() / 2);
                node.setPinned(false);
                yield add(domain, entry.label(), cluster, ClusterPackage.Literals.CLUSTER__NODES, node);
            }
            case HOST -> addPart(domain, entry, hostFor(selection, target));
            case CLUSTER -> addJob(domain, scenario, entry);
            case PROCESS_ON_HOST -> addProcess(domain, scenario, selection, entry, hostFor(selection, target));
            case LINK_TOOL -> throw new IllegalArgumentException("the link tool creates nothing itself");
        };
    }

    private static Creation addPart(EditingDomain domain, PaletteEntry entry, Host host) {
        if (entry.id().equals("processor")) {
            Processor processor = (Processor) newElement(entry, host.getProcessors());
            if (!host.getProcessors().isEmpty()) {
                // An SMP's processors are alike: one more is another of the host's.
                processor.setClockMHz(host.getProcessors().get(0).getClockMHz());
                processor.setL2CacheKB(host.getProcessors().get(0).getL2CacheKB());
            }
            return add(domain, entry.label(), host, ClusterPackage.Literals.HOST__PROCESSORS, processor);
        }
        NetworkInterface nic = (NetworkInterface) newElement(entry, host.getNics());
        if (!host.getIoBuses().isEmpty()) {
            nic.setIoBus(host.getIoBuses().get(0));
        }
        return add(domain, entry.label(), host, ClusterPackage.Literals.HOST__NICS, nic);
    }

    private static Creation addProcess(EditingDomain domain, Scenario scenario, List<EObject> selection,
            PaletteEntry entry, Host host) throws RefusedException {
        if (host.getProcessors().isEmpty()) {
            throw new RefusedException("host " + host.getName() + " has no processor to place a process on");
        }
        Cluster cluster = scenario.getCluster();
        Optional<Job> chosen = selection.stream().map(Creation::jobOf).flatMap(Optional::stream).findFirst()
            .or(() -> cluster.getJobs().stream().findFirst());
        CompoundCommand command = new CompoundCommand("Add process on " + host.getName());
        Job job = chosen.orElseGet(() -> appendJob(domain, scenario, command, Palette.defaultJob()));
        org.ccw.model.cluster.Process process = (org.ccw.model.cluster.Process) newElement(entry, job.getProcesses());
        process.setProcessor(host.getProcessors().get(0));
        command.append(AddCommand.create(domain, job, ClusterPackage.Literals.JOB__PROCESSES, process));
        return new Creation(command, command.getLabel(), process);
    }

    private static Creation addJob(EditingDomain domain, Scenario scenario, PaletteEntry entry) {
        CompoundCommand command = new CompoundCommand("Add " + entry.label());
        Job job = appendJob(domain, scenario, command, entry);
        return new Creation(command, command.getLabel(), job);
    }

    /** Appends a new job and the workload that drives it (a job without one would not run) to {@code command}. */
    private static Job appendJob(EditingDomain domain, Scenario scenario, CompoundCommand command, PaletteEntry entry) {
        Job job = (Job) newElement(entry, scenario.getCluster().getJobs());
        command.append(AddCommand.create(domain, scenario.getCluster(), ClusterPackage.Literals.CLUSTER__JOBS, job));
        command.append(AddCommand.create(domain, scenario, ClusterPackage.Literals.SCENARIO__WORKLOADS,
            ElementFactory.workloadFor(job)));
        return job;
    }

    private static Optional<Job> jobOf(EObject element) {
        for (EObject e = element; e != null; e = e.eContainer()) {
            if (e instanceof Job job) {
                return Optional.of(job);
            }
        }
        return Optional.empty();
    }

    private static Host hostFor(List<EObject> selection, EObject target) throws RefusedException {
        EObject anchor = target != null ? target : selection.stream().findFirst().orElse(null);
        if (LinkPlan.owner(anchor) instanceof Host host) {
            return host;
        }
        throw new RefusedException("drop it on a host (or select a host first)");
    }

    /** A fresh element of the entry, named uniquely among {@code siblings}, its ids cleared for reassignment. */
    private static EObject newElement(PaletteEntry entry, List<? extends EObject> siblings) {
        // Parts (cpu0, nic0) count from 0 as the presets do; whole machines and jobs from 1.
        EObject element = entry.factory().apply(uniqueName(siblings, entry.baseName(),
            entry.target() == PaletteEntry.Target.HOST ? 0 : 1));
        clearIds(element);
        return element;
    }

    /** {@code base} numbered from {@code first} up to the first name none of {@code siblings} has. */
    static String uniqueName(List<? extends EObject> siblings, String base, int first) {
        Set<String> taken = new java.util.HashSet<>();
        siblings.forEach(s -> {
            if (s instanceof NamedElement named && named.getName() != null) {
                taken.add(named.getName());
            }
        });
        int n = first;
        while (taken.contains(base + n)) {
            n++;
        }
        return base + n;
    }

    /** Presets assign ids of their own; cleared so they are made unique within this scenario once added. */
    private static void clearIds(EObject element) {
        if (element instanceof NamedElement named) {
            named.setId(null);
        }
        for (TreeIterator<EObject> it = element.eAllContents(); it.hasNext(); ) {
            if (it.next() instanceof NamedElement named) {
                named.setId(null);
            }
        }
    }

    private static Creation add(EditingDomain domain, String what, EObject owner, EStructuralFeature feature,
            EObject element) {
        return new Creation(AddCommand.create(domain, owner, feature, element), "Add " + what, element);
    }
}
