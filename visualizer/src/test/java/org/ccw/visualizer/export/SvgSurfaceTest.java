package org.ccw.visualizer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class SvgSurfaceTest {

    @Test
    void eachPrimitiveIsOneElementAndTextIsEscapedText() throws Exception {
        SvgSurface svg = new SvgSurface(200, 100);
        svg.line(0, 0, 10, 10, new Stroke(Rgb.of(0x112233), 1.5, 4, 2));
        svg.text("a < b & \"c\" µs", 5, 50, TextStyle.plain(12, Rgb.BLACK, TextStyle.Anchor.END).asVertical());

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.toXml().getBytes(StandardCharsets.UTF_8)));
        Element line = (Element) doc.getElementsByTagName("line").item(0);
        Element text = (Element) doc.getElementsByTagName("text").item(0);
        assertEquals("200", doc.getDocumentElement().getAttribute("width"));
        assertEquals("#112233", line.getAttribute("stroke"));
        assertEquals("1.5", line.getAttribute("stroke-width"));
        assertEquals("4 2", line.getAttribute("stroke-dasharray"));
        assertEquals("a < b & \"c\" µs", text.getTextContent());
        assertEquals("end", text.getAttribute("text-anchor"));
        assertEquals("rotate(-90 5 50)", text.getAttribute("transform"));
    }

    /**
     * ImageMagick's renderer strokes an element that names no stroke in black (SVG says none), which outlined every
     * arrow label's white patch and every word: each element says both, {@code none} included.
     */
    @Test
    void everyElementNamesItsFillAndItsStrokeSoNoRendererPaintsADefault() throws Exception {
        SvgSurface svg = new SvgSurface(200, 100);
        Rgb grey = Rgb.of(0x52606d);
        svg.rect(10, 10, 40, 12, Rgb.WHITE, null);
        svg.rect(10, 30, 40, 12, null, Stroke.solid(grey, 1));
        svg.polygon(new double[] {0, 5, 0}, new double[] {0, 5, 10}, grey);
        svg.polyline(new double[] {0, 5, 10}, new double[] {0, 5, 0}, Stroke.solid(grey, 1));
        svg.line(0, 0, 10, 10, Stroke.solid(grey, 1));
        svg.text("request", 30, 20, TextStyle.plain(10, grey, TextStyle.Anchor.MIDDLE));

        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.toXml().getBytes(StandardCharsets.UTF_8)));
        NodeList all = doc.getDocumentElement().getElementsByTagName("*");
        assertEquals(7, all.getLength(), "the background and six elements");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            assertTrue(e.getAttribute("fill").matches("#[0-9a-f]{6}|none"), e.getTagName() + " fill");
            assertTrue(e.getAttribute("stroke").matches("#[0-9a-f]{6}|none"), e.getTagName() + " stroke");
        }
        Element patch = (Element) doc.getElementsByTagName("rect").item(1);
        assertEquals("#ffffff", patch.getAttribute("fill"));
        assertEquals("none", patch.getAttribute("stroke"));
        Element text = (Element) doc.getElementsByTagName("text").item(0);
        assertEquals("#52606d", text.getAttribute("fill"));
        assertEquals("none", text.getAttribute("stroke"));
    }

    @Test
    void noStrokeIsThinnerThanTheMinimum() {
        assertEquals(Stroke.MIN_WIDTH, Stroke.solid(Rgb.BLACK, 0.1).width());
    }
}
