package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.ledger.LedgerLine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An AM-II lab run with {@code --ledger} measures what a plain run measures, and books, for every figure with a
 * paper value, the charges of the processes and the stretch of the run the paper's procedure timed, per operation.
 */
class AmIILedgerTest {
    private static final LabOptions PLAIN = LabOptions.defaults();
    private static final LabOptions LEDGER = PLAIN.withLedger();

    static Stream<Lab> labs() {
        return Stream.of(new AmIILogGPLab(), new AmIIPollingLab(), new AmIISendBreakdownLab(), new AmIIEm3dLab(),
                new AmIINicBalanceLab());
    }

    @ParameterizedTest
    @MethodSource("labs")
    void aLedgerChangesNoFigureAndBooksEveryFigureWithAPaperValue(Lab lab) {
        LabResult plain = lab.run(PLAIN);
        LabResult ledgered = lab.run(LEDGER);

        assertEquals(plain.metrics(), ledgered.metrics(), lab.id() + ": the ledger only watches");
        assertTrue(plain.ledgers().isEmpty(), lab.id() + ": no ledger unless asked for");
        Set<String> booked = ledgered.ledgers().stream().map(FigureLedger::figure).collect(Collectors.toSet());
        List<String> unbooked = ledgered.metrics().stream()
                .filter(m -> m.paper() != null && m.basis() != Metric.Basis.INPUT)
                .map(Metric::name).filter(name -> !booked.contains(name)).toList();
        assertEquals(List.of(), unbooked, lab.id() + ": every figure with a paper value has a ledger");
        Set<String> names = ledgered.metrics().stream().map(Metric::name).collect(Collectors.toSet());
        assertTrue(names.containsAll(booked), lab.id() + ": every ledger is a figure's");
        ledgered.ledgers().forEach(l -> assertFalse(l.lines().isEmpty(), l.figure() + " books some charges"));
    }

    @Test
    void theSharedMemorySendOverheadIsTheSumOfFigureFoursSteps() {
        LabResult result = new AmIILogGPLab().run(LEDGER);
        double os = metric(result, "shm_os_us");
        FigureLedger ledger = ledger(result, "shm_os_us");

        // a burst's sends follow each other without a gap: their steps are all the sender did
        assertTrue(ledger.lines().stream().map(LedgerLine::cost).allMatch(c -> c.startsWith("send.")),
                ledger.toText());
        assertTrue(ledger.lines().stream().anyMatch(l -> l.cost().equals("send.claim_cas")), ledger.toText());
        assertEquals(os, ledger.chargedUs(), 0.02 * os, ledger.toText());
    }

    @Test
    void aRoundTripsLedgerHoldsTheRequestersWholeRoundTrip() {
        LabResult result = new AmIILogGPLab().run(LEDGER);
        // the requester is busy all along: sending, polling while the message is away, taking the reply
        for (String column : List.of("shm", "myri")) {
            double rtt = metric(result, column + "_rtt_us");
            FigureLedger ledger = ledger(result, column + "_rtt_us");
            assertEquals(rtt, ledger.chargedUs(), 0.05 * rtt, ledger.toText());
            assertTrue(ledger.lines().stream().anyMatch(l -> l.cost().equals("poll")), ledger.toText());
        }
    }

    private static double metric(LabResult result, String name) {
        return result.metrics().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow().value();
    }

    private static FigureLedger ledger(LabResult result, String figure) {
        return result.ledgers().stream().filter(l -> l.figure().equals(figure)).findFirst().orElseThrow();
    }
}
