package org.ccw.visualizer.export;

import java.io.StringWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * SVG back-end: each primitive becomes one SVG element ({@code line}, {@code rect}, {@code polygon},
 * {@code polyline}, {@code text}), written by the JDK's StAX writer, which does the escaping. Text stays
 * {@code <text>} in a standard font family, so it is searchable and selectable.
 *
 * <p>Why not Batik's {@code SVGGraphics2D}: the surface has five primitives that map one-to-one onto SVG
 * elements, so this class is ~100 lines with no dependency, where Batik brings eight jars (~3 MB) to translate
 * Java2D's far larger model back into the same five elements. Its correctness is checked by parsing the output
 * as XML and reading the text back ({@code SvgSurfaceTest}, the timing export test), and by rendering every export
 * kind in a browser beside its PNG ({@code ExportsInABrowserTest}).
 *
 * <p>Every element names both its fill and its stroke ({@link #paint}), {@code none} included. SVG's own defaults
 * (fill black, stroke none) are not what every renderer applies: ImageMagick's built-in one strokes an element
 * that names no stroke in black, which drew each arrow label's white patch as a black-edged box and every word
 * in a black outline.
 */
public final class SvgSurface implements DrawingSurface {
    private static final String FONT_FAMILY = "Helvetica, Arial, sans-serif";
    private final StringWriter buffer = new StringWriter();
    private final XMLStreamWriter xml;
    private boolean finished;

    /** An SVG document of {@code width} x {@code height} figure units, on a white background. */
    public SvgSurface(double width, double height) {
        try {
            xml = XMLOutputFactory.newFactory().createXMLStreamWriter(buffer);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement("svg");
            xml.writeDefaultNamespace("http://www.w3.org/2000/svg");
            xml.writeAttribute("version", "1.1");
            xml.writeAttribute("width", num(width));
            xml.writeAttribute("height", num(height));
            xml.writeAttribute("viewBox", "0 0 " + num(width) + " " + num(height));
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
        rect(0, 0, width, height, Rgb.WHITE, null);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
        element("line", "x1", num(x1), "y1", num(y1), "x2", num(x2), "y2", num(y2));
        paint(null, stroke);
        end();
    }

    @Override
    public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
        element("rect", "x", num(x), "y", num(y), "width", num(width), "height", num(height));
        paint(fill, outline);
        end();
    }

    @Override
    public void polygon(double[] xs, double[] ys, Rgb fill) {
        element("polygon", "points", points(xs, ys));
        paint(fill, null);
        end();
    }

    @Override
    public void polyline(double[] xs, double[] ys, Stroke stroke) {
        element("polyline", "points", points(xs, ys));
        paint(null, stroke);
        end();
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        element("text", "x", num(x), "y", num(y), "font-family", FONT_FAMILY, "font-size", num(style.size()),
                "text-anchor", switch (style.anchor()) {
                    case START -> "start";
                    case MIDDLE -> "middle";
                    case END -> "end";
                });
        paint(style.colour(), null);
        attribute("font-weight", style.bold() ? "bold" : null);
        attribute("transform", style.vertical() ? "rotate(-90 " + num(x) + " " + num(y) + ")" : null);
        try {
            xml.writeCharacters(text);
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
        end();
    }

    /** Closes the document and returns it; the surface takes no more drawing after this. */
    public String toXml() {
        try {
            if (!finished) {
                xml.writeEndElement();
                xml.writeEndDocument();
                xml.close();
                finished = true;
            }
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
        return buffer.toString();
    }

    /** The one place colours are written: a fill and a stroke, each {@code #rrggbb} or {@code none} (null). */
    private void paint(Rgb fill, Stroke stroke) {
        attribute("fill", fill == null ? "none" : fill.hex());
        attribute("stroke", stroke == null ? "none" : stroke.colour().hex());
        if (stroke != null) {
            attribute("stroke-width", num(stroke.width()));
            attribute("stroke-dasharray", stroke.dashed()
                    ? Arrays.stream(stroke.dash()).mapToObj(SvgSurface::num).collect(Collectors.joining(" ")) : null);
        }
    }

    private void element(String name, String... attributes) {
        try {
            xml.writeStartElement(name);
            for (int i = 0; i < attributes.length; i += 2) {
                xml.writeAttribute(attributes[i], attributes[i + 1]);
            }
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
    }

    private void attribute(String name, String value) {
        if (value != null) {
            try {
                xml.writeAttribute(name, value);
            } catch (XMLStreamException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private void end() {
        try {
            xml.writeEndElement();
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String points(double[] xs, double[] ys) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i < xs.length; i++) {
            points.append(i == 0 ? "" : " ").append(num(xs[i])).append(',').append(num(ys[i]));
        }
        return points.toString();
    }

    /** Two decimals are a hundredth of a pixel: exact enough, and keeps files small. */
    private static String num(double value) {
        String s = String.format(Locale.ROOT, "%.2f", value);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
