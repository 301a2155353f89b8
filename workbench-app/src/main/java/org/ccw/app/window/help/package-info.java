/**
 * The Help menu ({@link org.ccw.app.window.help.HelpMenu}): Getting started, Keyboard shortcuts read from the menu bar
 * itself ({@link org.ccw.app.window.help.Shortcuts}, so the list cannot go stale), the Legend drawn by the code that
 * draws a run (UI.md's visual vocabulary), and About.
 */
package org.ccw.app.window.help;
