package org.ccw.visualizer.spacetime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.trace.TaskState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.stacks.TaskStateChange;

/**
 * What an XPVM-style space-time view shows of a run, built from its trace alone (any stack whose presentation reads
 * some of its records as task state changes, {@link StackPresentation#taskState}; PVM's {@code TaskStateChanged}):
 * one row per application task with the stretches of time it spent computing, inside the
 * message library and waiting, its last library call, and one line per message from the moment its send began to
 * the moment a receive returned with it (the two task state changes carrying its id). A message
 * received by nobody yet is pending at its destination, when the trace's {@code MessageSent} names one.
 *
 * @param tasks    the tasks, in order of first appearance
 * @param messages the messages whose send began, in trace order
 * @param endPs    when the last task exited, or, while any is still running, the time of the trace's last record
 */
public record SpaceTime(List<Task> tasks, List<Message> messages, long endPs) {

    /** A task's row: where it runs, its label, and its states over time. */
    public record Task(int node, int task, String label, List<Stretch> stretches) {
        /** The stretch that covers {@code atPs}, if any. */
        public Optional<Stretch> at(long atPs) {
            return stretches.stream().filter(s -> s.startPs() <= atPs && atPs < s.endPs()).findFirst();
        }

        /** The library call the task was in or had last left at {@code atPs} (where a program hangs), or "". */
        public String lastCallAt(long atPs) {
            String call = "";
            for (Stretch s : stretches) {
                if (s.startPs() > atPs) {
                    break;
                }
                call = s.call().isEmpty() ? call : s.call();
            }
            return call;
        }
    }

    /** A task in one state from {@code startPs} until {@code endPs}, in (or having left) {@code call}. */
    public record Stretch(long startPs, long endPs, TaskState state, String call) {
    }

    /**
     * One message: sent by task {@code from} (an index into {@link #tasks}) at {@code sentPs}; received by task
     * {@code to} at {@code receivedPs}, or -1 for both when no receive has returned with it.
     *
     * @param destinationTask the task it is addressed to (an index), from its {@code MessageSent}; -1 if unknown
     */
    public record Message(long id, int from, long sentPs, int to, long receivedPs, int bytes, String call,
                          int destinationTask) {
        public boolean received() {
            return receivedPs >= 0;
        }
    }

    /** How many tasks are in each state at one moment: the utilization strip's column. */
    public record Utilization(int computing, int inLibrary, int waiting) {
    }

    /**
     * The space-time of {@code records}.
     *
     * @param nodeNames a node's name, for the rows' labels
     */
    public static SpaceTime of(List<TraceEvent> records, IntFunction<String> nodeNames) {
        Map<Long, Integer> rows = new LinkedHashMap<>();
        List<Integer> nodes = new ArrayList<>();
        List<Integer> numbers = new ArrayList<>();
        List<List<Stretch>> stretches = new ArrayList<>();
        List<Change> open = new ArrayList<>();
        Map<Long, TraceEvent.MessageSent> sentRecords = new HashMap<>();
        Map<Long, Message> messages = new LinkedHashMap<>();
        long endPs = 0;
        for (TraceEvent e : records) {
            endPs = Math.max(endPs, e.timePs());
            if (e instanceof TraceEvent.MessageSent s) {
                sentRecords.putIfAbsent(s.messageId(), s);
            }
            Optional<TaskStateChange> read = StackPresentation.taskStateOf(e);
            if (read.isEmpty()) {
                continue;
            }
            Change t = new Change(e.node(), e.timePs(), read.get());
            int row = rows.computeIfAbsent(key(t.node(), t.task()), k -> {
                nodes.add(t.node());
                numbers.add(t.task());
                stretches.add(new ArrayList<>());
                open.add(null);
                return rows.size();
            });
            Change before = open.get(row);
            if (before != null) {
                stretches.get(row).add(new Stretch(before.timePs(), t.timePs(), before.state(), before.call()));
            }
            open.set(row, t);
            if (t.messageId() >= 0) {
                Message m = messages.get(t.messageId());
                if (m == null) {
                    messages.put(t.messageId(), new Message(t.messageId(), row, t.timePs(), -1, -1, 0, t.call(), -1));
                } else if (m.from() != row && !m.received()) {
                    messages.put(t.messageId(), new Message(m.id(), m.from(), m.sentPs(), row, t.timePs(), m.bytes(),
                            m.call(), m.destinationTask()));
                }
            }
        }
        // once every task has exited, the picture ends there, not at the run's last timer
        boolean allExited = !open.isEmpty() && open.stream().allMatch(t -> t.state() == TaskState.EXITED);
        if (allExited) {
            endPs = open.stream().mapToLong(Change::timePs).max().getAsLong();
        }
        for (int row = 0; row < open.size(); row++) {
            Change last = open.get(row);
            if (last.state() != TaskState.EXITED) {
                stretches.get(row).add(new Stretch(last.timePs(), endPs, last.state(), last.call()));
            }
        }
        List<Task> tasks = new ArrayList<>();
        for (int row = 0; row < nodes.size(); row++) {
            tasks.add(new Task(nodes.get(row), numbers.get(row), nodeNames.apply(nodes.get(row)) + " #"
                    + numbers.get(row), List.copyOf(stretches.get(row))));
        }
        List<Message> all = new ArrayList<>();
        for (Message m : messages.values()) {
            TraceEvent.MessageSent sent = sentRecords.get(m.id());
            int bytes = sent == null ? m.bytes() : sent.bytes();
            Integer destination = sent == null ? null : rows.get(key(sent.destination(), sent.destinationPort()));
            all.add(new Message(m.id(), m.from(), m.sentPs(), m.to(), m.receivedPs(), bytes, m.call(),
                    destination == null ? m.to() : destination));
        }
        return new SpaceTime(List.copyOf(tasks), List.copyOf(all), endPs);
    }

    /** A task's change of state where and when its record was made. */
    private record Change(int node, long timePs, TaskStateChange change) {
        int task() {
            return change.task();
        }

        TaskState state() {
            return change.state();
        }

        String call() {
            return change.call();
        }

        long messageId() {
            return change.messageId();
        }
    }

    private static long key(int node, int task) {
        return (long) node << 32 | (task & 0xFFFFFFFFL);
    }

    /** The tasks in each state at {@code atPs} (an exited task counts in none). */
    public Utilization utilizationAt(long atPs) {
        int computing = 0;
        int library = 0;
        int waiting = 0;
        for (Task task : tasks) {
            Optional<Stretch> s = task.at(atPs);
            if (s.isPresent()) {
                switch (s.get().state()) {
                    case COMPUTING -> computing++;
                    case IN_LIBRARY -> library++;
                    case WAITING -> waiting++;
                    case EXITED -> { }
                }
            }
        }
        return new Utilization(computing, library, waiting);
    }

    /** Messages addressed to task {@code row} sent by {@code atPs} and not received by then. */
    public List<Message> pendingAt(int row, long atPs) {
        return messages.stream().filter(m -> m.destinationTask() == row && m.sentPs() <= atPs
                && (!m.received() || m.receivedPs() > atPs)).toList();
    }

    /** The message whose line passes nearest to ({@code atPs}, row {@code row}), within {@code slackPs}; if any. */
    public Optional<Message> messageNear(long atPs, double row, long slackPs, double rowSlack) {
        Message best = null;
        double bestDistance = Double.MAX_VALUE;
        for (Message m : messages) {
            if (!m.received() || atPs < Math.min(m.sentPs(), m.receivedPs()) - slackPs
                    || atPs > Math.max(m.sentPs(), m.receivedPs()) + slackPs) {
                continue;
            }
            double span = Math.max(1, m.receivedPs() - m.sentPs());
            double along = Math.max(0, Math.min(1, (atPs - m.sentPs()) / span));
            double lineRow = m.from() + along * (m.to() - m.from());
            double distance = Math.abs(lineRow - row);
            if (distance <= rowSlack && distance < bestDistance) {
                best = m;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }
}
