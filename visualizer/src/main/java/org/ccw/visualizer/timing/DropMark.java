package org.ccw.visualizer.timing;

import org.ccw.engine.trace.DropReason;

/**
 * Where and when a cell died.
 *
 * @param lane   lane index of the node where it died
 * @param timePs time of death, ps
 * @param kind   the cell's kind
 * @param reason why ({@code BUFFER_FULL}, {@code LINK_LOSS}, ...)
 * @param number trace number of the {@code CellDropped} record
 */
public record DropMark(int lane, long timePs, String kind, DropReason reason, long number) {
}
