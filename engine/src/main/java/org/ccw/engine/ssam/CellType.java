package org.ccw.engine.ssam;

/** The three kinds of SSAM cell (seed 000 §3.3.1): a request, its reply, or an explicit acknowledgment. */
public enum CellType {
    /** Names a request handler at the receiver; carries up to 40 bytes of data. */
    REQUEST("request"),
    /** Answers one request, names a reply handler and acknowledges the request it answers (piggy-backed ack). */
    REPLY("reply"),
    /** Acknowledges {@code count} consecutive requests whose handlers sent no reply. */
    ACK("ack");

    private final String traceKind;

    CellType(String traceKind) {
        this.traceKind = traceKind;
    }

    /** The cell kind in the trace's vocabulary. */
    public String traceKind() {
        return traceKind;
    }
}
