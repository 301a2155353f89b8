package org.ccw.engine.pvmam;

import java.util.ArrayDeque;

import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.trace.QueueId;

/**
 * A remote task an {@link AmInterface} exchanges Active Messages with (seed 003 §4): its addresses, its outgoing
 * request and reply buffers — {@code depth} of each, numbered by instance, each with a binary sequence number
 * (§5) — its reliability counters and its state. Made by {@code am_allocate_task}, usable once inserted in the
 * interface's task list.
 */
public final class AmEndpoint {

    /** Where a task is in its life (seed 003 §5.1: allocated, then connected, then inserted). */
    public enum TaskState {
        /** Buffers allocated, not connected yet. */
        ALLOCATED,
        /** Connected (or accepted): may be inserted in the task list and sent to. */
        CONNECTED,
        /** A request to it was dropped past the retry limit: nothing more is sent, new requests are returned. */
        FAILED,
        /** Removed from the task list. */
        REMOVED
    }

    /** One outgoing request buffer: the copy kept for retransmission until the matching reply comes. */
    static final class RequestBuffer {
        final int instance;
        int sequence;
        boolean inUse;
        byte[] am;
        long messageId;
        int handler;
        int attempts;
        /** When the request now in the buffer was first sent: its round trip ends with its reply. */
        long sentPs;
        long timer = -1;
        /** Requests this buffer has carried, for the trace's message ids. */
        int uses;
        /** The request's place among those sent to this task (0 for the first), for {@link #wouldOvertake}. */
        long order;

        RequestBuffer(int instance) {
            this.instance = instance;
        }
    }

    /** One outgoing reply buffer: the last reply sent for an instance, sent again if its request comes again. */
    static final class ReplyBuffer {
        boolean inUse;
        int sequence;
        byte[] am;
        long messageId;
        /** New (not duplicate) requests accepted on this instance, for the trace's message ids. */
        int accepted;
    }

    /** A request waiting for a free request buffer (the paper's sender keeps servicing the network meanwhile). */
    record PendingRequest(int handler, byte[] am) {
        /** The request's data, without the room for its header. */
        byte[] data() {
            return java.util.Arrays.copyOfRange(am, AmHeader.BYTES, am.length);
        }
    }

    private final int tid;
    private final String address;
    private final NativeAddress nativeAddress;
    /** The model's doubling request timeout in simulation; over a real network, one adapting to this peer. */
    private final RetransmitTimeout timeout;
    private final RequestBuffer[] requests;
    private final ReplyBuffer[] replies;
    private final ArrayDeque<PendingRequest> pending = new ArrayDeque<>();
    private TaskState state = TaskState.ALLOCATED;
    private int nextInstance;
    private int unacknowledged;
    private long nextOrder;
    /** The trace's names of the request and reply buffers towards this task, made once by the interface. */
    QueueId requestSlots;
    QueueId replySlots;
    long requestsSent;
    long retransmissions;
    long repliesResent;
    long duplicateRepliesDropped;
    long requestsDropped;

    AmEndpoint(int tid, String address, NativeAddress nativeAddress, int depth, RetransmitTimeout timeout) {
        this.tid = tid;
        this.timeout = timeout;
        this.address = address;
        this.nativeAddress = nativeAddress;
        this.requests = new RequestBuffer[depth];
        this.replies = new ReplyBuffer[depth];
        for (int i = 0; i < depth; i++) {
            requests[i] = new RequestBuffer(i);
            replies[i] = new ReplyBuffer();
        }
    }

    /** How long a request to this task waits for its reply before it goes again. */
    RetransmitTimeout timeout() {
        return timeout;
    }

    /** The remote task's tid. */
    public int tid() {
        return tid;
    }

    /** Its machine-independent address string, as its transport's {@code upkaddr} wrote it. */
    public String address() {
        return address;
    }

    /** Its native address, what the transport sends to. */
    public NativeAddress nativeAddress() {
        return nativeAddress;
    }

    public TaskState state() {
        return state;
    }

    void state(TaskState state) {
        this.state = state;
    }

    /** Requests sent and not yet answered (at most the depth). */
    public int unacknowledged() {
        return unacknowledged;
    }

    /** Requests sent to this task, first sends only. */
    public long requestsSent() {
        return requestsSent;
    }

    /** Requests sent again after a timeout. */
    public long retransmissions() {
        return retransmissions;
    }

    /** Replies sent again because their request came again (the first reply was lost). */
    public long repliesResent() {
        return repliesResent;
    }

    /** Replies from this task dropped as duplicates. */
    public long duplicateRepliesDropped() {
        return duplicateRepliesDropped;
    }

    /** Requests given up on after the retry limit. */
    public long requestsDropped() {
        return requestsDropped;
    }

    int depth() {
        return requests.length;
    }

    /**
     * A free request buffer, or null when all {@code depth} are in use. Instances are taken round robin, oldest
     * freed first: a binary sequence number tells a request from a stale copy of the one before it on the same
     * instance only, so the longer an instance rests, the older a stale copy must be to fool the receiver.
     */
    RequestBuffer claimRequestBuffer() {
        for (int i = 0; i < requests.length; i++) {
            RequestBuffer buffer = requests[(nextInstance + i) % requests.length];
            if (!buffer.inUse) {
                nextInstance = (buffer.instance + 1) % requests.length;
                buffer.inUse = true;
                unacknowledged++;
                return buffer;
            }
        }
        return null;
    }

    /**
     * Whether the next request sent to this task would be {@code limit} or more requests after one still unanswered
     * (a layer above whose own sequence numbers wrap keeps requests from overtaking each other that far).
     */
    boolean wouldOvertake(int limit) {
        for (RequestBuffer buffer : requests) {
            if (buffer.inUse && nextOrder - buffer.order >= limit) {
                return true;
            }
        }
        return false;
    }

    /** Numbers a claimed request buffer's request: the next sent to this task. */
    void numberRequest(RequestBuffer buffer) {
        buffer.order = nextOrder++;
    }

    /** Frees a request buffer (its reply came, or it was dropped) and toggles its sequence number. */
    void freeRequestBuffer(RequestBuffer buffer) {
        buffer.inUse = false;
        buffer.sequence ^= 1;
        buffer.am = null;
        buffer.timer = -1;
        unacknowledged--;
    }

    RequestBuffer requestBuffer(int instance) {
        return requests[instance];
    }

    ReplyBuffer replyBuffer(int instance) {
        return replies[instance];
    }

    ArrayDeque<PendingRequest> pending() {
        return pending;
    }
}
