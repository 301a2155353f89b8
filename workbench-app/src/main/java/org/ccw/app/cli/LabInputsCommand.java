package org.ccw.app.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.model.provenance.Input;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench lab inputs ID [--json]}: every component cost a lab's figures rest on, with its value, unit and
 * source — a paper's table, an independent citation, an assumption and why, or the one figure it was calibrated
 * against. A lab with no paper figure to reproduce lists none, and says why: it times this machine, or it is a
 * folder lab whose measures read its scenario's trace.
 */
@Command(name = "inputs", description = {"List every cost a lab's figures rest on: value, unit and source (paper "
    + "table, citation, ASSUMED with why, or CALIBRATED against which figure)."})
final class LabInputsCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Parameters(paramLabel = "ID", description = LabArgument.DESCRIPTION)
    String id;

    @Option(names = "--json", description = "Print {\"lab\", \"inputs\": [{\"name\", \"value\", \"unit\", \"source\": "
        + "\"paper|cited|assumed|calibrated\", \"reference\"}]} as one JSON object.")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Lab lab = LabArgument.find(id, "workbench lab inputs");
        List<Input> inputs = lab.inputs();
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? toJson(lab, inputs) : toText(lab, inputs));
        out.flush();
        return ExitCode.OK;
    }

    private static String toJson(Lab lab, List<Input> inputs) {
        ObjectNode root = JSON.createObjectNode().put("lab", lab.id());
        ArrayNode all = root.putArray("inputs");
        for (Input input : inputs) {
            all.addObject().put("name", input.name()).put("value", input.value()).put("unit", input.unit())
                    .put("source", input.source().kind()).put("reference", input.source().text());
        }
        return root.toString();
    }

    private static String toText(Lab lab, List<Input> inputs) {
        if (inputs.isEmpty()) {
            return lab.id() + (LabCatalogue.of(lab).folderOnly()
                    ? ": no model inputs (a folder lab: no figure with a paper value; its measures read its "
                            + "scenario's trace)"
                    : ": no model inputs (it measures this machine, not a model of the paper's)");
        }
        int width = inputs.stream().mapToInt(i -> i.name().length()).max().orElse(0);
        StringBuilder text = new StringBuilder(lab.id()).append(": ").append(inputs.size())
                .append(" inputs\n\n");
        for (Input input : inputs) {
            text.append(String.format(Locale.ROOT, "  %-" + width + "s %12s %-8s %-10s %s%n", input.name(),
                    number(input.value()), input.unit(), input.source().kind(), input.source().text()));
        }
        return text.toString().stripTrailing();
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e12 ? String.format(Locale.ROOT, "%d", (long) value)
                : String.format(Locale.ROOT, "%.4g", value);
    }
}
