/**
 * The papers' machines and set-ups as ready-made model elements. {@link org.ccw.model.presets.MachinePresets}
 * builds single hosts and switches with the published figures (SSAM Tables 1-2, AM-II Table 1, the DVCM and PVMAM
 * platforms), each carrying a citation that also marks which values are assumed. {@link
 * org.ccw.model.presets.Presets} lists the palette's node presets, and {@link org.ccw.model.presets.Scenarios} and
 * {@link org.ccw.model.presets.Wiring} assemble machines into scenarios: each stack builds its own ready-made
 * scenarios with them, in its own packages ({@code presets()} of its registration). Presets hold component costs
 * only; figures a lab validates against (round trips, bandwidths) must emerge from the simulation.
 */
package org.ccw.model.presets;
