package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The program's own work sits in the process's queue between its sends, and the process does not poll during it. */
class ProcessStepTest {

    @Test
    void workQueuedBetweenTwoSendsDelaysTheSecondByItsCycles() {
        OneSmp smp = new OneSmp(2, 8);
        List<Long> arrivals = new ArrayList<>();
        smp.get(1).setRequestHandler(1, (token, args) -> arrivals.add(smp.kernel.now()));
        smp.get(0).request4(1, 1);
        smp.get(0).compute(16_700); // 100 µs at 167 MHz
        smp.get(0).request4(1, 1);

        smp.run(1_000);

        assertEquals(2, arrivals.size());
        long apart = arrivals.get(1) - arrivals.get(0);
        assertTrue(apart >= Time.micros(100) && apart < Time.micros(105), "100 µs of work and a send: " + apart);
    }

    @Test
    void aProcessAtWorkDoesNotPoll() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(1).compute(16_700);
        smp.get(0).request4(1, 1);

        smp.run(1_000);

        long handled = smp.trace.stream().filter(TraceEvent.HandlerRan.class::isInstance).findFirst()
                .map(TraceEvent::timePs).orElseThrow();
        assertTrue(handled >= Time.micros(100), "the request waited for the receiver's work: " + handled);
    }
}
