package org.ccw.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code workbench export timing ...} and {@code workbench export chart ...}: figures written headless, with no
 * display and no JavaFX toolkit, through the same painters the window uses.
 */
@Command(name = "export",
    description = "Export a timing diagram (SVG, PNG, PDF), a lab's chart (SVG, PNG, PDF, CSV, JSON) or a run's frames (pcap), headless.",
    subcommands = {ExportTimingCommand.class, ExportChartCommand.class, ExportPcapCommand.class})
final class ExportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(), "name what to export: timing, chart or pcap");
    }
}
