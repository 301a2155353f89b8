package org.ccw.engine.topology;

/**
 * A full-duplex point-to-point link. Each direction serializes one cell or packet at a time at
 * {@code bitsPerSecond} and delivers its last bit {@code propagationPs} later.
 *
 * @param id            dense link id, the trace's {@code link}
 * @param bitsPerSecond line rate of each direction, e.g. 155.52e6 for OC-3 ATM, 1.28e9 for Myrinet (160 MB/s)
 * @param propagationPs propagation delay in picoseconds (about 5 ns per metre of fibre or copper)
 */
public record LinkSpec(int id, String name, Endpoint a, Endpoint b, double bitsPerSecond, long propagationPs) {
    public LinkSpec {
        if (!(bitsPerSecond > 0) || propagationPs < 0) {
            throw new IllegalArgumentException("link " + name + ": rate must be > 0 b/s and propagation >= 0 ps");
        }
        if (a.equals(b)) {
            throw new IllegalArgumentException("link " + name + " joins port " + a + " to itself");
        }
    }

    /** The end opposite {@code end}. */
    public Endpoint other(Endpoint end) {
        return end.equals(a) ? b : a;
    }
}
