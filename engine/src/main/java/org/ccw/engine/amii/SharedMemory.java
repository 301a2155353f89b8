package org.ccw.engine.amii;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What the processes of one SMP share: the coherent caches over the shared-memory queue blocks and the endpoints
 * that live there, by name. A send to an endpoint found here goes through shared memory (seed 002 §3: the
 * protocol is chosen per destination).
 */
final class SharedMemory {
    /** Cache lines per endpoint's queue block, so no two blocks share a line (no false sharing, §3.2). */
    private static final long LINES_PER_BLOCK = 1L << 20;

    private final int host;
    private final CacheLines caches;
    private final MemoryBanks banks;
    private final Map<EndpointName, Endpoint> endpoints = new HashMap<>();

    SharedMemory(int host, CacheLines caches) {
        this(host, caches, new MemoryBanks(0));
    }

    SharedMemory(int host, CacheLines caches, MemoryBanks banks) {
        this.host = host;
        this.caches = caches;
        this.banks = banks;
    }

    /** The SMP's memory banks, which its processors' copies share. */
    MemoryBanks banks() {
        return banks;
    }

    int host() {
        return host;
    }

    CacheLines caches() {
        return caches;
    }

    /** The first cache line of endpoint {@code number}'s queue block (its tag line). */
    long blockLine(int number) {
        return number * LINES_PER_BLOCK;
    }

    void add(Endpoint endpoint) {
        endpoints.put(endpoint.name(), endpoint);
    }

    /** The endpoint called {@code name} on this SMP, if it lives here. */
    Optional<Endpoint> endpoint(EndpointName name) {
        return Optional.ofNullable(endpoints.get(name));
    }
}
