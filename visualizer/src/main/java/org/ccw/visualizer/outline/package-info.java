/**
 * The outline pane: the open scenario's containment tree (cluster, machines, NICs, switches, links, jobs),
 * read reflectively through EMF into immutable {@link org.ccw.visualizer.outline.OutlineNode}s so that it
 * follows the metamodel as it grows. Selection and drag-and-drop (the editor issue) come later.
 */
package org.ccw.visualizer.outline;
