package org.ccw.app.window.lab;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.ccw.app.report.LabReport;
import org.ccw.app.version.ProjectVersion;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.run.RunPerspective;
import org.ccw.app.window.run.TimingTab;
import org.ccw.labs.Lab;
import org.ccw.labs.LabResult;
import org.ccw.labs.Variant;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.folder.Labs;
import org.ccw.labs.folder.Verdict;
import org.ccw.visualizer.chart.ChartSheet;
import org.ccw.visualizer.export.ReportExport;

/**
 * The window's classroom (issue #16), kept out of the main window: the Lab menu (the lab browser, the student's
 * name, the lab report, every lab), the {@link LabStepPanel} beside the canvas (at the top of the right column while
 * a lab is open), the student's {@link StudentProgress}, and Export lab report (PDF or HTML, written in the
 * background through {@link ReportExport}).
 */
public final class Classroom {

    public static final String LAB_MENU_ID = "lab-menu";
    /** A Lab menu item's id is this prefix and the lab's id. */
    public static final String LAB_ITEM_PREFIX = "lab-menu-";
    public static final String BROWSE_ID = "lab-menu-browse";
    public static final String OPEN_FOLDER_ID = "lab-menu-open-folder";
    public static final String ADD_COURSE_ID = "lab-menu-add-course";
    static final String FORGET_COURSES_ID = "lab-menu-forget-courses";
    public static final String REPORT_PDF_ID = "lab-menu-report-pdf";
    static final String REPORT_HTML_ID = "lab-menu-report-html";
    public static final String STUDENT_ID = "lab-menu-student";
    public static final String NAME_DIALOG_ID = "student-name";
    /** The id of the Lab menu's submenu of a family of labs is this prefix and the family ({@code ssam}). */
    static final String FAMILY_PREFIX = "lab-menu-family-";
    /** Share of the right column the step panel takes over the property sheet and the inspector. */
    private static final double PANEL_SHARE = 0.7;

    /** What the classroom needs of the window. */
    public record Window(Stage stage, RunPerspective run, LabStepsTab labSteps, ChartsTab charts, TimingTab timing,
                  Supplier<FilePrompt> prompt, Consumer<Lab> openLab, Consumer<String> status) {
    }

    private final Window window;
    private final ExecutorService background = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "ccw-classroom");
        thread.setDaemon(true);
        return thread;
    });
    private final StudentProgress progress;
    private final CourseFolders courses;
    private final LabStepPanelModel model;
    private final LabStepPanel panel;

    public Classroom(Path settingsDir, Window window) {
        this.window = window;
        this.progress = new StudentProgress(settingsDir);
        this.courses = new CourseFolders(settingsDir);
        List<String> problems = courses.load();
        if (!problems.isEmpty()) {
            window.status().accept(problems.size() + " of your course folders' labs do not read: " + problems.get(0));
        }
        this.model = new LabStepPanelModel(progress, background, Platform::runLater,
            problem -> Dialogs.error(window.stage(), "Your lab progress", problem));
        this.panel = new LabStepPanel(model, window.run()::selectedRecord,
            // the timing diagram shows the moment's neighbourhood, not the whole run's crowd
            place -> window.run().showAt(place.timePs(), place.record(), p -> window.timing().focusOn(p.clockPs())),
            this::askStudent);
        // the first answer is where progress starts to be kept: the name is asked then, once
        model.checkingProperty().addListener((obs, was, checking) -> {
            if (checking && progress.student().isEmpty()) {
                askStudent();
            }
        });
    }

    /**
     * The Lab menu: browse, folders, student, report, then every lab (choosing one opens its scenario and its steps),
     * listed afresh each time the menu opens, so a course folder added shows its labs. The labs are grouped in a
     * submenu per family, the first word of their ids ({@code ssam-…}, {@code amii-…}): listed flat, with their titles,
     * they made a menu wider and taller than a projector's screen.
     */
    public Menu menu() {
        Menu menu = new Menu("_Lab");
        menu.setId(LAB_MENU_ID);
        MenuItem browse = item("_Browse labs…", BROWSE_ID, e -> browse());
        browse.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+L"));
        MenuItem pdf = item("Export lab report as _PDF…", REPORT_PDF_ID, e -> exportReport("pdf"));
        MenuItem html = item("Export lab report as _HTML…", REPORT_HTML_ID, e -> exportReport("html"));
        MenuItem forget = item("Forget course folders", FORGET_COURSES_ID, e -> forgetCourses());
        menu.getItems().addAll(browse, item("Open lab _folder…", OPEN_FOLDER_ID, e -> openFolder()),
            item("Add _course folder…", ADD_COURSE_ID, e -> addCourse()), forget,
            item("_Student name and id…", STUDENT_ID, e -> askStudent()), pdf, html,
            new SeparatorMenuItem());
        int fixed = menu.getItems().size();
        Runnable listLabs = () -> {
            menu.getItems().remove(fixed, menu.getItems().size());
            java.util.Map<String, Menu> families = new java.util.LinkedHashMap<>();
            for (Lab lab : Labs.all()) {
                MenuItem item = item(lab.id() + " — " + LabCatalogue.title(lab),
                    LAB_ITEM_PREFIX + lab.id(), e -> window.openLab().accept(lab));
                // a title is a sentence: keep it from being read as mnemonics
                item.setMnemonicParsing(false);
                families.computeIfAbsent(lab.id().split("-", 2)[0], family -> {
                    Menu labs = new Menu(family);
                    labs.setId(FAMILY_PREFIX + family);
                    labs.setMnemonicParsing(false);
                    menu.getItems().add(labs);
                    return labs;
                }).getItems().add(item);
            }
        };
        listLabs.run();
        menu.setOnShowing(e -> {
            pdf.setDisable(model.lab() == null);
            html.setDisable(model.lab() == null);
            forget.setDisable(courses.folders().isEmpty());
            listLabs.run();
        });
        return menu;
    }

    /** Opens {@code lab}'s steps in the panel, at the top of {@code rightColumn}. */
    public void show(Lab lab, SplitPane rightColumn) {
        model.open(lab, this::shownResult);
        panel.showStudent(); // the variant is this lab's (the same lab opened again fires no change)
        placePanel(rightColumn);
    }

    /** Puts the step panel back at the top of {@code rightColumn} (refilled when a document opens) while a lab is open. */
    public void placePanel(SplitPane rightColumn) {
        if (model.lab() == null || rightColumn.getItems().contains(panel.node())) {
            return;
        }
        rightColumn.getItems().add(0, panel.node());
        double[] old = rightColumn.getDividerPositions();
        rightColumn.setDividerPositions(PANEL_SHARE, old.length > 0 ? PANEL_SHARE + (1 - PANEL_SHARE) * old[0]
            : (1 + PANEL_SHARE) / 2);
    }

    public LabStepPanel panel() {
        return panel;
    }

    public StudentProgress progress() {
        return progress;
    }

    private LabResult shownResult() {
        LabChartsViewModel.Shown shown = window.charts().model().shownProperty().get();
        return shown == null ? null : shown.result();
    }

    /** Lab → Browse labs…: the labs by paper or topic; Open opens one. */
    public void browse() {
        List<LabFolder> labs = LabCatalogue.all().stream().filter(f -> Labs.byId(f.id()).isPresent()).toList();
        new LabBrowser(window.stage(), new LabBrowserModel(labs), lab -> {
            try {
                return progress.answers(lab);
            } catch (RuntimeException unreadable) {
                return java.util.Map.of();
            }
        }, model.folderProperty().get()).choose().flatMap(f -> Labs.byId(f.id())).ifPresent(window.openLab());
    }

    /**
     * Lab → Open lab folder…: a lab a lecturer wrote as a folder, wherever it is, opened as a lab of the catalogue
     * is; a folder that does not read says where and why.
     */
    void openFolder() {
        window.prompt().get().folder(window.stage(), "Open a lab folder (lab.yaml and instructions.md)")
            .ifPresent(folder -> {
                try {
                    window.openLab().accept(Labs.fromFolder(folder));
                } catch (LabFormatException e) {
                    Dialogs.error(window.stage(), "This folder is not a lab", e.getMessage());
                }
            });
    }

    /**
     * Lab → Add course folder…: a directory of lab folders joins the catalogue (as {@code --labs DIR}) and stays
     * after a restart; the labs in it that do not read are named.
     */
    void addCourse() {
        window.prompt().get().folder(window.stage(), "Add a course folder (a folder of lab folders)")
            .ifPresent(folder -> {
                try {
                    List<String> problems = courses.add(folder);
                    window.status().accept("labs of " + folder + " added to the Lab menu and the browser");
                    if (!problems.isEmpty()) {
                        Dialogs.error(window.stage(), problems.size() + " labs of this course folder do not read",
                            String.join("\n", problems));
                    }
                } catch (LabFormatException | IOException e) {
                    Dialogs.error(window.stage(), "This folder was not added", e.getMessage());
                }
            });
    }

    /** Lab → Forget course folders: their labs leave the catalogue, and they are not added at the next start. */
    public void forgetCourses() {
        try {
            courses.forgetAll();
            window.status().accept("course folders forgotten");
        } catch (IOException e) {
            Dialogs.error(window.stage(), "The course folders were not forgotten", e.getMessage());
        }
    }

    /**
     * Asks the student's name and the id their course knows them by (once, and whenever they want to change them);
     * false when they cancelled. A new id picks another variant of a lab with variants: the open lab opens again.
     */
    boolean askStudent() {
        Optional<String[]> given = StudentDialog.ask(window.stage(), progress.student().orElse(""),
            progress.studentId().orElse(""));
        given.ifPresent(nameAndId -> {
            try {
                boolean newId = !nameAndId[1].strip().equals(progress.studentId().orElse(""));
                progress.setStudent(nameAndId[0]);
                progress.setStudentId(nameAndId[1]);
                panel.showStudent();
                if (model.lab() != null && newId && LabCatalogue.of(model.lab()).variants().isPresent()) {
                    window.openLab().accept(model.lab()); // their own variant: its scenario and its runs
                } else if (model.lab() != null && !model.answers().isEmpty()) {
                    // what was answered before the name was known is kept now
                    progress.save(model.folderProperty().get(), model.answers());
                }
            } catch (IOException | IllegalArgumentException e) {
                Dialogs.error(window.stage(), "Your name was not kept", String.valueOf(e.getMessage()));
            }
        });
        return given.isPresent();
    }

    /** The student's variant of {@code lab}: their id's, when the lab has variants and an id was given. */
    public Optional<Variant> variant(Lab lab) {
        return LabCatalogue.of(lab).optionsFor(progress.studentId()).variant();
    }

    /** Lab → Export lab report: every question graded, the figures and the diagrams, written in the background. */
    void exportReport(String format) {
        Lab lab = model.lab();
        if (lab == null || progress.student().isEmpty() && !askStudent()) {
            return;
        }
        Optional<Path> target = window.prompt().get().exportTo(window.stage(), lab.id() + "-"
            + StudentProgress.fileName(progress.student().orElseThrow()) + "-report." + format, format);
        if (target.isEmpty()) {
            return;
        }
        LabFolder folder = model.folderProperty().get();
        LabReport.Student student = new LabReport.Student(progress.student().orElseThrow(), progress.studentId(),
            model.variant());
        LabResult result = shownResult() != null && shownResult().lab().equals(lab.id()) ? shownResult() : null;
        List<LabReport.Shown> figures = figures(lab);
        window.status().accept("writing the lab report…");
        model.gradeAll(verdicts -> write(folder, student, verdicts, result, figures, format, target.get()),
            problem -> window.status().accept("The lab report was not written: " + problem));
    }

    private void write(LabFolder folder, LabReport.Student student, List<Verdict> verdicts, LabResult result,
                       List<LabReport.Shown> figures, String format, Path file) {
        var report = LabReport.of(folder, student, model.answers(), verdicts, result, figures,
            ProjectVersion.reportStamp());
        background.execute(() -> {
            try {
                ReportExport.write(report, format, file);
                Platform.runLater(() -> window.status().accept("lab report written to " + file));
            } catch (IOException | RuntimeException e) {
                Platform.runLater(() -> window.status().accept("The lab report was not written: " + e.getMessage()));
            }
        });
    }

    /** The timing diagram of the run on show and the lab's charts, when there are. */
    private List<LabReport.Shown> figures(Lab lab) {
        List<LabReport.Shown> figures = new ArrayList<>();
        var timing = window.timing().modelProperty().get();
        if (timing != null) {
            figures.add(new LabReport.Shown(timing.figure(), "The timing diagram of the run, as it was shown"));
        }
        LabChartsViewModel.Shown shown = window.charts().model().shownProperty().get();
        if (shown != null && shown.lab() == lab && !shown.charts().isEmpty()) {
            figures.add(new LabReport.Shown(new ChartSheet(shown.charts(), 900, 420),
                "The lab's curves: ours solid, the paper's dashed"));
        }
        return figures;
    }

    private static MenuItem item(String text, String id, javafx.event.EventHandler<javafx.event.ActionEvent> action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(action);
        return item;
    }
}
