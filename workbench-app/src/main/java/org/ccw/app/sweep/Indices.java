package org.ccw.app.sweep;

import java.util.ArrayList;
import java.util.List;

/**
 * Run indices written as Slurm writes an array: {@code 7}, {@code 0-19}, {@code 0-4,7,9-12}. What a task's
 * {@code --index} takes and what {@code #SBATCH --array} lists when a resumed sweep submits only the runs left.
 */
public final class Indices {
    private Indices() {
    }

    /**
     * The indices {@code text} lists, in its order.
     *
     * @throws IllegalArgumentException naming {@code text} when it is not such a list
     */
    public static List<Integer> parse(String text) {
        List<Integer> indices = new ArrayList<>();
        try {
            for (String part : text.replace("..", "-").split(",", -1)) {
                int dash = part.indexOf('-', 1);
                int first = Integer.parseInt((dash < 0 ? part : part.substring(0, dash)).strip());
                int last = dash < 0 ? first : Integer.parseInt(part.substring(dash + 1).strip());
                if (first < 0 || last < first) {
                    throw new NumberFormatException();
                }
                for (int i = first; i <= last; i++) {
                    indices.add(i);
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a list of run indices (e.g. 7, 0-19 or"
                    + " 0-4,7,9-12)");
        }
        return indices;
    }

    /** {@code indices} (ascending) as ranges: {@code 0-4,7,9-12}. */
    public static String format(List<Integer> indices) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < indices.size(); ) {
            int j = i;
            while (j + 1 < indices.size() && indices.get(j + 1) == indices.get(j) + 1) {
                j++;
            }
            text.append(text.isEmpty() ? "" : ",").append(indices.get(i));
            if (j > i) {
                text.append('-').append(indices.get(j));
            }
            i = j + 1;
        }
        return text.toString();
    }
}
