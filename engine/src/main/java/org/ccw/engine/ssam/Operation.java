package org.ccw.engine.ssam;

/**
 * What host time is spent on, for the {@link CostLedger}: the kernel calls of Tables 1-2 and the Active Message
 * operations of Table 3 (seed 000 §3.4). A read call's fixed part is shared evenly among the cells it moves.
 */
public enum Operation {
    /** A kernel write of one cell on its own (a reply, an explicit ACK, a retransmission); overlaps the rest. */
    KERNEL_WRITE,
    /** A read call that moved exactly one cell (its fixed part plus that cell). */
    KERNEL_READ_ONE_CELL,
    /** A read call that found nothing. */
    KERNEL_READ_EMPTY,
    /** Sending a request: formatting, flow control, the write (or write-read) call with no cell read. */
    SEND_REQUEST,
    /** Handling a request whose handler sent no reply, including its share of the batch's explicit ACK. */
    HANDLE_REQUEST_NO_REPLY,
    /** Handling a request whose handler replied, including sending the reply. */
    HANDLE_REQUEST_SEND_REPLY,
    /** Handling an explicit acknowledgment. */
    HANDLE_ACK,
    /** Handling a reply: acknowledging the request and running the reply handler. */
    HANDLE_REPLY,
    /** Handling a duplicate, stale or damaged cell (including resending a saved reply or ACK). */
    HANDLE_DISCARD,
    /** Retransmitting unacknowledged requests after a timeout. */
    RETRANSMIT,
    /** Busy-polling an empty network. */
    POLL_EMPTY
}
