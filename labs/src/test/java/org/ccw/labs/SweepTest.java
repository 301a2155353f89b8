package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

class SweepTest {

    @Test
    void resultsComeBackInPointOrderEvenWhenALaterPointFinishesFirst() {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two cores to run points side by side");
        CountDownLatch secondDone = new CountDownLatch(1);
        List<Integer> results = Sweep.run("test", List.of(0, 1), point -> {
            if (point == 0) {
                await(secondDone); // only finishes after point 1: both ran at once
            } else {
                secondDone.countDown();
            }
            return point * 10;
        }, Sweep.Progress.NONE);

        assertEquals(List.of(0, 10), results);
    }

    @Test
    void progressCountsEveryPointUpToTheTotal() {
        List<String> reports = new ArrayList<>();
        Sweep.run("squares", List.of(1, 2, 3, 4, 5), x -> x * x,
                (what, done, total) -> reports.add(what + " " + done + "/" + total));

        assertEquals(List.of("squares 1/5", "squares 2/5", "squares 3/5", "squares 4/5", "squares 5/5"), reports);
    }

    @Test
    void aFailingPointFailsTheSweepWithItsOwnException() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sweep.run("x", List.of(1, 2),
                x -> {
                    if (x == 2) {
                        throw new IllegalArgumentException("point 2 broke");
                    }
                    return x;
                }, Sweep.Progress.NONE));
        assertEquals("point 2 broke", e.getMessage());
    }

    @Test
    void seriesJsonHoldsEveryCurveWithItsAxesAndBothPointLists() throws Exception {
        LabResult result = new LabResult("demo", List.of(), List.of(), "f", List.of(new Series("curve", "size",
                "bytes", "bandwidth", "MB/s", List.of(new Series.Point(8, 0.5), new Series.Point(16, 1)),
                List.of(new Series.Point(16, 1.5)))));

        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(result.seriesJson());
        var curve = json.get("series").get(0);
        assertEquals("demo", json.get("lab").asText());
        assertEquals("bytes", curve.get("x").get("unit").asText());
        assertEquals("MB/s", curve.get("y").get("unit").asText());
        assertEquals(2, curve.get("ours").size());
        assertEquals(16.0, curve.get("ours").get(1).get(0).asDouble());
        assertEquals(1.5, curve.get("paper").get(0).get(1).asDouble());
        assertTrue(new LabResult("x", List.of(), List.of(), "f").series().isEmpty());
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(60, TimeUnit.SECONDS), "point 1 ran");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
