package org.ccw.engine.run.peers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.ccw.engine.stack.Peer;

/**
 * Where {@code bench --peers} places the two ends of a ping-pong: the ping end on the first core this process may use,
 * the echo end on the second (or on the first too, when the pair shares one core, or when there is only one). The peers'
 * C programs pin themselves ({@code sched_setaffinity}); ours is placed with {@code taskset}: the whole JVM for a run
 * whose threads it does not make, or each thread of an {@link Peer.Ours.Own} ping-pong. Without {@code taskset} nothing
 * is pinned, on either side.
 */
final class CorePinning {
    /** A core number that means "not pinned" to the C programs. */
    static final int NONE = -1;

    private final List<Integer> allowed;
    private final boolean taskset;

    private CorePinning(List<Integer> allowed, boolean taskset) {
        this.allowed = List.copyOf(allowed);
        this.taskset = taskset;
    }

    /** This process's cores, and whether {@code taskset} can place ours; says so in one line when it cannot. */
    static CorePinning ofThisProcess(Consumer<String> say) throws IOException {
        List<Integer> cores = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Cpus_allowed_list:")) {
                cores = cpuList(line.substring(line.indexOf(':') + 1).strip());
            }
        }
        boolean taskset = PeerPrograms.onPath("taskset").isPresent() && !cores.isEmpty();
        if (!taskset) {
            say.accept("bench --peers: no taskset (util-linux) or no core list: neither side is pinned");
        }
        return new CorePinning(cores, taskset);
    }

    /** {@code "0-2,5"} → 0, 1, 2, 5. */
    static List<Integer> cpuList(String list) {
        List<Integer> cores = new ArrayList<>();
        for (String part : list.split(",")) {
            String[] range = part.strip().split("-");
            int from = Integer.parseInt(range[0]);
            for (int core = from; core <= Integer.parseInt(range[range.length - 1]); core++) {
                cores.add(core);
            }
        }
        return cores;
    }

    /** The ping end's core, {@link #NONE} when nothing is pinned. */
    int ping() {
        return taskset ? allowed.get(0) : NONE;
    }

    /** The echo end's core: the ping end's when the pair shares one core. */
    int echo(boolean oneCore) {
        return !taskset ? NONE : allowed.get(oneCore ? 0 : Math.min(1, allowed.size() - 1));
    }

    /** How many cores the two ends have. */
    int coresUsed(boolean oneCore) {
        return !taskset ? allowed.size() : ping() == echo(oneCore) ? 1 : 2;
    }

    /**
     * Restricts every thread of this JVM (and those it makes from now) to the cores the peer's two ends use, until
     * closed, when they get back every core they had.
     */
    Restriction restrictThisProcess(boolean oneCore) throws IOException, InterruptedException {
        if (!taskset) {
            return () -> { };
        }
        String pid = Long.toString(ProcessHandle.current().pid());
        taskset("-a", "-p", "-c", ping() + "," + echo(oneCore), pid);
        String all = String.join(",", allowed.stream().map(String::valueOf).toList());
        return () -> taskset("-a", "-p", "-c", all, pid);
    }

    /** Until closed: this JVM on the peer's cores. */
    interface Restriction extends AutoCloseable {
        @Override
        void close() throws IOException, InterruptedException;
    }

    /** Pins the two ends of an {@link Peer.Ours.Own} ping-pong, each thread on its own call. */
    Peer.Cores threads(boolean oneCore) {
        return new Peer.Cores() {
            @Override
            public void ping() {
                pinThisThread(CorePinning.this.ping());
            }

            @Override
            public void echo() {
                pinThisThread(CorePinning.this.echo(oneCore));
            }
        };
    }

    private void pinThisThread(int core) {
        if (core == NONE) {
            return;
        }
        try {
            // /proc/thread-self links to <pid>/task/<tid>: the calling thread's id for the kernel
            Path self = Files.readSymbolicLink(Path.of("/proc/thread-self"));
            taskset("-p", "-c", Integer.toString(core), self.getFileName().toString());
        } catch (IOException e) {
            throw new IllegalStateException("cannot pin a thread of ours to core " + core + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void taskset(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("taskset"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException(String.join(" ", command) + " failed");
        }
    }
}
