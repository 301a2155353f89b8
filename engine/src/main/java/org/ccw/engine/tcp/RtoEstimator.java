package org.ccw.engine.tcp;

/**
 * The retransmission timeout of RFC 6298, from round trips measured on a clock of granularity G (4.4BSD's slow
 * timer ticks every 500 ms, so a LAN's round trip measures 0 or one tick): the first sample R gives SRTT = R and
 * RTTVAR = R/2; each later one RTTVAR = 3/4 RTTVAR + 1/4 |SRTT − R| and SRTT = 7/8 SRTT + 1/8 R; then
 * RTO = SRTT + max(G, 4 RTTVAR), kept between the minimum and the maximum (§2). Each expiry doubles it (§5.5, up to
 * the maximum) until the next sample. A timer set on the coarse clock expires on one of its ticks, the first at or
 * after the timeout. The clock ticks at its host's own phase (from the host's boot), so hosts whose timers were set
 * together do not all expire on the same instant. Which segments may be timed (not retransmitted ones: Karn) is the
 * caller's business.
 */
public final class RtoEstimator {
    private final long granularityPs;
    private final long phasePs;
    private final long minPs;
    private final long maxPs;
    private long srttPs = -1;
    private long rttvarPs;
    private long rtoPs;

    /**
     * @param granularityPs the clock's tick, ps; 0 for a fine clock
     * @param initialPs     the timeout before any sample
     * @param minPs         the smallest timeout
     * @param maxPs         the largest timeout
     * @param phasePs       when the clock ticks: at {@code phasePs} + k × {@code granularityPs}
     */
    public RtoEstimator(long granularityPs, long initialPs, long minPs, long maxPs, long phasePs) {
        this.granularityPs = granularityPs;
        this.phasePs = phasePs;
        this.minPs = minPs;
        this.maxPs = maxPs;
        this.rtoPs = Math.max(minPs, Math.min(maxPs, initialPs));
    }

    /** From {@link TcpSettings}, on a clock that ticks at {@code phasePs} + k × its granularity. */
    public static RtoEstimator of(TcpSettings settings, long phasePs) {
        return new RtoEstimator(settings.clockGranularityPs(), settings.initialRtoPs(), settings.minRtoPs(),
                settings.maxRtoPs(), phasePs);
    }

    /** A segment sent at {@code sentPs} was acknowledged at {@code ackedPs}: one round trip, on the clock. */
    public void sample(long sentPs, long ackedPs) {
        long r = granularityPs > 0 ? (Math.floorDiv(ackedPs - phasePs, granularityPs)
                - Math.floorDiv(sentPs - phasePs, granularityPs)) * granularityPs : ackedPs - sentPs;
        if (srttPs < 0) {
            srttPs = r;
            rttvarPs = r / 2;
        } else {
            rttvarPs = (3 * rttvarPs + Math.abs(srttPs - r)) / 4;
            srttPs = (7 * srttPs + r) / 8;
        }
        rtoPs = Math.max(minPs, Math.min(maxPs, srttPs + Math.max(granularityPs, 4 * rttvarPs)));
    }

    /** The timer expired: the next timeout is twice as long (RFC 6298 §5.5). */
    public void backOff() {
        rtoPs = Math.min(maxPs, 2 * rtoPs);
    }

    /** The current timeout, ps. */
    public long rtoPs() {
        return rtoPs;
    }

    /** The smoothed round trip, ps; -1 before the first sample. */
    public long srttPs() {
        return srttPs;
    }

    /** The round-trip variation, ps. */
    public long rttvarPs() {
        return rttvarPs;
    }

    /** When a timer set at {@code nowPs} for the current timeout expires: on the clock's first tick at or after. */
    public long expiryPs(long nowPs) {
        return onTick(nowPs + rtoPs, granularityPs, phasePs);
    }

    /**
     * The first tick of a clock of period {@code periodPs} ticking at {@code phasePs} + k × {@code periodPs}, at or
     * after {@code ps} ({@code ps} itself for period 0).
     */
    static long onTick(long ps, long periodPs, long phasePs) {
        return periodPs > 0 ? phasePs + Math.floorDiv(ps - phasePs + periodPs - 1, periodPs) * periodPs : ps;
    }
}
