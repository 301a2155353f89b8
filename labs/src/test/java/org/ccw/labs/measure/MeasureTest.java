package org.ccw.labs.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Each measure over {@link KnownTrace}, whose figures are known by construction, and what a measure refuses. */
class MeasureTest {
    private final RunTrace run = KnownTrace.run();

    private double value(String measure) {
        return Measure.parse(measure).evaluate(run).value();
    }

    @Test
    void latencyBetweenTwoHostsHasItsMeanAndPercentiles() {
        assertEquals(20, value("latency(a -> b)"), 1e-9, "10, 20 and 30 µs");
        assertEquals(20, value("latency(a -> b).mean"), 1e-9);
        assertEquals(20, value("latency(a → b).p50"), 1e-9);
        assertEquals(30, value("latency(a -> b).p90"), 1e-9);
        assertEquals(10, value("latency(a -> b).min"), 1e-9);
        assertEquals(30, value("latency(a -> b).max"), 1e-9);
        assertEquals(3, value("latency(a -> b).count"));
        assertEquals(5, value("latency(b -> a)"), 1e-9, "the other direction is its own");
        assertEquals("us", Measure.parse("latency(a -> b).p99").unit());
    }

    @Test
    void throughputIsTheBytesDeliveredOverTheSpanFromFirstSendToLastDelivery() {
        assertEquals(300 / 80.0, value("throughput(a -> b)"), 1e-9, "300 bytes in 80 µs, in MB/s");
        assertEquals("MB/s", Measure.parse("throughput(a -> b)").unit());
        assertEquals(3, value("messages(a -> b)"));
    }

    @Test
    void dropsCountByPlaceAndReason() {
        assertEquals(3, value("drops()"));
        assertEquals(3, value("drops(*).count"));
        assertEquals(2, value("drops(sw)"));
        assertEquals(1, value("drops(sw, BUFFER_FULL)"));
        assertEquals(1, value("drops(sw, early-packet-discard)"), "a reason may be written in lower case with dashes");
        assertEquals(1, value("drops(*, LINK_LOSS)"));
        assertEquals(0, value("drops(a)"));
        assertEquals("cells", Measure.parse("drops()").unit());
    }

    @Test
    void retransmissionsQueuesAndHandlers() {
        assertEquals(2, value("retransmissions()"));
        assertEquals(0, value("retransmissions(b)"));
        assertEquals(7, value("queue(sw).max"));
        assertEquals(7, value("queue(sw, port)"));
        assertEquals(0, value("queue(sw, nic-in)"));
        assertEquals(3, value("handler(read_h)"), 1e-9, "2 and 4 µs");
        assertEquals(6, value("handler(read_h, b).total"), 1e-9);
        assertEquals(2, value("handler(read_h).count"));
    }

    @Test
    void theNearestRankPercentile() {
        double[] sorted = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        assertEquals(5, Measure.percentile(sorted, 50));
        assertEquals(9, Measure.percentile(sorted, 90));
        assertEquals(10, Measure.percentile(sorted, 99));
    }

    @Test
    void whatTheRunLacksIsAnErrorNotAZero() {
        assertEquals("the run has no node 'c' (it has a, b, sw)",
                assertThrows(MeasureException.class, () -> value("latency(a -> c)")).getMessage());
        assertEquals("handler(write_h): handler write_h never ran in the run",
                assertThrows(MeasureException.class, () -> value("handler(write_h)")).getMessage());
        assertEquals("latency(b -> b): no message sent at b was delivered at b in the run",
                assertThrows(MeasureException.class, () -> value("latency(b -> b)")).getMessage());
    }

    @Test
    void badMeasuresAreRefusedWhenRead() {
        assertEquals("'speed(a)': no measure 'speed' (there are drops, handler, latency, messages, queue, "
                + "retransmissions, throughput)", assertThrows(MeasureException.class,
                () -> Measure.parse("speed(a)")).getMessage());
        assertEquals("'latency(a).p50': latency takes one pair of hosts, e.g. latency(ss20-a -> ss20-b)",
                assertThrows(MeasureException.class, () -> Measure.parse("latency(a).p50")).getMessage());
        assertEquals("'latency(a -> b).p42': latency has no .p42 (it has .mean, .p50, .p90, .p99, .min, .max, "
                + ".count)", assertThrows(MeasureException.class, () -> Measure.parse("latency(a -> b).p42"))
                .getMessage());
        assertEquals("'drops(sw, MELTED)': no drop reason 'MELTED' (there are BUFFER_FULL, EARLY_PACKET_DISCARD, "
                + "PARTIAL_PACKET_DISCARD, LINK_LOSS, CHECKSUM, FIFO_FULL, SCRIPTED, PROTOCOL)",
                assertThrows(MeasureException.class, () -> Measure.parse("drops(sw, MELTED)")).getMessage());
        assertEquals("'queue()': queue takes 1 to 2 arguments, not 0",
                assertThrows(MeasureException.class, () -> Measure.parse("queue()")).getMessage());
        assertEquals("'lat ency' is not a measure (write e.g. latency(ss20-a -> ss20-b).p50)",
                assertThrows(MeasureException.class, () -> Measure.parse("lat ency")).getMessage());
    }
}
