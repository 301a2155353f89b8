/**
 * The workbench's views (JavaFX), one package per view. Views read immutable snapshots (a topology diagram, an
 * outline, later the engine's trace) and never live engine objects; each view has a view-model that holds its
 * state and logic and is tested without a window. Look and colours come from one stylesheet,
 * {@code workbench.css}, with named colour variables ({@link org.ccw.visualizer.Stylesheets}); a lecture theme
 * is another stylesheet over the same names. Painters without a scene (timing diagram, charts, exports) read the
 * same named colours through {@link org.ccw.visualizer.ColourPalette}, so no colour is written twice. The application frame that hosts these views lives in
 * {@code workbench-app}; nothing here depends on it.
 */
package org.ccw.visualizer;
