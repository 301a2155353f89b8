package org.ccw.model.units;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.ccw.model.cluster.ClusterPackage;
import org.junit.jupiter.api.Test;

class FeatureLabelsTest {

    @Test
    void namesReadAsWordsWithoutTheirUnitAndWithAcronymsInCapitals() {
        assertEquals("Clock", FeatureLabels.of("clockMHz"));
        assertEquals("Host push cell", FeatureLabels.of("hostPushCellNanos"));
        assertEquals("EPD threshold", FeatureLabels.of("epdThresholdCells"));
        assertEquals("L2 cache", FeatureLabels.of("l2CacheKB"));
        assertEquals("DMA", FeatureLabels.of("dmaMBps"));
        assertEquals("Out FIFO", FeatureLabels.of("outFifoCells"));
        assertEquals("Buffer cells per port", FeatureLabels.of("bufferCellsPerPort"));
        assertEquals("Window", FeatureLabels.of("window"));
    }

    @Test
    void thePropertySheetShowsTheDeclaredUnitBesideIt() {
        assertEquals("Clock (MHz)", FeatureLabels.withUnit(ClusterPackage.Literals.PROCESSOR__CLOCK_MHZ));
        assertEquals("Memory (MB)", FeatureLabels.withUnit(ClusterPackage.Literals.HOST__MEMORY_MB));
    }
}
