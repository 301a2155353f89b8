/**
 * Units and ranges of model parameters. Every numeric feature of the cluster metamodel that carries a physical
 * unit or a bound declares it once, as an EAnnotation on the feature in {@code cluster.ecore}; the generator puts
 * it into the generated Javadoc and {@link org.ccw.model.units.FeatureSpec} reads it at run time. Validation
 * (range checks whose messages name the limit and the unit), the editor's property sheet and command-line
 * options all use this one declaration, the way ELK declares each layout option once.
 */
package org.ccw.model.units;
