package org.ccw.model.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.ExampleScenarios;
import org.junit.jupiter.api.Test;

class ElementNamingTest {

    private final Scenario scenario = ExampleScenarios.load("ssam-two-hosts");
    private final Host a = (Host) scenario.getCluster().getNodes().get(0);

    @Test
    void pathsUseFeatureNamesAndElementNames() {
        assertEquals("cluster/nodes[ss20-a]/nics[nic0]", ElementPaths.of(a.getNics().get(0)));
        assertEquals("cluster/nodes[ss20-a]/kernel", ElementPaths.of(a.getKernel()));
        assertEquals("", ElementPaths.of(scenario));
        assertEquals("scenario", ElementPaths.describe(scenario));
    }

    @Test
    void unnamedElementsAreAddressedByIndex() {
        Processor unnamed = ClusterFactory.eINSTANCE.createProcessor();
        a.getProcessors().add(unnamed);
        assertEquals("cluster/nodes[ss20-a]/processors[1]", ElementPaths.of(unnamed));
    }

    @Test
    void missingIdsAreDerivedFromOwnerAndNameAndMadeUnique() {
        Processor second = ClusterFactory.eINSTANCE.createProcessor();
        second.setName("cpu0");
        a.getProcessors().add(second);
        Processor unnamed = ClusterFactory.eINSTANCE.createProcessor();
        a.getProcessors().add(unnamed);

        ElementIds.assignMissing(scenario);

        assertEquals("ss20-a.cpu0", a.getProcessors().get(0).getId());
        assertEquals("ss20-a.cpu0-2", second.getId());
        assertEquals("ss20-a.processor", unnamed.getId());
    }

    @Test
    void existingIdsSurviveRenames() {
        a.setName("renamed host");
        ElementIds.assignMissing(scenario);
        assertEquals("ss20-a", a.getId());
    }

    @Test
    void slugsAreSafeInXmlAndPaths() {
        assertEquals("sparcstation-20-sba-100", ElementIds.slug(" SPARCstation 20 + SBA/100 "));
    }
}
