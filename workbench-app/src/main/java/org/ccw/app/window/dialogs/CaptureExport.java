package org.ccw.app.window.dialogs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.ccw.engine.capture.PcapWriter;
import org.ccw.engine.capture.SimulatedCapture;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.export.FigureExport;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * File → Export… "Frames for Wireshark": the open scenario run from its seed with every frame its hosts send
 * captured, written as a pcap file ({@link SimulatedCapture}: ATM cells and AAL5 packets as ERF records, Ethernet
 * frames, Myrinet packets), as {@code workbench export pcap} writes it.
 */
public record CaptureExport(Scenario scenario) implements Exportable {

    /** The export of {@code scenario} as it is now (a copy: later edits do not reach the run). */
    public static CaptureExport of(Scenario scenario) {
        return new CaptureExport(EcoreUtil.copy(scenario));
    }

    @Override
    public String label() {
        return "Frames for Wireshark: a run of this scenario from its seed";
    }

    @Override
    public String baseName() {
        return "frames";
    }

    @Override
    public List<String> formats() {
        return List.of("pcap");
    }

    @Override
    public void write(String format, Path file, FigureExport.Options options) throws IOException {
        SimulatedCapture capture = new SimulatedCapture();
        try {
            HeadlessRun.of(scenario).untraced().capture(capture).run();
        } catch (UnrunnableScenarioException e) {
            throw new IOException("the scenario does not run: " + e.getMessage(), e);
        }
        PcapWriter pcap = capture.writer();
        if (pcap == null) {
            throw new IOException("the run sent no frame: there is nothing to capture");
        }
        pcap.write(file);
    }
}
