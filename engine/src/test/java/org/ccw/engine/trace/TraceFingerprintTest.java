package org.ccw.engine.trace;

import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.TraceEvent.TimerFired;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class TraceFingerprintTest {

    private static String fingerprintOf(List<TraceEvent> events) {
        TraceFingerprint fingerprint = new TraceFingerprint();
        events.forEach(fingerprint::accept);
        return fingerprint.hex();
    }

    @Test
    void theSameStreamGivesTheSameHash() {
        assertEquals(fingerprintOf(TraceRecords.oneOfEach()), fingerprintOf(TraceRecords.oneOfEach()));
        assertEquals(64, fingerprintOf(TraceRecords.oneOfEach()).length());
    }

    @Test
    void anyChangedFieldChangesTheHash() {
        List<TraceEvent> changed = new ArrayList<>(TraceRecords.oneOfEach());
        TimerFired timer = (TimerFired) changed.get(10);
        changed.set(10, new TimerFired(timer.number(), timer.timePs() + 1, timer.node(), timer.component(),
                timer.cause(), timer.timer()));

        assertNotEquals(fingerprintOf(TraceRecords.oneOfEach()), fingerprintOf(changed));
    }

    @Test
    void fieldBoundariesCannotBeShifted() {
        // "ab" + "c" and "a" + "bc" must hash differently: strings carry their lengths.
        TimerFired ab = new TimerFired(0, 0, 0, 0, -1, "ab");
        TimerFired a = new TimerFired(0, 0, 0, 0, -1, "a");
        assertNotEquals(fingerprintOf(List.of(ab, new TimerFired(1, 0, 0, 0, -1, "c"))),
                fingerprintOf(List.of(a, new TimerFired(1, 0, 0, 0, -1, "bc"))));
    }

    @Test
    void aStacksRecordHashesAsTheGenericRecordOfItsKindWould() throws Exception {
        // TokenMoved was a generic record before the DVCM declared it: its traces keep their fingerprints
        byte[] name = "TokenMoved".getBytes(StandardCharsets.UTF_8);
        ByteBuffer generic = ByteBuffer.allocate(64).putInt(name.length).put(name).putLong(12).putLong(9_500_000)
                .putInt(1).putInt(0).putLong(11).putInt(4).putInt(1).putInt(2);
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        sha.update(generic.array(), 0, generic.position());
        TraceEvent moved = new TraceEvent.StackRecord(12, 9_500_000, 1, 0, 11, TokenMoved.KIND.stack(),
                TokenMoved.KIND.name(), new TokenMoved(4, 1, 2));

        assertEquals(HexFormat.of().formatHex(sha.digest()), fingerprintOf(List.of(moved)));
    }

    @Test
    void theHashCanBeReadMidStreamWithoutDisturbingIt() {
        TraceFingerprint partly = new TraceFingerprint();
        List<TraceEvent> events = TraceRecords.oneOfEach();
        events.subList(0, 5).forEach(partly::accept);
        partly.hex();
        events.subList(5, events.size()).forEach(partly::accept);

        assertEquals(fingerprintOf(events), partly.hex());
        assertEquals(events.size(), partly.records());
    }
}
