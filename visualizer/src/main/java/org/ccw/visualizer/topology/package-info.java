/**
 * The topology canvas: the cluster drawn as hosts, network interfaces and switches (labelled boxes of distinct
 * shapes) joined by links, each placed at the x/y the model stores. {@link org.ccw.visualizer.topology.ScenarioDiagrams}
 * copies an EMF scenario into an immutable {@link org.ccw.visualizer.topology.TopologyDiagram} (the view never
 * holds EMF objects, so it can also be fed by hand in tests and demos); the
 * {@link org.ccw.visualizer.topology.TopologyViewModel} holds the diagram, the selected ids, the active tool (link
 * mode or an armed palette entry) and zoom; the {@link org.ccw.visualizer.topology.TopologyView} draws it with
 * scene-graph nodes, link labels only where {@link org.ccw.visualizer.topology.LinkLabelPlacer} finds room, and its
 * mouse gestures (select, move, link, rubber band, palette drop or click-to-place) go out through
 * {@link org.ccw.visualizer.topology.TopologyGestures} to whoever edits the model. Moving cells, buffers and tokens (the animation issue) will be layered over this
 * static drawing.
 */
package org.ccw.visualizer.topology;
