/**
 * The outline pane: the open scenario's containment tree (cluster, machines, NICs, switches, links, jobs),
 * read reflectively through EMF into immutable {@link org.ccw.visualizer.outline.OutlineNode}s (each with the
 * element's id) so that it follows the metamodel as it grows. Its selection is kept equal to the editor's, in
 * both directions.
 */
package org.ccw.visualizer.outline;
