/**
 * The palette pane: the editor's {@link org.ccw.visualizer.editor.Palette} as buttons grouped by section. Each
 * can be dragged onto the canvas (the drag carries the entry's id in
 * {@link org.ccw.visualizer.topology.TopologyView#PALETTE_ENTRY}) or clicked to create at the next free place;
 * the link tool toggles the canvas's link mode.
 */
package org.ccw.visualizer.palette;
