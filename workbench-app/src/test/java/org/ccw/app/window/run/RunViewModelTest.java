package org.ccw.app.window.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Bookmark;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.BranchRunner;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ccw.engine.stack.Stacks;

/** The run's state and the decisions of its controls, without a window: the engine on a thread of its own. */
class RunViewModelTest {

    private final UiQueue ui = new UiQueue();
    private final ExecutorService engine = Executors.newSingleThreadExecutor();
    private final List<Throwable> errors = new ArrayList<>();
    private RunViewModel model;

    @BeforeEach
    void aModel() {
        model = new RunViewModel(() -> new BranchRunner(engine, ui::post), errors::add);
    }

    @AfterEach
    void stopTheEngine() {
        engine.shutdownNow();
    }

    private Playback run() throws InterruptedException {
        model.start(Stacks.defaultScenario(), p -> { });
        ui.drainUntil(() -> model.playbackProperty().get() != null);
        return model.playbackProperty().get();
    }

    private static TraceEvent first(Playback p, Predicate<TraceEvent> which) {
        return IntStream.range(0, p.trace().size()).mapToObj(p.trace()::at).filter(which).findFirst().orElseThrow();
    }

    /** A refused run's status follows the Problems tab: the count as it changes, then that nothing is in the way. */
    @Test
    void aRefusedRunsStatusFollowsTheProblems() {
        org.ccw.model.cluster.Scenario broken = Stacks.defaultScenario();
        broken.getCluster().getLinks().get(0).setCellLossRate(1.5);
        model.start(broken, p -> { });
        assertEquals("not run: 1 problem (see the Problems tab)", model.statusProperty().get());
        assertEquals(1, errors.size(), "the refusal says why, once");

        var error = new org.ccw.model.validation.Problem(org.ccw.model.validation.Problem.Severity.ERROR, "cluster",
            "range", "out of range");
        var warning = new org.ccw.model.validation.Problem(org.ccw.model.validation.Problem.Severity.WARNING, "",
            "nothing-to-run", "no job");
        model.problemsChanged(List.of(error, error));
        assertEquals("not run: 2 problems (see the Problems tab)", model.statusProperty().get());
        model.problemsChanged(List.of(warning));
        assertEquals(RunViewModel.READY, model.statusProperty().get(), "a warning does not refuse a run");

        model.problemsChanged(List.of(error));
        assertEquals(RunViewModel.READY, model.statusProperty().get(), "no run refused since: the status stays");
    }

    @Test
    void theCaptionSaysTheCurrentRecordAndFollowsLectureModeAndTheRun() throws InterruptedException {
        assertEquals("", model.captionProperty().get(), "no run, no caption");
        Playback p = run();
        p.step();
        p.step();
        model.lectureModeProperty().set(true); // turning lecture mode on shows the caption of where the run is

        TraceEvent current = p.current();
        String caption = model.captionProperty().get();
        assertTrue(caption.startsWith(EventText.micros(current.timePs()) + " — "
            + model.branch().names().place(current.node(), current.component()) + ": "), caption);
        assertTrue(caption.endsWith(EventText.describe(current, model.branch().names(), p.trace().stack())), caption);

        model.reset();
        assertEquals("", model.captionProperty().get(), "another document: no caption of the old run");
    }

    @Test
    void ctrlBTogglesABreakpointOnTheSelectedKindOrSaysThereIsNone() throws InterruptedException {
        model.toggleBreakpoint(null);
        assertEquals(List.of(new Breakpoint.CellDropped()), model.breakpoints(), "without a run: drops");
        model.toggleBreakpoint(null);
        assertTrue(model.breakpoints().isEmpty(), "pressed again: off");

        Playback p = run();
        TraceEvent.HandlerRan handler = (TraceEvent.HandlerRan) first(p, e -> e instanceof TraceEvent.HandlerRan);
        model.toggleBreakpoint(handler);
        assertEquals(List.of(new Breakpoint.HandlerRan(handler.handler())), model.breakpoints());
        assertEquals(model.breakpoints(), p.breakpoints(), "the playback stops on the model's breakpoints");

        TraceEvent departure = first(p, e -> Breakpoint.forKindOf(e) == null);
        model.toggleBreakpoint(departure);
        assertEquals(1, model.breakpoints().size());
        assertEquals("no protocol breakpoint for " + EventKind.of(departure).label(), model.statusProperty().get());
    }

    @Test
    void eachBreakpointChoiceMakesItsBreakpointAndABadQueueSizeIsRefused() {
        model.addBreakpoint("queue above (cells)", "many");
        assertTrue(model.breakpoints().isEmpty());
        assertEquals("a queue breakpoint needs a number of cells ≥ 0: many", model.statusProperty().get());

        for (String choice : RunViewModel.BREAKPOINT_CHOICES) {
            model.addBreakpoint(choice, choice.startsWith("queue above") ? " 3 " : "my_handler");
        }
        assertEquals(List.of(new Breakpoint.CellDropped(), new Breakpoint.Retransmission(),
            new Breakpoint.WindowFull(), new Breakpoint.TokenPassed(), new Breakpoint.HandlerRan("my_handler"),
            new Breakpoint.QueueAbove("", 3), new Breakpoint.QueueFull(), new Breakpoint.CasFailed(),
            new Breakpoint.MessageReturned()), model.breakpoints());
    }

    @Test
    void aBookmarkMarksTheClockAndSaysWhatHappenedThere() throws InterruptedException {
        assertNull(model.bookmarkHere(), "no run, no bookmark");
        Playback p = run();
        for (int i = 0; i < 5; i++) {
            p.step();
        }

        Bookmark bookmark = model.bookmarkHere();
        assertNotNull(bookmark);
        assertEquals(p.clockPs(), bookmark.getTimePicos());
        assertEquals("t = " + EventText.micros(p.clockPs()), bookmark.getName());
        assertEquals(EventText.describe(p.current(), model.branch().names(), p.trace().stack()), bookmark.getDescription());
    }

    @Test
    void runToTakesMicrosecondsAndRefusesWhatIsNoNumber() throws InterruptedException {
        Playback p = run();

        model.runTo(" 12.5 ");
        assertEquals(Time.micros(12.5), p.clockPs());
        assertFalse(p.playingProperty().get());

        model.runTo("soon");
        assertEquals("not a time in µs: soon", model.statusProperty().get());
        assertEquals(Time.micros(12.5), p.clockPs(), "the run stays where it was");
    }
}
