package org.ccw.visualizer.export;

/**
 * The page of a PDF export: fitted to the figure, or a standard sheet in landscape with the figure scaled down
 * (never up) to fit inside a {@value #MARGIN_PT} pt margin and centred. Sizes in PDF points (1/72 inch).
 */
public enum PageSize {
    FITTED(0, 0, "fitted to the figure"), A4(841.89, 595.28, "A4, landscape"), LETTER(792, 612, "US Letter, landscape");

    static final double MARGIN_PT = 36;
    private final double widthPt;
    private final double heightPt;
    private final String label;

    PageSize(double widthPt, double heightPt, String label) {
        this.widthPt = widthPt;
        this.heightPt = heightPt;
        this.label = label;
    }

    /** What a person choosing a page reads, e.g. {@code A4, landscape}. */
    public String label() {
        return label;
    }

    /** Page width for a figure of {@code figureWidth} units, in points. */
    public double widthPt(double figureWidth) {
        return this == FITTED ? figureWidth : widthPt;
    }

    /** Page height for a figure of {@code figureHeight} units, in points. */
    public double heightPt(double figureHeight) {
        return this == FITTED ? figureHeight : heightPt;
    }

    /** The factor the figure is drawn at on this page (1 when fitted). */
    public double scaleFor(double figureWidth, double figureHeight) {
        if (this == FITTED) {
            return 1;
        }
        return Math.min(1, Math.min((widthPt - 2 * MARGIN_PT) / figureWidth, (heightPt - 2 * MARGIN_PT) / figureHeight));
    }
}
