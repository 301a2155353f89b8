package org.ccw.engine.net;

/** Receives the frames that arrive at a {@link NetworkPort}, always as an event of the port's scheduler. */
@FunctionalInterface
public interface FrameListener {
    void onFrame(Frame frame);
}
