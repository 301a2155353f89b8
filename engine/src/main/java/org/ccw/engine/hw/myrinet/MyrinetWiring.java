package org.ccw.engine.hw.myrinet;

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
    public void wire(LinkSpec link, Function<Endpoint, Nic> nics) {
        wireDirection(link, link.a(), nics);
        wireDirection(link, link.b(), nics);
    }

    private void wireDirection(LinkSpec link, Endpoint from, Function<Endpoint, Nic> nics) {
        Endpoint to = link.other(from);
        WormLine line = new WormLine(link, from, tracer);
        HeadReceiver farEnd = isSwitch(to.node()) ? switches.get(to.node()) : new NicEnd(nics.apply(to));
        if (isSwitch(from.node())) {
            switches.get(from.node()).attach(from.port(), line, farEnd);
        } else {
            Nic nic = nics.apply(from);
            nic.attach(new WormSender(scheduler, tracer, line, farEnd, nic.spec().outFifoCells()));
        }
    }
}
