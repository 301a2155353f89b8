package org.ccw.visualizer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

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

    @Test
    void noStrokeIsThinnerThanTheMinimum() {
        assertEquals(Stroke.MIN_WIDTH, Stroke.solid(Rgb.BLACK, 0.1).width());
    }
}
