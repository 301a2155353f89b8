package org.ccw.labs.grading;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.folder.PersonsFile;

/**
 * A course's students, as a spreadsheet or an LMS exports them ({@code lab grade --roster roster.csv}): a CSV file
 * whose header names an {@code id} column and optionally {@code name} and {@code email} (any case, any order,
 * other columns ignored), one student a row. Grading against it names the students without an answers file, those
 * with two, and the files of students it does not list.
 *
 * @param file     the file's name as messages give it
 * @param students by id, in the file's order
 */
public record Roster(String file, Map<String, Student> students) {

    /** One student of the course; {@code line} is their row's line in the file. */
    public record Student(String id, String name, String email, int line) {
    }

    public Roster {
        students = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(students));
    }

    /**
     * Reads {@code path}.
     *
     * @throws LabFormatException naming the file, the line and the problem: no id column, a row without an id, an id
     *                            listed twice, a file that is not CSV
     */
    public static Roster read(Path path) {
        String file = path.toString();
        String text = PersonsFile.read(path, file, "no such file");
        CsvMapper csv = new CsvMapper();
        csv.enable(CsvParser.Feature.TRIM_SPACES);
        Map<String, Student> students = new LinkedHashMap<>();
        try (MappingIterator<Map<String, String>> rows = csv.readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(text)) {
            int line = 1; // the header's; a row is a line (a roster's names and ids hold no line breaks)
            while (rows.hasNextValue()) {
                Map<String, String> row = lowerCaseKeys(rows.nextValue());
                line++;
                if (!row.containsKey("id")) {
                    throw new LabFormatException(file, 1, "", "has no 'id' column (the header names id, and "
                            + "optionally name and email)");
                }
                String id = row.get("id").strip();
                if (id.isEmpty()) {
                    throw new LabFormatException(file, line, "id", "a student without an id");
                }
                Student previous = students.putIfAbsent(id, new Student(id, row.getOrDefault("name", "").strip(),
                        row.getOrDefault("email", "").strip(), line));
                if (previous != null) {
                    throw new LabFormatException(file, line, "id", id + " is listed twice (first on line "
                            + previous.line() + ")");
                }
            }
        } catch (IOException | RuntimeException e) {
            if (e instanceof LabFormatException format) {
                throw format;
            }
            throw new LabFormatException(file, 0, "", "is not CSV: " + e.getMessage().lines().findFirst().orElse(""));
        }
        return new Roster(file, students);
    }

    /** The student {@code id}, if the course has one. */
    public Optional<Student> student(String id) {
        return Optional.ofNullable(students.get(id));
    }

    /**
     * What grading {@code sheets} against the roster finds wrong, one line each: a sheet without a
     * {@code student_id}, an id the roster lacks, an id in two files, a student without an answers file.
     */
    public List<String> problems(List<AnswerSheet> sheets) {
        List<String> problems = new ArrayList<>();
        Map<String, AnswerSheet> byId = new LinkedHashMap<>();
        for (AnswerSheet sheet : sheets) {
            if (sheet.studentId().isEmpty()) {
                problems.add(sheet.file() + ": no student_id (the roster " + file + " lists students by id)");
                continue;
            }
            String id = sheet.studentId().get();
            if (!students.containsKey(id)) {
                problems.add(sheet.file() + ": student_id " + id + " is not on the roster " + file);
            }
            AnswerSheet first = byId.putIfAbsent(id, sheet);
            if (first != null) {
                problems.add(sheet.file() + ": student_id " + id + " also answers in " + first.file()
                        + " (a duplicate)");
            }
        }
        for (Student student : students.values()) {
            if (!byId.containsKey(student.id())) {
                problems.add(file + ":" + student.line() + ": " + student.id()
                        + (student.name().isEmpty() ? "" : " (" + student.name() + ")") + " handed in no answers file");
            }
        }
        return problems;
    }

    private static Map<String, String> lowerCaseKeys(Map<String, String> row) {
        Map<String, String> lower = new LinkedHashMap<>();
        row.forEach((k, v) -> lower.put(k.strip().toLowerCase(Locale.ROOT), v == null ? "" : v));
        return lower;
    }
}
