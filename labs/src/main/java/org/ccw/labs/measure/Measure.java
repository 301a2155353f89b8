package org.ccw.labs.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.units.Quantity;

/**
 * A figure computed from a run's trace, named in a lab folder without Java: {@code function(arguments).statistic}.
 * Places are node names; {@code *} is any. The functions, with their statistics (the first is the default):
 * <ul>
 *   <li>{@code latency(A -> B)}: messages sent at host A and delivered at host B, from {@code MessageSent} to
 *       {@code MessageDelivered} (per fragment), in µs: {@code mean p50 p90 p99 min max count}</li>
 *   <li>{@code throughput(A -> B)}: the bytes delivered at B from A over the time from the first send to the last
 *       delivery, in MB/s</li>
 *   <li>{@code messages(A -> B)}: how many messages from A were delivered at B ({@code count})</li>
 *   <li>{@code drops()}, {@code drops(place)}, {@code drops(place, reason)}: cells dropped there, for that
 *       {@link DropReason} ({@code count})</li>
 *   <li>{@code retransmissions()}, {@code retransmissions(host)}: cells sent again ({@code count})</li>
 *   <li>{@code queue(place)}, {@code queue(place, kind)}: the most entries a queue at the place held
 *       ({@code max}); kind is the queue's kind ({@code port}, {@code nic-out}, ...)</li>
 *   <li>{@code handler(name)}, {@code handler(name, host)}: how long the handler ran, in µs:
 *       {@code mean p50 p90 p99 min max count total}</li>
 * </ul>
 * A measure is parsed once, when its lab folder is read, and evaluated over any number of runs.
 */
public final class Measure {
    private static final Pattern SYNTAX =
            Pattern.compile("\\s*([a-z]+)\\s*\\((.*)\\)\\s*(?:\\.\\s*([A-Za-z0-9]+))?\\s*");
    private static final List<String> TIME_STATISTICS = List.of("mean", "p50", "p90", "p99", "min", "max", "count");
    private static final Map<String, Function> FUNCTIONS = Map.of(
            "latency", new Function(1, 1, true, TIME_STATISTICS),
            "throughput", new Function(1, 1, true, List.of("mean")),
            "messages", new Function(1, 1, true, List.of("count")),
            "drops", new Function(0, 2, false, List.of("count")),
            "retransmissions", new Function(0, 1, false, List.of("count")),
            "queue", new Function(1, 2, false, List.of("max")),
            "handler", new Function(1, 2, false, List.of("mean", "p50", "p90", "p99", "min", "max", "count", "total")));

    private final String text;
    private final String function;
    private final List<String> arguments;
    private final String statistic;

    private Measure(String text, String function, List<String> arguments, String statistic) {
        this.text = text;
        this.function = function;
        this.arguments = arguments;
        this.statistic = statistic;
    }

    /**
     * Reads {@code text}, e.g. {@code latency(ss20-a -> ss20-b).p50}.
     *
     * @throws MeasureException naming what is wrong: an unknown function or statistic, the wrong arguments, an
     *                          unknown drop reason
     */
    public static Measure parse(String text) {
        Matcher m = SYNTAX.matcher(text);
        if (!m.matches()) {
            throw new MeasureException("'" + text + "' is not a measure (write e.g. latency(ss20-a -> ss20-b).p50)");
        }
        String name = m.group(1);
        Function f = FUNCTIONS.get(name);
        if (f == null) {
            throw new MeasureException("'" + text + "': no measure '" + name + "' (there are "
                    + String.join(", ", FUNCTIONS.keySet().stream().sorted().toList()) + ")");
        }
        List<String> args = m.group(2).isBlank() ? List.of()
                : Arrays.stream(m.group(2).split(",")).map(String::strip).toList();
        if (f.pair) {
            if (args.size() != 1 || !args.get(0).matches("[^\\s]+\\s*(->|→)\\s*[^\\s]+")) {
                throw new MeasureException("'" + text + "': " + name + " takes one pair of hosts, e.g. " + name
                        + "(ss20-a -> ss20-b)");
            }
            args = List.of(args.get(0).split("\\s*(->|→)\\s*"));
        } else if (args.size() < f.minArgs || args.size() > f.maxArgs) {
            throw new MeasureException("'" + text + "': " + name + " takes " + (f.minArgs == f.maxArgs ? f.minArgs
                    : f.minArgs + " to " + f.maxArgs) + " arguments, not " + args.size());
        }
        String statistic = m.group(3) == null ? f.statistics.get(0) : m.group(3);
        if (!f.statistics.contains(statistic)) {
            throw new MeasureException("'" + text + "': " + name + " has no ." + statistic + " (it has ."
                    + String.join(", .", f.statistics) + ")");
        }
        if (name.equals("drops") && args.size() == 2) {
            reason(args.get(1), text);
        }
        return new Measure(text.strip(), name, args, statistic);
    }

    /** The measure as written. */
    public String text() {
        return text;
    }

    /**
     * Checks that every node the measure names is one of {@code nodeNames} (a run's nodes, by number), so a typo
     * in a host name is found when the lab is read, not when a student's answers are graded.
     *
     * @throws MeasureException naming the node and the nodes there are
     */
    public void checkPlaces(List<String> nodeNames) {
        RunTrace run = new RunTrace(null, nodeNames, null);
        for (int i = 0; i < arguments.size(); i++) {
            boolean node = switch (function) {
                case "latency", "throughput", "messages" -> true;
                case "handler" -> i == 1;
                default -> i == 0;
            };
            if (node && !arguments.get(i).equals("*")) {
                try {
                    run.nodeId(arguments.get(i));
                } catch (MeasureException e) {
                    throw new MeasureException("'" + text + "': no node '" + arguments.get(i) + "' in the scenario (it has "
                            + String.join(", ", nodeNames) + ")");
                }
            }
        }
    }

    /** The unit its value comes in: {@code us} for times, {@code MB/s}, or what it counts. */
    public String unit() {
        if (statistic.equals("count")) {
            return switch (function) {
                case "latency", "messages" -> "messages";
                case "handler" -> "runs";
                default -> "cells";
            };
        }
        return switch (function) {
            case "throughput" -> "MB/s";
            case "queue" -> "entries";
            default -> "us";
        };
    }

    /**
     * The figure over {@code run}.
     *
     * @throws MeasureException when the run lacks what the measure names (a node; any message or handler run to
     *                          take a statistic of)
     */
    public Quantity evaluate(RunTrace run) {
        Reader trace = new Reader(run);
        double value = switch (function) {
            case "latency" -> statistic(trace.latencies(run.nodeId(arguments.get(0)), run.nodeId(arguments.get(1))),
                    "no message sent at " + arguments.get(0) + " was delivered at " + arguments.get(1));
            case "throughput" -> trace.throughput(run.nodeId(arguments.get(0)), run.nodeId(arguments.get(1)));
            case "messages" -> trace.latencies(run.nodeId(arguments.get(0)), run.nodeId(arguments.get(1))).length;
            case "drops" -> trace.count(TraceEvent.CellDropped.class, place(run, 0), e -> arguments.size() < 2
                    || ((TraceEvent.CellDropped) e).reason() == reason(arguments.get(1), text));
            case "retransmissions" -> trace.count(TraceEvent.Retransmitted.class, place(run, 0), e -> true);
            case "queue" -> trace.maxQueue(place(run, 0), arguments.size() < 2 ? null : arguments.get(1));
            case "handler" -> statistic(trace.handlerRuns(arguments.get(0), place(run, 1)),
                    "handler " + arguments.get(0) + " never ran" + (arguments.size() > 1 ? " at " + arguments.get(1) : ""));
            default -> throw new IllegalStateException(function);
        };
        return new Quantity(value, unit());
    }

    @Override
    public String toString() {
        return text;
    }

    /** The node the argument at {@code index} names; -1 for any ({@code *} or no argument). */
    private int place(RunTrace run, int index) {
        return arguments.size() <= index || arguments.get(index).equals("*") ? -1 : run.nodeId(arguments.get(index));
    }

    private double statistic(double[] samples, String none) {
        if (statistic.equals("count")) {
            return samples.length;
        }
        if (samples.length == 0) {
            throw new MeasureException(text + ": " + none + " in the run");
        }
        double[] sorted = samples.clone();
        Arrays.sort(sorted);
        return switch (statistic) {
            case "mean" -> Arrays.stream(sorted).average().orElseThrow();
            case "total" -> Arrays.stream(sorted).sum();
            case "min" -> sorted[0];
            case "max" -> sorted[sorted.length - 1];
            default -> percentile(sorted, Integer.parseInt(statistic.substring(1)));
        };
    }

    /** The nearest-rank percentile: the smallest sample with at least {@code p}% of the samples at or below it. */
    static double percentile(double[] sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    private static DropReason reason(String word, String text) {
        try {
            return DropReason.valueOf(word.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw new MeasureException("'" + text + "': no drop reason '" + word + "' (there are "
                    + String.join(", ", Arrays.stream(DropReason.values()).map(Enum::name).toList()) + ")");
        }
    }

    private record Function(int minArgs, int maxArgs, boolean pair, List<String> statistics) {
    }

    /** One pass's worth of reading over a run's records. */
    private record Reader(RunTrace run) {

        /** Latencies in µs of the messages (per fragment) sent at {@code from} and delivered at {@code to}. */
        double[] latencies(int from, int to) {
            List<Double> latencies = new ArrayList<>();
            deliveries(from, to, (sentPs, d) -> latencies.add((d.timePs() - sentPs) / (double) Time.PS_PER_US));
            return latencies.stream().mapToDouble(Double::doubleValue).toArray();
        }

        /** Bytes delivered at {@code to} from {@code from} per second of the span first send to last delivery, MB/s. */
        double throughput(int from, int to) {
            long[] span = {Long.MAX_VALUE, Long.MIN_VALUE, 0}; // first send, last delivery, bytes delivered
            deliveries(from, to, (sentPs, d) -> {
                span[0] = Math.min(span[0], sentPs);
                span[1] = d.timePs();
                span[2] += d.bytes();
            });
            if (span[2] == 0 || span[1] <= span[0]) {
                throw new MeasureException("throughput: nothing sent at " + run.nodeName(from) + " was delivered at "
                        + run.nodeName(to) + " in the run");
            }
            return span[2] / ((span[1] - span[0]) / (double) Time.PS_PER_US);
        }

        /** A message sent at one node and delivered at another: when it was sent, and its delivery. */
        private interface Delivery {
            void of(long sentPs, TraceEvent.MessageDelivered delivered);
        }

        /** Each message sent at {@code from} and delivered at {@code to}, in the order delivered (a copy once). */
        private void deliveries(int from, int to, Delivery delivery) {
            Map<List<Object>, Long> sentPs = new HashMap<>();
            for (int i = 0; i < run.trace().size(); i++) {
                TraceEvent e = run.trace().at(i);
                if (e instanceof TraceEvent.MessageSent s && s.node() == from) {
                    sentPs.putIfAbsent(key(s), s.timePs());
                } else if (e instanceof TraceEvent.MessageDelivered d && d.node() == to) {
                    Long sent = sentPs.remove(key(d));
                    if (sent != null) {
                        delivery.of(sent, d);
                    }
                }
            }
        }

        int count(Class<? extends TraceEvent> type, int node, java.util.function.Predicate<TraceEvent> also) {
            int n = 0;
            for (int position : run.trace().positionsOf(type)) {
                TraceEvent e = run.trace().at(position);
                if ((node < 0 || e.node() == node) && also.test(e)) {
                    n++;
                }
            }
            return n;
        }

        int maxQueue(int node, String kind) {
            int max = 0;
            for (int position : run.trace().positionsOf(TraceEvent.QueueLengthChanged.class)) {
                TraceEvent.QueueLengthChanged q = (TraceEvent.QueueLengthChanged) run.trace().at(position);
                if ((node < 0 || q.node() == node) && (kind == null || q.queue().kind().equals(kind))) {
                    max = Math.max(max, q.length());
                }
            }
            return max;
        }

        double[] handlerRuns(String handler, int node) {
            return Arrays.stream(run.trace().positionsOf(TraceEvent.HandlerRan.class))
                    .mapToObj(p -> (TraceEvent.HandlerRan) run.trace().at(p))
                    .filter(h -> h.handler().equals(handler) && (node < 0 || h.node() == node))
                    .mapToDouble(h -> h.durationPs() / (double) Time.PS_PER_US).toArray();
        }

        private static List<Object> key(TraceEvent.MessageEvent m) {
            return List.of(m.messageId(), m.fragment(), m.kind());
        }
    }

    /** The functions a measure may name, for documentation and error messages. */
    public static Set<String> functions() {
        return FUNCTIONS.keySet();
    }
}
