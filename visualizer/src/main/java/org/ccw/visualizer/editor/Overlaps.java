package org.ccw.visualizer.editor;

import java.util.List;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Node;
import org.ccw.visualizer.topology.ElementKind;

/** Whether a cluster's boxes lie on top of each other, the sign of a file that carries no layout of its own. */
final class Overlaps {

    private Overlaps() {
    }

    /** True when the boxes of two hosts or switches intersect (all at 0,0, say). */
    static boolean any(Cluster cluster) {
        List<Node> nodes = cluster.getNodes();
        for (int i = 0; i < nodes.size(); i++) {
            for (int j = i + 1; j < nodes.size(); j++) {
                if (intersect(nodes.get(i), nodes.get(j))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean intersect(Node a, Node b) {
        ElementKind ka = ElementKind.of(a);
        ElementKind kb = ElementKind.of(b);
        return a.getX() < b.getX() + kb.widthPx() && b.getX() < a.getX() + ka.widthPx()
            && a.getY() < b.getY() + kb.heightPx() && b.getY() < a.getY() + ka.heightPx();
    }

}
