package org.ccw.engine.bench;

import org.ccw.engine.kernel.RandomStream;

/**
 * Exponential variates by the ziggurat method (Marsaglia and Tsang, <i>The Ziggurat Method for Generating Random
 * Variables</i>, J. Stat. Software 5(8), 2000): the density is covered by {@value #LAYERS} horizontal layers of
 * equal area; a draw picks a layer and a point in it with one 64-bit number and, about 99% of the time, accepts
 * it with one multiplication and one comparison. The rest fall back to an exact test against the density (or to
 * the memoryless tail beyond {@link #R}), so the result is exactly exponential, not an approximation; a tangent
 * and a chord of the density squeeze that test so that it rarely needs an {@code exp}. This takes
 * the logarithm of inversion sampling off the hold model's per-event cost. The tables and the rare fallbacks use
 * {@link StrictMath}, so draws are bit-for-bit the same on every JVM.
 */
final class ZigguratExponential {
    static final int LAYERS = 256;
    /** Where the tail begins: the right edge of the widest rectangular layer. */
    static final double R = 7.69711747013104972;
    /** Area of each layer (and of the base strip with its tail). */
    private static final double LAYER_AREA = 3.949659822581572e-3;

    /** x[i] is the right edge of layer i; x[0] is the base strip's virtual width, x[LAYERS] = 0. */
    private static final double[] X = new double[LAYERS + 1];
    /** density(x[i]). */
    private static final double[] F = new double[LAYERS + 1];

    static {
        X[0] = LAYER_AREA / StrictMath.exp(-R);
        X[1] = R;
        for (int i = 1; i < LAYERS - 1; i++) {
            X[i + 1] = -StrictMath.log(LAYER_AREA / X[i] + StrictMath.exp(-X[i]));
        }
        X[LAYERS] = 0;
        for (int i = 0; i <= LAYERS; i++) {
            F[i] = StrictMath.exp(-X[i]);
        }
    }

    private ZigguratExponential() {
    }

    /** One exponential variate with mean 1. */
    static double next(RandomStream random) {
        while (true) {
            long bits = random.nextLong();
            int layer = (int) (bits & (LAYERS - 1));
            double x = ((bits >>> 11) * 0x1.0p-53) * X[layer];
            if (x < X[layer + 1]) {
                return x;
            }
            if (layer == 0) {
                return R - StrictMath.log(1.0 - random.nextDouble());
            }
            // a point under the layer's wedge: the convex density lies above its tangent at x[layer] and below
            // the chord of the wedge, so these two cheap tests settle most points without an exp
            double y = F[layer] + random.nextDouble() * (F[layer + 1] - F[layer]);
            if (y <= F[layer] * (1 + X[layer] - x)) {
                return x;
            }
            double chord = F[layer + 1] + (x - X[layer + 1]) * (F[layer] - F[layer + 1]) / (X[layer] - X[layer + 1]);
            if (y < chord && y < StrictMath.exp(-x)) {
                return x;
            }
        }
    }
}
