package org.ccw.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.ccw.app.window.StartUp;
import org.ccw.app.window.run.PauseAt;
import org.junit.jupiter.api.Test;

class WorkbenchCommandTest {

    @Test
    void withoutACommandItOpensTheWindow() {
        CommandRun run = CommandRun.of();

        assertEquals(ExitCode.OK, run.exitCode());
        assertEquals(List.of(StartUp.open(Optional.empty())), run.windowsOpened());
    }

    @Test
    void withAFileAndNoCommandItOpensTheWindowOnThatFile() {
        CommandRun run = CommandRun.of("runs/two hosts.ccw");

        assertEquals(ExitCode.OK, run.exitCode());
        assertEquals(List.of(StartUp.open(Optional.of(Path.of("runs/two hosts.ccw")))), run.windowsOpened());
    }

    @Test
    void aLecturerCanOpenTheWindowPausedOnTheFirstDropWithATabInFrontAndLectureMode() {
        CommandRun run = CommandRun.of("lossy.ccw", "--pause-at", "first-drop", "--tab", "timing", "--lecture");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertEquals(List.of(new StartUp(Optional.of(Path.of("lossy.ccw")), true, Optional.of(new PauseAt.FirstDrop()),
            Optional.of(StartUp.BottomTab.TIMING), true)), run.windowsOpened());
    }

    @Test
    void theCongestionTabCanBeBroughtToTheFront() {
        CommandRun run = CommandRun.of("two.ccw", "--run", "--tab", "congestion");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertEquals(Optional.of(StartUp.BottomTab.CONGESTION), run.windowsOpened().get(0).tab());
    }

    @Test
    void transportRunsTheJobOverRealSocketsLiveAndCannotBePausedAtAMoment() {
        CommandRun run = CommandRun.of("two.ccw", "--transport", "udp", "--tab", "space_time");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        StartUp startUp = run.windowsOpened().get(0);
        assertEquals(Optional.of(org.ccw.engine.realtime.RealTimeTransport.UDP), startUp.transport());
        assertTrue(startUp.run(), "a transport implies running");
        assertEquals(Optional.of(StartUp.BottomTab.SPACE_TIME), startUp.tab());

        CommandRun paused = CommandRun.of("two.ccw", "--transport", "tcp", "--pause-at", "first-drop");
        assertEquals(ExitCode.BAD_INPUT, paused.exitCode());
        assertTrue(paused.err().contains("--pause-at needs a simulated run"), paused.err());
        assertTrue(paused.windowsOpened().isEmpty());
    }

    @Test
    void aLabOpensItsStepsAndAnUnknownOneIsBadInput() {
        CommandRun run = CommandRun.of("--lab", "ssam-bulk");

        assertEquals(ExitCode.OK, run.exitCode(), run.err());
        assertEquals(List.of(new StartUp(Optional.empty(), false, Optional.empty(), Optional.empty(), false,
            org.ccw.labs.folder.Labs.byId("ssam-bulk"))), run.windowsOpened());

        CommandRun unknown = CommandRun.of("--lab", "ssam-nothing");
        assertEquals(ExitCode.BAD_INPUT, unknown.exitCode());
        assertTrue(unknown.err().contains("workbench --lab: no lab 'ssam-nothing'"), unknown.err());
        assertTrue(unknown.windowsOpened().isEmpty(), "no window for a lab that does not exist");
    }

    @Test
    void pauseAtReadsATimeInMicrosecondsByDefaultOrAnEventNumber() {
        assertEquals(Optional.of(new PauseAt.AtTime(120_500_000L)),
            CommandRun.of("f.ccw", "--pause-at", "120.5").windowsOpened().get(0).pauseAt());
        assertEquals(Optional.of(new PauseAt.AtTime(2_000_000_000L)),
            CommandRun.of("f.ccw", "--pause-at", "2ms").windowsOpened().get(0).pauseAt());
        assertEquals(Optional.of(new PauseAt.AtEvent(1200)),
            CommandRun.of("f.ccw", "--pause-at", "event:1200").windowsOpened().get(0).pauseAt());
    }

    @Test
    void aTabAloneDoesNotRunButAPlaceToPauseAtDoes() {
        assertEquals(false, CommandRun.of("--tab", "events").windowsOpened().get(0).run());
        assertEquals(true, CommandRun.of("--pause-at", "5us").windowsOpened().get(0).run());
        assertEquals(true, CommandRun.of("--run").windowsOpened().get(0).run());
    }

    @Test
    void aWrongPlaceToPauseAtOrTabIsBadInputNamingTheAcceptedForms() {
        CommandRun badPause = CommandRun.of("f.ccw", "--pause-at", "second-drop");
        CommandRun badTab = CommandRun.of("f.ccw", "--tab", "editor");

        assertEquals(ExitCode.BAD_INPUT, badPause.exitCode());
        assertTrue(badPause.err().contains("write first-drop, a time such as 120us, or event:N"), badPause.err());
        assertTrue(badPause.windowsOpened().isEmpty());
        assertEquals(ExitCode.BAD_INPUT, badTab.exitCode());
        assertTrue(badTab.err().contains("editor"), badTab.err());
    }

    @Test
    void helpTellsLecturersHowToOpenOnAMoment() {
        CommandRun run = CommandRun.of("--help");

        assertTrue(run.out().contains("Lecturers"), run.out());
        assertTrue(run.out().contains("--pause-at"), run.out());
        assertTrue(run.out().contains("--lecture"), run.out());
    }

    @Test
    void versionPrintsTheProjectVersionFromTheFilteredResource() {
        CommandRun run = CommandRun.of("--version");

        assertEquals(ExitCode.OK, run.exitCode());
        assertTrue(org.ccw.app.version.ProjectVersion.number().matches("\\d+\\.\\d+\\.\\d+.*"), org.ccw.app.version.ProjectVersion.number());
        assertTrue(run.out().contains("Cluster Communication Workbench " + org.ccw.app.version.ProjectVersion.number()), run.out());
        assertTrue(run.windowsOpened().isEmpty());
    }

    @Test
    void helpListsTheSubcommandsAndTheExitCodes() {
        CommandRun run = CommandRun.of("--help");

        assertEquals(ExitCode.OK, run.exitCode());
        assertTrue(run.out().contains("validate"), run.out());
        assertTrue(run.out().contains("2   bad input"), run.out());
    }

    @Test
    void everySubcommandHasHelpAndTheDebugOption() {
        CommandRun run = CommandRun.of("validate", "--help");

        assertEquals(ExitCode.OK, run.exitCode());
        assertTrue(run.out().contains("Usage: workbench validate"), run.out());
        assertTrue(run.out().contains("--debug"), run.out());
        assertTrue(run.out().contains("--json"), run.out());
    }

    @Test
    void anUnknownOptionIsBadInputReportedWithoutAStackTrace() {
        CommandRun run = CommandRun.of("--frobnicate");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().startsWith("workbench: Unknown option: '--frobnicate'"), run.err());
        assertTrue(run.noStackTrace(), run.err());
        assertTrue(run.windowsOpened().isEmpty());
    }

    @Test
    void aMissingArgumentIsBadInput() {
        CommandRun run = CommandRun.of("validate");

        assertEquals(ExitCode.BAD_INPUT, run.exitCode());
        assertTrue(run.err().contains("Missing required parameter: 'FILE'"), run.err());
        assertTrue(run.err().contains("workbench validate --help"), run.err());
    }

    @Test
    void aBugIsAnInternalErrorWithItsStackTraceOnlyUnderDebug() {
        Consumer<StartUp> broken = startUp -> {
            throw new IllegalStateException("window factory broke");
        };

        CommandRun quiet = CommandRun.withWindow(broken);
        CommandRun debug = CommandRun.withWindow(broken, "--debug");

        assertEquals(ExitCode.INTERNAL_ERROR, quiet.exitCode());
        assertEquals(1, quiet.err().lines().count(), quiet.err());
        assertTrue(quiet.err().contains("internal error: java.lang.IllegalStateException: window factory broke"));
        assertTrue(quiet.err().contains("rerun with --debug"));
        assertEquals(ExitCode.INTERNAL_ERROR, debug.exitCode());
        assertTrue(debug.err().contains("\tat org.ccw.app.cli."), debug.err());
    }
}
