package org.ccw.engine.topology;

import org.ccw.engine.kernel.Time;

/**
 * A full-duplex point-to-point link. Each direction serializes one cell or packet at a time at
 * {@code bitsPerSecond} and delivers its last bit {@code propagationPs} later.
 *
 * @param id            dense link id, the trace's {@code link}
 * @param bitsPerSecond line rate of each direction, e.g. 155.52e6 for OC-3 ATM, 1.28e9 for Myrinet (160 MB/s)
 * @param propagationPs propagation delay in picoseconds (about 5 ns per metre of fibre or copper)
 * @param lossRate        this link's own chance of losing a cell, on top of the scenario's {@link FaultSettings}
 * @param corruptionRate  this link's own chance of damaging a cell
 * @param duplicationRate this link's own chance of duplicating a cell
 * @param framingBytes    bytes of line framing the medium puts around every cell or packet, on the wire but in no
 *                        record's {@code sizeBytes}: the TAXI fibre's 2 per cell (seed 004 §3.4: "a cell every 3.14 µs
 *                        (53+2 bytes)"), 0 where the medium's framing is in its rate or not modelled
 */
public record LinkSpec(int id, String name, Endpoint a, Endpoint b, double bitsPerSecond, long propagationPs,
                       double lossRate, double corruptionRate, double duplicationRate, int framingBytes) {
    public LinkSpec {
        if (!(bitsPerSecond > 0) || propagationPs < 0 || framingBytes < 0) {
            throw new IllegalArgumentException("link " + name + ": rate must be > 0 b/s, propagation and framing"
                    + " >= 0");
        }
        for (double p : new double[] {lossRate, corruptionRate, duplicationRate}) {
            if (!(p >= 0 && p <= 1)) {
                throw new IllegalArgumentException("link " + name + ": fault rates are probabilities: " + p);
            }
        }
        if (a.equals(b)) {
            throw new IllegalArgumentException("link " + name + " joins port " + a + " to itself");
        }
    }

    /** A link with no faults of its own and no framing. */
    public LinkSpec(int id, String name, Endpoint a, Endpoint b, double bitsPerSecond, long propagationPs) {
        this(id, name, a, b, bitsPerSecond, propagationPs, 0, 0, 0, 0);
    }

    /** A link with no framing. */
    public LinkSpec(int id, String name, Endpoint a, Endpoint b, double bitsPerSecond, long propagationPs,
            double lossRate, double corruptionRate, double duplicationRate) {
        this(id, name, a, b, bitsPerSecond, propagationPs, lossRate, corruptionRate, duplicationRate, 0);
    }

    /** Time in picoseconds one direction is busy putting a {@code bytes}-byte cell or packet on the line. */
    public long serializationPs(int bytes) {
        return Time.serialization(bytes + framingBytes, bitsPerSecond);
    }

    /** Whether the link has fault rates of its own. */
    public boolean faulty() {
        return lossRate > 0 || corruptionRate > 0 || duplicationRate > 0;
    }

    /** The end opposite {@code end}. */
    public Endpoint other(Endpoint end) {
        return end.equals(a) ? b : a;
    }
}
