package org.ccw.app.window;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.stage.Window;
import org.ccw.app.window.dialogs.FilePrompt;

/**
 * The file dialogs as the window tests answer them, without a platform dialog: open, save-as, a folder and a sweep's
 * results choose
 * what {@code chosen} gives (null: the user cancelled), export goes to what {@code exportTarget} makes of the suggested
 * name (null: cancelled).
 */
final class FakeFilePrompt implements FilePrompt {
    /** Every dialog cancelled: for tests that never reach one. */
    static final FakeFilePrompt NONE = new FakeFilePrompt(() -> null, name -> null);

    private final Supplier<Path> chosen;
    private final Function<String, Path> exportTarget;

    FakeFilePrompt(Supplier<Path> chosen, Function<String, Path> exportTarget) {
        this.chosen = chosen;
        this.exportTarget = exportTarget;
    }

    @Override
    public Optional<Path> open(Window owner, Path near) {
        return Optional.ofNullable(chosen.get());
    }

    @Override
    public Optional<Path> saveAs(Window owner, Path near) {
        return Optional.ofNullable(chosen.get());
    }

    @Override
    public Optional<Path> exportTo(Window owner, String suggestedName, String extension) {
        return Optional.ofNullable(exportTarget.apply(suggestedName));
    }

    @Override
    public Optional<Path> folder(Window owner, String title) {
        return Optional.ofNullable(chosen.get());
    }

    @Override
    public Optional<Path> sweepResults(Window owner) {
        return Optional.ofNullable(chosen.get());
    }
}
