package org.ccw.engine.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

class RenumberedTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyRecordTypeKeepsEveryFieldButItsNumberTimeAndCause() {
        for (TraceEvent event : TraceRecords.oneOfEach()) {
            TraceEvent copy = Renumbered.of(event, 4_242, 99_000_000, 17);

            assertEquals(event.getClass(), copy.getClass());
            assertEquals(4_242, copy.number());
            assertEquals(99_000_000, copy.timePs());
            assertEquals(17, copy.cause());
            ObjectNode expected = JSON.valueToTree(event);
            expected.put("number", 4_242).put("timePs", 99_000_000L).put("cause", 17);
            assertEquals(expected.toString(), JSON.valueToTree(copy).toString(), event.getClass().getSimpleName());
        }
    }
}
