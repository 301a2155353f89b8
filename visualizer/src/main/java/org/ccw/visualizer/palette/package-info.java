/**
 * The palette pane: the editor's {@link org.ccw.visualizer.editor.Palette} as buttons grouped by section.
 * Entries that need a place are tools: click one to arm it (the canvas's
 * {@link org.ccw.visualizer.topology.TopologyViewModel#armedEntryProperty()}) and click the canvas to place it —
 * the mode that works for touch, pens and keyboard-and-clicker users, and under a headless test robot, where
 * platform drag and drop is not delivered — or drag it onto the canvas (the drag carries the entry's id in
 * {@link org.ccw.visualizer.topology.TopologyView#PALETTE_ENTRY}), or double-click it to create it at the next
 * free place. The link tool toggles the canvas's link mode.
 */
package org.ccw.visualizer.palette;
