package org.ccw.app.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SlurmBackendTest {
    private final SlurmBackend slurm = new SlurmBackend(null, null, null, null, 2, "org.ccw.app.Launcher");
    private final Path dir = Path.of("/shared/ada/loss");

    @Test
    void underTheClustersMaxArraySizeTaskIRunsIndexIAndAResumedSweepOnlyTheRunsLeft() {
        SlurmBackend.Array array = SlurmBackend.Array.of(Indices.parse("3,5-9"), 1001);

        assertTrue(array.direct());
        assertEquals(7, array.taskOf(7));
        String script = slurm.script(dir, array);
        assertTrue(script.contains("#SBATCH --array=3,5-9%2\n"), script);
        assertTrue(script.contains("'--index' \"$SLURM_ARRAY_TASK_ID\"\n"), script);
    }

    @Test
    void beyondItEachTaskRunsASliceSoNoTaskIdExceedsTheLimit() {
        SlurmBackend.Array array = SlurmBackend.Array.of(Indices.parse("0-9"), 4);

        assertFalse(array.direct());
        assertEquals(List.of(0, 1, 2, 3), array.ids());
        assertEquals(List.of(List.of(0, 1), List.of(2, 3, 4), List.of(5, 6), List.of(7, 8, 9)), array.slices());
        assertEquals(1, array.taskOf(4));
        assertEquals(3, array.taskOf(9));
        String script = slurm.script(dir, array);
        assertTrue(script.contains("#SBATCH --array=0-3%2\n"), script);
        assertTrue(script.contains("SLICES=(0-1 2-4 5-6 7-9)\n"), script);
        assertTrue(script.contains("'--index' \"${SLICES[$SLURM_ARRAY_TASK_ID]}\"\n"), script);
    }
}
