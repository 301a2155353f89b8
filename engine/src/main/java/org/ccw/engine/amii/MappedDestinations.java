package org.ccw.engine.amii;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.ccw.engine.trace.QueueId;

/**
 * The queue blocks one OS process has mapped (seed 002 §3.2): a block is found by its endpoint's name in the
 * run's directory and mapped at most once per process — the paper's hash table, which "guarantees that no shared
 * memory segment is mapped into multiple locations in a single address space" — with its request and reply
 * {@link PacketQueue}s as this process sees them. A block whose maker no longer runs (one an ended run left behind)
 * is not mapped: its endpoint is not there.
 */
final class MappedDestinations implements AutoCloseable {
    /** A mapped block, its two packet queues and its bulk-data queue. */
    record Destination(MappedQueueBlock block, PacketQueue requests, PacketQueue replies, BulkBlocks bulk) {
        static Destination of(MappedQueueBlock block) {
            EndpointName n = block.name();
            MappedQueueBlock.Packets r = block.requests();
            MappedQueueBlock.Packets p = block.replies();
            return new Destination(block,
                    new PacketQueue(new QueueId(Endpoint.REQUEST_QUEUE, n.host(), n.endpoint()), r, r.tailLine()),
                    new PacketQueue(new QueueId(Endpoint.REPLY_QUEUE, n.host(), n.endpoint()), p, p.tailLine()),
                    new BulkBlocks(block.bulk(), block.bulk().tailLine()));
        }
    }

    private final Path directory;
    private final Map<EndpointName, Destination> mapped = new HashMap<>();

    MappedDestinations(Path directory, Destination own) {
        this.directory = directory;
        mapped.put(own.block().name(), own);
    }

    /** Endpoint {@code name}'s block, mapped on first use; null while it is not there. */
    Destination of(EndpointName name) {
        Destination known = mapped.get(name);
        if (known != null) {
            return known;
        }
        Path file = MappedQueueBlock.fileOf(directory, name);
        if (!Files.exists(file)) {
            return null;
        }
        try {
            MappedQueueBlock block = MappedQueueBlock.open(file);
            if (ProcessHandle.of(block.ownerPid()).filter(ProcessHandle::isAlive).isEmpty()) {
                block.close();
                return null;
            }
            Destination d = Destination.of(block);
            mapped.put(name, d);
            return d;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot map endpoint " + name + "'s queue block " + file, e);
        }
    }

    /** Waits until endpoint {@code name}'s block is there and maps it, running {@code poll} meanwhile; false at the limit. */
    boolean await(EndpointName name, long limitMs, Runnable poll) {
        long end = System.nanoTime() + limitMs * 1_000_000;
        while (of(name) == null) {
            if (System.nanoTime() > end) {
                return false;
            }
            poll.run();
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Closes every block mapped here. */
    @Override
    public void close() throws IOException {
        for (Destination d : mapped.values()) {
            d.block().close();
        }
    }
}
