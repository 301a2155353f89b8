/**
 * Model validation. {@code ClusterConstraints} is the cluster package's EValidator: EMF's basic checks plus the
 * workbench's rules about physical plausibility (links between real connectors, port counts, processes on
 * existing processors, every parameter within the unit and range its feature declares).
 * {@link org.ccw.model.validation.ClusterValidator} runs EMF's Diagnostician over a scenario and flattens the
 * result into {@link org.ccw.model.validation.Problem}s that name the element by path and the constraint by id,
 * for the problems view and for {@code workbench validate} (exit code 1 when any error remains).
 */
package org.ccw.model.validation;
