/**
 * The problems view: the validator's findings ({@code org.ccw.model.validation.Problem}: severity, element path,
 * rule, message) in a table the editor keeps current after every edit; clicking one selects its element
 * everywhere (canvas, outline, property sheet).
 */
package org.ccw.visualizer.problems;
