package org.ccw.engine.trace;

import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonLinesTraceTest {

    @Test
    void everyRecordTypeSurvivesARoundTripThroughAFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("run.jsonl");
        List<TraceEvent> written = TraceRecords.oneOfEach();
        try (JsonLinesTraceWriter writer = JsonLinesTraceWriter.toFile(file)) {
            written.forEach(writer::accept);
        }

        assertEquals(written, JsonLinesTraceReader.readAll(file));
        List<String> lines = Files.readAllLines(file);
        assertEquals("{\"format\":\"ccw-trace\",\"schemaVersion\":" + TraceEvent.SCHEMA_VERSION + "}", lines.get(0));
        assertTrue(lines.get(6).startsWith("{\"type\":\"CellDropped\",\"number\":5,"), lines.get(6));
        assertTrue(lines.get(6).contains("\"reason\":\"EARLY_PACKET_DISCARD\""), lines.get(6));
        assertTrue(lines.get(4).contains("\"queue\":{\"kind\":\"port\",\"owner\":2,\"index\":1}"), lines.get(4));
    }

    @Test
    void theRoundTripCoversEveryRecordType() {
        Set<Class<?>> covered = new HashSet<>();
        TraceRecords.oneOfEach().forEach(e -> covered.add(e.getClass()));
        assertEquals(TraceEvent.recordTypes(), covered);
    }

    @Test
    void aTraceOfAnotherSchemaVersionIsRefused() {
        String future = "{\"format\":\"ccw-trace\",\"schemaVersion\":" + (TraceEvent.SCHEMA_VERSION + 1) + "}\n";
        IOException error = assertThrows(IOException.class,
                () -> JsonLinesTraceReader.read(new StringReader(future), e -> { }));
        assertTrue(error.getMessage().contains("schema version"), error.getMessage());
    }

    @Test
    void aTraceFromBeforeRunsNamedTheirStackIsRefusedInOneLine() {
        String old = "{\"format\":\"ccw-trace\",\"schemaVersion\":2}\n"
                + "{\"type\":\"RunStarted\",\"number\":0,\"timePs\":0,\"node\":-1,\"component\":-1,\"cause\":-1,"
                + "\"schemaVersion\":2,\"scenario\":\"star\",\"seed\":7}\n";
        IOException error = assertThrows(IOException.class,
                () -> JsonLinesTraceReader.read(new StringReader(old), e -> { }));
        assertEquals("trace schema version 2 is not the supported version " + TraceEvent.SCHEMA_VERSION
                + " (from version 3 a trace names its stack): record it again with this build", error.getMessage());
    }

    @Test
    void aStacksRecordIsWrittenAsItsKindWithItsStackAndReadBack() throws IOException {
        java.io.StringWriter out = new java.io.StringWriter();
        TraceEvent moved = new TraceEvent.StackRecord(12, 9_500_000, 1, 0, 11, TokenMoved.KIND.stack(),
                TokenMoved.KIND.name(), new TokenMoved(4, 1, 2));
        try (JsonLinesTraceWriter writer = new JsonLinesTraceWriter(out)) {
            writer.accept(moved);
        }
        assertEquals("{\"type\":\"TokenMoved\",\"stack\":\"dvcm\",\"number\":12,\"timePs\":9500000,\"node\":1,"
                + "\"component\":0,\"cause\":11,\"token\":4,\"from\":1,\"to\":2}", out.toString().split("\n")[1]);
        List<TraceEvent> read = new java.util.ArrayList<>();
        JsonLinesTraceReader.read(new StringReader(out.toString()), read::add);
        assertEquals(List.of(moved), read);
    }

    @Test
    void aKindNoRegisteredStackDeclaresIsRefusedByLine() {
        String unknown = "{\"format\":\"ccw-trace\",\"schemaVersion\":" + TraceEvent.SCHEMA_VERSION + "}\n"
                + "{\"type\":\"LeaseRenewed\",\"stack\":\"nfs\",\"number\":0,\"timePs\":1,\"node\":0,"
                + "\"component\":0,\"cause\":-1}\n";
        IOException error = assertThrows(IOException.class,
                () -> JsonLinesTraceReader.read(new StringReader(unknown), e -> { }));
        assertEquals("trace line 2: no trace record 'LeaseRenewed' of stack 'nfs' in this build", error.getMessage());
    }

    @Test
    void aBrokenLineIsReportedByNumber() {
        String broken = "{\"format\":\"ccw-trace\",\"schemaVersion\":" + TraceEvent.SCHEMA_VERSION + "}\n"
                + "{\"type\":\"TimerFired\",\"number\":0,\"timePs\":1,\"node\":0,\"component\":0,\"cause\":-1,"
                + "\"timer\":\"t\"}\n{\"type\":\"NoSuchRecord\"}\n";
        IOException error = assertThrows(IOException.class,
                () -> JsonLinesTraceReader.read(new StringReader(broken), e -> { }));
        assertTrue(error.getMessage().startsWith("trace line 3"), error.getMessage());
    }
}
