package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the main window opens: where it was, if that is on a screen; else most of the screen; never tiny. */
class WindowGeometryTest {
    private static final Rectangle2D FULL_HD = new Rectangle2D(0, 0, 1920, 1050);

    @TempDir
    Path settings;

    @Test
    void aFirstWindowTakesEightyPercentOfTheScreenCentred() {
        assertEquals(new WindowGeometry.Bounds(192, 105, 1536, 840, false),
            WindowGeometry.place(Optional.empty(), FULL_HD, List.of(FULL_HD)));
    }

    @Test
    void aSmallScreenStillGetsTheMinimumAndATinyOneItsWhole() {
        Rectangle2D laptop = new Rectangle2D(0, 0, 1280, 700);
        WindowGeometry.Bounds b = WindowGeometry.place(Optional.empty(), laptop, List.of(laptop));
        assertEquals(1024, b.width());
        assertEquals(640, b.height());
        Rectangle2D tiny = new Rectangle2D(0, 0, 800, 600);
        assertEquals(new WindowGeometry.Bounds(0, 0, 800, 600, false),
            WindowGeometry.place(Optional.empty(), tiny, List.of(tiny)));
    }

    @Test
    void theWindowReopensWhereItClosedUnlessThatIsOffEveryScreen() {
        WindowGeometry geometry = new WindowGeometry(settings);
        geometry.save(new WindowGeometry.Bounds(2000, 50, 1200, 200, true));
        WindowGeometry.Bounds saved = geometry.saved().orElseThrow();
        Rectangle2D second = new Rectangle2D(1920, 0, 1920, 1080);

        assertEquals(new WindowGeometry.Bounds(2000, 50, 1200, 640, true),
            WindowGeometry.place(Optional.of(saved), FULL_HD, List.of(FULL_HD, second)), "never under the minimum");
        assertEquals(WindowGeometry.place(Optional.empty(), FULL_HD, List.of(FULL_HD)),
            WindowGeometry.place(Optional.of(saved), FULL_HD, List.of(FULL_HD)), "the second monitor unplugged");
    }
}
