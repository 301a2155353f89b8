package org.ccw.engine.pvmam.pvm;

/**
 * A PVM task's program, as a student writes it: straight-line code calling the {@link Pvm} library, which blocks
 * in simulated time where PVM's calls block ({@code pvm_recv}) and charges the task's processor for what they cost.
 */
@FunctionalInterface
public interface PvmProgram {
    void run(Pvm pvm);
}
