package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.topology.ScenarioDiagrams;
import org.ccw.visualizer.topology.Segments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The placement rules of a run's picture over the presets the workbench ships: no two boxes of the topology
 * overlap (NICs of hosts side by side above a switch fan out), and no FIFO bar, port bar, window strip, slot ring
 * or label touches a box, a link's cell band or another of them — at the drawing's natural size, where every gauge
 * has room, and shrunk to fit a small window, where labels yield rather than pile up.
 */
class OverlayPlanTest {

    private static final double FONT_PX = 11;

    static Stream<Arguments> presets() {
        return Stream.of(
            Arguments.of("ssamTwoHosts", (Supplier<Scenario>) SsamPresets::ssamTwoHosts, true),
            Arguments.of("ssamThroughSwitch", (Supplier<Scenario>) SsamPresets::ssamThroughSwitch, true),
            Arguments.of("atmCluster(6)", (Supplier<Scenario>) () -> SsamPresets.atmCluster(6), true),
            // Sixteen hosts on one ring leave some hosts no free row for a strip: those strips yield.
            Arguments.of("atmCluster(16)", (Supplier<Scenario>) () -> SsamPresets.atmCluster(16), false),
            Arguments.of("dvcmStar(4)", (Supplier<Scenario>) () -> DvcmPresets.dvcmStar(4), true));
    }

    private record Drawn(AnimationGeometry geometry, Topology topology) {
        static Drawn of(Scenario scenario) {
            Topology topology = TopologyBuilder.from(scenario);
            return new Drawn(AnimationGeometry.of(scenario, topology, ScenarioDiagrams.of(scenario)), topology);
        }

        /** A window from every host to the next one, SSAM's w = 8. */
        Map<VisualState.WindowKey, Integer> windows() {
            Map<VisualState.WindowKey, Integer> windows = new LinkedHashMap<>();
            List<HostSpec> hosts = topology.hosts();
            for (int i = 0; i < hosts.size(); i++) {
                windows.put(new VisualState.WindowKey(hosts.get(i).id(), hosts.get((i + 1) % hosts.size()).id()), 8);
            }
            return windows;
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presets")
    void atNaturalSizeEveryGaugeHasRoomAndNothingOverlaps(String name, Supplier<Scenario> preset,
                                                          boolean everyWindowHasRoom) {
        Drawn drawn = Drawn.of(preset.get());
        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), UnaryOperator.identity(), FONT_PX, drawn.windows(),
            Map.of());

        assertNoOverlap(name, plan, drawn, UnaryOperator.identity());
        for (LinkSpec link : drawn.topology().links()) {
            for (var end : List.of(link.a(), link.b())) {
                if (drawn.topology().host(end.node()) != null) {
                    assertTrue(plan.outFifo(end.node(), end.port()).isPresent(), name + ": out FIFO of " + end);
                    assertTrue(plan.inFifo(end.node(), end.port()).isPresent(), name + ": in FIFO of " + end);
                } else {
                    assertTrue(plan.port(end.node(), end.port()).isPresent(), name + ": port bar of " + end);
                }
            }
        }
        drawn.windows().keySet().forEach(key ->
            assertTrue(plan.window(key).isPresent() || !everyWindowHasRoom, name + ": window strip of " + key));
    }

    static Stream<Arguments> presetsOnly() {
        return presets().map(a -> Arguments.of(a.get()[0], a.get()[1]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presetsOnly")
    void shrunkToFitLabelsYieldInsteadOfOverlapping(String name, Supplier<Scenario> preset) {
        Drawn drawn = Drawn.of(preset.get());
        UnaryOperator<Point2D> fit = p -> new Point2D(30 + p.getX() * 0.55, 20 + p.getY() * 0.55);
        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), fit, FONT_PX, drawn.windows(), Map.of());

        assertNoOverlap(name, plan, drawn, fit);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("presetsOnly")
    void nothingIsPlannedWhereTheLayerWouldCutItOff(String name, Supplier<Scenario> preset) {
        Drawn drawn = Drawn.of(preset.get());
        // The drawing fitted with a thin margin, as the editor fits it: strips over the top hosts would be cut off.
        UnaryOperator<Point2D> fit = p -> new Point2D(10 + p.getX() * 0.55, p.getY() * 0.55);
        Bounds layer = new javafx.geometry.BoundingBox(0, 0, 700, 460);

        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), fit, FONT_PX, drawn.windows(), Map.of(), layer,
            List.of());

        for (Bounds box : plan.planned()) {
            assertTrue(layer.contains(box), name + ": " + box + " lies partly outside the layer " + layer);
        }
        assertNoOverlap(name, plan, drawn, fit);
    }

    @Test
    void gaugesAndLabelsKeepClearOfTheViewsLinkLabels() {
        Drawn drawn = Drawn.of(SsamPresets.atmCluster(6));
        OverlayPlan free = OverlayPlan.of(drawn.geometry(), UnaryOperator.identity(), FONT_PX, drawn.windows(),
            Map.of());
        // A link label where the first NIC's out-FIFO label went when nothing else was there.
        Bounds linkLabel = free.outFifo(drawn.topology().hosts().get(0).id(), 0).orElseThrow().label();

        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), UnaryOperator.identity(), FONT_PX, drawn.windows(),
            Map.of(), null, List.of(linkLabel));

        for (Bounds box : plan.planned()) {
            assertFalse(box.intersects(linkLabel), box + " covers the link label " + linkLabel);
        }
    }

    @Test
    void cellsTravelBetweenTheBoxesTheyLeaveAndEnterNeverOverThem() {
        Drawn drawn = Drawn.of(SsamPresets.ssamThroughSwitch());
        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), UnaryOperator.identity(), FONT_PX, drawn.windows(),
            Map.of());
        LinkSpec link = drawn.topology().links().get(0);
        Point2D nic = drawn.geometry().end(link.a().node(), link.a().port());
        Point2D other = drawn.geometry().end(link.b().node(), link.b().port());

        Point2D[] track = plan.track(nic, other);

        for (Bounds box : plan.topologyBoxes()) {
            for (Point2D end : track) {
                assertFalse(box.contains(end.getX() - 1e-6, end.getY()) && box.contains(end.getX() + 1e-6, end.getY())
                    && box.contains(end.getX(), end.getY() - 1e-6) && box.contains(end.getX(), end.getY() + 1e-6),
                    "track end " + end + " lies inside " + box);
            }
        }
        assertTrue(Segments.crosses(nic, other, FreeSpace.centred(track[0].getX(), track[0].getY(), 1, 1)),
            "the track starts on the link");
        assertTrue(track[0].distance(track[1]) < nic.distance(other), "and is shorter than centre to centre");
    }

    /**
     * Two hosts, the first with a request and a reply queue of eight slots in its memory, as a stack traces them:
     * their capacity at attach (component -1), then slots claimed and filled by the host's processors.
     */
    static VisualState twoQueuesAt(int host) {
        return twoQueuesAt(host, 8);
    }

    /** Two queues of {@code slots} slots in {@code host}'s memory, each with a slot that moved. */
    static VisualState twoQueuesAt(int host, int slots) {
        QueueId requests = new QueueId("shm-request", host, 0);
        QueueId replies = new QueueId("shm-reply", host, 0);
        List<TraceEvent> records = List.of(
            new TraceEvent.QueueLengthChanged(0, 0, host, -1, -1, requests, 0, slots),
            new TraceEvent.QueueLengthChanged(1, 0, host, -1, -1, replies, 0, slots),
            new TraceEvent.SlotStateChanged(2, 10, host, 1, -1, requests, 0, SlotState.FREE, SlotState.CLAIMED),
            new TraceEvent.SlotStateChanged(3, 20, host, 1, -1, requests, 0, SlotState.CLAIMED, SlotState.READY),
            new TraceEvent.SlotStateChanged(4, 30, host, 0, -1, replies, 2, SlotState.FREE, SlotState.CLAIMED));
        VisualState state = new VisualState(1_000_000);
        for (int i = 0; i < records.size(); i++) {
            state.apply(i, records.get(i));
        }
        return state;
    }

    @Test
    void aHostsSlotRingsSitBesideItSideBySideClearOfEveryBoxLinkAndLabel() {
        Drawn drawn = Drawn.of(SsamPresets.ssamTwoHosts());
        int host = drawn.topology().hosts().get(0).id();
        VisualState state = twoQueuesAt(host);
        assertEquals(List.of(new QueueId("shm-request", host, 0), new QueueId("shm-reply", host, 0)),
            List.copyOf(state.slotRings().keySet()), "a ring per queue whose slots moved, in order of the first move");

        // no sliding windows: a stack whose queues are in shared memory
        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), UnaryOperator.identity(), FONT_PX, Map.of(),
            state.slotRings());

        assertNoOverlap("ssamTwoHosts with rings", plan, drawn, UnaryOperator.identity());
        Bounds hostBox = plan.nodeBox(host);
        List<OverlayPlan.Ring> rings = state.slotRings().keySet().stream()
            .map(queue -> plan.ring(queue).orElseThrow(() -> new AssertionError("no ring for " + queue))).toList();
        for (OverlayPlan.Ring ring : rings) {
            assertEquals(8, ring.size(), "the ring has the queue's capacity");
            assertNotNull(ring.label(), "the ring is labelled");
            double gap = Math.max(Math.max(hostBox.getMinX() - ring.box().getMaxX(), ring.box().getMinX()
                - hostBox.getMaxX()), Math.max(hostBox.getMinY() - ring.box().getMaxY(), ring.box().getMinY()
                - hostBox.getMaxY()));
            assertTrue(gap < ring.box().getHeight(), "the ring " + ring.box() + " is beside its host " + hostBox);
        }
        assertFalse(rings.get(0).box().intersects(rings.get(1).box()), "two queues get two places");
        assertEquals(rings.get(0).box().getMinY(), rings.get(1).box().getMinY(), 1e-9, "side by side");
    }

    @Test
    void largeRingsOfAnSmpWithNicsUnderItSitUnderItNotTwoRingWidthsAlong() {
        // an Enterprise 5000 with three NICs under its box and 32-slot queues: the rows right under the host are
        // the NICs'; the rings go a few rows further down, under the host, rather than a row up but far to a side
        Drawn drawn = Drawn.of(AmIIPresets.enterprise5000SharedMemory(2));
        int host = drawn.topology().hosts().get(0).id();
        OverlayPlan plan = OverlayPlan.of(drawn.geometry(), UnaryOperator.identity(), FONT_PX, Map.of(),
            twoQueuesAt(host, 32).slotRings());

        assertNoOverlap("enterprise5000SharedMemory with rings", plan, drawn, UnaryOperator.identity());
        Bounds hostBox = plan.nodeBox(host);
        for (QueueId queue : twoQueuesAt(host, 32).slotRings().keySet()) {
            Bounds ring = plan.ring(queue).orElseThrow(() -> new AssertionError("no ring for " + queue)).box();
            boolean overlapsHorizontally = ring.getMaxX() > hostBox.getMinX() && ring.getMinX() < hostBox.getMaxX();
            assertTrue(overlapsHorizontally, "the ring " + ring + " sits under or over its host " + hostBox);
        }
    }

    private static void assertNoOverlap(String name, OverlayPlan plan, Drawn drawn, UnaryOperator<Point2D> toView) {
        List<Bounds> boxes = plan.topologyBoxes();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertFalse(boxes.get(i).intersects(boxes.get(j)),
                    name + ": topology boxes overlap: " + boxes.get(i) + " and " + boxes.get(j));
            }
        }
        List<Bounds> planned = plan.planned();
        assertFalse(planned.isEmpty(), name + ": something was planned");
        List<Bounds> all = new ArrayList<>(planned);
        all.addAll(boxes);
        for (int i = 0; i < planned.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                assertFalse(planned.get(i).intersects(all.get(j)),
                    name + ": " + planned.get(i) + " overlaps " + all.get(j));
            }
        }
        for (LinkSpec link : drawn.topology().links()) {
            Point2D a = toView.apply(drawn.geometry().end(link.a().node(), link.a().port()));
            Point2D b = toView.apply(drawn.geometry().end(link.b().node(), link.b().port()));
            for (Bounds box : planned) {
                assertFalse(Segments.crosses(a, b, box), name + ": " + box + " lies on link " + link.name());
            }
        }
    }
}
