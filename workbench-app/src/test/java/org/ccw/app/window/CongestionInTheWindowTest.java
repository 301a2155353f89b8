package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javax.imageio.ImageIO;
import org.ccw.app.window.run.CongestionTab;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.congestion.CongestionFigure;
import org.ccw.visualizer.congestion.fx.CongestionViewModel;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The Congestion tab in the real main window (headless Monocle): away for a run whose trace records no congestion
 * window, there with a chart for a trace that does — a Reno sender's run, built by hand since no stack of this
 * build records its window yet.
 */
@ExtendWith(ApplicationExtension.class)
class CongestionInTheWindowTest {
    private static final int MSS = 1460;

    @TempDir
    Path settings;

    private FxRobot robot;
    private WindowDriver driver;

    @BeforeEach
    void open() {
        robot = new FxRobot();
        driver = WindowDriver.open(robot, settings, Optional.empty(), new FakeFilePrompt(() -> null, name -> null));
    }

    /**
     * Host 0 to host 1 as a Reno sender records it, a round trip every 100 us with its acks over the first 60:
     * slow start from one segment, a segment more per ack, to 16; three duplicate acks at 400 us — a segment resent,
     * ssthresh 8, fast recovery at 11 inflated by each further duplicate; from 500 us congestion avoidance from 8, a
     * share of a segment per ack; at 900 us the retransmission timer fires — resent, ssthresh half the window, cwnd
     * one segment — and slow start begins again.
     */
    static List<TraceEvent> renoRun() {
        List<TraceEvent> t = new ArrayList<>();
        double cwnd = 1;
        double ssthresh = 64;
        window(t, 0, cwnd, ssthresh, "slow-start");
        for (int round = 0; round < 14; round++) {
            long start = round * 100_000_000L;
            if (round == 4 || round == 9) {
                if (round == 9) {
                    t.add(new TraceEvent.TimerFired(t.size(), start, 0, 0, -1, "tcp-retransmission-timeout"));
                }
                t.add(new TraceEvent.Retransmitted(t.size(), start, 0, 0, -1, round, round, "segment", MSS, 1));
                ssthresh = Math.max(2, Math.floor(cwnd / 2));
                cwnd = round == 4 ? ssthresh + 3 : 1;
                for (int dup = 0; dup < (round == 4 ? 3 : 1); dup++) {
                    window(t, start + dup * 30_000_000L, cwnd + dup, ssthresh, round == 4 ? "fast-recovery"
                        : "slow-start");
                }
                cwnd = round == 4 ? ssthresh : cwnd;
                continue;
            }
            int acks = (int) cwnd;
            for (int ack = 1; ack <= acks; ack++) {
                cwnd = cwnd < ssthresh ? Math.min(cwnd + 1, ssthresh) : cwnd + 1 / cwnd;
                window(t, start + ack * 60_000_000L / acks, cwnd, ssthresh, cwnd < ssthresh ? "slow-start"
                    : "congestion-avoidance");
            }
        }
        return t;
    }

    private static void window(List<TraceEvent> t, long atPs, double cwnd, double ssthresh, String phase) {
        t.add(new TraceEvent.CongestionChanged(t.size(), atPs, 0, 0, -1, 1, (int) Math.round(cwnd * MSS),
            (int) Math.round(ssthresh * MSS), MSS, phase));
    }

    private TabPane bottomTabs() {
        return robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
    }

    @Test
    void aRunWhoseTraceRecordsNoWindowHasNoCongestionTabToBringToTheFront() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> driver.window.run().playbackProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(bottomTabs().getTabs().contains(driver.window.congestion().tab()));
        assertEquals(null, driver.window.congestion().model());
        javafx.scene.control.Tab front = bottomTabs().getSelectionModel().getSelectedItem();
        robot.interact(() -> driver.window.showTab(StartUp.BottomTab.CONGESTION));
        assertEquals(front, bottomTabs().getSelectionModel().getSelectedItem(), "--tab congestion: the front tab stays");
    }

    @Test
    void aTraceThatRecordsWindowsBringsTheTabWithAChartAndAClickMovesTheCursor() throws IOException {
        TimeCursor cursor = new TimeCursor();
        robot.interact(() -> {
            driver.window.congestion().show(renoRun(), node -> "host" + node, cursor);
            driver.window.showTab(StartUp.BottomTab.CONGESTION);
            ((SplitPane) bottomTabs().getParent().getParent()).setDividerPositions(0.25);
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<javafx.scene.control.Tab> tabs = bottomTabs().getTabs();
        assertEquals(tabs.indexOf(driver.window.spaceTime().tab()) + 1, tabs.indexOf(driver.window.congestion().tab()),
            "beside the space-time view");
        assertEquals("Congestion", driver.window.congestion().tab().getText());
        assertEquals(driver.window.congestion().tab(), bottomTabs().getSelectionModel().getSelectedItem(),
            "--tab congestion brings it to the front");

        Canvas canvas = robot.lookup("#congestion-canvas").queryAs(Canvas.class);
        assertTrue(canvas.getWidth() > 300 && canvas.getHeight() > CongestionFigure.plotTop(0) + 150, "one panel drawn: "
            + canvas.getWidth() + "x" + canvas.getHeight());
        Image shot = snapshot(canvas);
        assertTrue(pixelsOf(shot, ColourPalette.standard().colour("-ccw-cwnd")) > 200, "cwnd's line is on the canvas");

        CongestionViewModel vm = driver.window.congestion().model();
        robot.clickOn(canvas.localToScreen(vm.figure().x(445_000_000L), CongestionFigure.plotTop(0) + 40));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(445_000_000L, cursor.timePs(), 3_000_000L);
        String details = robot.lookup("#congestion-details").queryAs(Label.class).getText();
        assertTrue(details.startsWith("host0 to host1 at 44"), details);
        assertTrue(vm.detailsProperty().get().endsWith("cwnd 12 segments (17520 B), ssthresh 8, fast recovery"),
            vm.detailsProperty().get());
        assertEquals(1, driver.window.congestion().exportables().size(), "offered to the export dialog");
        write(snapshot(robot.lookup("#" + CongestionTab.VIEW_ID).query()),
            Path.of("target", "screenshots", "congestion-window.png"));
    }

    private static Image snapshot(Node node) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> node.snapshot(null, null)).get(10, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("no snapshot of " + node, e);
        }
    }

    private static long pixelsOf(Image image, Rgb colour) {
        PixelReader pixels = image.getPixelReader();
        Color wanted = Color.rgb(colour.red(), colour.green(), colour.blue());
        long count = 0;
        for (int y = 0; y < (int) image.getHeight(); y++) {
            for (int x = 0; x < (int) image.getWidth(); x++) {
                Color c = pixels.getColor(x, y);
                if (Math.abs(c.getRed() - wanted.getRed()) < 0.02 && Math.abs(c.getGreen() - wanted.getGreen()) < 0.02
                    && Math.abs(c.getBlue() - wanted.getBlue()) < 0.02) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The snapshot as a PNG under target/, to look at (no javafx-swing needed). */
    private static void write(Image image, Path file) throws IOException {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        Files.createDirectories(file.getParent());
        ImageIO.write(out, "png", file.toFile());
    }
}
