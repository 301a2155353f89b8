package org.ccw.engine.ssam.splitc;

/** One process's share of Split-C global memory: doublewords addressed 0 .. size - 1. */
public final class GlobalMemory {
    private final long[] words;

    public GlobalMemory(int doublewords) {
        this.words = new long[doublewords];
    }

    public long read(int address) {
        return words[check(address)];
    }

    public void write(int address, long value) {
        words[check(address)] = value;
    }

    public int size() {
        return words.length;
    }

    private int check(int address) {
        if (address < 0 || address >= words.length) {
            throw new IndexOutOfBoundsException("doubleword " + address + " outside global memory of "
                    + words.length);
        }
        return address;
    }
}
