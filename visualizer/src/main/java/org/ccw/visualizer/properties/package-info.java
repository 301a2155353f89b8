/**
 * The property sheet: a ControlsFX {@code PropertySheet} over the attributes of the selected element, one
 * {@link org.ccw.visualizer.properties.FeatureProperty} per EMF attribute, its unit, range and description read
 * from the metamodel's declarations ({@code org.ccw.model.units.FeatureSpec}), never written twice. Edits go
 * through the editor's command stack; values out of range are refused with a message naming the limit and the
 * unit, and the field springs back to the model's value.
 */
package org.ccw.visualizer.properties;
