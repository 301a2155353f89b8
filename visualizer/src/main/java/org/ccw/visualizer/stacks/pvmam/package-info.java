/**
 * PVMAM's presentation (seed 003 §5-6, Appendix A): its request packets labelled with the PVM fragment they carry,
 * its per-peer instance buffers named in the protocol's words. Registered as a {@code StackPresentation} service.
 */
package org.ccw.visualizer.stacks.pvmam;
