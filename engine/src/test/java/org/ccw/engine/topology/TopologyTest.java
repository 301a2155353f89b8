package org.ccw.engine.topology;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TopologyTest {

    @Test
    void aStarRoutesEveryHostThroughItsOwnSwitchPort() {
        Topology star = TestTopologies.atmStar(4, 8, TestTopologies.cells(WorkloadKind.PING_PONG, 1, 1)).build();
        Routing routing = Routing.of(star);
        int sw = 4;
        for (int host = 0; host < 4; host++) {
            assertEquals(host, routing.port(sw, host), "switch port towards host " + host);
            for (int other = 0; other < 4; other++) {
                if (other != host) {
                    assertEquals(0, routing.port(host, other), "a host sends on its only NIC");
                }
            }
        }
    }

    @Test
    void routesNeverPassThroughAHost() {
        // host0 - host1 - switch: host1 has two NICs, but hosts do not forward, so host0 cannot reach host2.
        NicSpec nic = TestTopologies.atmNic();
        ProcessorSpec cpu = TestTopologies.processor();
        Topology chain = new Topology("chain", 1, 1, List.of(
                new HostSpec(0, "h0", List.of(cpu), List.of(nic)),
                new HostSpec(1, "h1", List.of(cpu), List.of(nic, nic)),
                new HostSpec(2, "h2", List.of(cpu), List.of(nic))),
                List.of(new SwitchSpec(3, "sw", SwitchKind.ATM, 2, 4, PacketDiscard.NONE, 0, 0)),
                List.of(new LinkSpec(0, "a", new Endpoint(0, 0), new Endpoint(1, 0), 1e6, 0),
                        new LinkSpec(1, "b", new Endpoint(1, 1), new Endpoint(3, 0), 1e6, 0),
                        new LinkSpec(2, "c", new Endpoint(2, 0), new Endpoint(3, 1), 1e6, 0)),
                FaultSettings.NONE, TestTopologies.cells(WorkloadKind.PING_PONG, 1, 1));
        Routing routing = Routing.of(chain);
        assertEquals(-1, routing.port(0, 2));
        assertEquals(1, routing.port(1, 2));
        assertEquals(1, routing.port(3, 2));
    }

    @Test
    void aHostWithSeveralNicsIsReachedThroughTheOneAPacketNames() {
        // h1 has two NICs on the switch's ports 1 and 2: either way in, and "any" is the search's first
        NicSpec nic = TestTopologies.atmNic();
        ProcessorSpec cpu = TestTopologies.processor();
        Topology smp = new Topology("smp", 1, 1, List.of(
                new HostSpec(0, "h0", List.of(cpu), List.of(nic)),
                new HostSpec(1, "h1", List.of(cpu), List.of(nic, nic))),
                List.of(new SwitchSpec(2, "sw", SwitchKind.ATM, 3, 4, PacketDiscard.NONE, 0, 0)),
                List.of(new LinkSpec(0, "a", new Endpoint(0, 0), new Endpoint(2, 0), 1e6, 0),
                        new LinkSpec(1, "b", new Endpoint(1, 0), new Endpoint(2, 1), 1e6, 0),
                        new LinkSpec(2, "c", new Endpoint(1, 1), new Endpoint(2, 2), 1e6, 0)),
                FaultSettings.NONE, TestTopologies.cells(WorkloadKind.PING_PONG, 1, 1));
        Routing routing = Routing.of(smp);
        assertEquals(1, routing.port(2, 1, 0), "towards h1's nic 0");
        assertEquals(2, routing.port(2, 1, 1), "towards h1's nic 1");
        assertEquals(routing.port(2, 1), routing.port(2, 1, -1), "no NIC named: the route to the host");
        assertEquals(0, routing.port(2, 0, 0), "a host with one NIC: its only way in");
    }

    @Test
    void aPortCannotCarryTwoLinks() {
        NicSpec nic = TestTopologies.atmNic();
        ProcessorSpec cpu = TestTopologies.processor();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> new Topology("bad", 1, 1,
                List.of(new HostSpec(0, "h0", List.of(cpu), List.of(nic)),
                        new HostSpec(1, "h1", List.of(cpu), List.of(nic))),
                List.of(),
                List.of(new LinkSpec(0, "a", new Endpoint(0, 0), new Endpoint(1, 0), 1e6, 0),
                        new LinkSpec(1, "b", new Endpoint(0, 0), new Endpoint(1, 0), 1e6, 0)),
                FaultSettings.NONE, TestTopologies.cells(WorkloadKind.PING_PONG, 1, 1)));
        assertTrue(error.getMessage().contains("carries two links"), error.getMessage());
    }

    @Test
    void aLinkMustEndOnAnExistingPort() {
        NicSpec nic = TestTopologies.atmNic();
        ProcessorSpec cpu = TestTopologies.processor();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> new Topology("bad", 1, 1,
                List.of(new HostSpec(0, "h0", List.of(cpu), List.of(nic)),
                        new HostSpec(1, "h1", List.of(cpu), List.of(nic))),
                List.of(),
                List.of(new LinkSpec(0, "a", new Endpoint(0, 0), new Endpoint(1, 3), 1e6, 0)),
                FaultSettings.NONE, TestTopologies.cells(WorkloadKind.PING_PONG, 1, 1)));
        assertTrue(error.getMessage().contains("which has 1 ports"), error.getMessage());
    }
}
