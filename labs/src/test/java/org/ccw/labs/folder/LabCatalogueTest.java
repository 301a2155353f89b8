package org.ccw.labs.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered lab has its folder and every folder its lab; every lab asks prediction questions, a few of them
 * events to find, and its answer key — computed from its own runs — grades right.
 */
class LabCatalogueTest {

    static List<Lab> labs() {
        return Labs.all();
    }

    static List<LabFolder> folders() {
        return LabCatalogue.all();
    }

    @org.junit.jupiter.api.Test
    void everyFolderReads() {
        assertEquals(List.of(), LabCatalogue.problems().stream().map(Exception::getMessage).toList());
    }

    @ParameterizedTest
    @MethodSource("labs")
    void everyLabHasItsFolder(Lab lab) {
        try {
            LabFolder folder = LabCatalogue.of(lab);
            assertEquals(lab.id(), folder.id());
        } catch (IllegalStateException e) {
            fail(e.getMessage());
        }
    }

    @org.junit.jupiter.api.Test
    void aLabWithoutAFolderHasAGuideSayingSo() {
        Lab stray = new Lab() {
            @Override
            public String id() {
                return "stray";
            }

            @Override
            public LabResult run(LabOptions options) {
                throw new UnsupportedOperationException("not run here");
            }
        };
        IllegalStateException none = assertThrows(IllegalStateException.class, () -> LabCatalogue.of(stray));
        assertTrue(none.getMessage().contains(LabCatalogue.SOURCE_ROOT + "/stray/"), none.getMessage());

        assertEquals(LabCatalogue.NO_FOLDER, LabCatalogue.title(stray));
        LabGuide guide = LabCatalogue.guide(stray);
        assertEquals(none.getMessage(), guide.goal());
        assertEquals(List.of(), guide.steps());
    }

    @ParameterizedTest
    @MethodSource("folders")
    void everyFolderNamesARegisteredJavaLabOrIsOneItself(LabFolder folder) {
        Lab lab = Labs.byId(folder.id()).orElseThrow(() -> new AssertionError(LabCatalogue.SOURCE_ROOT + "/"
                + folder.id() + "/lab.yaml names " + folder.javaLab().orElse("?") + ", which is not registered in "
                + "META-INF/services/org.ccw.labs.Lab"));
        assertEquals(folder.javaLab().orElse(FolderLab.class.getName()), lab.getClass().getName());
    }

    @ParameterizedTest
    @MethodSource("labs")
    void theKeyIsGradedRight(Lab lab) {
        Evidence evidence = LabEvidence.of(lab, LabOptions.defaults());
        List<Question> questions = LabCatalogue.of(lab).questions();
        assertTrue(questions.stream().filter(Question::graded).count() >= 2, lab.id()
                + " asks at least two prediction questions");
        for (Question question : questions.stream().filter(Question::graded).toList()) {
            Verdict verdict = question.grade(question.key(evidence), evidence);
            assertTrue(verdict.right(), lab.id() + "/" + question.id() + ": " + verdict.feedback());
            assertEquals(question.points(), verdict.points());
        }
    }

    @ParameterizedTest
    @MethodSource("labs")
    void bookmarksPointIntoTheRun(Lab lab) {
        Evidence evidence = LabEvidence.of(lab, LabOptions.defaults());
        for (Bookmark bookmark : LabCatalogue.of(lab).bookmarks()) {
            assertTrue(bookmark.timeIn(evidence.trace()).isPresent(), lab.id() + ": " + bookmark.name());
        }
    }

    @org.junit.jupiter.api.Test
    void theCatalogueAsksEveryKindOfQuestion() {
        List<Question> all = folders().stream().flatMap(f -> f.questions().stream()).toList();
        for (String kind : List.of("number", "choice", "event")) {
            assertTrue(all.stream().filter(q -> q.kind().equals(kind)).count() >= 3, kind);
        }
        assertTrue(all.stream().anyMatch(q -> q instanceof NumberQuestion n
                && n.expected() instanceof NumberQuestion.FromMeasure), "a number measured from the trace");
        assertFalse(folders().stream().filter(LabFolder::folderOnly).toList().isEmpty(), "a lab with no Java");
    }
}
