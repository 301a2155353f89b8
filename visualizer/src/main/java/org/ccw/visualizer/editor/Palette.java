package org.ccw.visualizer.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Switch;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.topology.ScenarioDiagrams;
import org.ccw.visualizer.editor.PaletteEntry.Group;
import org.ccw.visualizer.editor.PaletteEntry.Target;

/**
 * The editor's palette: the generic parts of a cluster (workstation, SMP, processor, one entry per NIC kind,
 * ATM and Myrinet switches, the link tool, job and process) followed by every machine preset of the model's
 * library ({@link Presets#nodePresets()}), so a paper's machine is one click away.
 */
public final class Palette {

    /** Id of the link tool. */
    public static final String LINK_TOOL = "link";
    /** Prefix of the Job tools' ids: {@code job:} and the stack's name. */
    public static final String JOB_TOOL = "job:";

    private static final List<PaletteEntry> ENTRIES = build();

    private Palette() {
    }

    /** Every entry, in palette order (grouped by {@link Group}). */
    public static List<PaletteEntry> entries() {
        return ENTRIES;
    }

    /** The Job tool of the default (first registered) stack: what a process dropped without a job joins. */
    public static PaletteEntry defaultJob() {
        return ENTRIES.stream().filter(e -> e.id().startsWith(JOB_TOOL)).findFirst()
            .orElseThrow(() -> new IllegalStateException("no registered stack offers a palette job"));
    }

    /** The entry with this id, if any. */
    public static Optional<PaletteEntry> entry(String id) {
        return ENTRIES.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    private static List<PaletteEntry> build() {
        List<PaletteEntry> entries = new ArrayList<>(List.of(
            new PaletteEntry("workstation", Group.HOSTS, "Workstation",
                "A workstation: the " + ElementFactory.WORKSTATION_PRESET + " of the paper on Active Messages over ATM, with its measured costs.",
                Target.CANVAS, "ws",
                ElementFactory::workstation),
            new PaletteEntry("smp", Group.HOSTS, "SMP",
                "A symmetric multiprocessor: the " + ElementFactory.SMP_PRESET + " of the AM-II paper's Clump.",
                Target.CANVAS, "smp",
                ElementFactory::smp),
            new PaletteEntry("processor", Group.PARTS, "Processor",
                "One more CPU, like the others, for the host it is dropped on.", Target.HOST, "cpu",
                ElementFactory::processor)));
        for (NicKind kind : NicKind.values()) {
            entries.add(new PaletteEntry("nic:" + kind.getName(), Group.PARTS, "NIC " + ScenarioDiagrams.nicLabel(kind),
                "A " + ScenarioDiagrams.nicLabel(kind) + " network interface, as the papers' machines have it, for the"
                    + " host it is dropped on.", Target.HOST, "nic",
                name -> ElementFactory.nic(kind, name)));
        }
        entries.addAll(List.of(
            new PaletteEntry("atm-switch", Group.SWITCHES, "ATM switch",
                "An output-buffered ATM switch: the " + ElementFactory.ATM_SWITCH_PRESET + " of the paper on Active Messages over ATM (16 ports,"
                    + " 256-cell port buffers, optional packet discard).",
                Target.CANVAS, "atm", ElementFactory::atmSwitch),
            new PaletteEntry("myrinet-switch", Group.SWITCHES, "Myrinet switch",
                "An 8-port Myrinet crossbar with backpressure (it never drops), as in the AM-II paper.", Target.CANVAS,
                "myrinet",
                ElementFactory::myrinetSwitch),
            new PaletteEntry(LINK_TOOL, Group.WIRING, "Link",
                "Link tool: drag from one box to another to connect them (dragging from a NIC always links).",
                Target.LINK_TOOL, "link", null),
            new PaletteEntry("process", Group.JOBS, "Process",
                "A process of the selected job, placed on the first processor of the host it is dropped on.",
                Target.PROCESS_ON_HOST, "p", ElementFactory::process)));
        // one Job tool per registered stack that offers one, the default (first registered) first
        for (Stack stack : Stacks.all()) {
            stack.paletteJob().ifPresent(template -> entries.add(entries.size() - 1, new PaletteEntry(
                JOB_TOOL + stack.name(), Group.JOBS, template.label(), template.tooltip(), Target.CLUSTER, "job",
                name -> ElementFactory.job(name, template))));
        }
        for (Presets.NodePreset preset : Presets.nodePresets()) {
            entries.add(new PaletteEntry("preset:" + preset.label(), Group.PRESETS, preset.label(),
                preset.label() + " — " + preset.citation(), Target.CANVAS, baseName(preset), preset::create));
        }
        return List.copyOf(entries);
    }

    /** Preset nodes are named by role ({@code host1}, {@code switch2}); the box's second line names the preset. */
    private static String baseName(Presets.NodePreset preset) {
        return preset.create("sample") instanceof Switch ? "switch" : "host";
    }
}
