package org.ccw.engine.amii;

/**
 * An endpoint's global name (seed 002 §3.1): the host it lives on and its number there. A translation table maps
 * small indices to such names and their tags.
 *
 * @param host     node id of the host (an SMP)
 * @param endpoint the endpoint's number on that host
 */
public record EndpointName(int host, int endpoint) {
    @Override
    public String toString() {
        return host + ":" + endpoint;
    }
}
