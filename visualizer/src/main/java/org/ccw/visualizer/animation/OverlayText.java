package org.ccw.visualizer.animation;

/**
 * The words of the run's gauges and labels, and how much room a planner keeps for them. Widths are estimated
 * from the font size and the characters, on the generous side, so that planning needs no font loaded and a
 * planned box always holds its text: DejaVu Sans, the widest of the workbench's fonts, sets lower case and
 * digits at about 0.6 em but capitals at up to 1 em ({@code W}), so a name in capitals such as DVCM's
 * {@code SEND_WITH_FLOW_CONTROL} gets more room per character than {@code read_h}.
 */
final class OverlayText {

    /** Estimated advance of one lower-case letter, digit or sign, in ems. */
    private static final double EM_PER_CHAR = 0.64;
    /** Estimated advance of one capital, in ems (DejaVu Sans averages 0.67, {@code M} 0.86, {@code W} 0.99). */
    private static final double EM_PER_CAPITAL = 0.8;
    /** Line height, in ems. */
    private static final double LINE_EM = 1.3;

    private OverlayText() {
    }

    /** E.g. {@code "out 3/36"}: an output FIFO holding 3 of its 36 cells. */
    static String out(int length, int capacity) {
        return "out " + length + "/" + capacity(capacity);
    }

    /** E.g. {@code "in 0/292"}. */
    static String in(int length, int capacity) {
        return "in " + length + "/" + capacity(capacity);
    }

    /** E.g. {@code "w→ss20-1 6/8 full"}: a sliding window towards a peer, in flight over size. */
    static String window(String peer, int inFlight, int size, boolean full) {
        return "w→" + peer + " " + inFlight + "/" + size + (full ? " full" : "");
    }

    static String capacity(int capacity) {
        return capacity == Integer.MAX_VALUE ? "∞" : Integer.toString(capacity);
    }

    /** Room kept for {@code text} in a {@code fontPx} font, px. */
    static double widthPx(String text, double fontPx) {
        return text.codePoints().mapToDouble(c -> Character.isUpperCase(c) ? EM_PER_CAPITAL : EM_PER_CHAR).sum()
            * fontPx;
    }

    /** Room kept for one line of text in a {@code fontPx} font, px. */
    static double heightPx(double fontPx) {
        return LINE_EM * fontPx;
    }
}
