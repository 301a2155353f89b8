package org.ccw.engine.amii;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

import org.ccw.engine.trace.SlotState;

/**
 * An endpoint's shared-memory queue block as a real memory-mapped file (seed 002 §3.1-3.3, Figure 3), which every
 * OS process of this machine that maps it shares: where the paper put a System V segment, this is a file under
 * {@code /dev/shm} (else {@code java.io.tmpdir}). Its request and reply packet queues and its bulk-data queue are
 * {@link SlotStore}s, so the same {@link Handshake} runs on them as on the simulated arrays; compare-and-swap is
 * {@code VarHandle.compareAndSet} on the mapped buffer, a state is read with acquire and written with release.
 *
 * <p>Layout, in 64-byte lines (so no two packets, and no packet and a tail, share a cache line — §3.1), every word
 * in the machine's native byte order, R request packets, P reply packets, B bulk blocks:
 * <pre>
 *  line 0              header
 *    bytes  0-7        magic 0x414D494951424C4B ("AMIIQBLK"), written last, so a half-made file never opens
 *    bytes  8-11       version (2: a packet's claim is not dated; 1 dated it)
 *    bytes 12-15       line size in bytes (64)
 *    bytes 16-19       R          bytes 20-23   P          bytes 24-27   B
 *    bytes 28-31       bytes of a bulk block's data (8192)
 *    bytes 32-35       the endpoint's host    bytes 36-39   its number there
 *    bytes 40-47       the endpoint's tag (AM_SetTag; a sender checks it first — access control, §3.2)
 *    bytes 48-55       epoch: the block's creation, ms since 1970 (claim times count from it)
 *    bytes 56-59       pid of the owning process          bytes 60-63   0
 *  line 1              request queue tail (bytes 0-7: the next assignment; senders only)
 *  lines 2 .. R+1      request packets, one per line:
 *    bytes  0-3        type = the handshake state: 0 free, 1 claimed, 2 ready, 3 ready-bulk
 *    bytes  4-7        source endpoint: host (high 16 bits) | number (low 16)
 *    bytes  8-11       handler (low 24 bits) | return reason + 1 (high 8; 0 for a delivered message)
 *    bytes 12-15       argument count (low 8 bits) | bulk block + 1 (high 16; 0 for a short message)
 *    bytes 16-47       up to 8 int arguments
 *    bytes 48-55       message id (the sender's message number)
 *    bytes 56-59       pid of the process that claimed the packet (0 after the receiver freed it)
 *    bytes 60-63       0 (unused: a receiver dates a packet's claim from when it first sees it at its head, so
 *                      a send reads no clock)
 *  line R+2            reply queue tail
 *  lines R+3 .. R+P+2  reply packets, laid out as request packets
 *  line R+P+3          bulk-data queue tail
 *  from line R+P+4     B bulk blocks, each 1 + 8192/64 lines: a line of
 *    bytes  0-3        valid flag = the block's state (0 free, 1 claimed, 2 ready)
 *    bytes  4-7        pid of the claimer      bytes 8-11   claim time, ms after the epoch modulo 2^32
 *    bytes 12-15       data length             bytes 16-19  offset in the destination's segment
 *  and then its 8192 bytes of data, on a line boundary.
 * </pre>
 * A block is made under a temporary name and renamed into place, so a process that opens it sees it whole. The
 * receiver's head is its own (§3.3: "accessed only by recipients") and stays in its process.
 */
final class MappedQueueBlock implements AutoCloseable {
    static final long MAGIC = 0x414D494951424C4BL;
    static final int VERSION = 2;
    static final int LINE = 64;
    static final int BLOCK_BYTES = BulkBlocks.BLOCK_BYTES;
    private static final int BLOCK_LINES = 1 + BLOCK_BYTES / LINE;
    private static final VarHandle LONG = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.nativeOrder());
    private static final VarHandle INT = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.nativeOrder());
    private static final int PID = (int) ProcessHandle.current().pid();
    private static final SlotState[] STATES = SlotState.values();

    private final Path path;
    private final FileChannel channel;
    private final MappedByteBuffer buffer;
    private final EndpointName name;
    private final long epochMs;
    private final Packets requests;
    private final Packets replies;
    private final Blocks bulk;

    private MappedQueueBlock(Path path, FileChannel channel, MappedByteBuffer buffer) {
        this.path = path;
        this.channel = channel;
        this.buffer = buffer;
        int r = buffer.getInt(16);
        int p = buffer.getInt(20);
        this.name = new EndpointName(buffer.getInt(32), buffer.getInt(36));
        this.epochMs = buffer.getLong(48);
        this.requests = new Packets(1, r);
        this.replies = new Packets(r + 2, p);
        this.bulk = new Blocks(r + p + 3, buffer.getInt(24));
    }

    /** Where blocks go unless told: {@code /dev/shm} when this machine has it, else {@code java.io.tmpdir}. */
    static Path defaultDirectory() {
        Path shm = Path.of("/dev/shm");
        return Files.isDirectory(shm) && Files.isWritable(shm) ? shm : Path.of(System.getProperty("java.io.tmpdir"));
    }

    /** The file of endpoint {@code name}'s block in {@code directory}: how a sender finds it by name (§3.2). */
    static Path fileOf(Path directory, EndpointName name) {
        return directory.resolve("amii-" + name.host() + "-" + name.endpoint() + ".qb");
    }

    private static long bytes(int requests, int replies, int blocks) {
        return (long) LINE * (4 + requests + replies + (long) blocks * BLOCK_LINES);
    }

    /**
     * Makes endpoint {@code name}'s block in {@code directory}, all packets and blocks free, replacing any block
     * of that name a finished process left behind.
     */
    static MappedQueueBlock create(Path directory, EndpointName name, long tag, int requests, int replies,
                                   int blocks) throws IOException {
        if (requests < 1 || replies < 1 || blocks < 0 || requests > 1 << 20 || replies > 1 << 20 || blocks > 1024) {
            throw new IllegalArgumentException("a queue block needs 1 to 2^20 packets per queue and 0 to 1024 bulk"
                    + " blocks, not " + requests + ", " + replies + ", " + blocks);
        }
        Path target = fileOf(directory, name);
        Path temporary = directory.resolve(target.getFileName() + ".new-" + PID);
        long size = bytes(requests, replies, blocks);
        FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        try {
            MappedByteBuffer buffer = channel.map(FileChannel.MapMode.READ_WRITE, 0, size);
            buffer.order(ByteOrder.nativeOrder());
            buffer.putInt(8, VERSION).putInt(12, LINE).putInt(16, requests).putInt(20, replies).putInt(24, blocks)
                    .putInt(28, BLOCK_BYTES).putInt(32, name.host()).putInt(36, name.endpoint())
                    .putLong(40, tag).putLong(48, System.currentTimeMillis()).putInt(56, PID);
            LONG.setRelease(buffer, 0, MAGIC);
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return new MappedQueueBlock(target, channel, buffer);
        } catch (IOException | RuntimeException e) {
            channel.close();
            Files.deleteIfExists(temporary);
            throw e;
        }
    }

    /**
     * Maps the block in {@code file}, made by another process (or this one).
     *
     * @throws IOException when the file is missing or is not a whole AM-II queue block of this version
     */
    static MappedQueueBlock open(Path file) throws IOException {
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            long size = channel.size();
            if (size < LINE) {
                throw new IOException(file + " is not an AM-II queue block (" + size + " bytes)");
            }
            MappedByteBuffer buffer = channel.map(FileChannel.MapMode.READ_WRITE, 0, size);
            buffer.order(ByteOrder.nativeOrder());
            if ((long) LONG.getAcquire(buffer, 0) != MAGIC) {
                throw new IOException(file + " is not an AM-II queue block (no magic number)");
            }
            if (buffer.getInt(8) != VERSION || buffer.getInt(12) != LINE || buffer.getInt(28) != BLOCK_BYTES) {
                throw new IOException(file + " is an AM-II queue block of another layout (version "
                        + buffer.getInt(8) + ", " + buffer.getInt(12) + "-byte lines); this build reads version "
                        + VERSION);
            }
            long expected = bytes(buffer.getInt(16), buffer.getInt(20), buffer.getInt(24));
            if (size != expected) {
                throw new IOException(file + " is " + size + " bytes; its header promises " + expected);
            }
            return new MappedQueueBlock(file, channel, buffer);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    Path path() {
        return path;
    }

    EndpointName name() {
        return name;
    }

    /** The endpoint's tag, as a sender checks it (§3.2). */
    long tag() {
        return (long) LONG.getAcquire(buffer, 40);
    }

    void setTag(long tag) {
        LONG.setRelease(buffer, 40, tag);
    }

    /** The process that made the block. */
    long ownerPid() {
        return buffer.getInt(56);
    }

    Packets requests() {
        return requests;
    }

    Packets replies() {
        return replies;
    }

    Blocks bulk() {
        return bulk;
    }

    /** Unmaps nothing (Java unmaps a buffer when it is collected) but closes the file; the owner then deletes it. */
    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** Now, in ms after the epoch modulo 2^32: a claim's age is a difference of two, right for 49 days. */
    private int now() {
        return (int) (System.currentTimeMillis() - epochMs);
    }

    /** Who claimed a slot and when, as a stale-claim check reads it: pid 0 when no claim is recorded. */
    record Claim(int pid, long atMs) {
    }

    /** A ring whose tail is on line {@code tailLine} and whose slots' state words are at {@code stateOffset(i)}. */
    private abstract class Ring<T> implements SlotStore<T> {
        final int tailLine;
        final int capacity;

        Ring(int tailLine, int capacity) {
            this.tailLine = tailLine;
            this.capacity = capacity;
        }

        abstract int offset(int slot);

        /** The line of the tail, counted from the block's start. */
        final long tailLine() {
            return tailLine;
        }

        @Override
        public final int capacity() {
            return capacity;
        }

        @Override
        public final long tail() {
            // acquire is enough: a stale tail only makes the compare-and-swap that follows fail and read it again
            return (long) LONG.getAcquire(buffer, tailLine * LINE);
        }

        @Override
        public final boolean casTail(long expected) {
            return LONG.compareAndSet(buffer, tailLine * LINE, expected, expected + 1);
        }

        @Override
        public final SlotState state(int slot) {
            return STATES[(int) INT.getAcquire(buffer, offset(slot))];
        }

        @Override
        public final boolean casState(int slot, SlotState expected, SlotState next) {
            if (!INT.compareAndSet(buffer, offset(slot), expected.ordinal(), next.ordinal())) {
                return false;
            }
            if (next == SlotState.CLAIMED) {
                INT.setRelease(buffer, offset(slot) + claimOffset(), PID);
                if (claimDated()) {
                    INT.setRelease(buffer, offset(slot) + claimOffset() + 4, now());
                }
            }
            return true;
        }

        @Override
        public final void setState(int slot, SlotState next) {
            INT.setRelease(buffer, offset(slot), next.ordinal());
        }

        /** Where in a slot's line the claimer's pid lies (its claim time follows). */
        abstract int claimOffset();

        /** Whether a claim writes its time beside its pid. */
        abstract boolean claimDated();

        /** Who claimed slot {@code slot}, and when (ms since 1970; 0 when unknown or not dated). */
        final Claim claim(int slot) {
            int pid = (int) INT.getAcquire(buffer, offset(slot) + claimOffset());
            if (pid == 0 || !claimDated()) {
                return new Claim(pid, 0);
            }
            int at = (int) INT.getAcquire(buffer, offset(slot) + claimOffset() + 4);
            long ageMs = (now() - at) & 0xFFFF_FFFFL;
            return new Claim(pid, System.currentTimeMillis() - ageMs);
        }

        /** The receiver forgets a slot's claimer as it frees it, so an old claim is never read as a new one. */
        final void forgetClaim(int slot) {
            buffer.putInt(offset(slot) + claimOffset(), 0);
            buffer.putInt(offset(slot) + claimOffset() + 4, 0);
        }
    }

    /** A packet queue of the block: one packet per line after its tail's line. */
    final class Packets extends Ring<Packet> {
        private EndpointName lastSource;
        private int lastSourceWord;

        Packets(int tailLine, int capacity) {
            super(tailLine, capacity);
        }

        @Override
        int offset(int slot) {
            return (tailLine + 1 + slot) * LINE;
        }

        @Override
        int claimOffset() {
            return 56;
        }

        /** No: a send reads no clock; the receiver dates a claim it finds at its head from when it first saw it. */
        @Override
        boolean claimDated() {
            return false;
        }

        /** Writes the packet's words into its line; null (the receiver freed it) forgets its claimer. */
        @Override
        public void put(int slot, Packet packet) {
            if (packet == null) {
                forgetClaim(slot);
                return;
            }
            Packet.Bulk data = packet.bulk();
            write(slot, packet.messageId(), packet.source(), packet.handler(), packet.reason(),
                    data == null ? 0 : data.block() + 1, packet.args());
            if (data != null) {
                bulk.describe(data);
            }
        }

        /**
         * A short message's words into its claimed packet's line, straight from the sender's arguments (at most
         * {@value Packet#MAX_ARGS}, checked before the claim): what {@link #put} writes for a {@link Packet}, without
         * making one per message.
         */
        void putShort(int slot, long messageId, EndpointName source, int handler, int[] args) {
            write(slot, messageId, source, handler, null, 0, args);
        }

        private void write(int slot, long messageId, EndpointName source, int handler, ReturnReason reason,
                           int blockPlusOne, int[] args) {
            int at = offset(slot);
            buffer.putInt(at + 4, source.host() << 16 | source.endpoint() & 0xFFFF);
            buffer.putInt(at + 8, (reason == null ? 0 : reason.ordinal() + 1) << 24 | handler & 0xFFFFFF);
            buffer.putInt(at + 12, blockPlusOne << 16 | args.length);
            for (int i = 0; i < args.length; i++) {
                buffer.putInt(at + 16 + 4 * i, args[i]);
            }
            buffer.putLong(at + 48, messageId);
        }

        @Override
        public Packet get(int slot) {
            int at = offset(slot);
            int handler = buffer.getInt(at + 8);
            int counts = buffer.getInt(at + 12);
            int reason = handler >>> 24;
            int block = (counts >>> 16) - 1;
            return new Packet(buffer.getLong(at + 48), source(slot), handler & 0xFFFFFF, args(slot),
                    reason == 0 || reason > ReturnReason.values().length ? null : ReturnReason.values()[reason - 1],
                    block < 0 ? null : bulk.described(block));
        }

        /** Whether a ready packet is a short message for its handler: neither returned nor carrying bulk data. */
        boolean isShort(int slot) {
            int at = offset(slot);
            return buffer.getInt(at + 8) >>> 24 == 0 && buffer.getInt(at + 12) >>> 16 == 0;
        }

        /** A ready packet's message id (its sender's message number). */
        long messageId(int slot) {
            return buffer.getLong(offset(slot) + 48);
        }

        /** A ready packet's handler. */
        int handler(int slot) {
            return buffer.getInt(offset(slot) + 8) & 0xFFFFFF;
        }

        /** A ready packet's arguments, in an array of their own. */
        int[] args(int slot) {
            int at = offset(slot);
            int[] args = new int[Math.min(buffer.getInt(at + 12) & 0xFF, Packet.MAX_ARGS)];
            for (int i = 0; i < args.length; i++) {
                args[i] = buffer.getInt(at + 16 + 4 * i);
            }
            return args;
        }

        /** A ready packet's sender; the name read last time again when it is the same (one receiver reads it). */
        EndpointName source(int slot) {
            int word = buffer.getInt(offset(slot) + 4);
            if (lastSource == null || word != lastSourceWord) {
                lastSource = new EndpointName(word >>> 16, word & 0xFFFF);
                lastSourceWord = word;
            }
            return lastSource;
        }
    }

    /** The bulk-data queue: blocks of {@value #BLOCK_BYTES} bytes, each after a line of its flag and length. */
    final class Blocks extends Ring<byte[]> {
        Blocks(int tailLine, int capacity) {
            super(tailLine, capacity);
        }

        @Override
        int offset(int slot) {
            return (tailLine + 1 + slot * BLOCK_LINES) * LINE;
        }

        @Override
        int claimOffset() {
            return 4;
        }

        /** Yes: a block is not at a receiver's head, so only its claim time says how long it has been claimed. */
        @Override
        boolean claimDated() {
            return true;
        }

        /** Copies {@code data} into the block (at most {@value #BLOCK_BYTES} bytes); null frees its claimer. */
        @Override
        public void put(int slot, byte[] data) {
            if (data == null) {
                forgetClaim(slot);
                return;
            }
            if (data.length > BLOCK_BYTES) {
                throw new IllegalArgumentException("a bulk block holds " + BLOCK_BYTES + " bytes, not " + data.length);
            }
            buffer.putInt(offset(slot) + 12, data.length);
            buffer.put(offset(slot) + LINE, data);
        }

        @Override
        public byte[] get(int slot) {
            byte[] data = new byte[buffer.getInt(offset(slot) + 12)];
            buffer.get(offset(slot) + LINE, data);
            return data;
        }

        /** The sender records where a ready-bulk packet's data goes, in its block's line. */
        void describe(Packet.Bulk data) {
            buffer.putInt(offset(data.block()) + 16, data.offset());
        }

        Packet.Bulk described(int block) {
            return new Packet.Bulk(block, buffer.getInt(offset(block) + 16), buffer.getInt(offset(block) + 12));
        }
    }
}
