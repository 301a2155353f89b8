package org.ccw.visualizer.export;

/**
 * How a piece of text is set: size in figure units, weight, colour, which point of the text sits at the given
 * x (start, middle, end of the baseline), and whether it reads upwards (rotated -90°, for a vertical axis title).
 * The font is the back-end's standard sans-serif (Helvetica in PDF and SVG, SansSerif in Java2D, the system font
 * in JavaFX), so exports need no embedded fonts.
 */
public record TextStyle(double size, boolean bold, Rgb colour, Anchor anchor, boolean vertical) {

    /** Where the given x lies on the text's baseline. */
    public enum Anchor { START, MIDDLE, END }

    public static TextStyle plain(double size, Rgb colour, Anchor anchor) {
        return new TextStyle(size, false, colour, anchor, false);
    }

    public TextStyle asBold() {
        return new TextStyle(size, true, colour, anchor, vertical);
    }

    public TextStyle asVertical() {
        return new TextStyle(size, bold, colour, anchor, true);
    }

    /**
     * A back-end independent estimate of the text's width, in figure units: layout uses it (label margins, tick
     * spacing) so that every back-end lays a figure out the same. 0.6 em per character is an upper bound for
     * Helvetica/DejaVu Sans digits and lower-case text, 0.8 em for capitals.
     */
    public double estimatedWidth(String text) {
        // capitals set wider (DejaVu Sans: 0.67 em on average, W 0.99): DVCM's SEND_WITH_FLOW_CONTROL is all capitals
        double ems = text.codePoints().mapToDouble(c -> Character.isUpperCase(c) ? 0.8 : 0.6).sum();
        return ems * size * (bold ? 0.65 / 0.6 : 1);
    }
}
