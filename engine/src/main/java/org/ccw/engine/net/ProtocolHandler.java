package org.ccw.engine.net;

import org.ccw.engine.kernel.Scheduler;

/**
 * A protocol stack (or one layer of it) as a handler object: it is given a {@link Scheduler} and a
 * {@link NetworkPort} when it is built, reacts to its start and to arriving frames, and sets timers by
 * scheduling events. It owns no thread and reads no clock, so the same object runs in virtual time and in real
 * time.
 */
public interface ProtocolHandler extends FrameListener {

    /** Runs once, as the first event of this stack: open connections, send the first messages, arm timers. */
    void onStart();

    /** Makes {@code handler} the receiver of {@code port} and schedules its {@link #onStart()} now. */
    static void install(ProtocolHandler handler, NetworkPort port, Scheduler scheduler) {
        port.receiver(handler);
        scheduler.schedule(0, handler::onStart);
    }
}
