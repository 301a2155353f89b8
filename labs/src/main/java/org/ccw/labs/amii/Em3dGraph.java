package org.ccw.labs.amii;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The communication of one EM3D phase (seed 002 §5.2, Tables 3-4): 32 processors own blocks of a 4×4×2
 * partition of the coordinate space, each with {@code nodes} graph nodes of degree {@code degree}, a fraction
 * {@code remote} of whose edges reach a node of a face-adjacent processor (chosen uniformly among its neighbours).
 * A phase fetches each remote node a processor's edges name once (Split-C's ghost nodes), so the messages from p
 * to q are the distinct nodes of q that p's edges reach. The graph is an input drawn from the seed; where the
 * messages go — through shared memory or the network — is decided only by the virtual-processor layout.
 */
final class Em3dGraph {
    static final int X = 4;
    static final int Y = 4;
    static final int Z = 2;
    static final int PROCESSORS = X * Y * Z;

    /** {@code messages.get(p)}: the destination processor of each message p sends in a phase, in sending order. */
    private final List<List<Integer>> messages;

    private Em3dGraph(List<List<Integer>> messages) {
        this.messages = messages;
    }

    /** Draws the graph: the paper's 2,500 nodes of degree 20 with 40% remote, scaled by {@code nodes}. */
    static Em3dGraph draw(int nodes, int degree, double remote, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<List<Integer>> messages = new ArrayList<>();
        for (int p = 0; p < PROCESSORS; p++) {
            List<Integer> neighbours = neighbours(p);
            Set<Long> fetched = new HashSet<>();
            List<Integer> out = new ArrayList<>();
            for (int edge = 0; edge < nodes * degree; edge++) {
                if (random.nextDouble() >= remote) {
                    continue;
                }
                int q = neighbours.get(random.nextInt(neighbours.size()));
                long node = (long) q * nodes + random.nextInt(nodes);
                if (fetched.add(node)) {
                    out.add(q);
                }
            }
            messages.add(List.copyOf(out));
        }
        return new Em3dGraph(List.copyOf(messages));
    }

    /** Per processor, the destinations of its messages in one phase, in sending order. */
    List<List<Integer>> messages() {
        return messages;
    }

    /** Processor number of grid position (x, y, z). */
    static int processor(int x, int y, int z) {
        return (x * Y + y) * Z + z;
    }

    /** The face-adjacent processors of {@code p} inside the 4×4×2 grid. */
    static List<Integer> neighbours(int p) {
        int x = p / (Y * Z);
        int y = p / Z % Y;
        int z = p % Z;
        List<Integer> out = new ArrayList<>();
        int[][] steps = {{-1, 0, 0}, {1, 0, 0}, {0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {0, 0, 1}};
        for (int[] d : steps) {
            int nx = x + d[0];
            int ny = y + d[1];
            int nz = z + d[2];
            if (nx >= 0 && nx < X && ny >= 0 && ny < Y && nz >= 0 && nz < Z) {
                out.add(processor(nx, ny, nz));
            }
        }
        return out;
    }

    /**
     * The SMP (of four, eight processors each) that holds processor {@code p}'s block under a layout: the naive one
     * gives each SMP a 4×2×1 block of processors, the good one a 2×2×2 block (§5.2).
     */
    static int smpOf(int p, boolean good) {
        int x = p / (Y * Z);
        int y = p / Z % Y;
        int z = p % Z;
        return good ? (x / 2) * 2 + y / 2 : (y / 2) * 2 + z;
    }

    /**
     * The workstation of processor {@code p} on a NOW numbered like the Clump's processors: the layout's block of
     * eight on workstations 8k to 8k + 7 (k its SMP under {@link #smpOf}), in processor order within the block, as
     * the Clump fills an SMP's processors. Consecutive workstations share a branch of the NOW's tree.
     */
    static int machineOf(int p, boolean good) {
        int smp = smpOf(p, good);
        int before = 0;
        for (int q = 0; q < p; q++) {
            if (smpOf(q, good) == smp) {
                before++;
            }
        }
        return PROCESSORS / 4 * smp + before;
    }
}
