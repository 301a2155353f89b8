package org.ccw.model.presets;

/**
 * A paper's LogGP figures for a machine a stack ran on, to print beside a fit of a run on this machine ("your
 * machine: o_s = …, the 1994 SPARCstation-20: 5.0 µs"). The stack that measured them keeps them and says which
 * machine preset they belong to (the engine's {@code Stack.paperLogGP}). A figure the paper does not give is NaN:
 * nothing here is derived or assumed.
 *
 * @param machine  the machine and year, as a student reads it
 * @param source   where the figures are in the paper
 * @param osUs     send overhead o_s, µs
 * @param orUs     receive overhead o_r, µs
 * @param rttUs    round trip of a short request and its reply, µs
 * @param latencyUs L, µs
 * @param gapUs    g, µs
 */
public record LogGPFigures(String machine, String source, double osUs, double orUs, double rttUs, double latencyUs,
                           double gapUs) {
}
