/**
 * Labs as folders a lecturer writes with a text editor (issue #16; the format is documented in
 * {@code labs/README.md}): {@code labs/catalogue/ID/lab.yaml} and {@code instructions.md}, read into a
 * {@link org.ccw.labs.folder.LabFolder} by {@link org.ccw.labs.folder.LabFolderReader} and listed by
 * {@link org.ccw.labs.folder.LabCatalogue}. A folder names the Java lab that measures it ({@code java:}), or is a lab of
 * its own ({@link org.ccw.labs.folder.FolderLab}: a scenario file, measures and checks over its trace).
 * {@link org.ccw.labs.folder.Labs} is the registry of labs: the registered Java labs, then the folder-only ones.
 * {@link org.ccw.labs.folder.LabCatalogue#of} answers a lab's folder — the one a lab was made from, else the one of
 * its id — and so its title and {@link org.ccw.labs.LabGuide} ({@link org.ccw.labs.folder.LabGuideJson} for
 * {@code lab show --json}); {@link org.ccw.labs.folder.LabFolder#optionsFor} a student's run options from the
 * folder's {@link org.ccw.labs.folder.Variants}. This package uses {@code org.ccw.labs}, never the other way round.
 *
 * <p>Each {@link org.ccw.labs.folder.Step} says what to do and may ask a prediction
 * {@link org.ccw.labs.folder.Question}: a {@link org.ccw.labs.folder.NumberQuestion} (a number in any unit of the
 * figure's dimension, within a tolerance of a metric, a measure or a stated value), a
 * {@link org.ccw.labs.folder.ChoiceQuestion}, or an {@link org.ccw.labs.folder.EventQuestion} (a trace record the
 * student selects, found by a {@link org.ccw.labs.measure.TraceQuery}). A question grades an answer against
 * {@link org.ccw.labs.folder.Evidence} — the lab's run and its scenario's trace, each made once when first needed
 * ({@link org.ccw.labs.folder.LabEvidence} headless; the window passes the trace of the run it shows) — into a
 * {@link org.ccw.labs.folder.Verdict}: right, wrong or unanswered, with how far off and why.
 *
 * <p>Invariants: every problem in a folder is found when it is read and reported as one
 * {@link org.ccw.labs.folder.LabFormatException} naming the file, line and field; question ids and bookmark names
 * are unique within a lab; a lab's key ({@link org.ccw.labs.folder.Question#key}) is graded right. Reads the trace
 * records {@code MessageSent}, {@code MessageDelivered}, {@code CellDropped}, {@code Retransmitted},
 * {@code QueueLengthChanged}, {@code HandlerRan} (through measures) and any record (through event questions); emits
 * none.
 */
package org.ccw.labs.folder;
