package org.ccw.engine.trace;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a trace as JSON Lines: a header line {@code {"format":"ccw-trace","schemaVersion":N}}, then one JSON
 * object per record with its type in {@code "type"} and its fields by name (see {@code engine/TRACE.md}).
 * {@link JsonLinesTraceReader} reads it back. An I/O failure while tracing is rethrown unchecked: a run whose
 * trace cannot be written should stop rather than leave a silently truncated file.
 */
public final class JsonLinesTraceWriter implements TraceSink, Closeable {

    /** Value of the header's {@code format} field. */
    public static final String FORMAT = "ccw-trace";

    static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);

    private final Writer out;
    private final ObjectWriter writer = MAPPER.writerFor(TraceEvent.class);

    public JsonLinesTraceWriter(Writer out) {
        this.out = out instanceof BufferedWriter ? out : new BufferedWriter(out, 1 << 16);
        line("{\"format\":\"" + FORMAT + "\",\"schemaVersion\":" + TraceEvent.SCHEMA_VERSION + "}");
    }

    /** A writer to a new (or truncated) UTF-8 file. */
    public static JsonLinesTraceWriter toFile(Path file) throws IOException {
        return new JsonLinesTraceWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
    }

    @Override
    public void accept(TraceEvent event) {
        try {
            line(event instanceof TraceEvent.StackRecord r ? MAPPER.writeValueAsString(tree(r))
                    : writer.writeValueAsString(event));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("cannot write trace record " + event.number(), e);
        }
    }

    /** A stack's record as a generic one would be written: its kind as the type, its stack, the header, its payload. */
    private static ObjectNode tree(TraceEvent.StackRecord r) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("type", r.kind());
        node.put("stack", r.stack());
        node.put("number", r.number());
        node.put("timePs", r.timePs());
        node.put("node", r.node());
        node.put("component", r.component());
        node.put("cause", r.cause());
        if (r.payload().getClass().getRecordComponents().length > 0) { // Jackson refuses to write an empty bean
            node.setAll((ObjectNode) MAPPER.valueToTree(r.payload()));
        }
        return node;
    }

    private void line(String json) {
        try {
            out.write(json);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write trace", e);
        }
    }

    /** Pushes what is written so far to the underlying writer, leaving it open (for a caller that owns it). */
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
