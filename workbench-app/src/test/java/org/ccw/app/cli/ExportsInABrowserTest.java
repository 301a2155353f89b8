package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.visualizer.congestion.CongestionWindows;
import org.ccw.visualizer.congestion.fx.CongestionViewModel;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.spacetime.fx.SpaceTimeViewModel;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;

/**
 * Every kind of figure the workbench exports, written as SVG and as PNG, the SVG drawn by a real browser (headless
 * Chromium) and compared with the PNG ({@link RenderComparison}: same size, no black label patches, no lost
 * colour, no missing element). Timing diagrams and charts go through {@code workbench export} as a user types it
 * (the window's timing and chart exports draw with the same painters, {@code TimingPainter.forExport} and
 * {@code ChartSheet}); the space-time and congestion views, which only the window exports, through their
 * view-models' export, as the window's Export does. Skipped, saying why, on a machine without Chromium ({@code .ci/run} installs it). The
 * files and the browser's screenshots stay in {@code target/exports-in-a-browser} to be looked at.
 */
class ExportsInABrowserTest {
    /** PNG pixels per figure unit, and the browser's device pixels per CSS pixel: a slide's 2x. */
    private static final double SCALE = 2;
    private static final Path EXAMPLES = Path.of("..", "examples");
    private static final Path OUT = Path.of("target", "exports-in-a-browser");
    private static Optional<HeadlessChromium> chromium;
    private static Run fft;

    /** Writes one figure kind as {@code format} to {@code file}, at {@link #SCALE} for PNG. */
    @FunctionalInterface
    interface Export {
        void write(ExportFormat format, Path file) throws Exception;
    }

    record Kind(String name, Export export) {
        @Override
        public String toString() {
            return name;
        }
    }

    @BeforeAll
    static void findTheBrowser() throws IOException {
        chromium = HeadlessChromium.find();
        Files.createDirectories(OUT);
    }

    static Stream<Kind> kinds() {
        return Stream.of(
            new Kind("timing-logp", cli("export", "timing", "ssam-remote-read", "--logp")),
            new Kind("timing-layers-polls", cli("export", "timing", example("amii-clump-myrinet"), "--layers",
                "--logp", "--polls", "--to", "120us")),
            new Kind("timing-drops", cli("export", "timing", example("atm6-lossy"), "--to", "200us")),
            new Kind("chart", cli("export", "chart", "ssam-bulk")),
            new Kind("space-time", (format, file) -> new SpaceTimeViewModel(fft().trace(),
                fft().topology()::nodeName, new TimeCursor()).export(format, file, options())),
            new Kind("congestion", (format, file) -> new CongestionViewModel(
                CongestionWindows.of(fft().trace(), fft().topology()::nodeName), new TimeCursor())
                .export(format, file, options())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kinds")
    void theBrowserDrawsTheSvgAsThePngShowsIt(Kind kind) throws Exception {
        assumeTrue(chromium.isPresent(), "no Chromium on this machine (apt install chromium-headless-shell, or set"
            + " CCW_CHROMIUM to a Chromium or Chrome): exported SVG is not checked in a browser");
        Path svg = OUT.resolve(kind.name() + ".svg");
        Path png = OUT.resolve(kind.name() + ".png");
        kind.export().write(ExportFormat.SVG, svg);
        kind.export().write(ExportFormat.PNG, png);

        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile())
            .getDocumentElement();
        double width = Double.parseDouble(root.getAttribute("width"));
        double height = Double.parseDouble(root.getAttribute("height"));
        BufferedImage exported = ImageIO.read(png.toFile());
        assertEquals((int) Math.ceil(width * SCALE) + "x" + (int) Math.ceil(height * SCALE),
            exported.getWidth() + "x" + exported.getHeight(), "the PNG is the SVG's size times its scale");
        BufferedImage drawn = chromium.get().render(svg, (int) Math.ceil(width), (int) Math.ceil(height), SCALE, OUT);
        // a fractional figure size: the browser's window is whole CSS pixels, a device pixel or so wider
        if (drawn.getWidth() >= exported.getWidth() && drawn.getHeight() >= exported.getHeight()) {
            drawn = drawn.getSubimage(0, 0, exported.getWidth(), exported.getHeight());
        }

        RenderComparison comparison = RenderComparison.of(exported, drawn, SCALE);
        assertTrue(comparison.problems().isEmpty(), kind + ": " + chromium.get() + " draws " + svg + " unlike "
            + png + ": " + comparison.problems() + " (" + comparison.summary() + ")");
    }

    /** The real command line writing the figure, with {@code --format}, {@code -o} and {@code --scale} added. */
    private static Export cli(String... args) {
        return (format, file) -> {
            CommandRun run = CommandRun.of(Stream.concat(Stream.of(args), Stream.of("--format", format.id(), "-o",
                file.toString(), "--scale", String.valueOf(SCALE))).toArray(String[]::new));
            assertEquals(ExitCode.OK, run.exitCode(), run.err());
        };
    }

    private static String example(String name) {
        return EXAMPLES.resolve(name + ".ccw").toString();
    }

    private static FigureExport.Options options() {
        return new FigureExport.Options(SCALE, FigureExport.Options.defaults().page());
    }

    record Run(Topology topology, List<TraceEvent> trace) {
    }

    /** PVM's FFT on four hosts over TCP, run once: tasks record their states and senders their congestion windows. */
    private static synchronized Run fft() throws Exception {
        if (fft == null) {
            Scenario scenario = ClusterModelIO.load(EXAMPLES.resolve("pvmam-fft-ethernet4.ccw"));
            TraceLog log = new TraceLog();
            HeadlessRun.of(scenario).sink(log).run();
            TraceLog.Snapshot snapshot = log.snapshot();
            fft = new Run(TopologyBuilder.from(scenario),
                IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList());
        }
        return fft;
    }
}
