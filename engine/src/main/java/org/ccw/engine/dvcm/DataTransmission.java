package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.module.Transmission;
import org.ccw.engine.hw.atm.Aal5;

import java.util.ArrayList;
import java.util.List;

/**
 * One data message on its way out of an execution unit: which of its cells have gone onto the link, when each
 * cell's bytes will have arrived by DMA, and the module callbacks waiting on its progress.
 */
final class DataTransmission implements Transmission {
    final int destination;
    final long messageId;
    /** 0 for a message's first sending; n when the reliable data service sends it the n-th time again. */
    final int attempt;
    final Packet.Data packet;
    private final int cells;
    private final long dmaFirstBytePs;
    private final double psPerByte;
    private final Runnable starter;
    private boolean started;
    private int pushed;
    private final List<Watch> watches = new ArrayList<>();
    private final List<Runnable> ended = new ArrayList<>();

    private record Watch(int cellsLeft, Runnable action) {
    }

    DataTransmission(int destination, long messageId, int attempt, Packet.Data packet, long dmaFirstBytePs,
                     double psPerByte, Runnable starter) {
        this.starter = starter;
        this.destination = destination;
        this.messageId = messageId;
        this.attempt = attempt;
        this.packet = packet;
        this.cells = Aal5.cells(packet.bytes());
        this.dmaFirstBytePs = dmaFirstBytePs;
        this.psPerByte = psPerByte;
    }

    @Override
    public void start() {
        if (started) {
            throw new IllegalStateException("a transmission starts once");
        }
        started = true;
        starter.run();
    }

    @Override
    public int cells() {
        return cells;
    }

    @Override
    public void whenCellsLeft(int cellsLeft, Runnable action) {
        watches.add(new Watch(cellsLeft, action));
    }

    @Override
    public void whenEnded(Runnable action) {
        ended.add(action);
    }

    /** Index of the next cell to go out. */
    int next() {
        return pushed;
    }

    boolean done() {
        return pushed == cells;
    }

    /** When the bytes of cell {@code index} are in NI memory (zero-copy: read straight from the application). */
    long readyPs(int index) {
        long bytes = Math.min(packet.bytes(), (index + 1) * 48L);
        return dmaFirstBytePs + Math.round(bytes * psPerByte);
    }

    /** Runs the callbacks due with {@code left} cells still to go (called before the first cell and after each). */
    void progress(int left) {
        for (int i = 0; i < watches.size(); i++) {
            if (watches.get(i).cellsLeft() >= left) {
                Runnable action = watches.remove(i--).action();
                action.run();
            }
        }
    }

    /** Cell {@code pushed} has gone to the NIC; returns how many are left. */
    int pushedOne() {
        pushed++;
        return cells - pushed;
    }

    void end() {
        ended.forEach(Runnable::run);
        ended.clear();
    }
}
