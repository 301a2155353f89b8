package org.ccw.visualizer.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.util.Matrix;

/**
 * PDF back-end over a PDFBox content stream: vector lines and shapes, and text as real text (PDFTextStripper reads it
 * back) in the document's {@link PdfFonts}: embedded subsets of installed fonts that cover Latin, Greek and CJK names,
 * else the standard Helvetica. PDF's y axis grows upwards, so each y is flipped against the figure's height here,
 * after the caller's placement transform.
 */
public final class PdfSurface implements DrawingSurface {
    private final PDPageContentStream content;
    private final double height;
    private final PdfFonts fonts;

    /**
     * @param content a content stream whose current transform maps figure units (y up) onto the page
     * @param height  the figure's height, to flip y
     * @param fonts   the document's fonts
     */
    PdfSurface(PDPageContentStream content, double height, PdfFonts fonts) {
        this.content = content;
        this.height = height;
        this.fonts = fonts;
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, Stroke stroke) {
        io(() -> {
            apply(stroke);
            content.moveTo((float) x1, flip(y1));
            content.lineTo((float) x2, flip(y2));
            content.stroke();
        });
    }

    @Override
    public void rect(double x, double y, double width, double height, Rgb fill, Stroke outline) {
        io(() -> {
            if (fill != null) {
                content.setNonStrokingColor(f(fill.red()), f(fill.green()), f(fill.blue()));
                content.addRect((float) x, flip(y + height), (float) width, (float) height);
                content.fill();
            }
            if (outline != null) {
                apply(outline);
                content.addRect((float) x, flip(y + height), (float) width, (float) height);
                content.stroke();
            }
        });
    }

    @Override
    public void polygon(double[] xs, double[] ys, Rgb fill) {
        io(() -> {
            content.setNonStrokingColor(f(fill.red()), f(fill.green()), f(fill.blue()));
            path(xs, ys);
            content.closePath();
            content.fill();
        });
    }

    @Override
    public void polyline(double[] xs, double[] ys, Stroke stroke) {
        io(() -> {
            apply(stroke);
            path(xs, ys);
            content.stroke();
        });
    }

    @Override
    public void text(String text, double x, double y, TextStyle style) {
        List<PdfFonts.Run> runs = fonts.runs(text, style.bold());
        io(() -> {
            double width = 0;
            for (PdfFonts.Run run : runs) {
                width += run.font().getStringWidth(run.text()) / 1000 * style.size();
            }
            double shift = switch (style.anchor()) {
                case START -> 0;
                case MIDDLE -> width / 2;
                case END -> width;
            };
            content.beginText();
            content.setNonStrokingColor(f(style.colour().red()), f(style.colour().green()), f(style.colour().blue()));
            Matrix at = Matrix.getTranslateInstance((float) x, flip(y));
            if (style.vertical()) {
                at.rotate(Math.PI / 2);
            }
            at.translate((float) -shift, 0);
            content.setTextMatrix(at);
            for (PdfFonts.Run run : runs) {
                // each run goes on where the last ended: showText advances the text position
                content.setFont(run.font(), (float) style.size());
                content.showText(run.text());
            }
            content.endText();
        });
    }

    private void apply(Stroke stroke) throws IOException {
        content.setStrokingColor(f(stroke.colour().red()), f(stroke.colour().green()), f(stroke.colour().blue()));
        content.setLineWidth((float) stroke.width());
        double[] d = stroke.dash();
        float[] dash = new float[d.length];
        for (int i = 0; i < d.length; i++) {
            dash[i] = (float) d[i];
        }
        content.setLineDashPattern(dash, 0);
    }

    private void path(double[] xs, double[] ys) throws IOException {
        content.moveTo((float) xs[0], flip(ys[0]));
        for (int i = 1; i < xs.length; i++) {
            content.lineTo((float) xs[i], flip(ys[i]));
        }
    }

    private float flip(double y) {
        return (float) (height - y);
    }

    private static float f(int channel) {
        return channel / 255f;
    }

    private interface PdfWork {
        void run() throws IOException;
    }

    private static void io(PdfWork work) {
        try {
            work.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
