/**
 * The seam through which a stack's presentation reaches the generic views: {@link
 * org.ccw.visualizer.stacks.StackPresentation}, one implementation per stack in a sub-package named after it,
 * registered as a {@code META-INF/services} service. Cell headers and message ids are the stack's
 * {@code WireFormat}'s (engine), colours the one palette's ({@code ColourPalette}); what is left to a stack here
 * is how its own kinds map onto the common ones.
 */
package org.ccw.visualizer.stacks;
