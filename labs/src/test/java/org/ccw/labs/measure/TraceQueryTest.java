package org.ccw.labs.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

/** An event to find: kind, field filters (nodes by name) and ordinal, over {@link KnownTrace}. */
class TraceQueryTest {
    private final RunTrace run = KnownTrace.run();

    private long find(String kind, Map<String, String> where, int nth) {
        return new TraceQuery(kind, where, nth).find(run).orElseThrow().number();
    }

    @Test
    void theNthRecordOfAKindThatMatchesTheFilters() {
        assertEquals(8, find("CellDropped", Map.of(), 1), "the first dropped cell");
        assertEquals(10, find("CellDropped", Map.of(), 0), "the last");
        assertEquals(10, find("CellDropped", Map.of("reason", "link_loss"), 1), "an enum by its name, any case");
        assertEquals(9, find("CellDropped", Map.of("node", "sw"), 2), "a node by its name");
        assertEquals(17, find("TokenMoved", Map.of("from", "a", "to", "b"), 1), "the moment the token moved");
        assertEquals(6, find("QueueLengthChanged", Map.of("queue", "port", "length", "7"), 1));
        assertEquals(13, find("MessageDelivered", Map.of("messageId", "2"), 1), "the reply to request 2 arrives");
        assertTrue(new TraceQuery("CellDropped", Map.of(), 4).find(run).isEmpty(), "only three were dropped");
    }

    @Test
    void describesItselfAndARecordInWords() {
        assertEquals("the 2nd CellDropped where node = sw", new TraceQuery("CellDropped", Map.of("node", "sw"), 2)
                .describe());
        assertEquals("#17 TokenMoved at 55.000 us at a (token 1, from a, to b)",
                TraceQuery.describe(run.trace().byNumber(17), run));
    }

    @Test
    void anUnknownKindOrFieldIsRefusedNamingWhatThereIs() {
        assertTrue(assertThrows(MeasureException.class, () -> new TraceQuery("CellLost", Map.of(), 1))
                .getMessage().startsWith("no trace record 'CellLost' (there are CasFailed, CellArrived"));
        assertEquals("TokenMoved has no field 'holder' (it has number, timePs, node, component, cause, token, from, "
                + "to)", assertThrows(MeasureException.class,
                () -> new TraceQuery("TokenMoved", Map.of("holder", "a"), 1)).getMessage());
    }
}
