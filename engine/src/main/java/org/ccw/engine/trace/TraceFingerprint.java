package org.ccw.engine.trace;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A SHA-256 hash of a record stream over a canonical binary encoding, so that a test can pin a whole run in one
 * string: any change in what happened, when, where or why changes it. Each record is encoded as its type's simple
 * name followed by its components in declaration order: {@code long} as 8 bytes and {@code int} as 4 (big-endian),
 * {@code boolean} as one byte, strings and enum constants as a 4-byte length and UTF-8 bytes (length -1 for null),
 * and a record value (such as a {@link QueueId}) as its own components in declaration order, without a name. A
 * {@link TraceEvent.StackRecord} is encoded as a record named after its kind with its header and then its payload's
 * components: the stack's name is the trace's, in its {@code RunStarted}.
 * The encoding does not depend on the JSON library, the JVM or the platform.
 */
public final class TraceFingerprint implements TraceSink {

    private static final ClassValue<Encoding> ENCODINGS = new ClassValue<>() {
        @Override
        protected Encoding computeValue(Class<?> type) {
            return new Encoding(type);
        }
    };

    private final MessageDigest digest;
    private final ByteBuffer buffer = ByteBuffer.allocate(4096);
    private long records;

    public TraceFingerprint() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform provides SHA-256", e);
        }
    }

    @Override
    public void accept(TraceEvent event) {
        if (event instanceof TraceEvent.StackRecord r) {
            // as a generic record named after the kind, with the payload's fields after the header
            putString(r.kind());
            putLong(r.number());
            putLong(r.timePs());
            putInt(r.node());
            putInt(r.component());
            putLong(r.cause());
            ENCODINGS.get(r.payload().getClass()).encodeComponents(r.payload(), this);
        } else {
            ENCODINGS.get(event.getClass()).encode(event, this);
        }
        records++;
    }

    /** How many records went into the hash. */
    public long records() {
        return records;
    }

    /** The hash of the records so far, as 64 lower-case hex digits. Further records may follow. */
    public String hex() {
        flush();
        try {
            MessageDigest copy = (MessageDigest) digest.clone();
            return HexFormat.of().formatHex(copy.digest());
        } catch (CloneNotSupportedException e) {
            throw new IllegalStateException("SHA-256 digests are cloneable", e);
        }
    }

    private void room(int bytes) {
        if (buffer.remaining() < bytes) {
            flush();
        }
    }

    private void flush() {
        digest.update(buffer.array(), 0, buffer.position());
        buffer.clear();
    }

    private void putLong(long v) {
        room(8);
        buffer.putLong(v);
    }

    private void putInt(int v) {
        room(4);
        buffer.putInt(v);
    }

    private void putBoolean(boolean v) {
        room(1);
        buffer.put((byte) (v ? 1 : 0));
    }

    private void putString(String s) {
        if (s == null) {
            putInt(-1);
            return;
        }
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        putInt(bytes.length);
        flush();
        digest.update(bytes);
    }

    /** The accessors of one record type, looked up once. */
    private static final class Encoding {
        private final String name;
        private final MethodHandle[] accessors;
        private final Class<?>[] types;

        Encoding(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            name = type.getSimpleName();
            accessors = new MethodHandle[components.length];
            types = new Class<?>[components.length];
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            for (int i = 0; i < components.length; i++) {
                try {
                    accessors[i] = lookup.unreflect(components[i].getAccessor());
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("trace records are public: " + type, e);
                }
                types[i] = components[i].getType();
            }
        }

        void encode(Object record, TraceFingerprint out) {
            out.putString(name);
            encodeComponents(record, out);
        }

        void encodeComponents(Object record, TraceFingerprint out) {
            for (int i = 0; i < accessors.length; i++) {
                Object value;
                try {
                    value = accessors[i].invoke(record);
                } catch (Throwable e) {
                    throw new IllegalStateException("record accessors do not throw", e);
                }
                Class<?> type = types[i];
                if (type == long.class) {
                    out.putLong((Long) value);
                } else if (type == int.class) {
                    out.putInt((Integer) value);
                } else if (type == boolean.class) {
                    out.putBoolean((Boolean) value);
                } else if (type == String.class) {
                    out.putString((String) value);
                } else if (type.isEnum()) {
                    out.putString(value == null ? null : ((Enum<?>) value).name());
                } else if (type.isRecord() && value != null) {
                    ENCODINGS.get(type).encodeComponents(value, out);
                } else {
                    throw new IllegalStateException("no canonical encoding for " + type + " in " + name);
                }
            }
        }
    }
}
