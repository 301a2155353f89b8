package org.ccw.labs.ledger;

/**
 * One component of a figure's cost ledger: the charges named {@code cost} that fell in the figure's measurement,
 * per operation of the figure.
 *
 * @param cost       the charge's name (a cost input's name)
 * @param count      charges per operation (e.g. 2 for two copies per message)
 * @param eachUs     the mean charge, µs
 * @param subtotalUs {@code count × eachUs}: what this component adds to one operation, µs
 */
public record LedgerLine(String cost, double count, double eachUs, double subtotalUs) {
}
