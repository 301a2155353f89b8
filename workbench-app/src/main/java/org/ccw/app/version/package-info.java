/**
 * Which build of the workbench is running ({@link org.ccw.app.version.ProjectVersion}): read by the command line, the
 * window and the lab reports alike, so none of them reaches into another for it.
 */
package org.ccw.app.version;
