package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import java.awt.image.BufferedImage;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.export.PageSize;
import org.ccw.visualizer.export.Rgb;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Polls strips on AM-II's diagrams: every recorded poll is a tick under its process's lane — across Myrinet, each
 * workstation's network polls, found and empty; inside an Enterprise 5000, each endpoint's shared-memory polls on
 * its own lane — and the exports draw them.
 */
class PollsStripTest {
    private static final TimingOptions POLLS = TimingOptions.all().withPolls(true);

    @Test
    void everyNetworkPollIsATickOnItsWorkstationsStripFoundOrEmpty() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        TimingDiagram d = TimingDiagram.of(run.trace(), run.names(), POLLS);

        List<TraceEvent.PollPerformed> recorded = polls(run);
        assertEquals(recorded.size(), d.polls().size());
        for (int i = 0; i < recorded.size(); i++) {
            TraceEvent.PollPerformed p = recorded.get(i);
            PollMark mark = d.polls().get(i);
            assertEquals(List.of(p.number(), p.timePs(), p.node(), p.found(), true),
                    List.of(mark.number(), mark.timePs(), d.lanes().get(mark.lane()).node(), mark.found(),
                            mark.network()));
        }
        assertEquals(Set.of(true, false), Set.copyOf(d.polls().stream().map(PollMark::found).toList()),
                "polls that took a message and polls that found the network empty");
        assertEquals(List.of("u170-0", "u170-1"), d.lanes().stream().filter(Lane::polls).map(Lane::label).toList(),
                "the workstations poll; the switch does not");
    }

    @Test
    void insideAnSmpEachEndpointsPollsAreOnItsOwnLane() {
        AmIITraces.Run run = AmIITraces.SHARED_MEMORY;
        TimingDiagram d = TimingDiagram.of(run.trace(), run.names(), POLLS);

        assertEquals(List.of("e5000 endpoint 0", "e5000 endpoint 1"),
                d.lanes().stream().filter(Lane::polls).map(Lane::label).toList());
        for (PollMark mark : d.polls()) {
            assertTrue(!mark.network() && mark.found(), "shared-memory polls that took a packet: " + mark);
            // the request queue is endpoint 1's and the reply queue endpoint 0's: each polls its own
            String endpoint = mark.target().substring(mark.target().indexOf('/') + 1);
            assertEquals("e5000 endpoint " + endpoint, d.lanes().get(mark.lane()).label());
        }
        assertEquals(polls(run).size(), d.polls().size());
    }

    @Test
    void withoutStripsTheDiagramHasNoPollsAndTheSameLanesUnmarked() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        TimingDiagram with = TimingDiagram.of(run.trace(), run.names(), POLLS);
        TimingDiagram without = TimingDiagram.of(run.trace(), run.names(), TimingOptions.all());

        assertTrue(without.polls().isEmpty());
        assertTrue(without.lanes().stream().noneMatch(Lane::polls));
        assertEquals(with.lanes().stream().map(Lane::label).toList(),
                without.lanes().stream().map(Lane::label).toList());
    }

    @Test
    void aStripAddsItsHeightUnderItsLaneAndOnlyThere() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        TimingLayout with = new TimingLayout(TimingDiagram.of(run.trace(), run.names(), POLLS), 1000);
        TimingLayout without = new TimingLayout(TimingDiagram.of(run.trace(), run.names(), TimingOptions.all()), 1000);

        assertEquals(without.height() + 2 * TimingLayout.STRIP_HEIGHT, with.height(), 1e-9);
        assertTrue(with.stripTop(0) > with.laneY(0) && with.stripTop(0) < with.laneY(1), "under the first lane");
        assertTrue(Double.isNaN(with.stripTop(1)), "the switch's lane has none");
    }

    @Test
    void squeezedToFitAPaneAStripTakesItsRoomFromItsLaneAndAddsNoHeight() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        TimingLayout with = new TimingLayout(TimingDiagram.of(run.trace(), run.names(), POLLS), 1000, 0);
        TimingLayout without = new TimingLayout(TimingDiagram.of(run.trace(), run.names(), TimingOptions.all()), 1000,
                0);

        assertEquals(without.height(), with.height(), 1e-9, "every lane at its floor either way");
        assertEquals(TimingLayout.MIN_STRIP_HEIGHT, with.stripHeight(0), 1e-9);
        assertTrue(with.stripTop(0) > with.laneY(0) + TimingLabels.BOX_HEIGHT / 2, "below the lane's boxes");
    }

    @Test
    void aRangeKeepsOnlyItsPollsButEveryStrip() {
        AmIITraces.Run run = AmIITraces.MYRINET;
        long first = polls(run).get(0).timePs();
        TimingDiagram d = TimingDiagram.of(run.trace(), run.names(), POLLS.withRange(0, first));

        assertEquals(1, d.polls().size());
        assertEquals(2, d.lanes().stream().filter(Lane::polls).count(), "a strip stays while the range pans");
    }

    @Test
    void theSvgAndPdfExportsDrawTheTicksInThePollColoursAndNameTheStrips() throws Exception {
        AmIITraces.Run run = AmIITraces.MYRINET;
        TimingDiagram d = TimingDiagram.of(run.trace(), run.names(), POLLS);
        TimingPainter figure = TimingPainter.forExport(d, 1000, "AM-II across Myrinet");
        Path dir = Files.createDirectories(Path.of("target", "timing-export"));
        Path svgFile = dir.resolve("amii-polls.svg");
        FigureExport.write(figure, ExportFormat.SVG, svgFile, FigureExport.Options.defaults());

        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svgFile.toFile());
        NodeList lines = svg.getElementsByTagName("line");
        long networkTicks = 0;
        for (int i = 0; i < lines.getLength(); i++) {
            Element line = (Element) lines.item(i);
            networkTicks += line.getAttribute("stroke").equals(TimingStyle.POLL_NETWORK.hex()) ? 1 : 0;
        }
        // one tick per poll, and one in the key under the axis
        assertEquals(d.polls().size() + 1, networkTicks);
        NodeList texts = svg.getElementsByTagName("text");
        long named = 0;
        for (int i = 0; i < texts.getLength(); i++) {
            named += texts.item(i).getTextContent().equals("polls") ? 1 : 0;
        }
        assertEquals(2, named, "each strip says what it is");

        Path pdfFile = dir.resolve("amii-polls.pdf");
        FigureExport.write(figure, ExportFormat.PDF, pdfFile, FigureExport.Options.defaults());
        try (PDDocument pdf = Loader.loadPDF(pdfFile.toFile())) {
            assertTrue(new PDFTextStripper().getText(pdf).contains("found a message"), "the key is in the PDF");
        }
        Path pngFile = dir.resolve("amii-polls.png");
        FigureExport.write(figure, ExportFormat.PNG, pngFile, new FigureExport.Options(2, PageSize.FITTED));
        assertTrue(hasColour(ImageIO.read(pngFile.toFile()), TimingStyle.POLL_NETWORK), "the PNG draws the ticks");
    }

    private static boolean hasColour(BufferedImage image, Rgb colour) {
        int wanted = colour.red() << 16 | colour.green() << 8 | colour.blue();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) == wanted) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<TraceEvent.PollPerformed> polls(AmIITraces.Run run) {
        return run.trace().stream().filter(TraceEvent.PollPerformed.class::isInstance)
                .map(TraceEvent.PollPerformed.class::cast).toList();
    }
}
