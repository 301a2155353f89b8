package org.ccw.visualizer.branch;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.Stylesheets;
import org.ccw.visualizer.animation.AnimationGeometry;
import org.ccw.visualizer.animation.AnimationLayer;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.animation.StateIndex;
import org.ccw.visualizer.topology.ScenarioDiagrams;

/**
 * The animation's benchmark ({@code workbench bench --ui}), not a test: frames per second while a canned trace
 * with 5,000 and 10,000 cells in flight plays on the 16-host ATM cluster in a real window (it needs a display:
 * run it under {@code xvfb-run}), and the time a step back takes at random positions of a 1,000,000-record trace
 * of a real run (the SSAM all-to-all permutation on 16 hosts), after the state index is built.
 */
public final class AnimationBenchmark {

    private static final double MEASURE_S = 3;
    private static final double WARM_UP_S = 1;
    private static final int STEP_BACK_SAMPLES = 200;

    private AnimationBenchmark() {
    }

    /**
     * Runs the benchmark. Metrics: {@code ui.fps_5000}, {@code ui.fps_10000}, {@code ui.step_back_ms_1e6} (the
     * slowest of the samples), {@code ui.step_back_ms_1e6_median}, {@code ui.index_build_ms_1e6}. Starts the
     * JavaFX toolkit if needed.
     *
     * @param smoke a tiny run that only checks the benchmark works (numbers not meaningful)
     */
    public static Map<String, Double> run(boolean smoke) throws Exception {
        Map<String, Double> metrics = new LinkedHashMap<>();
        stepBack(smoke ? 20_000 : 1_000_000, metrics);
        startToolkit();
        Scenario scenario = largestPreset();
        Topology topology = TopologyBuilder.from(scenario);
        AnimationGeometry geometry = AnimationGeometry.of(scenario, topology, ScenarioDiagrams.of(scenario));
        for (int cells : List.of(5_000, 10_000)) {
            metrics.put("ui.fps_" + cells, framesPerSecond(geometry, cannedFlights(topology, cells),
                smoke ? 0.3 : MEASURE_S));
        }
        return metrics;
    }

    /** The registered preset with the most nodes (a cluster of 16 hosts on a switch in this build): the busiest canvas. */
    private static Scenario largestPreset() {
        return Stacks.all().stream().flatMap(s -> s.presets().stream()).map(p -> p.scenario().get())
                .max(java.util.Comparator.comparingInt(s -> s.getCluster().getNodes().size())).orElseThrow();
    }

    /** {@code cells} cells departing within the first microsecond over every link and direction, all in flight. */
    static TraceLog.Snapshot cannedFlights(Topology topology, int cells) {
        TraceLog log = new TraceLog();
        log.accept(new TraceEvent.RunStarted(0, 0, -1, -1, -1, TraceEvent.SCHEMA_VERSION, "canned", 0, ""));
        List<LinkSpec> links = topology.links();
        String[] kinds = {"request", "reply", "ack", "bulk"};
        for (int i = 0; i < cells; i++) {
            LinkSpec link = links.get(i % links.size());
            boolean forward = (i / links.size()) % 2 == 0;
            var from = forward ? link.a() : link.b();
            long depart = i * (Time.micros(1) / cells);
            // Flights of 2 to 6 ms, so the cells spread along their links and keep moving for the whole measure.
            long flight = Time.micros(2_000 + (i * 7919L) % 4_000);
            log.accept(new TraceEvent.CellDeparted(i + 1, depart, from.node(), from.port(), 0, i, i,
                kinds[i % kinds.length], 53, link.id(), depart + flight));
        }
        return log.snapshot();
    }

    private static void startToolkit() throws InterruptedException {
        CompletableFuture<Void> started = new CompletableFuture<>();
        try {
            Platform.startup(() -> started.complete(null));
        } catch (IllegalStateException alreadyRunning) {
            started.complete(null);
        }
        started.join();
        Platform.setImplicitExit(false);
    }

    /** Plays {@code trace} in a window and counts the frames drawn over {@code seconds} after a warm-up. */
    private static double framesPerSecond(AnimationGeometry geometry, TraceLog.Snapshot trace, double seconds)
            throws Exception {
        CompletableFuture<Double> fps = new CompletableFuture<>();
        Platform.runLater(() -> {
            Stage stage = new Stage();
            AnimationLayer layer = new AnimationLayer();
            Scene scene = new Scene(new StackPane(layer), 1280, 720);
            scene.getStylesheets().add(Stylesheets.defaultTheme());
            stage.setScene(scene);
            Playback playback = new Playback(new StateIndex(trace, StateIndex.FADE_PS, StateIndex.DEFAULT_INTERVAL));
            playback.seek(playback.lastPosition());
            layer.geometryProperty().set(geometry);
            layer.playbackProperty().set(playback);
            // 300 µs of virtual time per wall second: cells visibly glide.
            playback.speedProperty().set(300);
            stage.show();
            playback.play();
            new AnimationTimer() {
                private long first;
                private long last;
                private long frames;

                @Override
                public void handle(long now) {
                    if (first == 0) {
                        first = now;
                    } else {
                        playback.advance((now - last) / 1e9);
                    }
                    last = now;
                    double elapsed = (now - first) / 1e9;
                    if (elapsed > WARM_UP_S) {
                        frames++;
                    }
                    if (elapsed > WARM_UP_S + seconds) {
                        stop();
                        stage.close();
                        fps.complete(frames / (elapsed - WARM_UP_S));
                    }
                }
            }.start();
        });
        return fps.get(60, TimeUnit.SECONDS);
    }

    /** Step back at random positions of a real trace of {@code records} records: the slowest and the median, ms. */
    private static void stepBack(int records, Map<String, Double> metrics) throws IOException {
        Scenario scenario = largestPreset();
        scenario.setDurationMicros(100_000_000);
        // Blocks large enough that the permutation outlasts the record budget.
        scenario.getWorkloads().get(0).setMessageBytes(200_000);
        TraceLog log = new TraceLog();
        HeadlessRun.of(scenario).sink(log).stopWhen(() -> log.size() >= records).run();
        TraceLog.Snapshot trace = log.snapshot();
        long start = System.nanoTime();
        StateIndex index = new StateIndex(trace, StateIndex.FADE_PS, StateIndex.DEFAULT_INTERVAL).buildAll();
        metrics.put("ui.index_build_ms_1e6", (System.nanoTime() - start) / 1e6);
        Playback playback = new Playback(index);
        Random random = new Random(42);
        double[] ms = new double[STEP_BACK_SAMPLES];
        for (int i = 0; i < ms.length; i++) {
            playback.seek(1 + random.nextInt(trace.size() - 1));
            long t0 = System.nanoTime();
            playback.stepBack();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        metrics.put("ui.records", (double) trace.size());
        metrics.put("ui.step_back_ms_1e6", ms[ms.length - 1]);
        metrics.put("ui.step_back_ms_1e6_median", ms[ms.length / 2]);
    }
}
