/**
 * Network interfaces as the host sees them. A {@link org.ccw.engine.hw.nic.Nic} has a bounded send FIFO draining
 * to its link and a bounded receive FIFO the host drains by polling; a full send FIFO refuses the cell, a full
 * receive FIFO drops arrivals ({@code FIFO_FULL}). What it costs the host to move a cell across the I/O bus
 * (SBA-100: push 2.05 µs, pull 4.27 µs on an SS-20; SSAM paper, Table 1) and to read NIC memory uncached (AM-II
 * paper, Table 1: 152 cycles) are the NIC's figures, charged by the stack to its host
 * {@link org.ccw.engine.hw.cpu.Processor}. A NIC with a coprocessor (SBA-200/200E i960, Myrinet LANai) exposes it
 * as a processor of its own plus a receive hook through which code running there (a DVCM execution unit) sees
 * each arriving cell before the host does. Trace: {@code CellInjected} on push, {@code CellDelivered} on pull,
 * {@code QueueLengthChanged} for queues {@code nic-out} and {@code nic-in}.
 */
package org.ccw.engine.hw.nic;
