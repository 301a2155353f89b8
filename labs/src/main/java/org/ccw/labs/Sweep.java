package org.ccw.labs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Runs a lab's sweep points in parallel on every core. Deterministic whatever the thread timing: each point is
 * its own run with its own kernel, seed and trace fingerprint, so nothing is shared between points, and results
 * come back in point order.
 */
public final class Sweep {

    private Sweep() {
    }

    /** Told after each finished point; called from worker threads, one call at a time. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (what, done, total) -> { };

        /** {@code done} of {@code total} points of the sweep {@code what} have finished. */
        void pointDone(String what, int done, int total);
    }

    /**
     * The fingerprint of a lab whose runs each have their own trace fingerprint (a sweep's points run in
     * parallel): SHA-256 over the runs' hex fingerprints in the order given, which is the sweep's order, not the
     * order the threads finished in.
     */
    public static String combineFingerprints(List<String> fingerprints) {
        try {
            java.security.MessageDigest digest = java.security.MessageDigest.getInstance("SHA-256");
            fingerprints.forEach(f -> digest.update(f.getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
            return java.util.HexFormat.of().formatHex(digest.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }

    /**
     * {@code measure} applied to each point, in parallel, results in point order.
     *
     * @param what named in progress reports, e.g. {@code ssam-bulk: bandwidth vs message size}
     */
    public static <P, R> List<R> run(String what, List<P> points, Function<P, R> measure, Progress progress) {
        int threads = Math.max(1, Math.min(points.size(), Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "sweep " + what);
            thread.setDaemon(true);
            return thread;
        });
        try {
            AtomicInteger done = new AtomicInteger();
            List<Future<R>> futures = new ArrayList<>();
            for (P point : points) {
                futures.add(pool.submit(() -> {
                    R result = measure.apply(point);
                    synchronized (progress) {
                        progress.pointDone(what, done.incrementAndGet(), points.size());
                    }
                    return result;
                }));
            }
            List<R> results = new ArrayList<>();
            for (Future<R> future : futures) {
                results.add(future.get());
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(what + ": interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(what, e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
