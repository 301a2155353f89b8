/**
 * Cost ledgers (issue 25): for each figure with a paper value, where its time went — component, count, cost and
 * subtotal per operation — read from the run's {@code CostCharged} records, which the engine's processors make for
 * every named charge when a sink asks for costs ({@code workbench lab run ID --ledger}). A figure that misses the
 * paper then points at the component that differs. Ledgers describe charges; time no processor paid (wire,
 * switch, DMA, waiting) is the figure less what the ledger lists.
 */
package org.ccw.labs.ledger;
