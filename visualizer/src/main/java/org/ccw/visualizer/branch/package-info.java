/**
 * What-if branches run from a cursor: the runs of one scenario the animation paints. A
 * {@link org.ccw.visualizer.branch.BranchRunner} runs the engine off the UI thread — a whole simulated run into a
 * trace and its state index, or a real run over UDP whose growing trace is shown live — and hands back a
 * {@link org.ccw.visualizer.branch.Branch}; {@link org.ccw.visualizer.branch.Branches} keeps the original and every
 * what-if, each re-run from the same seed with one more scripted drop or delay on the cell chosen at the cursor
 * ({@link org.ccw.visualizer.branch.WhatIf} names that cell as the scenario's faults count them and checks the re-run
 * hit it), and shows the one chosen at the moment the one on show was at. The animation benchmark
 * ({@link org.ccw.visualizer.branch.AnimationBenchmark}, {@code workbench bench --ui}) is here for the same reason: it
 * runs the engine for its trace. This package uses {@code animation}; {@code animation} only paints what it is given.
 */
package org.ccw.visualizer.branch;
