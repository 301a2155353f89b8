package org.ccw.engine.run.peers;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.ccw.engine.os.CorePinning;
import org.ccw.engine.run.RealBenchmark;
import org.ccw.engine.stack.Peer;

/**
 * The peers' C ping-pongs ({@code pvm_pingpong.c}, {@code mpi_pingpong.c}, beside this class), built on this machine
 * in a directory of their own and run there: PVM's under a fresh pvmd whose files ({@code PVM_TMP}) stay in that
 * directory, halted after; Open MPI's under {@code mpirun} with the peer's byte transfer layers, on the loopback
 * interface for TCP. Closing deletes the directory.
 */
final class PeerPrograms implements AutoCloseable {
    private static final long LIMIT_S = 300;

    private final Path work;
    private final Map<String, Path> built = new HashMap<>();

    private PeerPrograms(Path work) {
        this.work = work;
    }

    static PeerPrograms inTemporaryDirectory() throws IOException {
        return new PeerPrograms(Files.createTempDirectory("ccw-peers"));
    }

    /**
     * Whether the program's two ends share one core: PVM's tasks block in {@code select()}, so each wakes the other
     * by a switch on that core (on two cores each wake-up crosses cores, which a loaded machine makes slow); Open
     * MPI's ranks busy-poll, and on one core each would spin out its time slice before the other ran.
     */
    static boolean oneCore(Peer.Program program) {
        return program instanceof Peer.Program.Pvm;
    }

    /** What this machine lacks to run the program, in words with the Debian packages that bring it; empty if nothing. */
    static Optional<String> missing(Peer.Program program) {
        List<String> tools = program instanceof Peer.Program.Pvm ? List.of("cc", "pvmd") : List.of("mpicc", "mpirun");
        List<String> absent = tools.stream().filter(t -> onPath(t).isEmpty()).toList();
        return absent.isEmpty() ? Optional.empty() : Optional.of("no " + String.join(", ", absent) + " on PATH"
                + " (install Debian's " + packages(program) + ")");
    }

    private static String packages(Peer.Program program) {
        return program instanceof Peer.Program.Pvm ? "pvm and pvm-dev" : "openmpi-bin and libopenmpi-dev";
    }

    static Optional<Path> onPath(String tool) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).filter(d -> !d.isEmpty())
                .map(d -> Path.of(d, tool)).filter(Files::isExecutable).findFirst();
    }

    /**
     * Runs the program's ping-pong with {@code settings}' counts, bulk messages of {@code bulkBytes}, its two ends on
     * {@code cores} ({@link CorePinning#NONE}: anywhere).
     *
     * @throws IllegalStateException when it cannot be built or does not finish well (the message says why)
     */
    Peer.Figures run(Peer.Program program, RealBenchmark.Settings settings, int bulkBytes, CorePinning.Pair cores)
            throws IOException, InterruptedException {
        List<String> counts = List.of(String.valueOf(settings.warmUp()), String.valueOf(settings.roundTrips()),
                String.valueOf(settings.bulkWarmUp()), String.valueOf(settings.bulkMessages()),
                String.valueOf(bulkBytes), String.valueOf(cores.ping()), String.valueOf(cores.echo()));
        return program instanceof Peer.Program.Pvm pvm ? runPvm(pvm, counts, cores)
                : runMpi((Peer.Program.Mpi) program, counts);
    }

    private Peer.Figures runPvm(Peer.Program.Pvm pvm, List<String> counts, CorePinning.Pair cores)
            throws IOException, InterruptedException {
        Path exe = build("pvm_pingpong", "cc", "-lpvm3");
        Path vm = Files.createDirectories(work.resolve("pvm-" + (pvm.direct() ? "direct" : "daemon")));
        Path tmp = Files.createDirectories(vm.resolve("tmp"));
        Path hostfile = Files.writeString(vm.resolve("hostfile"), "* ep=" + vm + " wd=" + vm + "\n");
        // the pvmd on the tasks' cores: through the pvmds, it is a third party to every message
        List<String> pvmd = new ArrayList<>(List.of(onPath("pvmd").orElseThrow().toString(), hostfile.toString()));
        if (cores.ping() != CorePinning.NONE) {
            pvmd.addAll(0, List.of("taskset", "-c", cores.ping() + "," + cores.echo()));
        }
        Process daemon = pvmEnvironment(new ProcessBuilder(pvmd), tmp).redirectOutput(vm.resolve("pvmd.out").toFile())
                .redirectErrorStream(true).start();
        try {
            awaitPvmd(daemon, tmp, vm.resolve("pvmd.out"));
            List<String> command = new ArrayList<>(List.of(exe.toString(), pvm.direct() ? "direct" : "daemon"));
            command.addAll(counts);
            return figures(runToEnd(pvmEnvironment(new ProcessBuilder(command), tmp), vm, "pvm_pingpong"));
        } finally {
            pvmEnvironment(new ProcessBuilder(exe.toString(), "halt"), tmp).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor(10, TimeUnit.SECONDS);
            daemon.destroy();
            if (!daemon.waitFor(5, TimeUnit.SECONDS)) {
                daemon.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        }
    }

    /** PVM's environment: Debian's PVM_ROOT unless one is set, the run's own PVM_TMP, and root allowed to run it. */
    private static ProcessBuilder pvmEnvironment(ProcessBuilder builder, Path tmp) {
        Map<String, String> env = builder.environment();
        env.putIfAbsent("PVM_ROOT", "/usr/lib/pvm3");
        env.put("PVM_TMP", tmp.toString());
        env.put("PVM_ALLOW_ROOT", "1");
        return builder;
    }

    /** Waits until the pvmd wrote its address file ({@code pvmd.<uid>}), which tasks read to reach it. */
    private static void awaitPvmd(Process daemon, Path tmp, Path log) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < end) {
            try (Stream<Path> files = Files.list(tmp)) {
                if (files.anyMatch(f -> f.getFileName().toString().startsWith("pvmd."))) {
                    return;
                }
            }
            if (!daemon.isAlive()) {
                break;
            }
            Thread.sleep(20);
        }
        throw new IllegalStateException("the pvmd did not start: " + lastLines(log));
    }

    private Peer.Figures runMpi(Peer.Program.Mpi mpi, List<String> counts) throws IOException, InterruptedException {
        Path exe = build("mpi_pingpong", "mpicc");
        Path dir = Files.createDirectories(work.resolve("mpi-" + mpi.btl().replace(',', '-')));
        // the programs pin themselves (--bind-to none); ob1 is the point-to-point layer that uses the btl asked for
        List<String> command = new ArrayList<>(List.of("mpirun", "-np", "2", "--oversubscribe", "--bind-to", "none",
                "--mca", "pml", "ob1", "--mca", "btl", mpi.btl(), "--mca", "btl_tcp_if_include", "lo",
                exe.toString()));
        command.addAll(counts);
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().put("OMPI_ALLOW_RUN_AS_ROOT", "1");
        builder.environment().put("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
        return figures(runToEnd(builder, dir, "mpi_pingpong"));
    }

    /** Compiles {@code <name>.c} (a resource beside this class) with {@code compiler}, once per run. */
    private Path build(String name, String compiler, String... libraries) throws IOException, InterruptedException {
        if (built.containsKey(name)) {
            return built.get(name);
        }
        Path source = work.resolve(name + ".c");
        try (InputStream in = PeerPrograms.class.getResourceAsStream(name + ".c")) {
            Files.copy(in, source);
        }
        Path exe = work.resolve(name);
        List<String> command = new ArrayList<>(List.of(compiler, "-O2", "-o", exe.toString(), source.toString()));
        command.addAll(List.of(libraries));
        runToEnd(new ProcessBuilder(command), work, "building " + name + ".c");
        built.put(name, exe);
        return exe;
    }

    /** Runs {@code builder} in {@code dir} to its end; its standard output's lines. */
    private static List<String> runToEnd(ProcessBuilder builder, Path dir, String what)
            throws IOException, InterruptedException {
        Path out = dir.resolve(what.replace(' ', '-') + ".out");
        Path err = dir.resolve(what.replace(' ', '-') + ".err");
        Process p = builder.directory(dir.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(LIMIT_S, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            throw new IllegalStateException(what + " did not end within " + LIMIT_S + " s");
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException(what + " failed (exit " + p.exitValue() + "): " + lastLines(err));
        }
        return Files.readAllLines(out);
    }

    private static String lastLines(Path file) throws IOException {
        List<String> lines = Files.exists(file) ? Files.readAllLines(file).stream().filter(l -> !l.isBlank()).toList()
                : List.of();
        return String.join(" / ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
    }

    /** The figures a program printed: {@code rtt MICROSECONDS} lines and one {@code bulk BYTES SECONDS} line. */
    static Peer.Figures figures(List<String> lines) {
        List<Double> rtt = new ArrayList<>();
        OptionalDouble bulk = OptionalDouble.empty();
        for (String line : lines) {
            String[] words = line.strip().split("\\s+");
            if (words[0].equals("rtt")) {
                rtt.add(Double.parseDouble(words[1]));
            } else if (words[0].equals("bulk")) {
                bulk = OptionalDouble.of(Double.parseDouble(words[1]) / Double.parseDouble(words[2]));
            }
        }
        if (rtt.isEmpty()) {
            throw new IllegalStateException("the peer printed no round trip: not a measurement");
        }
        return new Peer.Figures(rtt.stream().mapToDouble(Double::doubleValue).sorted().toArray(), bulk);
    }

    @Override
    public void close() {
        try (Stream<Path> files = Files.walk(work)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(f);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + work, e);
        }
    }
}
