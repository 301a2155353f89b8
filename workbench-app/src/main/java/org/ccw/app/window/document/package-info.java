/**
 * The open document's files beyond the scenario itself, for the window's view-model: the crash guard
 * ({@link org.ccw.app.window.document.Autosave}), File → Open Recent ({@link org.ccw.app.window.document.RecentFiles},
 * kept in the settings folder) and File → Open example ({@link org.ccw.app.window.document.Examples}: the papers'
 * set-ups shipped in {@code examples/}). Plain files and paths, no view.
 */
package org.ccw.app.window.document;
