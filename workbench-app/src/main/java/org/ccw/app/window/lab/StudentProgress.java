package org.ccw.app.window.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.grading.AnswerSheet;
import org.ccw.labs.grading.AnswersFile;
import org.ccw.model.io.AtomicFile;

/**
 * A student's progress through the labs, kept in the settings directory so it survives a restart: the student's
 * name in {@code student.txt} (asked once, changeable), the id their course knows them by in {@code student-id.txt}
 * (optional: it picks their variant of a lab that has variants), and per lab an answers file
 * {@code students/NAME/LAB.yaml} in the format of {@code labs/README.md} — so the file a student hands in is the
 * one {@code workbench lab check LAB --answers FILE} grades. Every write goes through {@link AtomicFile}: a crash
 * mid-write leaves the previous answers, never half a file.
 */
public final class StudentProgress {

    private final Path settingsDir;
    private String student;
    private String studentId;

    StudentProgress(Path settingsDir) {
        this.settingsDir = settingsDir;
        student = line("student.txt");
        studentId = line("student-id.txt");
    }

    /** The one line kept in {@code file} of the settings, or "" (asked again: that line is all that is lost). */
    private String line(String file) {
        try {
            Path path = settingsDir.resolve(file);
            return Files.isRegularFile(path) ? Files.readString(path, StandardCharsets.UTF_8).strip() : "";
        } catch (IOException unreadable) {
            return "";
        }
    }

    /** The id the student's course knows them by, or empty when none was given. */
    Optional<String> studentId() {
        return studentId.isBlank() ? Optional.empty() : Optional.of(studentId);
    }

    /**
     * Sets the student's id as an answers file takes it ({@code student_id}: letters, digits, {@code . _ - @}); blank
     * clears it, and the labs' pinned runs are graded again.
     */
    void setStudentId(String id) throws IOException {
        String i = id == null ? "" : id.strip();
        if (!i.isEmpty() && !i.matches("[\\p{L}\\p{N}._@-]{1,64}")) {
            throw new IllegalArgumentException("a student id is up to 64 letters, digits, dots, dashes, _ and @");
        }
        studentId = i;
        Files.createDirectories(settingsDir);
        AtomicFile.writeString(settingsDir.resolve("student-id.txt"), i + "\n");
    }

    /** The student's name, or empty before it was given. */
    Optional<String> student() {
        return student.isBlank() ? Optional.empty() : Optional.of(student);
    }

    /** Sets the student's name (blank is refused) and remembers it. */
    public void setStudent(String name) throws IOException {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.contains("\n")) {
            throw new IllegalArgumentException("a student's name is one line of text");
        }
        student = n;
        Files.createDirectories(settingsDir);
        AtomicFile.writeString(settingsDir.resolve("student.txt"), n + "\n");
    }

    /** Where {@code lab}'s answers of the current student are kept. */
    Path file(String lab) {
        return settingsDir.resolve("students").resolve(fileName(student)).resolve(lab + ".yaml");
    }

    /**
     * The current student's saved answers to {@code lab} (question id → answer as written), empty when there are
     * none yet.
     *
     * @throws LabFormatException when the file is there but does not read (naming its line and field)
     */
    Map<String, String> answers(LabFolder lab) {
        Path file = file(lab.id());
        if (student.isBlank() || !Files.isRegularFile(file)) {
            return Map.of();
        }
        return new LinkedHashMap<>(AnswerSheet.read(file, lab).answers());
    }

    /** Saves {@code answers} to {@code lab} for the current student, atomically; nothing before a name is given. */
    void save(LabFolder lab, Map<String, String> answers) throws IOException {
        if (student.isBlank()) {
            return;
        }
        Files.createDirectories(file(lab.id()).getParent());
        AtomicFile.writeString(file(lab.id()), AnswersFile.answered(lab, student, studentId(), answers));
    }

    /** {@code name} as a folder name on any system: letters, digits, dots and dashes; the rest become dashes. */
    static String fileName(String name) {
        String safe = name.strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}.-]+", "-")
            .replaceAll("^[.-]+|-+$", "");
        return safe.isEmpty() ? "student" : safe;
    }
}
