package org.ccw.visualizer.compare;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.function.IntFunction;

import org.ccw.engine.kernel.Time;

/**
 * A comparison's rows as CSV, one message a line: {@code id,kind,from,to,sent_us,first_us,second_us,difference_us,
 * ratio} — the id in hex (as the inspector shows it), the endpoints by node name (and endpoint when not 0), times
 * in µs on the shared axis, the latencies of the first and the second run, second less first, second over first.
 */
public final class ComparisonCsv {
    public static final String HEADER = "id,kind,from,to,sent_us,%s_us,%s_us,difference_us,ratio";

    private ComparisonCsv() {
    }

    /**
     * Writes {@code comparison}'s rows, the columns of the two runs named {@code firstName} and {@code secondName}
     * ({@code simulated}, {@code real}).
     */
    public static void write(RunComparison comparison, IntFunction<String> names, String firstName, String secondName,
                             Writer out) throws IOException {
        out.write(String.format(Locale.ROOT, HEADER, firstName, secondName) + "\n");
        for (RunComparison.Row row : comparison.rows()) {
            out.write(String.format(Locale.ROOT, "%x,%s,%s,%s,%.3f,%.3f,%.3f,%.3f,%s\n", row.messageId(), row.kind(),
                    endpoint(names, row.source(), row.sourcePort()),
                    endpoint(names, row.destination(), row.destinationPort()), Time.toMicros(row.firstSentPs()),
                    Time.toMicros(row.firstLatencyPs()), Time.toMicros(row.secondLatencyPs()),
                    Time.toMicros(row.differencePs()),
                    Double.isNaN(row.ratio()) ? "" : String.format(Locale.ROOT, "%.3f", row.ratio())));
        }
    }

    /** {@code ss20-a}, or {@code e5000-0/2} for endpoint 2 of a host with several. */
    public static String endpoint(IntFunction<String> names, int node, int port) {
        return port == 0 ? names.apply(node) : names.apply(node) + "/" + port;
    }
}
