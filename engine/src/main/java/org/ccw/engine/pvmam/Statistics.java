package org.ccw.engine.pvmam;

/**
 * An {@link AmInterface}'s statistics (seed 003 §4), counted since it started.
 *
 * @param messagesSent         requests and replies sent, first sends only (blank replies included)
 * @param handlersRun          requests and replies accepted, their handlers run (a blank reply counts: its request
 *                             is answered; a declined request does not: it is taken as not arrived)
 * @param repliesHandled       replies matched to their request
 * @param damagedDropped       AMs dropped because their checksum or length was wrong
 * @param repliesResent        replies sent again for a request that came again (the first reply was lost)
 * @param duplicateReplies     replies dropped because their sequence did not match
 * @param retransmissions      requests sent again after a timeout
 * @param requestsReturned     requests given up on and returned
 * @param taskLookups          lookups in the task list
 * @param taskComparisons      tids compared in them (move-to-front keeps this near the lookups)
 */
public record Statistics(long messagesSent, long handlersRun, long repliesHandled, long damagedDropped,
                         long repliesResent, long duplicateReplies, long retransmissions, long requestsReturned,
                         long taskLookups, long taskComparisons) {
}
