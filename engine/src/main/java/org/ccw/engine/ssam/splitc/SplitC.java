package org.ccw.engine.ssam.splitc;

import java.nio.ByteBuffer;

import org.ccw.engine.ssam.ReplyHandler;
import org.ccw.engine.ssam.SsamEndpoint;

/**
 * Split-C's global-memory primitives on one SSAM process (seed 000 §3.1.2, Figure 2, and §3.4.4): each process
 * owns a {@link GlobalMemory} of doublewords, and reaches the others' through Active Messages.
 *
 * <ul>
 *   <li>{@link #get} — split-phase remote read: counts one more outstanding read and sends a request naming
 *       {@code read_h}, which fetches the doubleword and replies to {@code read_rh}, which stores it locally and
 *       counts the read done. {@link #sync} waits (busy-polling) until no read is outstanding;
 *       {@link #readDouble} is Figure 2's blocking {@code readDouble}: {@code get} then {@code sync}.</li>
 *   <li>{@link #store} — remote store: a request naming {@code store_h}, which writes and sends no reply (the
 *       layer acknowledges it explicitly); {@link #storeSync} waits until every store is acknowledged.</li>
 *   <li>{@link #bulkWrite} — bulk write one cell at a time: {@value #BULK_WORDS_PER_CELL} doublewords per
 *       request behind a 4-byte address and a 4-byte count.</li>
 * </ul>
 * Every process of a job must create its {@code SplitC} in the same order relative to other handler
 * registrations, so handler ids agree.
 */
public final class SplitC {
    /** Doublewords one bulk-write cell carries: 32 of the 40 data bytes, after address and count. */
    public static final int BULK_WORDS_PER_CELL = 4;

    private final SsamEndpoint am;
    private final GlobalMemory memory;
    private final int readHandler;
    private final int storeHandler;
    private final int bulkHandler;
    private long outstandingReads;

    /** Registers the Split-C handlers on {@code am}; {@code memory} is this process's share of global memory. */
    public SplitC(SsamEndpoint am, GlobalMemory memory) {
        this.am = am;
        this.memory = memory;
        ReplyHandler readReply = (connection, in) -> {
            memory.write(in.getInt(), in.getLong());
            outstandingReads--;
        };
        am.registerReplyHandler("read_rh", readReply);
        this.readHandler = am.registerRequestHandler("read_h", (connection, in, reply) -> {
            int address = in.getInt();
            int destination = in.getInt();
            reply.putInt(destination).putLong(memory.read(address));
            return readReply;
        });
        this.storeHandler = am.registerRequestHandler("store_h", (connection, in, reply) -> {
            memory.write(in.getInt(), in.getLong());
            return null;
        });
        this.bulkHandler = am.registerRequestHandler("bulk_h", (connection, in, reply) -> {
            int address = in.getInt();
            int words = in.getInt();
            for (int i = 0; i < words; i++) {
                memory.write(address + i, in.getLong());
            }
            return null;
        });
    }

    public GlobalMemory memory() {
        return memory;
    }

    /** Reads that have been started and whose reply has not yet been handled. */
    public long outstandingReads() {
        return outstandingReads;
    }

    /**
     * Starts reading doubleword {@code remoteAddress} of the peer of {@code connection} into local doubleword
     * {@code localAddress}; {@code then} runs once the request is sent (the read may still be outstanding).
     */
    public void get(int connection, int remoteAddress, int localAddress, Runnable then) {
        outstandingReads++;
        am.requestBuffer(connection).putInt(remoteAddress).putInt(localAddress);
        am.request(connection, readHandler, then);
    }

    /** Waits until every started read has completed. */
    public void sync(Runnable then) {
        am.pollUntil(() -> outstandingReads == 0, then);
    }

    /** Figure 2's {@code readDouble}: a read that returns only when the value is in local memory. */
    public void readDouble(int connection, int remoteAddress, int localAddress, Runnable then) {
        get(connection, remoteAddress, localAddress, () -> sync(then));
    }

    /** Writes {@code value} into doubleword {@code remoteAddress} of the peer; {@code then} runs once sent. */
    public void store(int connection, int remoteAddress, long value, Runnable then) {
        am.requestBuffer(connection).putInt(remoteAddress).putLong(value);
        am.request(connection, storeHandler, then);
    }

    /** Waits until every store (and bulk write) this process sent has been acknowledged. */
    public void storeSync(Runnable then) {
        am.drain(then);
    }

    /**
     * Writes {@code words} into the peer's memory from {@code remoteAddress} on, one cell of up to
     * {@value #BULK_WORDS_PER_CELL} doublewords at a time; {@code then} runs when the last cell is sent.
     */
    public void bulkWrite(int connection, int remoteAddress, long[] words, Runnable then) {
        bulkFrom(connection, remoteAddress, words, 0, then);
    }

    private void bulkFrom(int connection, int remoteAddress, long[] words, int from, Runnable then) {
        if (from >= words.length) {
            then.run();
            return;
        }
        int count = Math.min(BULK_WORDS_PER_CELL, words.length - from);
        ByteBuffer data = am.requestBuffer(connection).putInt(remoteAddress + from).putInt(count);
        for (int i = 0; i < count; i++) {
            data.putLong(words[from + i]);
        }
        am.request(connection, bulkHandler, () -> bulkFrom(connection, remoteAddress, words, from + count, then));
    }
}
