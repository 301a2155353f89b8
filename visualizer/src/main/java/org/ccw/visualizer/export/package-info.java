/**
 * Figures and their export, without JavaFX: a {@link org.ccw.visualizer.export.Figure} (a timing diagram, a
 * chart) paints itself once on a {@link org.ccw.visualizer.export.DrawingSurface} — lines, rectangles, polygons
 * and text in figure units — and each back-end turns those calls into its own output:
 * {@link org.ccw.visualizer.export.SvgSurface} (SVG elements, text as {@code <text>}),
 * {@link org.ccw.visualizer.export.Java2DSurface} (PNG at any scale through a {@code BufferedImage}),
 * {@link org.ccw.visualizer.export.PdfSurface} (vector PDF with standard Helvetica text, through PDFBox), and the
 * GUI's canvas surface in {@code org.ccw.visualizer.timing.fx}. So the picture on screen and every exported file
 * come from one painter, and export runs headless ({@code java.awt.headless=true}, no JavaFX toolkit).
 * {@link org.ccw.visualizer.export.NiceTicks} gives both figure kinds axes that stay readable at every zoom.
 * A {@link org.ccw.visualizer.export.Report} (headings, paragraphs, tables and figures: a lab report) is written
 * as standalone HTML with its figures inline as SVG, or as A4 PDF pages with its figures drawn as vectors, by
 * {@link org.ccw.visualizer.export.ReportExport}.
 */
package org.ccw.visualizer.export;
