/**
 * Persistence of scenarios as XMI files. {@link org.ccw.model.io.ClusterModelIO} is the only place that knows the
 * file format: it registers the resource factory in every resource set it makes, maps every way a file can be
 * broken (truncated XML, another namespace, an unknown element, a dangling id reference, a value that does not
 * parse) to a {@link org.ccw.model.io.ModelLoadException} with a kind and a one-line message naming the file and
 * the position, and saves atomically (temporary file in the same directory, fsync, then one rename). Values that
 * parse but make no sense (a negative clock) load fine and are reported by validation instead.
 */
package org.ccw.model.io;
