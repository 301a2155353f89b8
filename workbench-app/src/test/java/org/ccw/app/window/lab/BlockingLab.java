package org.ccw.app.window.lab;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.Series;

/**
 * A stand-in lab for tests of running and cancelling: it counts {@code started} down, waits in its "sweep" until
 * {@code release} opens (or the thread is interrupted, as a cancel does), then reports one point of one series. It
 * has no folder, so the window shows a guide saying so.
 */
public record BlockingLab(CountDownLatch started, CountDownLatch release) implements Lab {

    public BlockingLab(CountDownLatch release) {
        this(new CountDownLatch(1), release);
    }

    @Override
    public String id() {
        return "blocking";
    }

    @Override
    public LabResult run(LabOptions options) {
        started.countDown();
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        options.progress().pointDone(id(), 1, 1);
        return new LabResult(id(), List.of(Metric.of("x", 1, "us", null)), List.of(), "0",
            List.of(new Series("s", "size", "bytes", "bandwidth", "MB/s", List.of(new Series.Point(8, 1)), List.of())));
    }
}
