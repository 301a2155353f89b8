package org.ccw.visualizer.timing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntFunction;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.ccw.engine.trace.TraceEvent.CellDuplicated;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageEvent;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.PollPerformed;
import org.ccw.engine.trace.TraceEvent.Retransmitted;
import org.ccw.visualizer.stacks.HostInterfaceWork;
import org.ccw.visualizer.stacks.RecordNames;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * Reads a trace in two passes: the first learns what only later records tell (which handler a delivered cell
 * ran, which injections were retransmissions, which nodes are hosts), the second lays out lanes and emits
 * arrows, boxes and drops. Causes ({@code TRACE.md}) tie the records together: a handler's cause is the
 * delivery that ran it, a retransmitted cell's injection has the {@code Retransmitted} record as its cause.
 *
 * <p>A host whose stack's presentation reads a record as "this NIC's coprocessor runs the stack's code" (a DVCM
 * execution unit, seed 001) gets a lane for that coprocessor: its handlers and DMAs go there, and the host has no
 * o_s / o_r boxes, because between an application's command and the cell (or the cell and the application's poll)
 * lie the unit's firmware and DMAs, not host overhead; the application's own time is its command posts and polls
 * (the boxes of the stack's host-interface work, as its presentation reads them).
 *
 * <p>A message ({@code MessageSent} to its {@code MessageDelivered}) is drawn as one arrow between the two hosts'
 * application lanes when none of its cells is drawn: a message through shared memory never becomes a cell, and a
 * diagram that hides the switches still shows who sent what to whom. A host whose endpoints send to each other
 * (processes of one SMP) gets a lane per endpoint in place of its application lane, so those messages run between
 * lanes too, and the handlers they run sit on their endpoint's lane; so does a host whose messages name more than one
 * of its endpoints.
 *
 * <p>Polls ({@code PollPerformed}), when asked for, are ticks on a strip under the polling process's lane: its
 * endpoint's lane (the process is the node and component that send and receive that endpoint's messages), else its
 * host's application lane.
 */
final class TimingDiagramBuilder {
    private final List<? extends TraceEvent> trace;
    /** {@code PollPerformed}'s target for a DVCM application's poll of its completion ring. */
    private static final String COMPLETION_RING = "completion-ring";

    private final IntFunction<String> names;
    private final TimingOptions options;
    private final long firstNumber;

    private final Map<Long, HandlerRan> handlerOfDelivery = new HashMap<>();
    private final Map<Long, String> handlerOfCell = new HashMap<>();
    private final Set<Long> retransmittedCells = new HashSet<>();
    private final Set<Integer> hosts = new TreeSet<>();
    private final Set<Integer> nodes = new TreeSet<>();
    /** Node → the NIC index of its DVCM execution unit. */
    private final Map<Integer, Integer> unitNic = new HashMap<>();
    private final Map<Integer, List<Long>> injectionsAt = new HashMap<>();
    /** A message's first cell's injection, by message id. */
    private final Map<Long, CellInjected> injectionOfMessage = new HashMap<>();

    private final List<Lane> lanes = new ArrayList<>();
    private final Map<Integer, Map<Layer, Integer>> laneOf = new HashMap<>();
    /** Hosts with a lane per endpoint → their endpoints' numbers, then → each endpoint's lane. */
    private final Map<Integer, Set<Integer>> localEndpoints = new HashMap<>();
    /** Every endpoint a message names at each host. */
    private final Map<Integer, Set<Integer>> portsAt = new HashMap<>();
    private final EndpointNames endpointNames;
    /** The stack the trace's {@code RunStarted} names: its presentation, and no other, says how its kinds draw. */
    private final String stack;
    /** Which endpoint a process (node and component) sends and receives for. */
    private final Map<Actor, Integer> portOf = new HashMap<>();
    /** Processes that poll somewhere in the trace. */
    private final Set<Actor> pollers = new HashSet<>();
    private final List<PollMark> polls = new ArrayList<>();
    private final Map<Integer, Map<Integer, Integer>> endpointLaneOf = new HashMap<>();
    private final List<MessageArrow> arrows = new ArrayList<>();
    private final List<ActivityBox> boxes = new ArrayList<>();
    private final List<DropMark> drops = new ArrayList<>();
    private final Map<Long, LogPReading.Journey> journeys = new HashMap<>();
    /** Messages sent and not yet delivered, by {@link MessageTrip.Key}. */
    private final Map<MessageTrip.Key, MessageSent> sentMessages = new HashMap<>();
    private final List<MessageTrip> trips = new ArrayList<>();
    private final Ghosts ghosts;
    private final List<MessageArrow> ghostArrows = new ArrayList<>();
    private final Map<Integer, Long> lastInjectionAt = new HashMap<>();
    private long fromPs;
    private long toPs;

    /** What acts at a node: a processor of an SMP, a NIC, or -1 for the host's one processor. */
    private record Actor(int node, int component) {
    }

    TimingDiagramBuilder(List<? extends TraceEvent> trace, IntFunction<String> names, TimingOptions options,
                         Ghosts ghosts) {
        this.trace = trace;
        this.ghosts = ghosts;
        this.names = names;
        this.options = options;
        this.firstNumber = trace.isEmpty() ? 0 : trace.get(0).number();
        this.stack = !trace.isEmpty() && trace.get(0) instanceof TraceEvent.RunStarted start ? start.stack() : "";
        this.endpointNames = new EndpointNames(stack);
    }

    private String drawnAs(String kind) {
        return StackPresentation.drawnAs(stack, kind);
    }

    TimingDiagram build() {
        learn();
        fromPs = options.fromPs();
        toPs = options.toPs() == Long.MAX_VALUE ? Math.max(TimingDiagram.lastActivityPs(trace), ghosts.lastPs())
                : options.toPs();
        if (toPs <= fromPs) {
            toPs = fromPs + Time.PS_PER_US;
        }
        layOutLanes();
        Map<Long, CellDeparted> onTheWire = new HashMap<>();
        for (TraceEvent event : trace) {
            if (event instanceof CellDeparted d) {
                onTheWire.put(d.cellId(), d);
                LogPReading.Journey j = journeys.get(d.cellId());
                if (j != null && j.firstDeparturePs < 0) {
                    j.firstDeparturePs = d.timePs();
                }
            } else if (event instanceof CellDuplicated c) {
                CellDeparted original = onTheWire.get(c.originalCellId());
                if (original != null) {
                    onTheWire.put(c.cellId(), original);
                }
            } else if (event instanceof CellArrived a) {
                CellDeparted d = onTheWire.remove(a.cellId());
                if (d != null) {
                    arrow(d, a.node(), a.timePs(), false);
                }
                LogPReading.Journey j = journeys.get(a.cellId());
                if (j != null && a.node() == j.injected.destination()) {
                    j.destinationArrivalPs = a.timePs();
                }
            } else if (event instanceof CellDropped x) {
                CellDeparted d = onTheWire.remove(x.cellId());
                if (d != null && d.node() != x.node()) {
                    arrow(d, x.node(), x.timePs(), true);
                }
                drop(x);
            } else if (event instanceof CellInjected i) {
                sendOverhead(i);
            } else if (event instanceof CellDelivered v) {
                receiveOverhead(v);
            } else if (event instanceof HandlerRan h) {
                handler(h);
            } else if (event instanceof TraceEvent.StackRecord r) {
                hostInterfaceWork(r);
            } else if (event instanceof PollPerformed p) {
                poll(p);
            } else if (event instanceof MessageSent s) {
                sentMessages.put(MessageTrip.Key.of(s), s);
            } else if (event instanceof MessageDelivered v) {
                MessageSent s = sentMessages.remove(MessageTrip.Key.of(v));
                if (s != null) {
                    trips.add(new MessageTrip(s, v));
                }
            }
        }
        messageArrows();
        ghostArrows();
        return new TimingDiagram(lanes, arrows, boxes, drops, polls, fromPs, toPs, options.logP() ? logP() : null,
                ghostArrows, ghosts.name());
    }

    private void learn() {
        Map<Long, Long> cellOfDelivery = new HashMap<>();
        for (TraceEvent event : trace) {
            if (TimingDiagram.drawsAt(event)) {
                nodes.add(event.node());
            }
            Optional<Integer> coprocessor = StackPresentation.coprocessorNicOf(event);
            if (coprocessor.isPresent()) {
                hosts.add(event.node());
                unitNic.put(event.node(), coprocessor.get());
            } else if (event instanceof CellInjected i) {
                hosts.add(i.node());
                injectionsAt.computeIfAbsent(i.node(), n -> new ArrayList<>()).add(i.timePs());
                if (at(i.cause()) instanceof Retransmitted) {
                    retransmittedCells.add(i.cellId());
                }
                LogPReading.Journey j = new LogPReading.Journey();
                j.injected = i;
                journeys.put(i.cellId(), j);
                injectionOfMessage.putIfAbsent(i.messageId(), i);
            } else if (event instanceof CellDelivered v) {
                hosts.add(v.node());
                cellOfDelivery.put(v.number(), v.cellId());
            } else if (event instanceof MessageEvent m) {
                hosts.add(m.node());
                portsAt.computeIfAbsent(m.source(), n -> new TreeSet<>()).add(m.sourcePort());
                portsAt.computeIfAbsent(m.destination(), n -> new TreeSet<>()).add(m.destinationPort());
                if (m instanceof MessageSent && m.node() == m.source()) {
                    portOf.putIfAbsent(new Actor(m.node(), m.component()), m.sourcePort());
                    endpointNames.sent(m.source(), m.sourcePort(), m.kind());
                } else if (m instanceof MessageDelivered && m.node() == m.destination()) {
                    portOf.putIfAbsent(new Actor(m.node(), m.component()), m.destinationPort());
                }
                if (m.source() == m.destination()) {
                    Set<Integer> ports = localEndpoints.computeIfAbsent(m.source(), n -> new TreeSet<>());
                    ports.add(m.sourcePort());
                    ports.add(m.destinationPort());
                }
            } else if (event instanceof HandlerRan h) {
                hosts.add(h.node());
                handlerOfDelivery.put(h.cause(), h);
                Long cell = cellOfDelivery.get(h.cause());
                if (cell != null) {
                    handlerOfCell.put(cell, h.handler());
                }
            } else if (event instanceof PollPerformed p && p.node() >= 0) {
                pollers.add(new Actor(p.node(), p.component()));
            }
        }
        for (MessageTrip trip : ghosts.trips()) {
            // the second run's messages need their endpoints' lanes, though the first run may not use them all
            for (MessageEvent m : List.of(trip.sent(), trip.delivered())) {
                nodes.add(m.source());
                nodes.add(m.destination());
                hosts.add(m.source());
                hosts.add(m.destination());
                portsAt.computeIfAbsent(m.source(), n -> new TreeSet<>()).add(m.sourcePort());
                portsAt.computeIfAbsent(m.destination(), n -> new TreeSet<>()).add(m.destinationPort());
            }
        }
        portsAt.forEach((host, ports) -> {
            if (ports.size() > 1) {
                localEndpoints.computeIfAbsent(host, n -> new TreeSet<>()).addAll(ports);
            }
        });
    }

    /** Hosts in id order with the switches in the middle, so a star's arrows run to the centre and out. */
    private void layOutLanes() {
        List<Integer> shownHosts = new ArrayList<>();
        List<Integer> shownSwitches = new ArrayList<>();
        for (int node : nodes) {
            if (options.showsNode(node)) {
                (hosts.contains(node) ? shownHosts : shownSwitches).add(node);
            }
        }
        List<Integer> order = new ArrayList<>(shownHosts.subList(0, (shownHosts.size() + 1) / 2));
        order.addAll(shownSwitches);
        order.addAll(shownHosts.subList((shownHosts.size() + 1) / 2, shownHosts.size()));
        for (int node : order) {
            List<Layer> layers = !hosts.contains(node) ? List.of(Layer.SWITCH)
                    : !options.layers() ? List.of(Layer.HOST)
                    : List.of(Layer.APPLICATION, unitNic.containsKey(node) ? Layer.UNIT : Layer.LIBRARY, Layer.NIC);
            Map<Layer, Integer> byLayer = new TreeMap<>();
            String name = names.apply(node);
            for (Layer layer : layers) {
                byLayer.put(layer, lanes.size());
                Set<Integer> endpoints = localEndpoints.get(node);
                if (endpoints != null && (layer == Layer.HOST || layer == Layer.APPLICATION)) {
                    for (int endpoint : endpoints) {
                        endpointLaneOf.computeIfAbsent(node, n -> new HashMap<>()).put(endpoint, lanes.size());
                        lanes.add(new Lane(node, layer, endpointNames.label(name, node, endpoint, endpoints), false));
                    }
                } else {
                    lanes.add(new Lane(node, layer, layer.title().isEmpty() ? name : name + " " + layer.title(),
                            false));
                }
            }
            laneOf.put(node, byLayer);
        }
        if (options.polls()) {
            // from the whole trace, not the range: a strip stays put while the range pans
            pollers.forEach(process -> {
                int lane = pollLane(process);
                if (lane >= 0) {
                    lanes.set(lane, lanes.get(lane).withPolls());
                }
            });
        }
    }

    /** The lane a process's polls go under: its endpoint's, else its host's application lane (-1: hidden). */
    private int pollLane(Actor process) {
        Integer port = portOf.get(process);
        return port == null ? lane(process.node(), Layer.APPLICATION) : endpointLane(process.node(), port);
    }

    /** The lane of {@code node} showing {@code layer}, or -1 when the node is filtered out. */
    private int lane(int node, Layer layer) {
        Map<Layer, Integer> byLayer = laneOf.get(node);
        if (byLayer == null) {
            return -1;
        }
        Integer exact = byLayer.get(layer);
        return exact != null ? exact : byLayer.values().iterator().next();
    }

    /** The lane of endpoint {@code endpoint} of {@code node} when it has one, else the node's application lane. */
    private int endpointLane(int node, int endpoint) {
        Map<Integer, Integer> byEndpoint = endpointLaneOf.get(node);
        Integer lane = byEndpoint == null ? null : byEndpoint.get(endpoint);
        return lane != null ? lane : lane(node, Layer.APPLICATION);
    }

    private void arrow(CellDeparted d, int toNode, long arrivePs, boolean dropped) {
        int from = lane(d.node(), Layer.NIC);
        int to = lane(toNode, Layer.NIC);
        if (from < 0 || to < 0 || !options.showsKind(d.kind()) || !overlaps(d.timePs(), arrivePs)) {
            return;
        }
        boolean retransmission = retransmittedCells.contains(d.cellId());
        String handler = handlerOfCell.get(d.cellId());
        // a DVCM control message's kind is its handler's name: say it once
        String label = d.kind() + (handler == null || handler.equals(d.kind()) ? "" : " " + handler)
                + (retransmission ? " (retx)" : "");
        arrows.add(new MessageArrow(d.number(), d.cellId(), d.messageId(), d.kind(), drawnAs(d.kind()), label, from, d.timePs(), to,
                arrivePs, retransmission, dropped));
    }

    /**
     * One arrow per delivered message none of whose cells has an arrow (after the cells, which go first), and per
     * message between two endpoints of one host, which no cell carries (PVM's task handing a message to its daemon,
     * whose id the daemons' frames share).
     */
    private void messageArrows() {
        Set<Long> drawnAsCells = new HashSet<>();
        arrows.forEach(a -> drawnAsCells.add(a.messageId()));
        for (MessageTrip trip : trips) {
            MessageSent s = trip.sent();
            MessageDelivered v = trip.delivered();
            int from = endpointLane(s.source(), s.sourcePort());
            int to = endpointLane(v.destination(), v.destinationPort());
            boolean withinHost = s.source() == v.destination();
            if (from < 0 || to < 0 || drawnAsCells.contains(s.messageId()) && !withinHost
                    || !options.showsKind(s.kind())
                    || !overlaps(s.timePs(), v.timePs())) {
                continue;
            }
            String label = s.kind() + (s.fragments() > 1 ? " " + (s.fragment() + 1) + "/" + s.fragments() : "");
            arrows.add(new MessageArrow(s.number(), -1, s.messageId(), s.kind(), drawnAs(s.kind()), label, from, s.timePs(), to,
                    v.timePs(), false, false));
        }
    }

    /**
     * The second run's messages, moved onto this run's time axis by the ghosts' shift, each from its sending
     * endpoint's lane to its receiving one's (a real run has no cells: its messages are all it shows).
     */
    private void ghostArrows() {
        for (MessageTrip trip : ghosts.trips()) {
            MessageSent s = trip.sent();
            MessageDelivered v = trip.delivered();
            int from = endpointLane(s.source(), s.sourcePort());
            int to = endpointLane(v.destination(), v.destinationPort());
            long send = s.timePs() + ghosts.shiftPs();
            long arrive = v.timePs() + ghosts.shiftPs();
            if (from >= 0 && to >= 0 && options.showsKind(s.kind()) && overlaps(send, arrive)) {
                ghostArrows.add(new MessageArrow(s.number(), -1, s.messageId(), s.kind(), drawnAs(s.kind()), s.kind(), from, send, to,
                        arrive, false, false));
            }
        }
    }

    /**
     * A DVCM application's poll that found a completion is a box on its lane, as before there were strips; every
     * poll is a tick on its process's strip when strips are asked for.
     */
    private void poll(PollPerformed p) {
        if (p.found() && p.target().equals(COMPLETION_RING)) {
            box(p.node(), Layer.APPLICATION, p.timePs(), p.timePs(), ActivityBox.Activity.POLL, "poll", "",
                    p.number());
        }
        if (!options.polls() || p.node() < 0 || !overlaps(p.timePs(), p.timePs())) {
            return;
        }
        int lane = pollLane(new Actor(p.node(), p.component()));
        if (lane >= 0) {
            polls.add(new PollMark(lane, p.timePs(), PollMark.isNetwork(p.target()), p.found(), p.target(),
                    p.number()));
        }
    }

    private void drop(CellDropped x) {
        int lane = lane(x.node(), Layer.NIC);
        if (lane >= 0 && options.showsKind(x.kind()) && overlaps(x.timePs(), x.timePs())) {
            drops.add(new DropMark(lane, x.timePs(), x.kind(), x.reason(), x.number()));
        }
    }

    /**
     * o_s: from the end of what caused the send on this host (or the run's start) to the injection — but not
     * before the host's previous injection, so a loop sending cell after cell shows one box per cell, not boxes
     * piled up from the loop's start.
     */
    private void sendOverhead(CellInjected i) {
        TraceEvent cause = at(i.cause());
        // a message record marks the hand-over, not work: o_s starts where the work that made the message ended,
        // and not before the message was handed to the layer on this host (a polling process's steps chain back
        // to long before its program sent anything)
        long handedOver = Long.MIN_VALUE;
        while (cause instanceof MessageEvent m) {
            if (m instanceof MessageSent s && s.node() == i.node()) {
                handedOver = Math.max(handedOver, s.timePs());
            }
            cause = at(m.cause());
        }
        Long previous = lastInjectionAt.put(i.node(), i.timePs());
        if (unitNic.containsKey(i.node()) || cause == null || (cause.node() != i.node() && cause.node() != -1)) {
            return;
        }
        long start = cause instanceof HandlerRan h ? h.timePs() + h.durationPs() : cause.timePs();
        start = previous == null ? start : Math.max(start, previous);
        start = Math.max(start, handedOver);
        ActivityBox box = box(i.node(), Layer.LIBRARY, start, i.timePs(), ActivityBox.Activity.SEND_OVERHEAD, "o_s",
                i.kind(), i.number());
        journeys.get(i.cellId()).sendOverhead = box;
    }

    /** o_r: from taking the cell out of the NIC to the start of the handler it ran. */
    private void receiveOverhead(CellDelivered v) {
        HandlerRan h = handlerOfDelivery.get(v.number());
        if (h == null || unitNic.containsKey(v.node())) {
            return;
        }
        ActivityBox box = box(v.node(), Layer.LIBRARY, v.timePs(), h.timePs(), ActivityBox.Activity.RECEIVE_OVERHEAD,
                "o_r", v.kind(), v.number());
        LogPReading.Journey j = journeys.get(v.cellId());
        if (j != null) {
            j.receiveOverhead = box;
        }
    }

    private void handler(HandlerRan h) {
        TraceEvent cause = at(h.cause());
        String kind = cause instanceof TraceEvent.CellEvent cell ? cell.kind()
                : cause instanceof MessageDelivered m ? m.kind() : "";
        long end = h.timePs() + h.durationPs();
        if (cause instanceof MessageDelivered m && endpointLaneOf.containsKey(m.destination())) {
            int lane = endpointLane(m.destination(), m.destinationPort());
            if (lane >= 0 && (kind.isEmpty() || options.showsKind(kind)) && overlaps(h.timePs(), end)) {
                boxes.add(new ActivityBox(lane, h.timePs(), end, ActivityBox.Activity.HANDLER, h.handler(), kind,
                        h.number()));
            }
            return;
        }
        box(h.node(), onUnit(h.node(), h.component()) ? Layer.UNIT : Layer.APPLICATION, h.timePs(), end,
                ActivityBox.Activity.HANDLER, h.handler(), kind, h.number());
    }

    /** A post on the application's lane, a DMA on the coprocessor's lane (or the NIC's), when {@code r} is one. */
    private void hostInterfaceWork(TraceEvent.StackRecord r) {
        StackPresentation.hostInterfaceWorkOf(r, RecordNames.ofNodes(names)).ifPresent(w -> {
            boolean post = w.kind() == HostInterfaceWork.Kind.POST;
            box(r.node(), post ? Layer.APPLICATION : onUnit(r.node(), r.component()) ? Layer.UNIT : Layer.NIC,
                    r.timePs() - w.durationPs(), r.timePs(),
                    post ? ActivityBox.Activity.COMMAND_POST : ActivityBox.Activity.DMA, w.label(), "", r.number());
        });
    }

    /** Whether {@code component} of {@code node} is the NIC whose coprocessor runs the stack (its own lane). */
    private boolean onUnit(int node, int component) {
        Integer nic = unitNic.get(node);
        return nic != null && nic == component;
    }

    /**
     * Adds a box when it is visible, and returns it either way (the LogP overlay measures hidden ones too). Only a
     * poll is an instant; any other empty stretch is no box.
     */
    private ActivityBox box(int node, Layer layer, long start, long end, ActivityBox.Activity activity, String label,
                            String kind, long number) {
        if (end < start || end == start && activity != ActivityBox.Activity.POLL) {
            return null;
        }
        int lane = lane(node, layer);
        ActivityBox box = new ActivityBox(lane, start, end, activity, label, kind, number);
        if (lane >= 0 && (kind.isEmpty() || options.showsKind(kind)) && overlaps(start, end)) {
            boxes.add(box);
        }
        return box;
    }

    /** LogP on the first request in range that went the whole way and ran a handler (see {@link LogPReading}). */
    private LogPOverlay logP() {
        return new LogPReading(trace, this::at, options, fromPs, toPs, journeys, injectionsAt, retransmittedCells,
                trips, handlerOfDelivery, injectionOfMessage).overlay();
    }

    private boolean overlaps(long start, long end) {
        return start <= toPs && end >= fromPs;
    }

    private TraceEvent at(long number) {
        long index = number - firstNumber;
        return number < 0 || index >= trace.size() ? null : trace.get((int) index);
    }
}
