package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.run.PauseAt;
import org.ccw.app.window.run.RunPerspective;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.Playback;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The window opened as {@code workbench FILE --pause-at first-drop --tab events [--lecture]} asks: the run
 * starts by itself, rests on its first dropped cell with the breakpoint that stopped it listed, and the chosen
 * tab is in front. Checked on the view-model state, waiting on conditions.
 */
@ExtendWith(ApplicationExtension.class)
class StartUpInTheWindowTest {

    @TempDir
    Path dir;

    private WindowDriver open(StartUp startUp) {
        FxRobot robot = new FxRobot();
        WindowDriver driver = WindowDriver.open(robot, dir.resolve("settings"), Optional.empty(), FilePrompt.NATIVE);
        robot.interact(() -> driver.window.start(startUp));
        return driver;
    }

    private Path lossyScenario() throws IOException {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.getFaults().setLossRate(0.05);
        scenario.setDurationMicros(3_000);
        scenario.setSeed(3);
        Path file = dir.resolve("lossy.ccw");
        ClusterModelIO.save(scenario, file);
        return file;
    }

    @Test
    void pauseAtFirstDropLandsOnTheRunsFirstDropWithTheEventListInFront() throws IOException {
        StartUp startUp = new StartUp(Optional.of(lossyScenario()), false, Optional.of(new PauseAt.FirstDrop()),
            Optional.of(StartUp.BottomTab.EVENTS), false);

        WindowDriver driver = open(startUp);
        RunPerspective run = driver.window.run();
        WindowDriver.await("the run to pause on its first drop",
            () -> run.playbackProperty().get() != null && run.statusProperty().get().contains("first drop"));
        WaitForAsyncUtils.waitForFxEvents();

        Playback playback = run.playbackProperty().get();
        TraceEvent current = playback.current();
        assertInstanceOf(TraceEvent.CellDropped.class, current, "paused on a drop");
        assertEquals(playback.trace().nextOf(TraceEvent.CellDropped.class, -1), playback.position(),
            "no drop comes before the one the run rests on");
        assertEquals(current.timePs(), playback.clockPs(), "the clock stands at the drop");
        assertTrue(run.breakpoints().contains(new Breakpoint.CellDropped()), "the breakpoint that fired is listed");
        assertSame(run.eventListTab(), driver.window.selectedTab(), "the Event list tab is in front");
        assertEquals(false, run.lectureModeProperty().get());
    }

    @Test
    void pauseAtATimeShowsTheStateThereWithTheTimingTabInLectureMode() throws IOException {
        long timePs = 200_000_000L;
        StartUp startUp = new StartUp(Optional.of(lossyScenario()), false, Optional.of(new PauseAt.AtTime(timePs)),
            Optional.of(StartUp.BottomTab.TIMING), true);

        WindowDriver driver = open(startUp);
        RunPerspective run = driver.window.run();
        WindowDriver.await("the run to pause at 200 µs",
            () -> run.playbackProperty().get() != null && run.statusProperty().get().contains("paused at"));
        WaitForAsyncUtils.waitForFxEvents();

        Playback playback = run.playbackProperty().get();
        assertEquals(timePs, playback.clockPs());
        assertTrue(playback.current().timePs() <= timePs, "every record up to the time is applied");
        assertTrue(playback.position() == playback.lastPosition()
            || playback.trace().at(playback.position() + 1).timePs() > timePs, "and none after it");
        assertSame(driver.window.timing().tab(), driver.window.selectedTab());
        assertTrue(run.lectureModeProperty().get(), "lecture mode is on");
        assertTrue(run.breakpoints().isEmpty(), "a time needs no breakpoint");
    }

    @Test
    void theTimingTabAskedForShowsEveryLaneOfASixHostStarAndTheDropsLane() throws IOException {
        Scenario scenario = SsamPresets.atmCluster(6);
        scenario.getFaults().setLossRate(0.02);
        scenario.setDurationMicros(3_000);
        Path file = dir.resolve("star.ccw");
        ClusterModelIO.save(scenario, file);
        StartUp startUp = new StartUp(Optional.of(file), true, Optional.of(new PauseAt.FirstDrop()),
            Optional.of(StartUp.BottomTab.TIMING), false);

        WindowDriver driver = open(startUp);
        RunPerspective run = driver.window.run();
        WindowDriver.await("the run to pause on its first drop",
            () -> run.playbackProperty().get() != null && run.statusProperty().get().contains("first drop"));
        WaitForAsyncUtils.waitForFxEvents();

        var timing = driver.window.timingModel();
        var layout = timing.layout();
        assertEquals(7, layout.diagram().lanes().size(), "six hosts and the switch");
        assertTrue(layout.height() <= timing.fitHeightProperty().get(),
            "every lane and the axis fit the pane: " + layout.height() + " in " + timing.fitHeightProperty().get());
        var drop = layout.diagram().drops().get(0);
        assertTrue(layout.laneY(drop.lane()) < timing.fitHeightProperty().get(), "the drop's lane is in sight");
    }
}
