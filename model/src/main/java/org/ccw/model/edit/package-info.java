/**
 * Undoable editing of scenarios through EMF.Edit. {@link org.ccw.model.edit.ClusterEditing} creates the
 * {@code AdapterFactoryEditingDomain} (generated item providers, a {@code BasicCommandStack}) that the editor's
 * palette, canvas, property sheet and outline all change the model through, so that every edit is one command on
 * one stack: undo/redo, the dirty flag and the save point come from there. No JavaFX here; the visualizer binds
 * to it.
 */
package org.ccw.model.edit;
