/**
 * Provenance of the model's inputs (issue 25): every component cost a lab's figures rest on is an
 * {@link org.ccw.model.provenance.Input} with a {@link org.ccw.model.provenance.Source} — a paper's table, an
 * independent citation, an assumption with its reason, or a calibration against one named figure. Composite
 * figures (round trips, bandwidths, LogGP parameters) are never inputs: they emerge from these in a run.
 */
package org.ccw.model.provenance;
