/**
 * Grading students' answers to a lab headless (issue #16): an {@link org.ccw.labs.grading.AnswerSheet} is one
 * student's answers file (YAML, documented in {@code labs/README.md}); {@link org.ccw.labs.grading.GradeReport}
 * grades it question by question against the lab's {@link org.ccw.labs.folder.Evidence} ({@code workbench lab check},
 * JSON); {@link org.ccw.labs.grading.GradeTable} puts a class's reports in one CSV ({@code workbench lab grade});
 * {@link org.ccw.labs.grading.AnswersFile} prints the template to fill in and the lecturer's key
 * ({@code workbench lab answers}).
 *
 * <p>Invariants: a lab's key is graded all right; an answer that cannot be read, or one to a question the lab does
 * not ask, is an error naming the file, line and question, never a wrong answer; an omitted answer is unanswered.
 * Reads the trace only through the evidence; emits no trace records.
 */
package org.ccw.labs.grading;
