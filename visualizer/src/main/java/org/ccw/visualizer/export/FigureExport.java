package org.ccw.visualizer.export;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import javax.imageio.ImageIO;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.util.Matrix;
import org.ccw.model.io.AtomicFile;

/**
 * Writes a {@link Figure} as SVG, PNG or PDF, headless: PNG goes through a {@link BufferedImage} (no display, no
 * JavaFX toolkit), PDF through PDFBox, SVG through {@link SvgSurface}. Files are written to a temporary sibling
 * and moved into place, so a failed export never leaves half a file under the target name.
 */
public final class FigureExport {

    private FigureExport() {
    }

    /**
     * How to export.
     *
     * @param scale PNG pixels per figure unit (2 for slides); ignored by the vector formats
     * @param page  PDF page size; ignored by the others
     */
    public record Options(double scale, PageSize page) {
        public Options {
            if (!(scale > 0 && scale <= 16)) {
                throw new IllegalArgumentException("scale must be in (0, 16], got " + scale);
            }
        }

        public static Options defaults() {
            return new Options(1, PageSize.FITTED);
        }
    }

    /** Writes {@code figure} to {@code file} in {@code format}. */
    public static void write(Figure figure, ExportFormat format, Path file, Options options) throws IOException {
        AtomicFile.write(file, out -> {
            switch (format) {
                case SVG -> out.write(svg(figure).getBytes(StandardCharsets.UTF_8));
                case PNG -> ImageIO.write(png(figure, options.scale()), "png", out);
                case PDF -> pdf(figure, options.page(), out);
            }
        });
    }

    /** The figure as an SVG document. */
    public static String svg(Figure figure) {
        SvgSurface surface = new SvgSurface(figure.width(), figure.height());
        figure.paint(surface);
        return surface.toXml();
    }

    /** The figure as an image of {@code ceil(width * scale)} x {@code ceil(height * scale)} pixels. */
    public static BufferedImage png(Figure figure, double scale) {
        BufferedImage image = new BufferedImage((int) Math.ceil(figure.width() * scale),
                (int) Math.ceil(figure.height() * scale), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.scale(scale, scale);
            figure.paint(new Java2DSurface(g));
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void pdf(Figure figure, PageSize size, OutputStream out) throws IOException {
        try (PDDocument document = new PDDocument()) {
            double pageWidth = size.widthPt(figure.width());
            double pageHeight = size.heightPt(figure.height());
            PDPage page = new PDPage(new PDRectangle((float) pageWidth, (float) pageHeight));
            document.addPage(page);
            double scale = size.scaleFor(figure.width(), figure.height());
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                // centre the scaled figure; the surface flips y inside the figure's own height
                content.transform(new Matrix((float) scale, 0, 0, (float) scale,
                        (float) ((pageWidth - figure.width() * scale) / 2),
                        (float) ((pageHeight - figure.height() * scale) / 2)));
                figure.paint(new PdfSurface(content, figure.height(), new PdfFonts(document)));
            }
            document.save(out);
        }
    }
}
