package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The event list's kinds follow the sealed trace: a record type without a kind would make EventKind.of throw. */
class EventKindTest {

    @Test
    void everyRecordTypeHasExactlyOneKind() {
        Set<Class<?>> kinds = Arrays.stream(EventKind.values()).map(EventKind::type).collect(Collectors.toSet());
        assertEquals(EventKind.values().length, kinds.size());
        assertEquals(TraceEvent.recordTypes(), kinds);
    }
}
