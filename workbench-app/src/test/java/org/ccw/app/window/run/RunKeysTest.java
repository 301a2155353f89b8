package org.ccw.app.window.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import javafx.scene.input.KeyCode;
import org.ccw.app.window.run.RunKeys.Action;
import org.junit.jupiter.api.Test;

class RunKeysTest {

    private static Optional<Action> plain(KeyCode code, boolean running) {
        return RunKeys.of(code, false, false, false, running, false);
    }

    @Test
    void playbackKeysActOnlyOnARunAndLeaveCtrlAndAltToTheMenus() {
        assertEquals(Optional.empty(), plain(KeyCode.SPACE, false), "no run: Space is the focused control's");
        assertEquals(Optional.of(Action.PLAY_PAUSE), plain(KeyCode.SPACE, true));
        assertEquals(Optional.empty(), RunKeys.of(KeyCode.RIGHT, false, true, false, true, false));
        assertEquals(Optional.empty(), RunKeys.of(KeyCode.HOME, false, false, true, true, false));
        assertEquals(Optional.empty(), plain(KeyCode.A, true));
    }

    @Test
    void aPresentersClickerStepsAndShiftRightFindsTheNextOfAKind() {
        assertEquals(Optional.of(Action.STEP), plain(KeyCode.PAGE_DOWN, true));
        assertEquals(Optional.of(Action.STEP), plain(KeyCode.RIGHT, true));
        assertEquals(Optional.of(Action.STEP_BACK), plain(KeyCode.PAGE_UP, true));
        assertEquals(Optional.of(Action.STEP_BACK), plain(KeyCode.LEFT, true));
        assertEquals(Optional.of(Action.NEXT_OF_SELECTED_KIND), RunKeys.of(KeyCode.RIGHT, true, false, false, true,
            false));
        assertEquals(Optional.of(Action.RESTART), plain(KeyCode.HOME, true));
        assertEquals(Optional.of(Action.TO_END), plain(KeyCode.END, true));
    }

    @Test
    void lectureModeBreakpointsAndWhatIfWorkWithOrWithoutARun() {
        assertEquals(Optional.of(Action.TOGGLE_LECTURE_MODE), plain(KeyCode.F11, false));
        assertEquals(Optional.empty(), plain(KeyCode.ESCAPE, true), "Esc is the window's outside lecture mode");
        assertEquals(Optional.of(Action.LEAVE_LECTURE_MODE), RunKeys.of(KeyCode.ESCAPE, false, false, false, false,
            true));
        assertEquals(Optional.of(Action.TOGGLE_BREAKPOINT), RunKeys.of(KeyCode.B, false, true, false, false, false));
        assertEquals(Optional.empty(), plain(KeyCode.B, true), "B alone is no breakpoint");
        assertEquals(Optional.of(Action.WHAT_IF_MENU), plain(KeyCode.CONTEXT_MENU, false));
        assertEquals(Optional.of(Action.WHAT_IF_MENU), RunKeys.of(KeyCode.F10, true, false, false, true, false));
        assertEquals(Optional.empty(), plain(KeyCode.F10, true), "F10 alone is the menu bar's");
    }
}
