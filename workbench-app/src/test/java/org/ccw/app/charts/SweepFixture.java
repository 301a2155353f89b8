package org.ccw.app.charts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A small sweep's results, as 'workbench sweep' writes them, for the tests of its chart. */
public final class SweepFixture {
    /** Two seeds × loss 0, 0.1 × duplication 0, 0.05, as 'workbench sweep' writes them; one run failed. */
    public static final String CSV = """
        index,seed,faults.lossRate,faults.duplicationRate,fingerprint,error,stack,messagesDelivered,finished
        0,1,0,0,aa,,ssam,100,true
        1,2,0,0,ab,,ssam,100,true
        2,1,0,0.05,ac,,ssam,100,true
        3,2,0,0.05,ad,,ssam,100,true
        4,1,0.1,0,ae,,ssam,90,true
        5,2,0.1,0,af,,ssam,80,false
        6,1,0.1,0.05,ag,,ssam,70,false
        7,2,0.1,0.05,,"timed out, after 60 s",,,
        """;

    private SweepFixture() {
    }

    /** Writes {@code DIR/loss/results.csv}; returns the folder {@code loss}. */
    public static Path write(Path dir) throws IOException {
        Path sweep = Files.createDirectories(dir.resolve("loss"));
        Files.writeString(sweep.resolve("results.csv"), CSV);
        return sweep;
    }
}
