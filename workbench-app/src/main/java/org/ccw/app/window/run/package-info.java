/**
 * A run's part of the window (UI.md's run tool bar, Run menu, canvas layer, bottom tabs and inspector):
 * {@link org.ccw.app.window.run.RunPerspective} wires the run's state and decisions
 * ({@link org.ccw.app.window.run.RunViewModel} and the run's keys, both tested without a window) to one class per
 * view — tool bar, Run and what-if menus, canvas, bookmarks, event list, breakpoints, inspector — with the engine on a
 * thread of its own ({@code EngineThread}). The bottom tabs that read the run's trace on its one cursor live here too:
 * the timing diagram ({@link org.ccw.app.window.run.TimingTab}, which hosts the {@code compare} panes), the
 * space-time view and the congestion windows. The Run menu and the what-if menu call the perspective and it builds
 * them, so they are here rather than beside the document's menus.
 */
package org.ccw.app.window.run;
