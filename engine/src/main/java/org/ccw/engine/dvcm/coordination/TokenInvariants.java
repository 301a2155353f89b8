package org.ccw.engine.dvcm.coordination;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Checks the sender-coordination invariants over a trace as it is recorded: at any time at most one unit holds
 * each token (a {@code TokenMoved} at the giver releases it, one at the receiver takes it, and a take while
 * someone holds it is a violation), and every request is eventually granted (at the end, no unit has messages
 * still waiting for a token: every {@code token-wait} queue is back at 0).
 */
public final class TokenInvariants implements TraceSink {
    private final Map<Integer, Integer> holder = new TreeMap<>();
    private final Map<QueueId, Integer> waiting = new TreeMap<>();
    private final List<String> violations = new ArrayList<>();
    private long moves;

    @Override
    public void accept(TraceEvent event) {
        Optional<TokenMoved> move = TokenMoved.KIND.payloadOf(event);
        if (move.isPresent()) {
            moved(event, move.get());
        } else if (event instanceof TraceEvent.QueueLengthChanged q && q.queue().is(QueueId.TOKEN_WAIT)) {
            waiting.put(q.queue(), q.length());
        }
    }

    private void moved(TraceEvent at, TokenMoved m) {
        moves++;
        Integer current = holder.get(m.token());
        if (at.node() == m.from()) {
            if (current == null || current != m.from()) {
                violations.add("t=" + at.timePs() + " ps: unit " + m.from() + " gave token " + m.token()
                        + " it did not hold (holder " + current + ")");
            }
            holder.put(m.token(), -1);
        } else if (at.node() == m.to()) {
            if (current != null && current != -1) {
                violations.add("t=" + at.timePs() + " ps: unit " + m.to() + " took token " + m.token()
                        + " while unit " + current + " held it");
            }
            holder.put(m.token(), m.to());
        } else {
            violations.add("record " + at.number() + ": a token move recorded at neither end");
        }
    }

    /** Token moves seen (each pass counts twice: leaving and arriving). */
    public long moves() {
        return moves;
    }

    /** Violations of "at most one holder per token" seen so far. */
    public List<String> violations() {
        return List.copyOf(violations);
    }

    /** Units still waiting for a token, as {@code node@token-wait/<token>}; empty when every request was granted. */
    public List<String> starved() {
        return waiting.entrySet().stream().filter(e -> e.getValue() > 0)
                .map(e -> e.getKey().owner() + "@" + e.getKey()).toList();
    }
}
