package org.ccw.engine.run;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.RandomStream;

/**
 * Who sends which block where in a parallel sort's permutation phase (seed 000 §2.1): for each process, the
 * blocks it sends in the order it sends them, each with its destination and the slot (in blocks) it lands in
 * there. Slots are assigned so that every block has a place of its own at its destination, as the count exchange
 * before a sort's permutation arranges; a process needs {@link #slots()} blocks of memory to receive its share.
 *
 * <p>Two patterns with the same number of blocks per process, every block crossing the network:
 * <ul>
 *   <li>{@link #cyclicShift}: in phase k every process p sends to (p + k) mod n, so while the processes stay in
 *       step each destination (and its switch output port) has exactly one sender — contention-free.</li>
 *   <li>{@link #dataDependent}: each block goes where its key's radix digit says, the keys drawn from a seeded
 *       stream, as in a radix or sample sort on random input. Processes send to the same destination at the
 *       same time, so destinations' links, input FIFOs and switch output ports are oversubscribed — the
 *       "internal contention among seemingly unrelated connections" §2.1 argues end-to-end windows cannot
 *       prevent.</li>
 * </ul>
 */
public final class PermutationPlan {

    /**
     * One block of the permutation.
     *
     * @param destination the receiving process's index
     * @param slot        where it lands there, in blocks from the start of the receiver's memory
     * @param key         what its words are made from ({@link #word}); the receiver's check compares them
     */
    public record Block(int destination, int slot, int key) {

        /** Doubleword {@code i} of the block. */
        public long word(int i) {
            return 31L * key + i;
        }
    }

    private final String pattern;
    private final List<List<Block>> sends;
    private final int slots;

    private PermutationPlan(String pattern, List<List<Block>> sends) {
        this.pattern = pattern;
        this.sends = sends.stream().map(List::copyOf).toList();
        this.slots = this.sends.stream().flatMap(List::stream).mapToInt(b -> b.slot() + 1).max().orElse(0);
    }

    /**
     * Phase k = 1 .. {@code phases}: process p sends one block to (p + k) mod n, landing at slot p there, made
     * from key p.
     *
     * @throws IllegalArgumentException for fewer than two processes or phases outside 0 .. n - 1
     */
    public static PermutationPlan cyclicShift(int processes, int phases) {
        if (processes < 2 || phases < 0 || phases >= processes) {
            throw new IllegalArgumentException("a cyclic shift of " + processes + " processes has 0 .. "
                    + (processes - 1) + " phases, not " + phases);
        }
        List<List<Block>> sends = new ArrayList<>();
        for (int p = 0; p < processes; p++) {
            List<Block> mine = new ArrayList<>();
            for (int k = 1; k <= phases; k++) {
                mine.add(new Block((p + k) % processes, p, p));
            }
            sends.add(mine);
        }
        return new PermutationPlan("cyclic shift", sends);
    }

    /**
     * Each process holds {@code blocksPerProcess} blocks, sent in the order it holds them; block j of process p
     * goes to the process its key's digit names among the other n - 1 (a key of its own would stay local and
     * cost the network nothing, so none is drawn), with keys from {@code keys} in process order. Block j of
     * process p is made from key p * blocksPerProcess + j; slots at a destination follow (p, j) order.
     *
     * @throws IllegalArgumentException for fewer than two processes or no blocks
     */
    public static PermutationPlan dataDependent(int processes, int blocksPerProcess, RandomStream keys) {
        if (processes < 2 || blocksPerProcess < 1) {
            throw new IllegalArgumentException("a permutation needs two processes and a block each, got "
                    + processes + " processes of " + blocksPerProcess + " blocks");
        }
        int[] received = new int[processes];
        List<List<Block>> sends = new ArrayList<>();
        for (int p = 0; p < processes; p++) {
            List<Block> mine = new ArrayList<>();
            for (int j = 0; j < blocksPerProcess; j++) {
                int digit = (int) keys.nextLong(processes - 1);
                int destination = digit < p ? digit : digit + 1;
                mine.add(new Block(destination, received[destination]++, p * blocksPerProcess + j));
            }
            sends.add(mine);
        }
        return new PermutationPlan("data-dependent", sends);
    }

    /** {@code cyclic shift} or {@code data-dependent}. */
    public String pattern() {
        return pattern;
    }

    public int processes() {
        return sends.size();
    }

    /** The blocks process {@code p} sends, in sending order. */
    public List<Block> sends(int p) {
        return sends.get(p);
    }

    /** Blocks sent by all processes together. */
    public int blocks() {
        return sends.stream().mapToInt(List::size).sum();
    }

    /** Blocks of memory each process needs to receive its share: one more than the highest slot used. */
    public int slots() {
        return slots;
    }

    /** Blocks process {@code p} receives. */
    public int receivedBy(int p) {
        return (int) sends.stream().flatMap(List::stream).filter(b -> b.destination() == p).count();
    }
}
