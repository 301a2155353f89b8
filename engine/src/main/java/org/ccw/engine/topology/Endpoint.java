package org.ccw.engine.topology;

/** One end of a link: a node id and a port on it (a NIC index on a host, a port number on a switch). */
public record Endpoint(int node, int port) {
    public Endpoint {
        if (node < 0 || port < 0) {
            throw new IllegalArgumentException("endpoint needs a node and a port >= 0: " + node + "/" + port);
        }
    }
}
