package org.ccw.visualizer.timing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageEvent;
import org.ccw.engine.trace.TraceEvent.MessageSent;

/**
 * A message's whole journey, from its {@code MessageSent} to its {@code MessageDelivered} ({@code TRACE.md}: a
 * delivery belongs to the send with the same message id, kind and fragment). The one reading of a trace's messages
 * the timing diagram, its ghosts of a second run and the comparison of two runs share.
 */
public record MessageTrip(MessageSent sent, MessageDelivered delivered) {

    /** What pairs a delivery with its send: a stack's reply may share its request's id, never its kind. */
    public record Key(long messageId, String kind, int fragment) {
        public static Key of(MessageEvent m) {
            return new Key(m.messageId(), m.kind(), m.fragment());
        }
    }

    /** The delivered messages of {@code trace}, in the order of their deliveries; a lost message has none. */
    public static List<MessageTrip> of(List<? extends TraceEvent> trace) {
        Map<Key, MessageSent> sent = new HashMap<>();
        List<MessageTrip> trips = new ArrayList<>();
        for (TraceEvent event : trace) {
            if (event instanceof MessageSent s) {
                sent.put(Key.of(s), s);
            } else if (event instanceof MessageDelivered v) {
                MessageSent s = sent.remove(Key.of(v));
                if (s != null) {
                    trips.add(new MessageTrip(s, v));
                }
            }
        }
        return trips;
    }

    public Key key() {
        return Key.of(sent);
    }

    /** From the send to the delivery, ps. */
    public long latencyPs() {
        return delivered.timePs() - sent.timePs();
    }
}
