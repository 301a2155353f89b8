package org.ccw.engine.realtime;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The {@link UserSpaceSwitch} as an OS process of its own, the bottleneck a real run sends every datagram through:
 * a switch that shares no JVM, no heap and no scheduler with the hosts it connects. {@link #main} is the process;
 * {@link #start} launches it as a child JVM (the running java binary, the running class path) and talks to it in a
 * small line protocol:
 * <pre>
 *   args:    BUFFER_BYTES BITS_PER_SECOND NODE=ADDRESS:PORT ...   (each host's own socket)
 *   stdout:  face NODE ADDRESS:PORT     (one per host: where its peers send to reach it)
 *            ready
 *   stdin:   stop (or end of input): stop forwarding
 *   stdout:  port NODE FORWARDED FORWARDED_BYTES DROPPED DROPPED_BYTES   (one per output port)
 *            end
 *   on bad arguments or a face that cannot be bound: "error MESSAGE" and exit status 2.
 * </pre>
 */
public final class SwitchProcess implements AutoCloseable {
    /** How long a child may take to open its faces: a cold JVM on a loaded machine, ASSUMED generous. */
    private static final long START_TIMEOUT_S = 30;

    private final Process process;
    private final BlockingQueue<String> lines;
    private final Map<Integer, InetSocketAddress> faces;
    private final StringBuilder stderr;
    private Map<Integer, UserSpaceSwitch.PortCounts> counts;

    private SwitchProcess(Process process, BlockingQueue<String> lines, Map<Integer, InetSocketAddress> faces,
            StringBuilder stderr) {
        this.process = process;
        this.lines = lines;
        this.faces = faces;
        this.stderr = stderr;
    }

    /** The switch process: see the class comment for its arguments and its line protocol. */
    public static void main(String[] args) {
        System.exit(serve(args, System.in, System.out));
    }

    /** Runs the switch on {@code args} until {@code in} says stop or ends; returns the exit status. */
    static int serve(String[] args, java.io.InputStream in, PrintStream out) {
        UserSpaceSwitch sw;
        try {
            if (args.length < 3) {
                throw new IllegalArgumentException("usage: BUFFER_BYTES BITS_PER_SECOND NODE=ADDRESS:PORT ...");
            }
            UserSpaceSwitch.Settings settings = new UserSpaceSwitch.Settings(Integer.parseInt(args[0]),
                    Double.parseDouble(args[1]));
            Map<Integer, InetSocketAddress> hosts = new TreeMap<>();
            for (int i = 2; i < args.length; i++) {
                int eq = args[i].indexOf('=');
                int colon = args[i].lastIndexOf(':');
                if (eq < 1 || colon < eq) {
                    throw new IllegalArgumentException("a host is NODE=ADDRESS:PORT, not '" + args[i] + "'");
                }
                hosts.put(Integer.parseInt(args[i].substring(0, eq)), new InetSocketAddress(
                        InetAddress.getByName(args[i].substring(eq + 1, colon)),
                        Integer.parseInt(args[i].substring(colon + 1))));
            }
            sw = UserSpaceSwitch.open(hosts, settings);
            for (int host : hosts.keySet()) {
                InetSocketAddress face = sw.face(host);
                out.println("face " + host + " " + face.getAddress().getHostAddress() + ":" + face.getPort());
            }
            out.println("ready");
            out.flush();
        } catch (IOException | RuntimeException e) {
            out.println("error " + (e instanceof NumberFormatException ? "not a number: " : "") + e.getMessage());
            out.flush();
            return 2;
        }
        try (BufferedReader commands = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = commands.readLine(); line != null && !line.trim().equals("stop");
                 line = commands.readLine()) {
                // nothing else is understood; the switch forwards on its own threads meanwhile
            }
        } catch (IOException e) {
            // the parent is gone: stop as if told to
        }
        try {
            sw.close();
        } catch (IOException e) {
            // closing the faces failed: the counts are still what was done
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sw.ports().forEach((host, c) -> out.println(String.format(Locale.ROOT, "port %d %d %d %d %d", host,
                c.forwarded(), c.forwardedBytes(), c.dropped(), c.droppedBytes())));
        out.println("end");
        out.flush();
        return 0;
    }

    /**
     * Starts the switch between {@code hosts} (node number to the address its own socket listens on) as a child
     * JVM and waits until its faces are open.
     *
     * @throws IOException with a one-line reason when the child cannot be started or reports an error
     */
    public static SwitchProcess start(Map<Integer, InetSocketAddress> hosts, UserSpaceSwitch.Settings settings)
            throws IOException, InterruptedException {
        List<String> args = new ArrayList<>(List.of(Integer.toString(settings.bufferBytes()),
                Double.toString(settings.bitsPerSecond())));
        new TreeMap<>(hosts).forEach((node, address) -> args.add(node + "=" + address.getAddress()
                .getHostAddress() + ":" + address.getPort()));
        return launch(args, hosts.keySet());
    }

    /** Starts the child on the line protocol's {@code args}; it must open a face for each of {@code nodes}. */
    static SwitchProcess launch(List<String> args, java.util.Set<Integer> nodes)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(javaBinary(), "-Xmx64m", "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), SwitchProcess.class.getName()));
        command.addAll(args);
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new IOException("could not start the switch process (" + command.get(0) + "): " + e.getMessage(),
                    e);
        }
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        StringBuilder stderr = new StringBuilder();
        daemon("ccw-switch-stdout", () -> pump(process, lines));
        daemon("ccw-switch-stderr", () -> {
            try (BufferedReader err = process.errorReader(StandardCharsets.UTF_8)) {
                for (String line = err.readLine(); line != null; line = err.readLine()) {
                    synchronized (stderr) {
                        if (stderr.length() == 0) {
                            stderr.append(line);
                        }
                    }
                }
            } catch (IOException e) {
                // the child is gone
            }
        });
        Map<Integer, InetSocketAddress> faces = new TreeMap<>();
        SwitchProcess child = new SwitchProcess(process, lines, faces, stderr);
        try {
            for (String line = child.next(START_TIMEOUT_S); !line.equals("ready"); line = child.next(START_TIMEOUT_S)) {
                String[] f = line.split(" ");
                if (f.length != 3 || !f[0].equals("face")) {
                    throw child.failed("said '" + line + "'");
                }
                int colon = f[2].lastIndexOf(':');
                faces.put(Integer.parseInt(f[1]), new InetSocketAddress(InetAddress.getByName(f[2].substring(0,
                        colon)), Integer.parseInt(f[2].substring(colon + 1))));
            }
        } catch (IOException | RuntimeException e) {
            process.destroyForcibly();
            throw e instanceof IOException io ? io : new IOException("the switch process said something unexpected: "
                    + e.getMessage(), e);
        }
        if (!faces.keySet().equals(new java.util.TreeSet<>(nodes))) {
            process.destroyForcibly();
            throw new IOException("the switch process opened faces for " + faces.keySet() + ", not " + nodes);
        }
        return child;
    }

    private static void pump(Process process, BlockingQueue<String> lines) {
        try (BufferedReader out = process.inputReader(StandardCharsets.UTF_8)) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the child is gone: the end-of-output mark follows
        }
        lines.add("");
    }

    /** The next line of the child's output; "" when it has ended its output. */
    private String next(long timeoutS) throws IOException, InterruptedException {
        String line = lines.poll(timeoutS, TimeUnit.SECONDS);
        if (line == null) {
            throw failed("did not answer within " + timeoutS + " s");
        }
        if (line.startsWith("error ")) {
            throw new IOException("the switch process refused: " + line.substring(6));
        }
        if (line.isEmpty()) {
            throw failed("ended");
        }
        return line;
    }

    private IOException failed(String what) {
        String reason;
        synchronized (stderr) {
            reason = stderr.length() == 0 ? "" : ": " + stderr;
        }
        return new IOException("the switch process " + what + reason);
    }

    /** Where host {@code host}'s peers send to reach it through the switch. */
    public InetSocketAddress face(int host) {
        return faces.get(host);
    }

    /** The child's OS process id. */
    public long pid() {
        return process.pid();
    }

    /**
     * Tells the child to stop, reads every output port's counts and waits for it to exit; then the counts (by
     * host). Once stopped, the same counts again.
     *
     * @throws IOException when the child does not report its counts
     */
    public Map<Integer, UserSpaceSwitch.PortCounts> stop() throws IOException, InterruptedException {
        if (counts != null) {
            return counts;
        }
        try {
            OutputStream in = process.getOutputStream();
            in.write("stop\n".getBytes(StandardCharsets.UTF_8));
            in.close();
        } catch (IOException e) {
            // its stdin is closed already: it stops at the end of its input anyway
        }
        Map<Integer, UserSpaceSwitch.PortCounts> ports = new TreeMap<>();
        try {
            for (String line = next(START_TIMEOUT_S); !line.equals("end"); line = next(START_TIMEOUT_S)) {
                String[] f = line.split(" ");
                if (f.length != 6 || !f[0].equals("port")) {
                    throw failed("said '" + line + "'");
                }
                ports.put(Integer.parseInt(f[1]), new UserSpaceSwitch.PortCounts(Long.parseLong(f[2]),
                        Long.parseLong(f[3]), Long.parseLong(f[4]), Long.parseLong(f[5])));
            }
        } finally {
            if (!process.waitFor(START_TIMEOUT_S, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        counts = Map.copyOf(ports);
        return counts;
    }

    /** Stops the child if {@link #stop} was not called, and makes sure it is gone. */
    @Override
    public void close() throws IOException, InterruptedException {
        try {
            if (counts == null && process.isAlive()) {
                stop();
            }
        } finally {
            if (process.isAlive()) {
                process.destroyForcibly();
            }
        }
    }

    private static String javaBinary() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }
}
