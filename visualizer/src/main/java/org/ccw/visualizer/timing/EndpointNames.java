package org.ccw.visualizer.timing;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.ccw.visualizer.stacks.StackPresentation;

/**
 * What each endpoint of a host with a lane per endpoint is called: its role in its stack's words when the kinds of
 * message it sent say one to the trace's stack's presentation ({@link StackPresentation#endpointRole}, e.g. a PVM host's "pvmd" and "task"), else
 * "endpoint N". A role two endpoints of one host share keeps the number too, so no two lanes read alike.
 */
final class EndpointNames {
    private final Map<Integer, Map<Integer, Set<String>>> kindsSent = new HashMap<>();
    private final String stack;

    /** Names for a trace written by the stack named {@code stack} (its {@code RunStarted}'s; "" for none). */
    EndpointNames(String stack) {
        this.stack = stack;
    }

    /** Notes that endpoint {@code port} of host {@code node} sent a message of {@code kind}. */
    void sent(int node, int port, String kind) {
        kindsSent.computeIfAbsent(node, n -> new HashMap<>()).computeIfAbsent(port, p -> new TreeSet<>()).add(kind);
    }

    /** The lane label of endpoint {@code endpoint} of host {@code hostName} (node {@code node}), among {@code all}. */
    String label(String hostName, int node, int endpoint, Set<Integer> all) {
        Optional<String> role = role(node, endpoint);
        if (role.isEmpty()) {
            return hostName + " endpoint " + endpoint;
        }
        long sharing = all.stream().filter(other -> role(node, other).equals(role)).count();
        return hostName + " " + role.get() + (sharing > 1 ? " (endpoint " + endpoint + ")" : "");
    }

    private Optional<String> role(int node, int endpoint) {
        Set<String> kinds = kindsSent.getOrDefault(node, Map.of()).get(endpoint);
        return kinds == null ? Optional.empty() : StackPresentation.endpointRoleOf(stack, kinds);
    }
}
