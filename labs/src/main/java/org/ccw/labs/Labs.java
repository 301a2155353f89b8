package org.ccw.labs;

import java.util.List;
import java.util.Optional;

import org.ccw.labs.dvcm.DvcmContentionLab;
import org.ccw.labs.dvcm.DvcmLatencyLab;
import org.ccw.labs.ssam.SsamBulkLab;
import org.ccw.labs.ssam.SsamContentionLab;
import org.ccw.labs.ssam.SsamCostsLab;
import org.ccw.labs.ssam.SsamLossLab;
import org.ccw.labs.ssam.SsamRemoteReadLab;
import org.ccw.labs.ssam.SsamTrapsLab;

/** The catalogue of labs, in the order {@code workbench lab list} shows them. */
public final class Labs {
    private static final List<Lab> ALL = List.of(new SsamTrapsLab(), new SsamCostsLab(), new SsamRemoteReadLab(),
            new SsamBulkLab(), new SsamLossLab(), new SsamContentionLab(), new DvcmContentionLab(),
            new DvcmLatencyLab());

    private Labs() {
    }

    public static List<Lab> all() {
        return ALL;
    }

    /** The lab with id {@code id}, if any. */
    public static Optional<Lab> byId(String id) {
        return ALL.stream().filter(lab -> lab.id().equals(id)).findFirst();
    }
}
