package org.ccw.visualizer.outline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

class OutlineNodeTest {

    @Test
    void followsContainmentWithNamedAndUnnamedLabels() {
        ClusterFactory factory = ClusterFactory.eINSTANCE;
        Scenario scenario = factory.createScenario();
        scenario.setName("two hosts");
        Cluster cluster = factory.createCluster();
        scenario.setCluster(cluster);
        Host host = factory.createHost();
        host.setName("ss20-a");
        NetworkInterface nic = factory.createNetworkInterface();
        nic.setName("nic0");
        host.getNics().add(nic);
        cluster.getNodes().add(host);

        OutlineNode outline = OutlineNode.of(scenario);

        assertEquals("two hosts : Scenario", outline.label());
        OutlineNode clusterNode = outline.children().get(0);
        assertEquals("Cluster", clusterNode.label());
        OutlineNode hostNode = clusterNode.children().get(0);
        assertEquals("ss20-a : Host", hostNode.label());
        assertEquals(List.of(new OutlineNode("@cluster/@nodes.0/@nics.0", "nic0 : NetworkInterface", List.of())),
            hostNode.children());
        assertEquals("", outline.id());
        assertEquals(4, outline.size());
    }
}
