package org.ccw.visualizer.export;

import java.util.Locale;

/**
 * An opaque colour, 0-255 per channel. Figures use opaque colours only, so every back-end (SVG, PDF, PNG, the
 * JavaFX canvas) draws them identically without transparency groups.
 */
public record Rgb(int red, int green, int blue) {
    public static final Rgb BLACK = new Rgb(0, 0, 0);
    public static final Rgb WHITE = new Rgb(255, 255, 255);

    public Rgb {
        if ((red | green | blue) < 0 || red > 255 || green > 255 || blue > 255) {
            throw new IllegalArgumentException("channels are 0-255: " + red + ", " + green + ", " + blue);
        }
    }

    /** {@code #rrggbb}. */
    public String hex() {
        return String.format(Locale.ROOT, "#%02x%02x%02x", red, green, blue);
    }

    /** From {@code 0xRRGGBB}. */
    public static Rgb of(int rgb) {
        return new Rgb(rgb >> 16 & 0xff, rgb >> 8 & 0xff, rgb & 0xff);
    }
}
