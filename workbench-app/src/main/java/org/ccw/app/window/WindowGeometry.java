package org.ccw.app.window;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.ccw.model.io.AtomicFile;

/**
 * Where the main window opens: where it was last closed (kept in {@code window.properties} of the settings) when that
 * still lies on a screen, else 80% of the primary screen, centred; never smaller than {@link #MIN_WIDTH} ×
 * {@link #MIN_HEIGHT} (or the screen, if that is smaller). Set on the stage itself, not left to the scene: some
 * window managers (openbox) otherwise open it at 200 × 200.
 */
public final class WindowGeometry {
    static final double MIN_WIDTH = 1024;
    static final double MIN_HEIGHT = 640;
    /** The share of the screen a first window takes. */
    static final double FIRST_SHARE = 0.8;

    /** A window's place: position, size, and whether it was maximised. */
    record Bounds(double x, double y, double width, double height, boolean maximized) {
    }

    private final Path file;

    WindowGeometry(Path settingsDir) {
        this.file = settingsDir.resolve("window.properties");
    }

    /** Places {@code stage} before it shows, and keeps its place when it is closed. */
    public void apply(Stage stage) {
        Rectangle2D primary = Screen.getPrimary().getVisualBounds();
        List<Rectangle2D> screens = Screen.getScreens().stream().map(Screen::getVisualBounds).toList();
        Bounds b = place(saved(), primary, screens);
        stage.setMinWidth(Math.min(MIN_WIDTH, primary.getWidth()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, primary.getHeight()));
        stage.setX(b.x());
        stage.setY(b.y());
        stage.setWidth(b.width());
        stage.setHeight(b.height());
        stage.setMaximized(b.maximized());
        stage.setOnHiding(e -> save(new Bounds(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(),
            stage.isMaximized())));
    }

    /**
     * Where a window opens: {@code saved} if its top-left corner and 100 × 100 pixels beside it lie on one of
     * {@code screens} (a laptop undocked from its monitor forgets a place it cannot show), else {@link #FIRST_SHARE}
     * of {@code primary}, centred; at least the minimum size where the screen has room.
     */
    static Bounds place(Optional<Bounds> saved, Rectangle2D primary, List<Rectangle2D> screens) {
        double minW = Math.min(MIN_WIDTH, primary.getWidth());
        double minH = Math.min(MIN_HEIGHT, primary.getHeight());
        if (saved.isPresent() && screens.stream().anyMatch(s -> s.contains(saved.get().x(), saved.get().y(), 100, 100))) {
            Bounds b = saved.get();
            return new Bounds(b.x(), b.y(), Math.max(minW, b.width()), Math.max(minH, b.height()), b.maximized());
        }
        double w = Math.max(minW, primary.getWidth() * FIRST_SHARE);
        double h = Math.max(minH, primary.getHeight() * FIRST_SHARE);
        return new Bounds(primary.getMinX() + (primary.getWidth() - w) / 2, primary.getMinY()
            + (primary.getHeight() - h) / 2, w, h, false);
    }

    /** The place kept when the window last closed, if it reads. */
    Optional<Bounds> saved() {
        try {
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
            return Optional.of(new Bounds(Double.parseDouble(p.getProperty("x")), Double.parseDouble(p.getProperty("y")),
                Double.parseDouble(p.getProperty("width")), Double.parseDouble(p.getProperty("height")),
                Boolean.parseBoolean(p.getProperty("maximized"))));
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty(); // a first window's place instead: nothing else is lost
        }
    }

    void save(Bounds b) {
        Properties p = new Properties();
        p.setProperty("x", Double.toString(b.x()));
        p.setProperty("y", Double.toString(b.y()));
        p.setProperty("width", Double.toString(b.width()));
        p.setProperty("height", Double.toString(b.height()));
        p.setProperty("maximized", Boolean.toString(b.maximized()));
        try {
            StringWriter text = new StringWriter();
            p.store(text, "the main window's place when it last closed");
            Files.createDirectories(file.getParent());
            AtomicFile.writeString(file, text.toString());
        } catch (IOException unwritable) {
            // the next window opens at the first window's place: not worth a dialog while closing
        }
    }
}
