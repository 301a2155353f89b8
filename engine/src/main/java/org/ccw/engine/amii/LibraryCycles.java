package org.ccw.engine.amii;

/**
 * The AM-II library's own instruction cycles for the steps of a short message on the Enterprise 5000 (seed 002
 * §4.3, the text around Figure 4): component costs, entered. What the caches and the bus add (misses,
 * invalidations) comes from {@link CacheLines}, and each compare-and-swap from Table 1's CAS cost; so the send
 * overhead (the paper's 299 cycles) is composed at run time, never entered.
 *
 * @param call          preparing the arguments and calling the layer
 * @param locate        finding the destination endpoint and its queue
 * @param fill          writing the packet
 * @param fillHidesMiss cycles of the packet line's miss that filling hides (the paper: 11)
 * @param checks        argument and endpoint-tag checks
 * @param poll          one poll of the endpoint's queues when nothing has arrived (the local poll before a send)
 * @param multiProtocolPoll the same poll in the multi-protocol layer, before any network read: the paper says the
 *                      network protocol "more than doubles the time spent in the poll operation" (§4.3) of a local
 *                      send, whose adaptive strategy polls the network one poll in 32 (a network poll's two uncached
 *                      reads, amortized, add some 10 cycles): the doubling is taken here, the network reads come on
 *                      top ({@link NetworkSide#pollCycles})
 * @param dispatch      looking up and calling a handler for a packet found ready
 * @param backoff       the first back-off after a failed claim; each further failure doubles it
 * @param advanceHead   a shared-memory receive advancing its queue's head (§3.3), as a send advances the tail
 * @param passArguments a shared-memory receive taking the handler index and arguments out of the packet for the
 *                      handler (§3.3), as a send's fill puts them in
 */
record LibraryCycles(int call, int locate, int fill, int fillHidesMiss, int checks, int poll,
                     int multiProtocolPoll, int dispatch, int backoff, int advanceHead, int passArguments) {

    /**
     * Seed 002 §4.3. The paper does not give the dispatch, the back-off or any step of a receive: those are assumed,
     * a receive's steps each as its mirror on the send side in Figure 4 (the head advanced as the tail is, the
     * arguments taken out of the packet as the fill writes them).
     */
    static final LibraryCycles ENTERPRISE_5000 = new LibraryCycles(11, 9, 49, 11, 25, 42, 2 * 42, 20, 100, 9, 49);

    LibraryCycles {
        if (call < 0 || locate < 0 || fill < 0 || fillHidesMiss < 0 || checks < 0 || poll <= 0
                || multiProtocolPoll < poll || dispatch < 0
                || backoff <= 0 || advanceHead < 0 || passArguments < 0) {
            throw new IllegalArgumentException("library cycles must be >= 0, a poll and a back-off > 0");
        }
    }
}
