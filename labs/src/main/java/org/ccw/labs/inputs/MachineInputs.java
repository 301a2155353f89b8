package org.ccw.labs.inputs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.ccw.model.cluster.Host;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * The inputs one machine preset contributes to a lab, read from the {@link Host} the simulation uses. Each call
 * names the figures it takes and their source, so a preset whose figures come from different tables (or are
 * assumed) says so figure by figure:
 *
 * <pre>{@code
 * MachineInputs.of("ss20", host)
 *         .clock(Source.paper("000", "§3.2"))
 *         .kernel(Source.paper("000", "Table 1"), "trapEntryExitNanos", "loadCellNanos")
 *         .nic(0, Source.paper("000", "Table 1"), "hostPushCellNanos")
 *         .list();
 * }</pre>
 *
 * An input is named {@code prefix[.part].feature_unit}, e.g. {@code ss20.kernel.trap_entry_exit_ns},
 * {@code e5000.cas_cycles}, {@code e5000.nic0.uncached_read_cycles}. The value is whatever the host holds, the
 * model's default included (EMF cannot tell a default the preset left from one it set): a lab that lists a figure
 * vouches for its source, so a preset that leaves a figure its stack charges must set it first.
 */
public final class MachineInputs {

    private final String prefix;
    private final Host host;
    private final List<Input> inputs = new ArrayList<>();

    private MachineInputs(String prefix, Host host) {
        this.prefix = prefix;
        this.host = host;
    }

    /** The inputs of {@code host}, named under {@code prefix} (a short machine name such as {@code ss20}). */
    public static MachineInputs of(String prefix, Host host) {
        return new MachineInputs(prefix, host);
    }

    /** The first processor's clock, MHz: the rate every cycle count of the stack converts at. */
    public MachineInputs clock(Source source) {
        return take(host.getProcessors().get(0), "cpu", source, new String[] {"clockMHz"});
    }

    /** Figures of the host itself, e.g. {@code memcpyMBps}, {@code casCycles}, {@code cacheLineMissCycles}. */
    public MachineInputs host(Source source, String... features) {
        return take(host, null, source, features);
    }

    /** Figures of the host's kernel, e.g. {@code trapEntryExitNanos}, {@code interruptKernelHandlerNanos}. */
    public MachineInputs kernel(Source source, String... features) {
        return take(host.getKernel(), "kernel", source, features);
    }

    /** Figures of NIC {@code index}, e.g. {@code uncachedReadCycles}, {@code writeCycles}, {@code dmaMBps}. */
    public MachineInputs nic(int index, Source source, String... features) {
        return take(host.getNics().get(index), "nic" + index, source, features);
    }

    /** Figures of I/O bus {@code index}, e.g. {@code bandwidthMBps}. */
    public MachineInputs bus(int index, Source source, String... features) {
        return take(host.getIoBuses().get(index), "bus" + index, source, features);
    }

    /**
     * Figures of any other element the run is built from — a link ({@code bandwidthMbps},
     * {@code propagationDelayNanos}) or a switch ({@code fabricLatencyNanos}, {@code bufferCellsPerPort}) — named
     * {@code prefix.feature_unit}: the element's own name is the caller's prefix.
     */
    public static List<Input> element(String prefix, EObject element, Source source, String... features) {
        MachineInputs inputs = new MachineInputs(prefix, null);
        return inputs.take(element, null, source, features).list();
    }

    /** The inputs taken so far, in the order taken. */
    public List<Input> list() {
        return List.copyOf(inputs);
    }

    private MachineInputs take(EObject part, String partName, Source source, String[] features) {
        if (part == null) {
            throw new IllegalStateException(prefix + " has no " + partName);
        }
        for (String name : features) {
            EStructuralFeature feature = part.eClass().getEStructuralFeature(name);
            if (feature == null) {
                throw new IllegalArgumentException(part.eClass().getName() + " has no figure " + name);
            }
            if (!(part.eGet(feature) instanceof Number value)) {
                throw new IllegalArgumentException(name + " is not a number");
            }
            Unit unit = Unit.of(name);
            String inputName = prefix + (partName == null ? "" : "." + partName) + "." + unit.inputName(name);
            inputs.add(new Input(inputName, value.doubleValue(), unit.symbol, source));
        }
        return this;
    }

    /** The unit a feature's name ends in, and how that suffix reads in an input's name. */
    private enum Unit {
        NANOS("Nanos", "ns", "ns"),
        CYCLES("Cycles", "cycles", "cycles"),
        MBPS("MBps", "MB/s", "MBps"),
        MBITPS("Mbps", "Mb/s", "Mbps"),
        MHZ("MHz", "MHz", "MHz"),
        KB("KB", "kB", "kB"),
        MB("MB", "MB", "MB"),
        CELLS("Cells", "cells", "cells"),
        CELLS_PER_PORT("CellsPerPort", "cells", "cells_per_port"),
        BYTES("Bytes", "bytes", "bytes"),
        BITS("Bits", "bits", "bits"),
        RATE("Rate", "fraction", "rate");

        private final String suffix;
        private final String symbol;
        private final String nameSuffix;

        Unit(String suffix, String symbol, String nameSuffix) {
            this.suffix = suffix;
            this.symbol = symbol;
            this.nameSuffix = nameSuffix;
        }

        static Unit of(String feature) {
            for (Unit unit : values()) {
                if (feature.endsWith(unit.suffix)) {
                    return unit;
                }
            }
            throw new IllegalArgumentException(feature + " names no unit");
        }

        /** {@code trapEntryExitNanos} -> {@code trap_entry_exit_ns}. */
        String inputName(String feature) {
            String stem = feature.substring(0, feature.length() - suffix.length());
            return stem.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT) + "_" + nameSuffix;
        }
    }
}
