/**
 * DVCM, the Distributed Virtual Communication Machine (Rosu and Schwan; seed 001). Layer: firmware on the coprocessor
 * of each intelligent network interface (the SBA-200E's i960), below the applications and beside the simulated NIC
 * ({@link org.ccw.engine.hw.nic.Nic}'s coprocessor hook).
 *
 * <p>Where each class follows the paper: {@link org.ccw.engine.dvcm.ExecutionUnit} the execution unit of §2 (one per
 * NI: commands from local applications through shared memory (a ring in the host's pinned memory, a doorbell, the
 * descriptor fetched by DMA), never interrupts, and from remote applications and other
 * units as control messages; control messages; the default zero-copy unreliable data service as AAL5 packets; module
 * handlers), with its component costs in {@link org.ccw.engine.dvcm.DvcmCosts} and its firmware's main loop, pacing
 * to the line and receive FIFO in {@code FirmwareLoop}, {@code CellTransmitter} and {@code CellReceiver};
 * {@code ControlChannel} the reliable
 * control messages of §2 (a sliding window between every pair of units); {@link org.ccw.engine.dvcm.DvcmProcess} an
 * application's side of the shared memory (§2, and §3's interrupt figures as the alternative to polling);
 * {@link org.ccw.engine.dvcm.Dvcm} the collection of units of one job and the loading of the extension modules the
 * scenario names (§3, {@link org.ccw.engine.dvcm.ModuleCatalog}); {@link org.ccw.engine.dvcm.BurstWorkload} the
 * contention experiment of §4.3. The extension API is {@link org.ccw.engine.dvcm.module}; the sender-coordination
 * module of §4.2 is {@link org.ccw.engine.dvcm.coordination}.
 *
 * <p>Over a real transport ({@code DvcmRealTime}, {@code workbench run --transport udp}) the same units run as
 * software coprocessors, each on its host's own real-time scheduler (a clock that stands still within an event, as in
 * simulation, and lets late work run at once), with a {@code Nic} whose cells leave and arrive as datagrams
 * ({@code UnitDatagrams}: segments of at most 30 cells, so a lost datagram spoils its AAL5 packet as a lost cell does);
 * {@code Dvcm.Hardware} is the seam between the fabric and the real sites. The control window's delayed ack grows to
 * 2 ms (ASSUMED) and its retransmission timeout adapts to the measured round trip (the scheduler's
 * {@code retransmitTimeout}); the units make the default data service reliable ({@code ReliableData}: numbered
 * messages, a {@code dvcm-data-ack} control message, the command executed again after a timeout, duplicates not
 * delivered), so a real run loses no message; a simulated one keeps the paper's unreliable service. The hosts of a
 * real run may be in one OS process or one each ({@code workbench peer}): {@code Dvcm} then builds only the units
 * here and knows the others by node and link, the token travels in control messages as ever, and each host ends
 * when its unit has heard from every other unit, in a {@code dvcm-finished} control message, that its process has
 * played its part ({@code FinishedNotices}).
 * {@link org.ccw.engine.dvcm.RealPathContention} measures §4.3 through a
 * {@link org.ccw.engine.realtime.UserSpaceSwitch} bottleneck.
 *
 * <p>Invariants: a unit's work runs one piece at a time on its coprocessor (transmit preparation first, then arrivals
 * and timers, then commands); every control message is handed to its handler exactly once and in order per sending
 * unit; a remote command runs exactly once, on the unit it names; a data message reaches the application only if every
 * one of its cells arrived undamaged (AAL5 CRC); a control cell never waits behind data. Trace records emitted:
 * {@code ExecutionUnitStarted}, {@code CommandPosted} (the application's doorbell), {@code MessageSent} (a unit
 * starts a data message: a {@code SEND}) and {@code MessageDelivered} (the application's poll finds it), {@code DmaTransferred} (command
 * descriptors, data both ways, completion records), {@code PollPerformed} ({@code completion-ring}),
 * {@code HandlerRan} (commands, local or remote,
 * from the issuing host; control messages), {@code TimerFired}, {@code WindowChanged} (control window per peer),
 * {@code Retransmitted}, {@code CellDelivered} (the unit takes a cell), {@code CellDropped} ({@code CHECKSUM} for a
 * failed AAL5 packet, {@code PROTOCOL} for a duplicate control message or, over a real transport, data message or
 * datagram, {@code FIFO_FULL}); cells of control messages
 * carry their type as kind (a forwarded command {@code dvcm-command}), data cells the kind {@code data}, bare
 * acknowledgments {@code dvcm-ack}.
 */
package org.ccw.engine.dvcm;
