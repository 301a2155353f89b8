package org.ccw.engine.run;

import java.util.function.Supplier;

/**
 * A scenario the engine cannot run as given — an impossible parameter or a missing part, found while a run is set
 * up (the topology copied from the model, the fabric built, the stack attached) — with the element named. It is
 * bad input, not a bug: the command line reports it in one line (exit 2) and the window as the run's error.
 * Validation should have caught it first; this is the engine's own guard, so a file that slips past validation
 * never turns into an internal error halfway through a run.
 */
public final class UnrunnableScenarioException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    UnrunnableScenarioException(String scenario, IllegalArgumentException cause) {
        super("scenario " + scenario + " cannot run: " + cause.getMessage(), cause);
    }

    /**
     * Runs one set-up step of {@code scenario}. Set-up code rejects what it cannot model with an
     * {@link IllegalArgumentException} naming the element (every hardware and stack record checks its parameters
     * when built); here such a rejection becomes this exception.
     */
    static <T> T setUp(String scenario, Supplier<T> step) {
        try {
            return step.get();
        } catch (UnrunnableScenarioException already) {
            throw already;
        } catch (IllegalArgumentException rejected) {
            throw new UnrunnableScenarioException(scenario, rejected);
        }
    }
}
