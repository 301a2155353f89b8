package org.ccw.app;

import java.util.List;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Node;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.editor.Palette;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.eclipse.emf.ecore.EObject;

/**
 * The cluster a newcomer draws first, through the editor's view-model as the canvas draws it: the open scenario's
 * nodes deleted, two palette workstations ({@code ws1}, {@code ws2}) linked to a palette ATM switch, and — when
 * asked — a process dropped on each. Shared by the command-line and the window tests of it.
 */
public final class PaletteCluster {

    private PaletteCluster() {
    }

    /** Draws it in {@code editor}; fails with the editor's message when an edit is refused. */
    public static void draw(ScenarioEditor editor, boolean withProcesses) {
        editor.select(List.copyOf(editor.scenario().getCluster().getNodes()));
        editor.deleteSelection();
        Host ws1 = (Host) create(editor, "workstation", null, 100, 100);
        Host ws2 = (Host) create(editor, "workstation", null, 500, 100);
        Node sw = (Node) create(editor, "atm-switch", null, 300, 300);
        link(editor, ws1.getNics().get(0), sw);
        link(editor, ws2.getNics().get(0), sw);
        if (withProcesses) {
            create(editor, "process", ws1, 0, 0);
            create(editor, "process", ws2, 0, 0);
        }
    }

    private static void link(ScenarioEditor editor, EObject from, EObject to) {
        if (!editor.link(from, to)) {
            throw new AssertionError(editor.messageProperty().get());
        }
    }

    private static EObject create(ScenarioEditor editor, String entry, EObject on, double x, double y) {
        String target = on == null ? null : ElementRefs.id(editor.scenario(), on);
        return editor.create(Palette.entry(entry).orElseThrow(), target, x, y)
            .orElseThrow(() -> new AssertionError(editor.messageProperty().get()));
    }
}
