package org.ccw.visualizer.stacks;

/**
 * Work at the boundary between a host and its NI that one of a stack's records tells of, drawn on the timing
 * diagram as a box ending at the record's time: an application posting a command to the NI ({@link Kind#POST}, on
 * the host's application lane) or a DMA between host memory and the NI ({@link Kind#DMA}, on the lane of the
 * coprocessor of the record's NIC when one runs the stack's code, else the NIC's).
 *
 * @param kind       which of the two
 * @param durationPs how long it took, ending at the record's time
 * @param label      what the box says (e.g. {@code post SEND}, {@code DMA data})
 */
public record HostInterfaceWork(Kind kind, long durationPs, String label) {

    /** What the work was. */
    public enum Kind {
        /** An application posted a command (its ring write and doorbell). */
        POST,
        /** A DMA between host memory and the NI. */
        DMA
    }
}
