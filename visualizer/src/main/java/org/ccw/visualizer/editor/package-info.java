/**
 * The editor's logic, free of views: {@link org.ccw.visualizer.editor.ScenarioEditor} is the view-model of one
 * open scenario. It turns palette drops, canvas gestures, property edits, pinning and automatic layout into
 * EMF.Edit commands on the scenario's editing domain ({@code org.ccw.model.edit.ClusterEditing}), so every edit
 * undoes and redoes and the command stack's save point is the "unsaved changes" flag; after each command it
 * rebuilds the canvas diagram, the outline and the validator's problems. The {@link org.ccw.visualizer.editor.Palette}
 * lists the parts the papers' clusters are made of (workstation, SMP, processor, the SBA-100/200/200E, Myrinet
 * LANai and Fast Ethernet NICs, ATM and Myrinet switches, links, jobs and processes) and every machine preset of
 * the model's library. Linking picks free NICs and switch ports and the medium a NIC kind implies; deleting takes
 * along the links, ports and processes that cannot outlive what is deleted. Refusals never throw: they leave a
 * one-line message that names the element, the limit and the unit.
 */
package org.ccw.visualizer.editor;
