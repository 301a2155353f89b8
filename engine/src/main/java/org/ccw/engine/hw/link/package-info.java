/**
 * Links and the queues in front of them. A {@link org.ccw.engine.hw.link.Channel} is one direction of a
 * full-duplex link: it serializes a cell at the link rate, delivers its last bit after the propagation delay
 * (traced as {@code CellDeparted} then {@code CellArrived}), and applies the scenario's faults through
 * {@link org.ccw.engine.hw.link.LinkFaults}: scripted drops and random loss (traced as {@code CellDropped} with
 * reason {@code SCRIPTED} or {@code LINK_LOSS} where the cell would have arrived), corruption (the cell arrives
 * marked), reordering (held back) and duplication ({@code CellDuplicated}). A
 * {@link org.ccw.engine.hw.link.TransmitQueue} is the bounded FIFO that feeds a channel, used for NIC send FIFOs
 * and switch output-port buffers alike. Invariant: a channel carries one cell at a time, so departures on it are
 * at least one serialization time apart.
 */
package org.ccw.engine.hw.link;
