package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.export.PageSize;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ccw.visualizer.export.TextStyle;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The SSAM remote read's diagram (the two-host preset's workload) exported in every format, and each file read
 * back: the text a reader would search for is there as text, the image has the size asked for and something on
 * it. The files stay in {@code target/timing-export/} to be looked at.
 */
class TimingExportTest {
    private static final Path OUT = Path.of("target", "timing-export");
    private static TimingDiagram diagram;
    private static TimingDiagram byLayer;
    private static TimingPainter figure;

    @BeforeAll
    static void runTheRemoteRead() throws IOException {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        TraceLog log = new TraceLog();
        HeadlessRun.of(scenario).sink(log).run();
        TraceLog.Snapshot snapshot = log.snapshot();
        List<TraceEvent> trace = IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();
        var topology = TopologyBuilder.from(scenario);
        diagram = TimingDiagram.of(trace, topology::nodeName,
                TimingOptions.all().withRange(0, Time.micros(90)).withLogP(true));
        byLayer = TimingDiagram.of(trace, topology::nodeName,
                TimingOptions.all().withRange(0, Time.micros(90)).withLayers(true));
        figure = TimingPainter.forExport(diagram, 1000, "SSAM remote read, SS-20 to SS-20");
        Files.createDirectories(OUT);
    }

    @Test
    void theRemoteReadHasRequestsRepliesAndTheirHandlersInRange() {
        assertEquals(2, diagram.lanes().size());
        assertTrue(diagram.arrows().stream().anyMatch(a -> a.label().equals("request read_h")));
        assertTrue(diagram.arrows().stream().anyMatch(a -> a.label().equals("reply read_rh")));
        assertTrue(diagram.logPOverlay().isPresent());
    }

    @Test
    void svgIsXmlWithEveryLaneAndMessageLabelAsText() throws Exception {
        Path file = OUT.resolve("remote-read.svg");
        FigureExport.write(figure, ExportFormat.SVG, file, FigureExport.Options.defaults());

        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
        NodeList texts = svg.getElementsByTagName("text");
        Set<String> words = new HashSet<>();
        for (int i = 0; i < texts.getLength(); i++) {
            words.add(texts.item(i).getTextContent());
        }
        assertEquals("svg", svg.getDocumentElement().getTagName());
        expectedLabels().forEach(label -> assertTrue(words.contains(label), () -> "no <text> " + label));
    }

    @Test
    void pdfOpensWithPdfBoxAndHoldsTheSameText() throws Exception {
        Path file = OUT.resolve("remote-read.pdf");
        FigureExport.write(figure, ExportFormat.PDF, file, FigureExport.Options.defaults());

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            assertEquals(1, pdf.getNumberOfPages());
            String text = new PDFTextStripper().getText(pdf);
            expectedLabels().forEach(label -> assertTrue(text.contains(label), () -> "no text " + label));
        }
    }

    @Test
    void pdfOnAnA4PageIsLandscapeWithTheFigureScaledIn() throws Exception {
        Path file = OUT.resolve("remote-read-a4.pdf");
        FigureExport.write(figure, ExportFormat.PDF, file, new FigureExport.Options(1, PageSize.A4));

        try (PDDocument pdf = Loader.loadPDF(file.toFile())) {
            var box = pdf.getPage(0).getMediaBox();
            assertEquals(841.89, box.getWidth(), 0.01);
            assertEquals(595.28, box.getHeight(), 0.01);
            assertTrue(new PDFTextStripper().getText(pdf).contains("request read_h"));
        }
    }

    @Test
    void pngHasTheScaledSizeAndIsNotBlank() throws Exception {
        Path file = OUT.resolve("remote-read.png");
        FigureExport.write(figure, ExportFormat.PNG, file, new FigureExport.Options(2, PageSize.FITTED));

        BufferedImage image = ImageIO.read(file.toFile());
        assertEquals((int) Math.ceil(figure.width() * 2), image.getWidth());
        assertEquals((int) Math.ceil(figure.height() * 2), image.getHeight());
        Set<Integer> colours = new HashSet<>();
        long inked = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                colours.add(rgb);
                inked += rgb == 0xffffff ? 0 : 1;
            }
        }
        assertTrue(inked > image.getWidth() * image.getHeight() / 4 / 100, "at least 1% of the pixels are drawn");
        assertTrue(colours.contains(TimingStyle.colour("request").red() << 16
                | TimingStyle.colour("request").green() << 8 | TimingStyle.colour("request").blue()),
                "request arrows are drawn in their colour");
        assertFalse(colours.size() < 10, "text and arrows give many shades, not a flat picture");
    }

    private static List<String> expectedLabels() {
        List<String> labels = new ArrayList<>();
        diagram.lanes().forEach(l -> labels.add(l.label()));
        diagram.arrows().forEach(a -> labels.add(a.label()));
        return labels;
    }

    /**
     * A scenario name as long as the AM-II Clump example's, beside a diagram by layer (wide lane names), left the key
     * no room: 'retransmission' and 'drop' were drawn past the figure's right edge (the key started as far right of
     * the title as the lane names are wide). A little longer still, the key takes two rows beside the title; in a
     * narrow pane, rows of its own under the title, the lanes lower. Every word stays inside the figure.
     */
    @Test
    void aLongTitlesKeyStaysInsideTheFigure() throws Exception {
        String title = "Clump of 2 Enterprise 5000s across Myrinet, adaptive polling, 3 NICs each (seed 1)";
        double titleEnd = 12 + TextStyle.plain(14, TimingStyle.TEXT, TextStyle.Anchor.START).asBold().estimatedWidth(title);

        Map<String, double[]> beside = keyWords(TimingPainter.forExport(byLayer, 1000, title));
        assertEquals(Set.of(9.0, 23.0), beside.values().stream().map(xy -> xy[1] - 3.5).collect(Collectors.toSet()),
                "two rows beside the title");
        beside.forEach((word, xy) -> assertTrue(xy[0] > titleEnd && xy[2] <= 1000, word + " right of the title, inside"));

        TimingPainter narrow = TimingPainter.forExport(byLayer, 640, title);
        Map<String, double[]> under = keyWords(narrow);
        under.forEach((word, xy) -> assertTrue(xy[1] > 32 && xy[1] < narrow.layout().plotTop() && xy[2] <= 640,
                word + " under the title, above the lanes, inside: " + java.util.Arrays.toString(xy)));
        assertTrue(narrow.layout().plotTop() > new TimingLayout(byLayer, 640).plotTop(), "the lanes start lower");
    }

    /** The key's words of {@code figure} (those above its lanes): x, baseline y, and where each ends (estimated). */
    private static Map<String, double[]> keyWords(TimingPainter figure) throws Exception {
        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new java.io.ByteArrayInputStream(
                FigureExport.svg(figure).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        TextStyle key = TextStyle.plain(10, TimingStyle.TEXT, TextStyle.Anchor.START);
        Map<String, double[]> words = new java.util.HashMap<>();
        NodeList texts = svg.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            Element text = (Element) texts.item(i);
            double x = Double.parseDouble(text.getAttribute("x"));
            double y = Double.parseDouble(text.getAttribute("y"));
            String word = text.getTextContent();
            if (y > 20 && y < figure.layout().plotTop() || y < 20 && !"bold".equals(text.getAttribute("font-weight"))) {
                words.put(word, new double[] {x, y, x + key.estimatedWidth(word)});
            }
        }
        assertEquals(Set.of("request", "reply", "retransmission", "drop"), words.keySet());
        return words;
    }
}
