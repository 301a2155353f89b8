package org.ccw.app.window.run;

import java.util.Optional;
import javafx.scene.input.KeyCode;

/**
 * The run's keys (UI.md): which action a key press asks for. Space, ←, →, Shift+→, Home, End, Page Up/Down (a
 * presenter's clicker sends these), Ctrl+B, F11 and Esc out of lecture mode, the context-menu key and Shift+F10.
 * Playback keys act only while a run is on show and never with Ctrl or Alt, which belong to the menus.
 */
final class RunKeys {

    /** What a run key does. */
    enum Action {
        TOGGLE_LECTURE_MODE, LEAVE_LECTURE_MODE, TOGGLE_BREAKPOINT, WHAT_IF_MENU, PLAY_PAUSE, NEXT_OF_SELECTED_KIND,
        STEP, STEP_BACK, RESTART, TO_END
    }

    private RunKeys() {
    }

    /**
     * The action of {@code code} with these modifiers, or none (the key goes on to the window's controls).
     *
     * @param running     whether a run is on show
     * @param lectureMode whether the window is in lecture mode
     */
    static Optional<Action> of(KeyCode code, boolean shift, boolean shortcut, boolean alt, boolean running,
                               boolean lectureMode) {
        if (code == KeyCode.F11) {
            return Optional.of(Action.TOGGLE_LECTURE_MODE);
        } else if (code == KeyCode.ESCAPE && lectureMode) {
            return Optional.of(Action.LEAVE_LECTURE_MODE);
        } else if (code == KeyCode.B && shortcut) {
            return Optional.of(Action.TOGGLE_BREAKPOINT);
        } else if (code == KeyCode.CONTEXT_MENU || (code == KeyCode.F10 && shift)) {
            return Optional.of(Action.WHAT_IF_MENU);
        } else if (!running || shortcut || alt) {
            return Optional.empty();
        }
        return Optional.ofNullable(switch (code) {
            case SPACE -> Action.PLAY_PAUSE;
            case RIGHT -> shift ? Action.NEXT_OF_SELECTED_KIND : Action.STEP;
            case PAGE_DOWN -> Action.STEP;
            case LEFT, PAGE_UP -> Action.STEP_BACK;
            case HOME -> Action.RESTART;
            case END -> Action.TO_END;
            default -> null;
        });
    }
}
