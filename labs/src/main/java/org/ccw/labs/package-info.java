/**
 * The labs: headless experiments that reproduce the papers' figures in the engine
 * ({@code workbench lab list | run ID [--json]}). A {@link org.ccw.labs.Lab} runs scenarios from the model's
 * presets and returns a {@link org.ccw.labs.LabResult}: {@link org.ccw.labs.Metric}s measured in the run, each
 * beside the paper's figure and their ratio, and {@link org.ccw.labs.Check}s. Metrics are never typed in: they
 * emerge from component costs; where one cannot (a figure the model stores as a total, a calibrated switch
 * latency), the check's detail says so. Every lab's trace fingerprint is pinned by its test.
 */
package org.ccw.labs;
