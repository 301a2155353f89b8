/**
 * The labs: headless experiments that reproduce the papers' figures in the engine
 * ({@code workbench lab list | run ID [--json]}). A {@link org.ccw.labs.Lab} runs scenarios from the model's
 * presets and returns a {@link org.ccw.labs.LabResult}: {@link org.ccw.labs.Metric}s measured in the run, each
 * beside the paper's figure and their ratio, and {@link org.ccw.labs.Check}s. Metrics are never typed in: they
 * emerge from component costs; where one cannot (a figure the model stores as a total, a calibrated switch
 * latency), the check's detail says so. Every lab's trace fingerprint is pinned by its test.
 *
 * <p>A lab that sweeps a parameter also returns its curves as {@link org.ccw.labs.Series} (ours beside the
 * paper's points, with units), which {@code workbench export chart LAB} draws or writes as CSV/JSON. Its points
 * run in parallel through {@link org.ccw.labs.Sweep}, each on its own rig with its own kernel and seed, so the
 * results and the lab's fingerprint (SHA-256 over the points' fingerprints in sweep order) do not depend on
 * thread timing; progress goes to the {@link org.ccw.labs.LabOptions}' listener. {@link org.ccw.labs.Lab#scenario()}
 * gives a short representative scenario for {@code workbench export timing LAB} and the window's Lab menu.
 *
 * <p>Every lab also teaches: its folder {@code labs/catalogue/ID/}, which a lecturer edits without Java, holds its
 * title, goal, steps, prediction questions and bookmarks. This package knows no folder: the catalogue,
 * the {@code folder} package below this one, finds a lab's folder ({@code LabCatalogue.of(lab)}) and reads it into a
 * {@link org.ccw.labs.LabGuide}, a plain value grounded in the paper section the lab reproduces, printed by
 * {@code workbench lab show ID} and shown in the window's "Lab steps" tab beside the lab's checks. The Java class
 * keeps only the measurement; a lab written only as a folder needs none. A student's
 * {@link org.ccw.labs.Variant} (their seed and scenario settings) reaches a lab through its
 * {@link org.ccw.labs.LabOptions}.
 */
package org.ccw.labs;
