package org.ccw.engine.hw.myrinet;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.Routing;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.trace.Tracer;

/** A Myrinet crossbar: routes each arriving head to its output line after the routing delay, never drops. */
public final class MyrinetSwitch implements HeadReceiver {
    private final SwitchSpec spec;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Routing routing;
    private final WormLine[] outputs;
    private final HeadReceiver[] farEnds;

    public MyrinetSwitch(SwitchSpec spec, Scheduler scheduler, Tracer tracer, Routing routing) {
        this.spec = spec;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.routing = routing;
        this.outputs = new WormLine[spec.ports()];
        this.farEnds = new HeadReceiver[spec.ports()];
    }

    public SwitchSpec spec() {
        return spec;
    }

    void attach(int port, WormLine line, HeadReceiver farEnd) {
        outputs[port] = line;
        farEnds[port] = farEnd;
    }

    @Override
    public void headArrived(Worm worm, WormLine via) {
        Cell packet = worm.packet();
        tracer.cellArrived(spec.id(), via.to().port(), packet, via.link().id());
        int out = routing.port(spec.id(), packet.destination(), packet.destinationNic());
        if (out < 0 || outputs[out] == null) {
            throw new IllegalStateException(spec.name() + " has no route to node " + packet.destination());
        }
        scheduler.schedule(spec.fabricLatencyPs(), () -> worm.advance(outputs[out], farEnds[out], () -> { }));
    }
}
