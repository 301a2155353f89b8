package org.ccw.app.cli;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a browser's drawing of an exported SVG shows what the PNG export of the same figure shows. Two renderers
 * never agree pixel for pixel — the browser sets Helvetica/Arial's stand-in, Java2D DejaVu Sans, and each
 * antialiases edges its own way — so the comparison looks at what a reader would notice:
 * <ul>
 *   <li><b>size</b>: the same pixels, the figure's size in CSS pixels times the PNG's scale;</li>
 *   <li><b>near-black share</b> (luma below {@value #DARK_LUMA}): within {@value #DARK_SLACK} of the image plus
 *       half the PNG's own share. Text is the only near-black ink of a figure (about 1% of its pixels, the
 *       browser's lighter font a little less); a label patch drawn black instead of white adds 3-4%;</li>
 *   <li><b>dominant colours</b>: every colour covering at least {@value #DOMINANT} of the PNG covers at least half
 *       as much of the browser's drawing (counting colours within {@value #COLOUR_SLACK} per channel): a box
 *       fill, a LogP band or the background that the browser loses or reads differently fails;</li>
 *   <li><b>tiles</b>: the image cut into squares of {@value #TILE_UNITS} figure units; a tile whose mean colour
 *       moves more than {@value #TILE_SLACK} (of 255) in a channel differs. At most {@value #TILES_DIFFERING}
 *       of the tiles may: the two fonts' word widths move about 2% of them at the worst (a dense timing
 *       diagram); an element missing in one drawing moves more (every arrow label gone: 4.4%; the o_s boxes
 *       gone: 6%; the label patches black: 9%).</li>
 * </ul>
 * The thresholds were set on the export kinds {@link ExportsInABrowserTest} draws, and on those kinds with one
 * element removed or its patches left unfilled.
 */
record RenderComparison(String pngSize, String browserSize, double darkPng, double darkBrowser,
                        List<String> coloursLost, double tilesDiffering) {
    static final int DARK_LUMA = 60;
    static final double DARK_SLACK = 0.005;
    static final double DOMINANT = 0.01;
    static final int COLOUR_SLACK = 12;
    static final double TILE_UNITS = 8;
    static final int TILE_SLACK = 24;
    static final double TILES_DIFFERING = 0.03;

    /** {@code browser}'s drawing against {@code png}, both at {@code scale} pixels per figure unit. */
    static RenderComparison of(BufferedImage png, BufferedImage browser, double scale) {
        String pngSize = png.getWidth() + "x" + png.getHeight();
        String browserSize = browser.getWidth() + "x" + browser.getHeight();
        if (!browserSize.equals(pngSize)) {
            return new RenderComparison(pngSize, browserSize, 0, 0, List.of(), 1);
        }
        int width = png.getWidth();
        int[] ours = png.getRGB(0, 0, width, png.getHeight(), null, 0, width);
        int[] theirs = browser.getRGB(0, 0, width, png.getHeight(), null, 0, width);
        Map<Integer, Integer> browserColours = histogram(theirs);
        List<String> lost = new ArrayList<>();
        histogram(ours).forEach((rgb, count) -> {
            double share = count / (double) ours.length;
            double found = near(browserColours, rgb) / (double) ours.length;
            if (share >= DOMINANT && found < share / 2) {
                lost.add(String.format(Locale.ROOT, "#%06x %.1f%% -> %.1f%%", rgb, 100 * share, 100 * found));
            }
        });
        return new RenderComparison(pngSize, browserSize, dark(ours), dark(theirs), lost,
            tilesDiffering(ours, theirs, width, Math.max(1, (int) Math.round(TILE_UNITS * scale))));
    }

    /** What is wrong with the browser's drawing; empty when it shows what the PNG shows. */
    List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (!browserSize.equals(pngSize)) {
            problems.add("sizes differ: PNG " + pngSize + ", browser " + browserSize);
            return problems;
        }
        if (Math.abs(darkBrowser - darkPng) > DARK_SLACK + darkPng / 2) {
            problems.add(String.format(Locale.ROOT, "near-black pixels: PNG %.2f%%, browser %.2f%%", 100 * darkPng,
                100 * darkBrowser));
        }
        coloursLost.forEach(c -> problems.add("a dominant colour lost: " + c));
        if (tilesDiffering > TILES_DIFFERING) {
            problems.add(String.format(Locale.ROOT, "%.1f%% of the tiles differ (at most %.0f%%)",
                100 * tilesDiffering, 100 * TILES_DIFFERING));
        }
        return problems;
    }

    /** One line for a passing comparison: how close it came to each limit. */
    String summary() {
        return String.format(Locale.ROOT, "%s, near-black %.2f%% / %.2f%%, tiles differing %.2f%%", pngSize,
            100 * darkPng, 100 * darkBrowser, 100 * tilesDiffering);
    }

    private static double dark(int[] pixels) {
        long dark = 0;
        for (int p : pixels) {
            if (0.299 * (p >> 16 & 0xff) + 0.587 * (p >> 8 & 0xff) + 0.114 * (p & 0xff) < DARK_LUMA) {
                dark++;
            }
        }
        return dark / (double) pixels.length;
    }

    private static Map<Integer, Integer> histogram(int[] pixels) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int p : pixels) {
            counts.merge(p & 0xffffff, 1, Integer::sum);
        }
        return counts;
    }

    /** Pixels of a colour within {@link #COLOUR_SLACK} of {@code rgb} in every channel. */
    private static long near(Map<Integer, Integer> counts, int rgb) {
        long n = 0;
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            int c = e.getKey();
            if (Math.abs((c >> 16 & 0xff) - (rgb >> 16 & 0xff)) <= COLOUR_SLACK
                && Math.abs((c >> 8 & 0xff) - (rgb >> 8 & 0xff)) <= COLOUR_SLACK
                && Math.abs((c & 0xff) - (rgb & 0xff)) <= COLOUR_SLACK) {
                n += e.getValue();
            }
        }
        return n;
    }

    private static double tilesDiffering(int[] a, int[] b, int width, int tile) {
        int height = a.length / width;
        int tiles = 0;
        int differing = 0;
        for (int y = 0; y + tile <= height; y += tile) {
            for (int x = 0; x + tile <= width; x += tile) {
                tiles++;
                double[] ma = mean(a, width, x, y, tile);
                double[] mb = mean(b, width, x, y, tile);
                for (int c = 0; c < 3; c++) {
                    if (Math.abs(ma[c] - mb[c]) > TILE_SLACK) {
                        differing++;
                        break;
                    }
                }
            }
        }
        return tiles == 0 ? 0 : differing / (double) tiles;
    }

    private static double[] mean(int[] pixels, int width, int x0, int y0, int tile) {
        double[] mean = new double[3];
        for (int y = y0; y < y0 + tile; y++) {
            for (int x = x0; x < x0 + tile; x++) {
                int p = pixels[y * width + x];
                mean[0] += p >> 16 & 0xff;
                mean[1] += p >> 8 & 0xff;
                mean[2] += p & 0xff;
            }
        }
        for (int c = 0; c < 3; c++) {
            mean[c] /= tile * tile;
        }
        return mean;
    }
}
