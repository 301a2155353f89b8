package org.ccw.app.window.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.IntStream;

import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branches;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Run → Run over real UDP without a window: the SSAM two-host scenario's remote reads over sockets on 127.0.0.1,
 * shown while the run goes (the playback follows the growing trace) and kept whole at its end.
 */
class RealRunViewModelTest {
    private static final int READS = 400;

    private final UiQueue ui = new UiQueue();
    private final ExecutorService engine = Executors.newSingleThreadExecutor();
    private final List<Throwable> errors = new ArrayList<>();
    private RunViewModel model;

    @BeforeEach
    void aModel() {
        model = new RunViewModel(() -> new org.ccw.visualizer.branch.BranchRunner(engine, ui::post), errors::add);
    }

    @AfterEach
    void stopTheEngine() {
        engine.shutdownNow();
    }

    private static Scenario remoteReads() {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getWorkloads().get(0).setKind(WorkloadKind.REMOTE_READ);
        scenario.getWorkloads().get(0).setMessageCount(READS);
        return scenario;
    }

    @Test
    void aRealRunIsShownWhileItGoesAndWhollyWhenItEnds() throws InterruptedException {
        List<Integer> shownWhileRunning = new ArrayList<>();
        Branches runs = model.startReal(remoteReads(), RealTimeTransport.UDP, p -> { });
        model.playbackProperty().addListener((obs, was, now) -> {
            if (now != null && runs.runner().runningProperty().get()) {
                shownWhileRunning.add(now.trace().size());
            }
        });
        ui.drainUntil(() -> !runs.runner().runningProperty().get() && model.playbackProperty().get() != null);

        assertTrue(errors.isEmpty(), "no error: " + errors);
        assertTrue(!shownWhileRunning.isEmpty(), "the trace was on show before the run ended");
        Playback whole = model.playbackProperty().get();
        assertTrue(whole.trace().size() >= shownWhileRunning.get(shownWhileRunning.size() - 1),
            "each showing holds at least what the one before did");
        List<TraceEvent> records = IntStream.range(0, whole.trace().size()).mapToObj(whole.trace()::at).toList();
        // every read's request (and the hosts' two end-of-part notices), on the simulated run's schema
        assertEquals(READS + 2, records.stream().filter(r -> r instanceof TraceEvent.MessageSent s
            && s.kind().equals("request")).count());
        assertTrue(records.get(records.size() - 1) instanceof TraceEvent.RunEnded, "the run's end is on show");
        assertEquals(whole.trace().size() - 1, whole.position(), "a live run shows its newest moment");
        assertEquals("real udp on this machine", model.branch().name());
    }

    @Test
    void aJobARealTransportCannotCarryIsRefusedInOneLine() throws InterruptedException {
        // two processes on one SMP: a real run gives each host one socket
        Branches runs = model.startReal(AmIIPresets.enterprise5000SharedMemory(2), RealTimeTransport.UDP, p -> { });
        ui.drainUntil(() -> !errors.isEmpty());

        String message = errors.get(0).getMessage();
        assertTrue(message.contains("one process per host") && !message.contains("\n"), message);
        assertNull(model.playbackProperty().get(), "nothing on show");
        assertTrue(model.statusProperty().get().startsWith("run failed"), model.statusProperty().get());
        assertTrue(!runs.runner().runningProperty().get());
    }
}
