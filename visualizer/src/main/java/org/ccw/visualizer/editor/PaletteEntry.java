package org.ccw.visualizer.editor;

import java.util.Objects;
import java.util.function.Function;
import org.eclipse.emf.ecore.EObject;

/**
 * One tool of the editor's palette: what it creates and where it may be dropped.
 *
 * @param id       stable key, carried by drag-and-drop and used by tests (e.g. {@code "workstation"},
 *                 {@code "nic:ATM_SBA100"}, {@code "preset:SPARCstation-20 + SBA-100"})
 * @param group    the palette section it is listed under ({@link Group})
 * @param label    what the palette shows
 * @param tooltip  one sentence: what it is and, for presets, where its figures come from
 * @param target   where the created element goes
 * @param baseName first part of the names given to created elements ({@code ws} gives {@code ws1}, {@code ws2})
 * @param factory  makes a fresh element with the given name; null for the link tool, which creates nothing alone
 */
public record PaletteEntry(String id, Group group, String label, String tooltip, Target target, String baseName,
        Function<String, ? extends EObject> factory) {

    /** Palette sections, in the order they are shown. */
    public enum Group {
        HOSTS("Hosts"), PARTS("Processors and NICs"), SWITCHES("Switches"), WIRING("Links"), JOBS("Jobs"),
        PRESETS("Presets from the papers");

        private final String title;

        Group(String title) {
            this.title = title;
        }

        /** The section heading. */
        public String title() {
            return title;
        }
    }

    /** Where an entry's element is placed. */
    public enum Target {
        /** A host or switch dropped anywhere on the canvas, at the drop point. */
        CANVAS,
        /** A processor or NIC added to the host it is dropped on (or the selected host). */
        HOST,
        /** A job added to the cluster. */
        CLUSTER,
        /** A process of the selected (or first) job, placed on the first processor of the host it is dropped on. */
        PROCESS_ON_HOST,
        /** The link tool: creates nothing itself; while it is active every drag between two boxes links them. */
        LINK_TOOL
    }

    public PaletteEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(tooltip, "tooltip");
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(baseName, "baseName");
        if ((factory == null) != (target == Target.LINK_TOOL)) {
            throw new IllegalArgumentException(id + ": only the link tool has no factory");
        }
    }
}
