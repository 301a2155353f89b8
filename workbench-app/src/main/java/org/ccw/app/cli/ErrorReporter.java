package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.labs.measure.MeasureException;
import org.ccw.model.io.ModelLoadException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The one place that turns a failure into an exit code and a message, for every subcommand. Bad input (an
 * unknown option, a missing or malformed file) becomes {@link ExitCode#BAD_INPUT} and one line on stderr that
 * names the file and the problem; anything else is a bug and becomes {@link ExitCode#INTERNAL_ERROR}. Stack
 * traces are printed only under {@code --debug}.
 */
final class ErrorReporter implements IExecutionExceptionHandler, IParameterExceptionHandler {

    static final String DEBUG_OPTION = "--debug";

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println(cmd.getColorScheme().errorText("workbench: " + ex.getMessage()));
        err.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more information.");
        if (isDebug(cmd.getParseResult())) {
            ex.printStackTrace(err);
        }
        err.flush();
        return ExitCode.BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parseResult) {
        PrintWriter err = cmd.getErr();
        String badInput = badInputMessage(ex);
        if (badInput != null) {
            err.println(badInput);
        } else {
            err.println("workbench: internal error: " + ex
                + (isDebug(parseResult) ? "" : " (rerun with --debug for the stack trace)"));
        }
        if (isDebug(parseResult)) {
            ex.printStackTrace(err);
        }
        err.flush();
        return badInput != null ? ExitCode.BAD_INPUT : ExitCode.INTERNAL_ERROR;
    }

    /** The one-line message for an exception that means "bad input", or null when it is a bug. */
    static String badInputMessage(Throwable ex) {
        if (ex instanceof BadInputException || ex instanceof ModelLoadException
                || ex instanceof UnrunnableScenarioException) {
            return ex.getMessage();
        }
        if (ex instanceof MeasureException) {
            return "the lab asks for what its run does not have (fix its lab.yaml): " + ex.getMessage();
        }
        if (ex instanceof NoSuchFileException e) {
            return e.getFile() + ": not found";
        }
        if (ex instanceof AccessDeniedException e) {
            return e.getFile() + ": permission denied";
        }
        if (ex instanceof IOException) {
            return ex.getMessage();
        }
        return null;
    }

    /** True when {@code --debug} was given on the top-level command or on any subcommand. */
    static boolean isDebug(ParseResult parseResult) {
        for (ParseResult level = parseResult; level != null; level = level.subcommand()) {
            if (level.hasMatchedOption(DEBUG_OPTION)) {
                return true;
            }
        }
        return false;
    }
}
