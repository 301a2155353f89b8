package org.ccw.engine.trace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** Reads a trace written by {@link JsonLinesTraceWriter}, checking its header and schema version. */
public final class JsonLinesTraceReader {

    /** The generic records' type names; any other type is a stack's own. */
    private static final Set<String> GENERIC = TraceEvent.recordTypes().stream()
            .filter(t -> t != TraceEvent.StackRecord.class).map(Class::getSimpleName).collect(Collectors.toSet());
    /** Reads a payload from its record's line, passing over the header's fields. */
    private static final ObjectMapper PAYLOAD = JsonLinesTraceWriter.MAPPER.copy()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private JsonLinesTraceReader() {
    }

    /** Passes every record of the trace in {@code in} to {@code sink}, in file order. */
    public static void read(Reader in, TraceSink sink) throws IOException {
        BufferedReader lines = in instanceof BufferedReader b ? b : new BufferedReader(in);
        String header = lines.readLine();
        if (header == null) {
            throw new IOException("empty trace: no header line");
        }
        JsonNode head = JsonLinesTraceWriter.MAPPER.readTree(header);
        if (!JsonLinesTraceWriter.FORMAT.equals(head.path("format").asText())) {
            throw new IOException("not a ccw trace: header is " + header);
        }
        int version = head.path("schemaVersion").asInt(-1);
        if (version != TraceEvent.SCHEMA_VERSION) {
            throw new IOException("trace schema version " + version + " is not the supported version "
                    + TraceEvent.SCHEMA_VERSION + (version >= 0 && version < TraceEvent.SCHEMA_VERSION
                    ? " (from version 3 a trace names its stack): record it again with this build" : ""));
        }
        ObjectReader reader = JsonLinesTraceWriter.MAPPER.readerFor(TraceEvent.class);
        int lineNumber = 1;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            lineNumber++;
            if (line.isBlank()) {
                continue;
            }
            try {
                JsonNode node = JsonLinesTraceWriter.MAPPER.readTree(line);
                String type = node.path("type").asText();
                sink.accept(GENERIC.contains(type) ? reader.readValue(node) : stackRecord(type, node, lineNumber));
            } catch (JsonProcessingException e) {
                throw new IOException("trace line " + lineNumber + ": " + e.getOriginalMessage(), e);
            }
        }
    }

    /** A line of a type that is not generic: a record of a kind its stack (the line's {@code stack}) declares. */
    private static TraceEvent stackRecord(String type, JsonNode node, int lineNumber) throws IOException {
        String stack = node.path("stack").asText();
        StackRecordKind<?> kind = StackRecordKind.find(stack, type).orElseThrow(() -> new IOException("trace line "
                + lineNumber + ": no trace record '" + type + "'" + (stack.isEmpty() ? ""
                : " of stack '" + stack + "' in this build")));
        Record payload = PAYLOAD.readerFor(kind.payload()).readValue(node);
        return new TraceEvent.StackRecord(node.path("number").asLong(), node.path("timePs").asLong(),
                node.path("node").asInt(), node.path("component").asInt(), node.path("cause").asLong(), stack, type,
                payload);
    }

    /** All records of a trace file. */
    public static List<TraceEvent> readAll(Path file) throws IOException {
        List<TraceEvent> events = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            read(in, events::add);
        }
        return events;
    }
}
