package org.ccw.model.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.ccw.model.cluster.ClusterPackage;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.junit.jupiter.api.Test;

class FeatureSpecTest {

    private final FeatureSpec clock = FeatureSpec.of(ClusterPackage.Literals.PROCESSOR__CLOCK_MHZ).orElseThrow();

    @Test
    void readsUnitRangeAndDescriptionFromTheMetamodel() {
        assertEquals("MHz", clock.unit());
        assertEquals(1, clock.min());
        assertEquals(10000, clock.max());
        assertTrue(clock.description().startsWith("Clock frequency"));
        assertEquals("1 .. 10000 MHz", clock.rangeText());
    }

    @Test
    void violationNamesFeatureValueLimitAndUnit() {
        assertEquals(Optional.of("clockMHz = -60 MHz is below the minimum of 1 MHz"), clock.violation(-60.0));
        assertEquals(Optional.of("clockMHz = 20000 MHz is above the maximum of 10000 MHz"), clock.violation(20000));
        assertEquals(Optional.empty(), clock.violation(167.0));
        assertTrue(clock.violation(Double.NaN).orElseThrow().contains("not a number"));
    }

    @Test
    void openEndedRangesReadNaturally() {
        FeatureSpec bookmark = FeatureSpec.of(ClusterPackage.Literals.BOOKMARK__TIME_PICOS).orElseThrow();
        assertEquals("≥ 0 ps", bookmark.rangeText());
        assertTrue(bookmark.accepts(Long.MAX_VALUE));
    }

    @Test
    void everyNumericFeatureDeclaresItsRange() {
        for (EClassifier classifier : ClusterPackage.eINSTANCE.getEClassifiers()) {
            if (classifier instanceof EClass eClass) {
                for (EAttribute attribute : eClass.getEAttributes()) {
                    Class<?> type = attribute.getEAttributeType().getInstanceClass();
                    boolean numeric = type == int.class || type == long.class || type == double.class;
                    boolean exempt = attribute == ClusterPackage.Literals.SCENARIO__SEED;
                    if (numeric && !exempt) {
                        assertTrue(FeatureSpec.of(attribute).isPresent(),
                                eClass.getName() + "." + attribute.getName() + " declares no unit/range");
                    }
                }
            }
        }
    }
}
