package org.ccw.model.units;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * A model feature's name as a person reads it: the words of its camel-case name, acronyms in capitals, without
 * the unit its name ends in (the unit is shown beside it from {@link FeatureSpec}). {@code clockMHz} reads
 * "Clock", {@code hostPushCellNanos} "Host push cell", {@code epdThresholdCells} "EPD threshold",
 * {@code l2CacheKB} "L2 cache". The file format keeps the names; only what a person reads changes.
 */
public final class FeatureLabels {

    /** Endings of feature names that only say the unit, longest first. */
    private static final List<String> UNIT_ENDINGS = List.of("Micros", "Nanos", "Cycles", "Cells", "Bytes", "MBps",
            "Mbps", "Bits", "MHz", "KB", "MB", "Ps");
    private static final Map<String, String> ACRONYMS = Map.ofEntries(Map.entry("epd", "EPD"),
            Map.entry("fifo", "FIFO"), Map.entry("dma", "DMA"), Map.entry("sram", "SRAM"), Map.entry("cpu", "CPU"),
            Map.entry("nic", "NIC"), Map.entry("io", "I/O"), Map.entry("id", "ID"), Map.entry("l2", "L2"),
            Map.entry("os", "OS"), Map.entry("cas", "CAS"), Map.entry("etr", "ETR"), Map.entry("aal5", "AAL5"),
            Map.entry("mtu", "MTU"), Map.entry("am", "AM"), Map.entry("mb", "MB"));

    private FeatureLabels() {
    }

    /** The readable name of {@code feature}, e.g. "Clock" for {@code clockMHz}. */
    public static String of(EStructuralFeature feature) {
        return of(feature.getName());
    }

    /** The readable name of a feature called {@code name}. */
    public static String of(String name) {
        String stem = name;
        for (String ending : UNIT_ENDINGS) {
            if (name.endsWith(ending) && name.length() > ending.length()) {
                stem = name.substring(0, name.length() - ending.length());
                break;
            }
        }
        String[] words = stem.split("(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])");
        StringBuilder label = new StringBuilder();
        for (int i = 0; i < words.length; i++) {
            String word = words[i].toLowerCase(Locale.ROOT);
            String shown = ACRONYMS.getOrDefault(word, word);
            if (i == 0 && shown.equals(word)) {
                shown = Character.toUpperCase(word.charAt(0)) + word.substring(1);
            }
            label.append(i == 0 ? "" : " ").append(shown);
        }
        return label.toString();
    }

    /** The readable name with its unit, as a property sheet shows it: "Clock (MHz)". */
    public static String withUnit(EStructuralFeature feature) {
        return FeatureSpec.of(feature).filter(s -> !s.unit().isEmpty())
                .map(s -> of(feature) + " (" + s.unit() + ")").orElse(of(feature));
    }
}
