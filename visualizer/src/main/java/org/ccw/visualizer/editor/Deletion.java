package org.ccw.visualizer.editor;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.SwitchPort;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * What deleting a selection really removes, so the model stays whole: the links that end on a removed NIC or
 * port, the switch port a removed link used (ports exist for their links), and the processes placed on a
 * removed processor. References from elsewhere (a workload's participants) are cleared by EMF's
 * {@code DeleteCommand}.
 */
final class Deletion {

    private Deletion() {
    }

    /** The selection plus everything that cannot outlive it, without elements contained in others of the set. */
    static Set<EObject> closure(Cluster cluster, Collection<? extends EObject> selection) {
        Set<EObject> removed = new LinkedHashSet<>();
        for (EObject element : selection) {
            if (element != null && element != cluster && EcoreUtil.isAncestor(cluster, element)) {
                removed.add(element);
            }
        }
        for (Link link : cluster.getLinks()) {
            if (isRemoved(removed, link.getEnd1()) || isRemoved(removed, link.getEnd2())) {
                removed.add(link);
            }
        }
        for (Link link : cluster.getLinks()) {
            if (removed.contains(link)) {
                addPort(removed, link.getEnd1());
                addPort(removed, link.getEnd2());
            }
        }
        for (Job job : cluster.getJobs()) {
            for (Process process : job.getProcesses()) {
                Processor processor = process.getProcessor();
                if (processor != null && isRemoved(removed, processor)) {
                    removed.add(process);
                }
            }
        }
        removed.removeIf(element -> hasRemovedAncestor(removed, element));
        return removed;
    }

    private static void addPort(Set<EObject> removed, LinkEndpoint end) {
        if (end instanceof SwitchPort port && port.eContainer() instanceof Switch) {
            removed.add(port);
        }
    }

    private static boolean isRemoved(Set<EObject> removed, EObject element) {
        return element != null && (removed.contains(element) || hasRemovedAncestor(removed, element));
    }

    private static boolean hasRemovedAncestor(Set<EObject> removed, EObject element) {
        for (EObject e = element.eContainer(); e != null; e = e.eContainer()) {
            if (removed.contains(e)) {
                return true;
            }
        }
        return false;
    }
}
