/**
 * How model elements are named for people and for files. {@link org.ccw.model.naming.ElementPaths} renders the
 * path users read in problems and the CLI ({@code cluster/nodes[ss20-a]/nics[nic0]}); {@link
 * org.ccw.model.naming.ElementIds} assigns the stable ids XMI uses for cross references, so references in a saved
 * scenario survive renames and reordering.
 */
package org.ccw.model.naming;
