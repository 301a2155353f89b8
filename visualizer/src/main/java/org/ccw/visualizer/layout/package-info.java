/**
 * Automatic layout with the Eclipse Layout Kernel: {@link org.ccw.visualizer.layout.ClusterLayout} copies a
 * cluster into an ELK graph (hosts sized with their NIC boxes, switches, one edge per link), runs ELK's layered
 * algorithm left to right with hosts alternating sides of their switch, and returns positions for every unpinned
 * node; the editor applies them as one undoable command, so layout results persist in the file like manual
 * moves. ELK's layered algorithm is registered once, without OSGi, through its meta-data provider.
 */
package org.ccw.visualizer.layout;
