package org.ccw.labs.measure;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellFormatted;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.PollPerformed;

/**
 * LogGP's o_s, o_r, RTT, L and g read from the trace of any run, simulated or real (issue 17), by the procedure of
 * the labs ({@code amii-loggp}, after Culler et al.'s microbenchmark, seed 002 §4.1): o_s and o_r per message, RTT
 * from request/reply pairs, and L = RTT/2 − o_s − o_r ({@link #latencyUs}, the formula every column of seed 002's
 * Table 2 satisfies and {@code amii-loggp} computes its L with). Each figure is the median over the messages that
 * show it, so a cold start or a retransmission does not move it. Which records each parameter comes from:
 * <ul>
 * <li><b>o_s</b>: a request's first send, from its {@code MessageSent} (the application calls the library) to the
 *     end of the call — the sending process's next {@code PollPerformed} caused by the send (back in its loop)
 *     after the message was handed over, else the hand-over itself: the first {@code CellInjected} of the message's id and kind at the
 *     sender, or in a real run, which has no NIC records, its first {@code CellFormatted} (the stack formats the
 *     frame just before the socket send). It includes any wait for a window slot.</li>
 * <li><b>o_r</b>: a request whose handler ran, from taking it off the network to its handler's start
 *     ({@code HandlerRan}, the cause of its {@code MessageDelivered}): its {@code CellDelivered} at the receiver
 *     (the host's poll took the cell out of the NIC), or in a real run the last {@code PollPerformed} at the
 *     receiving process that found something between the request's hand-over and the handler — a real trace does
 *     not say which datagram a poll took, so this is an upper bound.</li>
 * <li><b>RTT</b>: a request's {@code MessageSent} to the {@code MessageDelivered} of its reply (same id, kind
 *     {@code reply}, back at the requester).</li>
 * <li><b>L</b>: RTT/2 − o_s − o_r. In a simulated run it is the wire, the NICs and the switch; in a real run,
 *     which has no NIC records, it is everything between the processes: the kernel's socket calls, loopback, the
 *     scheduler's wake-up.</li>
 * <li><b>g</b>: the time per message of a burst (a process's successive first sends with no message delivered to
 *     it in between), the labs' long-burst reading; not measured when the workload waits for each reply.</li>
 * </ul>
 *
 * @param os  send overhead
 * @param or  receive overhead
 * @param rtt round trip
 * @param l   latency
 * @param g   gap
 */
public record LogGPFit(Parameter os, Parameter or, Parameter rtt, Parameter l, Parameter g) {

    /**
     * One fitted parameter.
     *
     * @param name    {@code o_s}, {@code o_r}, {@code RTT}, {@code L} or {@code g}
     * @param micros  its median, µs; NaN when the trace shows none
     * @param samples how many messages (or pairs) it is the median of
     * @param from    which records it was read from, or why it was not
     */
    public record Parameter(String name, double micros, int samples, String from) {
        public boolean measured() {
            return !Double.isNaN(micros);
        }

        /** {@code o_s  4.99 µs (median of 100; from …)}. */
        @Override
        public String toString() {
            return measured()
                    ? String.format(Locale.ROOT, "%-4s %9.2f \u00b5s  (median of %d; %s)", name, micros, samples, from)
                    : String.format(Locale.ROOT, "%-4s %9s     (%s)", name, "-", from);
        }
    }

    /** L from a round trip and the two overheads, µs: L = RTT/2 − o_s − o_r (seed 002, Table 2). */
    public static double latencyUs(double rttUs, double osUs, double orUs) {
        return rttUs / 2 - osUs - orUs;
    }

    /** Fits the parameters to {@code trace} (records in number order). */
    public static LogGPFit of(List<? extends TraceEvent> trace) {
        return new Reading(trace).fit();
    }

    /** The five parameters, one a line. */
    public List<Parameter> parameters() {
        return List.of(os, or, rtt, l, g);
    }

    /** Reads the trace once, indexing what the parameters need. */
    private static final class Reading {
        private final List<? extends TraceEvent> trace;
        private final long first;
        /** First hand-over (injection, or a real run's formatting) of each message id and kind, at its sender. */
        private final Map<String, TraceEvent> handOver = new HashMap<>();
        private final Map<String, CellDelivered> delivery = new HashMap<>();
        private final Map<String, MessageSent> sent = new HashMap<>();
        private boolean injected;

        Reading(List<? extends TraceEvent> trace) {
            this.trace = trace;
            this.first = trace.isEmpty() ? 0 : trace.get(0).number();
            for (TraceEvent e : trace) {
                if (e instanceof CellInjected i) {
                    injected = true;
                    handOver.putIfAbsent(key(i.messageId(), i.kind()), i);
                } else if (e instanceof CellFormatted f) {
                    handOver.putIfAbsent("formatted/" + key(f.messageId(), f.kind()), f);
                } else if (e instanceof CellDelivered d) {
                    delivery.putIfAbsent(key(d.messageId(), d.kind()), d);
                } else if (e instanceof MessageSent s) {
                    sent.putIfAbsent(key(s.messageId(), s.kind()), s);
                }
            }
        }

        LogGPFit fit() {
            List<Long> os = new ArrayList<>();
            List<Long> or = new ArrayList<>();
            List<Long> rtt = new ArrayList<>();
            List<Long> gaps = new ArrayList<>();
            Map<Integer, Long> lastSendAt = new HashMap<>();
            for (TraceEvent e : trace) {
                if (e instanceof MessageSent s && s.fragment() == 0 && sent.get(key(s.messageId(), s.kind())) == s) {
                    TraceEvent over = handOverOf(s);
                    // requests, as the labs' bursts send: a reply's call ends inside its request's handler
                    if (over != null && s.kind().equals("request")) {
                        os.add(endOfCall(s, over) - s.timePs());
                    }
                    Long previous = lastSendAt.put(process(s), s.timePs());
                    if (previous != null) {
                        gaps.add(s.timePs() - previous);
                    }
                } else if (e instanceof MessageDelivered v) {
                    // a message delivered to a process ends its burst: its next send may wait on it
                    lastSendAt.remove(process(v));
                    receive(v, or, rtt);
                }
            }
            String handedOver = injected ? "the first CellInjected" : "the first CellFormatted (no NIC records)";
            Parameter pOs = parameter("o_s", os, "a request's MessageSent to the sender's next poll after "
                    + handedOver);
            Parameter pOr = parameter("o_r", or, injected ? "a request's CellDelivered to its HandlerRan"
                    : "the receiver's last poll that found something to the request's HandlerRan (an upper bound)");
            Parameter pRtt = parameter("RTT", rtt, "a request's MessageSent to its reply's MessageDelivered");
            Parameter pL = pOs.measured() && pOr.measured() && pRtt.measured()
                    ? new Parameter("L", latencyUs(pRtt.micros(), pOs.micros(), pOr.micros()), pRtt.samples(),
                            "RTT/2 - o_s - o_r" + (injected ? "" : "; with no NIC records it includes the kernel"
                                    + " and the socket"))
                    : new Parameter("L", Double.NaN, 0, "needs o_s, o_r and RTT");
            Parameter pG = gaps.isEmpty()
                    ? new Parameter("g", Double.NaN, 0, "no burst: every send waits for a message first")
                    : parameter("g", gaps, "the interval between a process's sends within a burst");
            return new LogGPFit(pOs, pOr, pRtt, pL, pG);
        }

        /** A request's o_r (handler start less its receive record) and, for a reply, its round trip. */
        private void receive(MessageDelivered v, List<Long> or, List<Long> rtt) {
            if (v.kind().equals("reply")) {
                MessageSent request = sent.get(key(v.messageId(), "request"));
                if (request != null && request.source() == v.destination()
                        && request.sourcePort() == v.destinationPort()) {
                    rtt.add(v.timePs() - request.timePs());
                }
                return;
            }
            if (!v.kind().equals("request") || !(at(v.cause()) instanceof HandlerRan handler)) {
                return;
            }
            CellDelivered cell = delivery.get(key(v.messageId(), v.kind()));
            if (cell != null && cell.node() == v.node() && cell.timePs() <= handler.timePs()) {
                or.add(handler.timePs() - cell.timePs());
            } else if (!injected) {
                MessageSent s = sent.get(key(v.messageId(), v.kind()));
                TraceEvent over = s == null ? null : handOverOf(s);
                long poll = over == null ? -1 : lastFoundPoll(handler, over.timePs());
                if (poll >= 0) {
                    or.add(handler.timePs() - poll);
                }
            }
        }

        private TraceEvent handOverOf(MessageSent s) {
            String k = key(s.messageId(), s.kind());
            TraceEvent over = handOver.get(injected ? k : "formatted/" + k);
            return over != null && over.node() == s.node() && over.number() > s.number() ? over : null;
        }

        /**
     * The sending process's next poll after the hand-over that its send caused (it is back in its loop), before it
     * sends or runs anything else; the hand-over when there is none (a real process may block, not poll).
     */
        private long endOfCall(MessageSent s, TraceEvent over) {
            for (long n = over.number() + 1; at(n) != null; n++) {
                TraceEvent e = at(n);
                if (e.node() != s.node() || e.component() != s.component()) {
                    continue;
                }
                if (e instanceof PollPerformed && e.cause() == s.number()) {
                    return e.timePs();
                }
                if (e instanceof MessageSent || e instanceof HandlerRan || e instanceof MessageDelivered) {
                    break;
                }
            }
            return over.timePs();
        }

        /** Time of the receiver's last poll that found something in [{@code afterPs}, the handler's start]; -1. */
        private long lastFoundPoll(HandlerRan handler, long afterPs) {
            for (long n = handler.number() - 1; at(n) != null && at(n).timePs() >= afterPs; n--) {
                if (at(n) instanceof PollPerformed p && p.found() && p.node() == handler.node()
                        && p.component() == handler.component()) {
                    return p.timePs();
                }
            }
            return -1;
        }

        private TraceEvent at(long number) {
            long index = number - first;
            return number < 0 || index < 0 || index >= trace.size() ? null : trace.get((int) index);
        }

        private static int process(TraceEvent.MessageEvent m) {
            return m instanceof MessageSent ? m.source() * 65_536 + m.sourcePort()
                    : m.destination() * 65_536 + m.destinationPort();
        }

        private static String key(long messageId, String kind) {
            return messageId + "/" + kind;
        }

        private static Parameter parameter(String name, List<Long> samplesPs, String from) {
            if (samplesPs.isEmpty()) {
                return new Parameter(name, Double.NaN, 0, "none in this trace: " + from);
            }
            long[] sorted = samplesPs.stream().mapToLong(Long::longValue).sorted().toArray();
            int mid = sorted.length / 2;
            double median = sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2.0;
            return new Parameter(name, median / Time.PS_PER_US, sorted.length, from);
        }
    }
}
