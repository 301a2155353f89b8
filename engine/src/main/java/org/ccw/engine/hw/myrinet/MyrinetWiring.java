package org.ccw.engine.hw.myrinet;

import org.ccw.engine.hw.link.LinkFaults;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.Routing;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.trace.Tracer;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.LongSupplier;

/** Builds the Myrinet part of a fabric: switches, and the two lines of each link that touches one. */
public final class MyrinetWiring {
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Routing routing;
    private final Map<Integer, MyrinetSwitch> switches = new HashMap<>();

    public MyrinetWiring(Scheduler scheduler, Tracer tracer, Routing routing) {
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.routing = routing;
    }

    public void addSwitch(SwitchSpec spec) {
        switches.put(spec.id(), new MyrinetSwitch(spec, scheduler, tracer, routing));
    }

    public boolean isSwitch(int node) {
        return switches.containsKey(node);
    }

    /** Wires both directions of {@code link}; {@code nics} finds the NIC at a host end. */
    /**
     * Wires {@code link} both ways; {@code faults} (null: none) strike the packets it carries into a NIC, and
     * {@code cellIds} names the copies a duplicating link makes.
     */
    public void wire(LinkSpec link, Function<Endpoint, Nic> nics, LinkFaults faults, LongSupplier cellIds) {
        wireDirection(link, link.a(), nics, faults, cellIds);
        wireDirection(link, link.b(), nics, faults, cellIds);
    }

    private void wireDirection(LinkSpec link, Endpoint from, Function<Endpoint, Nic> nics, LinkFaults faults,
                               LongSupplier cellIds) {
        Endpoint to = link.other(from);
        WormLine line = new WormLine(link, from, tracer);
        HeadReceiver farEnd = isSwitch(to.node()) ? switches.get(to.node())
                : new NicEnd(nics.apply(to), faults, scheduler, tracer, cellIds);
        if (isSwitch(from.node())) {
            switches.get(from.node()).attach(from.port(), line, farEnd);
        } else {
            Nic nic = nics.apply(from);
            nic.attach(new WormSender(scheduler, tracer, line, farEnd, nic.spec().outFifoCells()));
        }
    }
}
