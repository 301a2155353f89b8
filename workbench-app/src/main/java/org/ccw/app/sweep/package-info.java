/**
 * Sweeps beyond one JVM ({@code workbench sweep}, issue 30): a {@link org.ccw.app.sweep.SweepManifest} of
 * independent runs (seeds × settings, each setting an {@link org.ccw.model.edit.AttributePath} of the scenario), a
 * {@link org.ccw.app.sweep.SweepTask} per slice of it in a JVM of its own, started by a
 * {@link org.ccw.app.sweep.SweepBackend} — {@link org.ccw.app.sweep.LocalBackend}'s pool of processes or
 * {@link org.ccw.app.sweep.SlurmBackend}'s job array — and {@link org.ccw.app.sweep.SweepRows}, the rows each run
 * leaves in the sweep's directory, gathered into {@code results.jsonl} and {@code results.csv}. A run depends only on
 * the manifest and its index, so every backend gives the same rows. No JavaFX here.
 */
package org.ccw.app.sweep;
